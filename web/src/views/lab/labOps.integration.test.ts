/// <reference types="node" />
// The sort-order view's engine conversations against the real engine (the Node wasm
// build): the partition keys in DynamoDB order in one call, and the engine's explanation
// of each position ("which byte decides"), including the unpadded-number trap.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { EngineClient } from '../../engine/client';
import { explainOrder, listPartitions, putItems, readPartition, seedExample } from './labOps';
import { FIXED_ITEMS, FIXED_PARTITION, EXAMPLE_PARTITION } from './example';

describe('sort-order ops on the real engine', () => {
  let client: EngineClient;
  let calls: string[] = [];
  beforeAll(async () => {
    const engine = await createNodeEngine();
    const fake = {
      execute: async (op: string, request: object) => {
        calls.push(op);
        return engine.result(op, request as Record<string, unknown>);
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

  it('explains N keys numerically and B keys by unsigned bytes (engine, not the page)', async () => {
    const n = await client.execute('keyscape:ExplainOrder', { Values: [{ N: '10' }, { N: '-2' }, { N: '9.5' }] });
    if (!n.ok) throw new Error(n.error.message);
    expect(n.body.Values).toEqual([{ N: '-2' }, { N: '9.5' }, { N: '10' }]);
    expect(n.body.Pairs.map((p) => p.Reason)).toEqual(['NUMERIC', 'NUMERIC']);
    const b = await client.execute('keyscape:ExplainOrder', { Values: [{ B: '/w==' }, { B: 'AAE=' }] });
    if (!b.ok) throw new Error(b.error.message);
    expect(b.body.Pairs[0]?.Bytes).toEqual(['0x00', '0xff']);
  });

  it('names the character a multi-byte deciding byte belongs to', async () => {
    const why = await explainOrder(client, [{ SK: { S: 'caf\u00e9' } }, { SK: { S: 'cafe' } }]);
    expect(why?.Pairs[0]?.Text).toBe('cafe < caf\u00e9: byte 4, \'e\' 0x65 < \'\u00e9\' 0xc3');
  });

  const order = async (values: string[]) => {
    const r = await client.execute('keyscape:ExplainOrder', { Values: values.map((S) => ({ S })) });
    if (!r.ok) throw new Error(r.error.message);
    return r.body;
  };

  it('puts # before letters and upper case before lower case', async () => {
    expect((await order(['USER#1', '#METADATA', 'user#1'])).Values).toEqual([{ S: '#METADATA' }, { S: 'USER#1' }, { S: 'user#1' }]);
  });

  it('uses UTF-8 byte order, not UTF-16 code unit order', async () => {
    const emoji = '\u{1F600}'; // F0 9F 98 80 in UTF-8, a surrogate pair D83D DE00 in UTF-16
    const halfwidth = '\uFF61'; // EF BD A1 in UTF-8, FF61 in UTF-16
    expect(halfwidth > emoji).toBe(true); // JavaScript's own comparison
    const r = await order([emoji, halfwidth]);
    expect(r.Values).toEqual([{ S: halfwidth }, { S: emoji }]); // DynamoDB's
    expect(r.Pairs[0]?.Bytes).toEqual(['0xef', '0xf0']);
  });

  it('embedded numbers: the trap is flagged even for numbers longer than 2^53', async () => {
    const r = await order(['A#99999999999999999999', 'A#100000000000000000000']);
    expect(r.Values[0]).toEqual({ S: 'A#100000000000000000000' });
    expect(r.NumbersDisagree).toBe(true);
    expect((await order(['#PROFILE', 'ORDER#1', 'ORDER#2'])).NumbersDisagree).toBe(false);
  });

  it('zero-padded numbers sort numerically', async () => {
    const padded = ['ORDER#0100', 'ORDER#0007', 'ORDER#0001', 'ORDER#0042', 'ORDER#0002', 'ORDER#0010'];
    const r = await order(padded);
    expect(r.Values.map((v) => ('S' in v ? v.S : ''))).toEqual(['ORDER#0001', 'ORDER#0002', 'ORDER#0007', 'ORDER#0010', 'ORDER#0042', 'ORDER#0100']);
    expect(r.NumbersDisagree).toBe(false);
  });

  it('equal values are equal', async () => {
    expect((await order(['\u00e9', '\u00e9'])).Pairs[0]).toMatchObject({ Relation: '=', Reason: 'EQUAL' });
  });
});
