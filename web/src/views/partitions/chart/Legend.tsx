export function Legend({ sharded }: { sharded: boolean }) {
  return (
    <ul class="legend" aria-label="Legend">
      <li><span class="sw sw-items" />items</li>
      <li><span class="sw sw-size" />size</li>
      <li><span class="sw sw-read" />reads served</li>
      <li><span class="sw sw-write" />writes served</li>
      <li><span class="sw sw-throttled" />throttled demand</li>
      <li><span class="sw sw-limit" />per-partition limit</li>
      <li><span class="sw sw-dot" />partition key (size = items)</li>
      <li><span class="sw sw-hot" />hot key</li>
      {sharded && <li><span class="sw sw-shard" />shard key</li>}
    </ul>
  );
}
