// The golden placement vectors (tests/vectors/partition_placement.json, computed with Python's
// hashlib independently of the engine) through the Node wasm build: keyscape:DescribePartitions
// must count each key on the partition the vectors give it and report the same range starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectors = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'vectors', 'partition_placement.json'), 'utf8'));

for (const type of ['S', 'N', 'B']) {
  test(`placement of ${type} keys matches the independent MD5 vectors`, async () => {
    const keys = vectors.keys.filter((k) => k.type === type);
    assert.ok(keys.length >= 5, `only ${keys.length} ${type} vectors`);
    const engine = await createNodeEngine();
    try {
      engine.call('CreateTable', {
        TableName: `Place${type}`, BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: type }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      });
      // Keys equal by value (1e3, 1000, 1000.000) are one item: count canonical bytes once.
      const unique = new Map();
      for (const k of keys) {
        engine.call('PutItem', { TableName: `Place${type}`, Item: { pk: { [type]: k.value } } });
        unique.set(k.canonicalHex, k);
      }
      for (const p of vectors.partitionCounts) {
        const r = engine.call('keyscape:DescribePartitions', { TableName: `Place${type}`, PartitionCount: p });
        assert.equal(r.HashFunction, 'md5-illustrative');
        assert.equal(r.Partitions.length, p);
        const want = new Array(p).fill(0);
        for (const k of unique.values()) want[k.partitions[String(p)]] += 1;
        r.Partitions.forEach((part, i) => {
          assert.equal(part.HashRangeStart, vectors.rangeStarts[String(p)][i], `P=${p} start of ${i}`);
          assert.equal(part.ItemCount, want[i], `P=${p} items on partition ${i}`);
        });
      }
    } finally {
      engine.dispose();
    }
  });
}
