// What the partition view shows, and that its hash placement is an illustration.
export function Intro() {
  return (
    <>
      <p class="intro">
        DynamoDB hashes each item's partition key to a point of its hash space and stores the item on the partition
        that owns that point. Each partition serves at most <strong>3,000 read units</strong> and{' '}
        <strong>1,000 write units</strong> per second and holds 10 GB, however much capacity the table has. Generate
        data, put load on it, and find the hot partitions.
      </p>
      <div class="callout neutral disclaimer" data-testid="hash-disclaimer">
        <h3>The placement is an illustration</h3>
        <p>
          DynamoDB's real hash function is not public. keyscape places keys with <strong>MD5</strong> (the first 8
          bytes of the digest, on equal slices of a 2<sup>64</sup> hash space), so exactly where one key lands here
          is not where it lands in AWS. The statistics are what matter: how evenly keys and items spread, how much
          of the load one key carries, and the per-partition limits.
        </p>
      </div>
    </>
  );
}
