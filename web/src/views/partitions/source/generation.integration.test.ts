/// <reference types="node" />
// The partition view's generation against the real engine (the Node wasm build in
// build/wasm/; a missing build fails these tests): a data set written in chunks, each call
// resuming with the engine's NextToken, leaves the table exactly as one call with the same
// request does, for the demo templates and for a design entity, at several chunk sizes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { Item, ModelFile, RequestOf } from '@wasm/types';
import { call, type Exec } from '../../../engine/call';
import { generateDataSet } from './generation';
import { DEFAULT_DEMO, DEFAULT_ENTITY, DEMO_CREATE, demoRequest, entityRequest, type GenerationRequest } from './requests';
import shop from '../../../../../docs/examples/online-shop.json';

const model = shop as unknown as ModelFile;

/** Every item of `table`, in one canonical order (by its JSON text). */
async function itemsOf(exec: Exec, table: string): Promise<string[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await call(exec, 'Scan', start ? { TableName: table, ExclusiveStartKey: start } : { TableName: table });
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.map((it) => JSON.stringify(Object.fromEntries(Object.entries(it).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();
}

describe('a data set in chunks equals one call', () => {
  let exec: Exec;
  let calls: string[] = [];
  beforeAll(async () => {
    const engine = await createNodeEngine();
    exec = async <Op extends string>(op: Op, request: object) => {
      calls.push(op);
      return { ...engine.result(op, request as RequestOf<Op>), elapsedMs: 0 };
    };
  });

  async function demoTable(name: string): Promise<void> {
    await exec('DeleteTable', { TableName: name });
    await call(exec, 'CreateTable', { ...DEMO_CREATE, TableName: name });
  }

  const demo = (table: string, over: Partial<typeof DEFAULT_DEMO>): GenerationRequest => ({ ...demoRequest({ ...DEFAULT_DEMO, ...over }), TableName: table });

  for (const skDistribution of ['SEQUENTIAL_TIMESTAMP', 'ULID', 'RANDOM_ID'] as const) {
    it(`demo templates, ${skDistribution} sort keys: chunks of 1, 999, 2,500 and 7,001 items`, async () => {
      const over = { count: '7001', keyCount: '300', distribution: 'ZIPF' as const, skDistribution };
      await demoTable('One');
      const one = await generateDataSet(exec, demo('One', over), { chunkSize: 10_000 });
      expect(one).toMatchObject({ requested: 7001, generated: 7001, chunks: 1, stopped: false });
      const expected = await itemsOf(exec, 'One');
      expect(expected.length).toBe(one.tableItemCount);
      for (const chunkSize of [999, 2500, 7001]) {
        await demoTable('Chunked');
        const progress: number[] = [];
        const chunked = await generateDataSet(exec, demo('Chunked', over), { chunkSize, onProgress: (n) => progress.push(n) });
        expect(chunked).toMatchObject({ generated: 7001, inserted: one.inserted, replaced: one.replaced, chunks: Math.ceil(7001 / chunkSize) });
        expect(progress[progress.length - 1]).toBe(7001);
        expect(await itemsOf(exec, 'Chunked')).toEqual(expected);
      }
      // The first chunk alone is tiny: a single-item chunk still resumes.
      await demoTable('Chunked');
      const first = await call(exec, 'keyscape:GenerateItems', { ...demo('Chunked', { ...over, count: '3' }), Limit: 1 });
      expect(first.Generated).toBe(1);
      expect(typeof first.NextToken).toBe('string');
    }, 120_000);
  }

  it('a design entity: chunks of 1,000 and 4,999 items equal one call', async () => {
    const request = (prefix: string) => ({ ...entityRequest(model, { ...DEFAULT_ENTITY, entity: 'Order', count: '5000', keyCount: '200' }), TableNamePrefix: prefix });
    await call(exec, 'keyscape:LoadDesign', { model, TableNamePrefix: 'One.' });
    const one = await generateDataSet(exec, request('One.'), { chunkSize: 5000 });
    expect(one).toMatchObject({ generated: 5000, chunks: 1 });
    const expected = await itemsOf(exec, 'One.Shop');
    for (const chunkSize of [1000, 4999]) {
      await call(exec, 'keyscape:LoadDesign', { model, TableNamePrefix: 'Chunked.' });
      const chunked = await generateDataSet(exec, request('Chunked.'), { chunkSize });
      expect(chunked).toMatchObject({ generated: 5000, inserted: one.inserted, chunks: Math.ceil(5000 / chunkSize) });
      expect(await itemsOf(exec, 'Chunked.Shop')).toEqual(expected);
    }
  }, 120_000);

  it('stops between chunks, and the engine refuses a token of another request', async () => {
    await demoTable('Chunked');
    let asked = 0;
    const r = await generateDataSet(exec, demo('Chunked', { count: '5000' }), { chunkSize: 1000, shouldStop: () => ++asked >= 2 });
    expect(r).toMatchObject({ generated: 2000, chunks: 2, stopped: true, tableItemCount: 2000 });
    const first = await call(exec, 'keyscape:GenerateItems', { ...demo('Chunked', { count: '5000' }), Limit: 10 });
    const other = await exec('keyscape:GenerateItems', { ...demo('Chunked', { count: '5000', seed: '7' }), Limit: 10, NextToken: first.NextToken });
    expect(other.ok ? '' : other.error.message).toMatch(/NextToken does not belong to this request/);
  }, 60_000);

  it('one GenerateItems call per chunk and nothing else', async () => {
    await demoTable('Chunked');
    calls = [];
    await generateDataSet(exec, demo('Chunked', { count: '2500' }), { chunkSize: 1000 });
    expect(calls).toEqual(['keyscape:GenerateItems', 'keyscape:GenerateItems', 'keyscape:GenerateItems']);
  });
});
