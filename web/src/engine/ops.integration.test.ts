/// <reference types="node" />
// The sort-order view's engine conversations against the real engine (the Node wasm
// build): the partition keys in DynamoDB order in one call, and the engine's explanation
// of each position ("which byte decides"), including the unpadded-number trap.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { EngineClient } from './client';
import { explainOrder, listPartitions, putItems, readPartition, seedExample } from './ops';
import { FIXED_ITEMS, FIXED_PARTITION, EXAMPLE_PARTITION } from '../example';

describe('sort-order ops on the real engine', () => {
  let client: EngineClient;
  let calls: string[] = [];
  beforeAll(async () => {
    const engine = await createNodeEngine();
    const fake = {
      execute: async (op: string, request: object) => {
        calls.push(op);
        return engine.result(op, request);
      },
    };
    client = fake as unknown as EngineClient;
    await seedExample(client);
  });

  it('lists the partition keys in one engine call, in DynamoDB order', async () => {
    await putItems(client, FIXED_ITEMS);
    calls = [];
    const pks = await listPartitions(client);
    expect(calls).toEqual(['keyscape:DescribeKeys']);
    expect(pks).toContain(EXAMPLE_PARTITION);
    expect(pks).toContain(FIXED_PARTITION);
    expect(pks).toEqual([...pks].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
  });

  it('explains the lexicographic trap byte by byte', async () => {
    const items = await readPartition(client, EXAMPLE_PARTITION);
    const why = await explainOrder(client, items);
    expect(why?.Pairs.length).toBe(items.length - 1);
    const trap = why!.Pairs.find((p) => p.NumbersDisagree)!;
    expect(trap.Text).toBe('ORDER#100 < ORDER#2: byte 7, \'1\' 0x31 < \'2\' 0x32');
    expect(trap.ByteIndex).toBe(6);
    expect(trap.Chars).toEqual(['1', '2']);
    expect(why!.Pairs.find((p) => p.Reason === 'PREFIX')?.Text).toBe('ORDER#1 < ORDER#10: byte 8, prefix: the shorter value sorts first');
  });

  it('zero-padded sort keys agree with numeric order', async () => {
    const why = await explainOrder(client, await readPartition(client, FIXED_PARTITION));
    expect(why?.NumbersDisagree).toBe(false);
  });

  it('one item needs no explanation', async () => {
    expect(await explainOrder(client, [{ PK: { S: 'x' }, SK: { S: 'y' } }])).toBeNull();
  });
});
