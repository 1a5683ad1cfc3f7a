/// <reference types="node" />
// The partition view's engine conversations against the real engine (the Node wasm
// build in build/wasm/, loaded by the wrapper's @wasm/node.mjs; a missing build fails these tests):
// chunked generation yields exactly N distinct items, and the page's own MD5 placement of the keys agrees with the
// engine's partitions item for item.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import { generateDataset, LAB } from './dataset';
import { checkGenerator, DEFAULT_GENERATOR } from './generator';
import { parsePosition, partitionsOf } from './hashspace';
import { mapKeys, type Exec } from './keymap';
import { buildSimulateRequest, hotKeyPreset } from './load';
import { compareSharding } from './sharding';

describe('partition ops on the real engine', () => {
  let exec: Exec;
  let calls = 0;
  beforeAll(async () => {
    const engine = await createNodeEngine();
    exec = async <Op extends string>(op: Op, request: object) => {
      calls++;
      return engine.result(op, request);
    };
  });

  const spec = (over: Partial<typeof DEFAULT_GENERATOR>) => {
    const r = checkGenerator({ ...DEFAULT_GENERATOR, ...over });
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };

  it('chunked generation produces N distinct items (sequential sort keys continue across chunks)', async () => {
    const progress: number[] = [];
    const r = await generateDataset(exec, spec({ count: '45001', keyCount: '300' }), {
      chunkSize: 20_000,
      onProgress: (done) => progress.push(done),
    });
    expect(r).toMatchObject({ requested: 45_001, generated: 45_001, inserted: 45_001, replaced: 0, tableItemCount: 45_001, chunks: 3 });
    expect(progress).toEqual([0, 20_000, 40_000, 45_001]);
  }, 60_000);

  it('regenerating replaces the data set', async () => {
    const r = await generateDataset(exec, spec({ count: '30000', keyCount: '300', skDistribution: 'ULID' }), { chunkSize: 7_000 });
    expect(r).toMatchObject({ inserted: 30_000, replaced: 0, tableItemCount: 30_000, chunks: 5 });
  }, 60_000);

  it('every key mapped by the page lands in the partition the engine counts it in', async () => {
    await generateDataset(exec, spec({ count: '30000', keyCount: '300', pkDistribution: 'ZIPF' }), { chunkSize: 10_000 });
    const d = await exec('keyscape:DescribePartitions', { TableName: LAB.table, PartitionCount: 7 });
    if (!d.ok) throw new Error(d.error.message);
    const distinct = d.body.Partitions.reduce((a, p) => a + p.PartitionKeyCount, 0);
    calls = 0;
    const map = await mapKeys(exec, LAB, distinct, { maxDots: 2000, bins: 64 });
    expect(map.complete).toBe(true);
    expect(map.dots.length).toBe(distinct);
    expect(map.totalItems).toBe(30_000);
    expect(calls).toBeLessThanOrEqual(2 * distinct + 2);
    // Dots come back in hash order (Scan order).
    for (let i = 1; i < map.dots.length; i++) expect(map.dots[i]!.position > map.dots[i - 1]!.position).toBe(true);
    const bounds = d.body.Partitions.map((p) => ({ start: parsePosition(p.HashRangeStart), insideCollection: !!p.StartKey }));
    const items = new Array<number>(bounds.length).fill(0);
    const keys = new Array<number>(bounds.length).fill(0);
    for (const dot of map.dots) {
      const [first] = partitionsOf(dot.position, bounds);
      items[first] = (items[first] ?? 0) + dot.items;
      keys[first] = (keys[first] ?? 0) + 1;
    }
    expect(items).toEqual(d.body.Partitions.map((p) => p.ItemCount));
    expect(keys).toEqual(d.body.Partitions.map((p) => p.PartitionKeyCount));
    expect(map.histogram.reduce((a, b) => a + b, 0)).toBe(30_000);
  }, 60_000);

  it('samples one key per segment when there are too many keys, and still counts every item', async () => {
    const map = await mapKeys(exec, LAB, 300, { maxDots: 40, bins: 16, extraKeys: ['CUSTOMER#0', 'CUSTOMER#1', 'NOT-A-KEY'] });
    expect(map.complete).toBe(false);
    expect(map.dots.length).toBeGreaterThan(20);
    expect(map.dots.length).toBeLessThanOrEqual(42);
    // The Zipf generator's rank 0 holds the most items; the sample includes it, in hash order.
    const top = map.dots.find((d) => d.value === 'CUSTOMER#0');
    expect(top?.items).toBe(Math.max(...map.dots.map((d) => d.items)));
    expect(map.dots.some((d) => d.value === 'NOT-A-KEY')).toBe(false);
    for (let i = 1; i < map.dots.length; i++) expect(map.dots[i]!.position > map.dots[i - 1]!.position).toBe(true);
    expect(map.totalItems).toBe(30_000);
    expect(map.histogram.length).toBe(16);
  }, 60_000);

  it('the worked example throttles, and write sharding reports before/after', async () => {
    await generateDataset(exec, spec({ count: '20000', keyCount: '1000' }));
    const form = hotKeyPreset('CUSTOMER#0');
    form.sharding = { enabled: true, key: 'CUSTOMER#0', suffixCount: '10' };
    const req = buildSimulateRequest(LAB.table, LAB.pk, form);
    if (!req.ok) throw new Error(req.message);
    const r = await exec('keyscape:SimulateLoad', req.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.body.PartitionCount).toBe(4);
    const hot = r.body.Partitions[r.body.HottestPartition]!;
    expect(hot.Throttled).toBe(true);
    expect(hot.WriteDemand).toBe(5000);
    const cmp = compareSharding(r.body)!;
    expect(cmp.after.writeDemand).toBeLessThan(cmp.before.writeDemand);
    expect(cmp.verdict.tone).not.toBe('ok');
    const ws = r.body.WriteSharding!;
    expect(ws.SuffixCount).toBe(10);
    expect(ws.Shards.length).toBe(10);
    expect(ws.FullRead.QueriesAfter).toBe(10);
  }, 60_000);
});
