/// <reference types="node" />
// The golden placement vectors (tests/vectors/partition_placement.json, computed with
// Python hashlib independently of the engine) through the page's one keys call: every
// S, N and B key's hash position and partition on P equal partitions, as the page draws
// them from keyscape:DescribeKeys, with the Layout the page sends.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '@wasm/node.mjs';
import type { RequestOf } from '@wasm/types';
import type { Exec } from '../../../engine/call';
import { describeKeys, keysRequest, type KeyMap } from '../keys';
import { endFraction, hexFraction, laneOf } from './position';

interface VectorKey {
  type: 'S' | 'N' | 'B';
  value: string;
  position: string;
  partitions: Record<string, number>;
}

const here = dirname(fileURLToPath(import.meta.url));
const vectors = JSON.parse(readFileSync(resolve(here, '../../../../../tests/vectors/partition_placement.json'), 'utf8')) as {
  keys: VectorKey[];
  rangeStarts: Record<string, string[]>;
};

describe('golden placements through keyscape:DescribeKeys', () => {
  let exec: Exec;
  beforeAll(async () => {
    const engine = await createNodeEngine();
    exec = async <Op extends string>(op: Op, request: object) => ({ ...engine.result(op, request as RequestOf<Op>), elapsedMs: 0 });
    for (const t of ['S', 'N', 'B'] as const) {
      const r = await exec('CreateTable', {
        TableName: `Golden${t}`,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: t }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      });
      expect(r.ok).toBe(true);
    }
    for (const k of vectors.keys) await exec('PutItem', { TableName: `Golden${k.type}`, Item: { pk: { [k.type]: k.value } } });
  });

  it('has vectors of every key type to check', () => {
    expect(new Set(vectors.keys.map((k) => k.type))).toEqual(new Set(['S', 'N', 'B']));
  });

  // One DescribeKeys per key type and partition count, with the equal layout as the page sends it.
  const maps = new Map<string, KeyMap>();
  beforeAll(async () => {
    for (const [p, starts] of Object.entries(vectors.rangeStarts)) {
      for (const t of ['S', 'N', 'B'] as const) {
        maps.set(`${t}/${p}`, await describeKeys(exec, { table: `Golden${t}`, pk: 'pk', sk: '' }, { layout: starts.map((HashRangeStart) => ({ HashRangeStart })) }));
      }
    }
  });

  for (const k of vectors.keys) {
    it(`${k.type} ${JSON.stringify(k.value).slice(0, 40)}: position and partition on every layout`, () => {
      for (const [p, index] of Object.entries(k.partitions)) {
        // N values are normalised by the engine (1e3 is 1000): find the key by its position.
        const dot = maps.get(`${k.type}/${p}`)?.dots.find((d) => d.hash === k.position);
        expect(dot, `P=${p}`).toBeDefined();
        expect(dot?.partitions, `P=${p}`).toEqual([index, index]);
        expect(dot?.fraction).toBeCloseTo(hexFraction(k.position), 6);
      }
    });
  }

  it('an item collection split by a StartKey spans two partitions', async () => {
    const t = { table: 'Split', pk: 'pk', sk: 'sk' };
    await exec('CreateTable', {
      TableName: t.table,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    });
    for (const sk of ['a', 'b', 'c', 'd']) await exec('PutItem', { TableName: t.table, Item: { pk: { S: 'k' }, sk: { S: sk } } });
    const whole = await describeKeys(exec, t, {});
    const at = whole.dots[0]!.hash;
    const split = await describeKeys(exec, t, { layout: [{ HashRangeStart: '0000000000000000' }, { HashRangeStart: at, StartKey: { pk: { S: 'k' }, sk: { S: 'c' } } }] });
    expect(split.dots[0]?.partitions).toEqual([0, 1]);
    expect(split.dots[0]?.items).toBe(4);
  });
});

describe('the page reads the engine\'s positions, it does not compute them', () => {
  it('hex positions become fractions of the axis', () => {
    expect(hexFraction('0000000000000000')).toBe(0);
    expect(hexFraction('8000000000000000')).toBe(0.5);
    expect(endFraction('3fffffffffffffff')).toBe(0.25);
    expect(endFraction('ffffffffffffffff')).toBe(1);
    expect(() => hexFraction('xyz')).toThrow();
    expect(laneOf('00000000000000ff')).toBeCloseTo(255 / 65536);
  });
  it('the keys request carries the shown layout (with StartKeys) and the lookups', () => {
    const req = keysRequest(
      { table: 'T', pk: 'PK', sk: 'SK' },
      { layout: [{ HashRangeStart: '0000000000000000' }, { HashRangeStart: '8000000000000000', StartKey: { PK: { S: 'a' }, SK: { S: 'b' } } }], lookup: ['x', ''] },
    );
    expect(req).toEqual({
      TableName: 'T',
      MaxKeys: 2000,
      TopKeys: 20,
      Bins: 256,
      Layout: [{ HashRangeStart: '0000000000000000' }, { HashRangeStart: '8000000000000000', StartKey: { PK: { S: 'a' }, SK: { S: 'b' } } }],
      Lookup: [{ S: 'x' }],
    });
  });
});
