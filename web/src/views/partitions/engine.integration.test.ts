/// <reference types="node" />
// The partition view's engine conversations against the real engine (the Node wasm
// build in build/wasm/, loaded by the wrapper's @wasm/node.mjs; a missing build fails these
// tests), with the client instrumented to count engine calls: chunked generation yields
// exactly N distinct items, one keyscape:DescribeKeys call places every key on the
// partitions the engine counts it in, a redraw after a load run costs two calls, and the
// load a design implies comes from keyscape:DesignLoad.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { ModelFile, RequestOf } from '@wasm/types';
import { keyText } from '../../ddb/attr';
import { call, type Exec } from '../../engine/call';
import { markedHotKeys } from './chart/markers';
import { describeKeys, present } from './keys';
import { designLoad } from './load/designLoad';
import { buildSimulateRequest, hotKeyPreset } from './load/loadForm';
import { compareSharding } from './sharding/sharding';
import { makeDemoTable } from './source/demoTable';
import { generateDataSet, type GenerateOptions } from './source/generation';
import { DEFAULT_DEMO, DEMO_TABLE, demoRequest } from './source/requests';
import type { DemoForm } from './source/types';
import shop from '../../../../docs/examples/online-shop.json';


describe('partition ops on the real engine', () => {
  let exec: Exec;
  let calls: string[] = [];
  beforeAll(async () => {
    const engine = await createNodeEngine();
    exec = async <Op extends string>(op: Op, request: object) => {
      calls.push(op);
      return { ...engine.result(op, request as RequestOf<Op>), elapsedMs: 0 };
    };
  });

  const spec = (over: Partial<DemoForm>) => demoRequest({ ...DEFAULT_DEMO, ...over });
  /** The view's demo generation: the table made afresh, then the data set in chunks. */
  async function generateDataset(request: ReturnType<typeof spec>, opts: GenerateOptions = {}) {
    await makeDemoTable(exec, { keep: false });
    return generateDataSet(exec, request, opts);
  }

  it('chunked generation produces N distinct items (sequential sort keys continue across chunks)', async () => {
    const progress: number[] = [];
    const r = await generateDataset(spec({ count: '45001', keyCount: '300' }), {
      chunkSize: 20_000,
      onProgress: (done) => progress.push(done),
    });
    expect(r).toMatchObject({ requested: 45_001, generated: 45_001, inserted: 45_001, replaced: 0, tableItemCount: 45_001, chunks: 3 });
    expect(progress).toEqual([0, 20_000, 40_000, 45_001]);
  }, 60_000);

  it('regenerating replaces the data set', async () => {
    const r = await generateDataset(spec({ count: '30000', keyCount: '300', skDistribution: 'ULID' }), { chunkSize: 7_000 });
    expect(r).toMatchObject({ inserted: 30_000, replaced: 0, tableItemCount: 30_000, chunks: 5 });
  }, 60_000);

  it('the engine checks the generator spec and renders key index 0 (PreviewItems)', async () => {
    const ok = await exec('keyscape:PreviewItems', { ...spec({}), PreviewCount: 1 });
    if (!ok.ok) throw new Error(ok.error.message);
    expect(keyText(Object.values(ok.body.FirstPartitionKey)[0])).toBe('CUSTOMER#0');
    expect(ok.body.SortKeyStart).toBe('2024-01-01T00:00:00Z');
    const badStart = await exec('keyscape:PreviewItems', { ...spec({ skStart: '2024-02-30T00:00:00Z' }), PreviewCount: 1 });
    expect(badStart.ok ? '' : badStart.error.message).toMatch(/SortKey.Start must be a UTC time/);
    const badTemplate = await exec('keyscape:PreviewItems', { ...spec({ pkTemplate: 'CUSTOMER' }), PreviewCount: 1 });
    expect(badTemplate.ok).toBe(false);
  });

  it('one DescribeKeys call places every key on the partition the engine counts it in', async () => {
    await generateDataset(spec({ count: '30000', keyCount: '300', distribution: 'ZIPF' }), { chunkSize: 10_000 });
    const d = await exec('keyscape:DescribePartitions', { TableName: DEMO_TABLE.table, PartitionCount: 7 });
    if (!d.ok) throw new Error(d.error.message);
    calls = [];
    const map = await describeKeys(exec, DEMO_TABLE, { layout: d.body.Partitions, lookup: ['CUSTOMER#0', 'NOT-A-KEY'] });
    expect(calls).toEqual(['keyscape:DescribeKeys']);
    expect(map.complete).toBe(true);
    expect(map.dots.length).toBe(d.body.Partitions.reduce((a, p) => a + p.PartitionKeyCount, 0));
    expect(map.totalItems).toBe(30_000);
    const items = new Array<number>(d.body.Partitions.length).fill(0);
    for (const dot of map.dots) items[dot.partitions[0]] = (items[dot.partitions[0]] ?? 0) + dot.items;
    expect(items).toEqual(d.body.Partitions.map((p) => p.ItemCount));
    expect(map.histogram.reduce((a, b) => a + b, 0)).toBe(30_000);
    // Zipf rank 0 holds the most items; an absent key is looked up with 0 items.
    expect(map.busiest?.value).toBe('CUSTOMER#0');
    expect(present(map, 'CUSTOMER#0')?.items).toBe(map.busiest?.items);
    expect(present(map, 'NOT-A-KEY')).toBeUndefined();
  }, 60_000);

  it('samples when there are more keys than the cap, keeping the busiest and counting every item', async () => {
    const map = await describeKeys(exec, DEMO_TABLE, { maxKeys: 40 });
    expect(map.complete).toBe(false);
    expect(map.dots.length).toBeLessThanOrEqual(40);
    expect(map.dots.some((d) => d.value === 'CUSTOMER#0')).toBe(true);
    for (let i = 1; i < map.dots.length; i++) expect(map.dots[i]!.hash > map.dots[i - 1]!.hash).toBe(true);
    expect(map.distinctKeys).toBe(300);
    expect(map.histogram.reduce((a, b) => a + b, 0)).toBe(30_000);
  }, 60_000);

  it('the worked example throttles, write sharding reports before/after, and a redraw costs two calls', async () => {
    await generateDataset(spec({ count: '20000', keyCount: '1000' }));
    const form = hotKeyPreset('CUSTOMER#0');
    form.sharding = { enabled: true, key: 'CUSTOMER#0', suffixCount: '10' };
    calls = [];
    // What the view does per load run: SimulateLoad, then the keys on the shown layout
    // (useKeyMap), with the marked hot keys looked up.
    const r = await exec('keyscape:SimulateLoad', buildSimulateRequest(DEMO_TABLE.table, form));
    if (!r.ok) throw new Error(r.error.message);
    const hot = markedHotKeys(r.body).map((k) => keyText(Object.values(k.Key)[0]));
    const map = await describeKeys(exec, DEMO_TABLE, { layout: r.body.Partitions, lookup: hot });
    expect(calls).toEqual(['keyscape:SimulateLoad', 'keyscape:DescribeKeys']);
    expect(hot).toEqual(['CUSTOMER#0']);
    expect(map.lookup[0]?.partitions[0]).toBe(r.body.HotKeys[0]?.Partitions[0]);
    expect(r.body.PartitionCount).toBe(4);
    const hottest = r.body.Partitions[r.body.HottestPartition]!;
    expect(hottest.Throttled).toBe(true);
    expect(hottest.WriteDemand).toBe(5000);
    expect(hottest.Heat).toBe(5);
    const cmp = compareSharding(r.body)!;
    expect(cmp.after.writeDemand).toBeLessThan(cmp.before.writeDemand);
    expect(cmp.partitionWriteLimit).toBe(1000);
    expect(cmp.verdict.tone).not.toBe('ok');
    expect(cmp.verdict.reasons.join('\n')).toMatch(/4 partitions serve at most 4,000 WCU\/s/);
    const ws = r.body.WriteSharding!;
    expect(ws.SuffixCount).toBe(10);
    expect(ws.Shards.length).toBe(10);
    expect(ws.FullRead.QueriesAfter).toBe(10);
  }, 60_000);

  it('under the legacy linear rule the heat is the engine\'s sum, not the larger share', async () => {
    const form = hotKeyPreset('CUSTOMER#0');
    form.legacyLinear = true;
    form.patterns = [{ ...form.patterns[0]!, reads: '3000', consistency: 'STRONG', writes: '500' }];
    const r = await exec('keyscape:SimulateLoad', buildSimulateRequest(DEMO_TABLE.table, form));
    if (!r.ok) throw new Error(r.error.message);
    // 3,000/3,000 + 500/1,000: over the limit, although each alone is at most 1.
    expect(r.body.Partitions[r.body.HottestPartition]!.Heat).toBe(1.5);
    expect(r.body.HotKeys[0]!.Heat).toBe(1.5);
  }, 60_000);

  it("the design's load on a table: its rated patterns as rows, the ones on indexes counted", async () => {
    const model = shop as unknown as ModelFile;
    await call(exec, 'keyscape:LoadDesign', { model, TableNamePrefix: 'Design.' });
    calls = [];
    const d = await designLoad(exec, model, 'Shop');
    expect(calls).toEqual(['keyscape:DesignLoad']);
    expect(d.used).toBe(d.form.patterns.length);
    expect(d.used).toBeGreaterThan(0);
    const byName = new Map(d.form.patterns.map((p) => [p.name, p]));
    expect(byName.get('Customer profile')).toMatchObject({ reads: '40', writes: '0', readShape: 'ITEM' });
    expect(byName.get('Place an order')).toMatchObject({ reads: '0', writes: '2', readShape: 'ITEM' });
    expect(byName.get('Orders of a customer, newest first')).toMatchObject({ readShape: 'QUERY' });
    expect(d.form.billingMode).toBe('PROVISIONED');
    expect([d.form.rcu, d.form.wcu]).toEqual(['150', '25']);
    const r = await exec('keyscape:SimulateLoad', buildSimulateRequest('Design.Shop', d.form));
    expect(r.ok ? '' : r.error.message).toBe('');
  }, 60_000);
});
