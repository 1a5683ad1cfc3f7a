// The editors' pure model edits: indexes (add, rename with the patterns that query it,
// delete with the templates only it keyed, keys as one attribute or a list), billing, the
// paste-format choice, and the expect a range view's first page pins.
import { describe, expect, it } from 'vitest';
import type { ModelFile, RangeViewResponse } from '@wasm/types';
import { addGsi, deleteIndex, keyOf, renameIndex, setBilling } from './indexEdits';
import { detectFormat } from './sampleRows';
import { expectOfView } from './ExpectEditor';
import { keyTemplates } from './patternStart';

const base = {
  format: 'keyscape-model',
  version: 1,
  name: 't',
  tables: [{ name: 'T', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } }],
  entities: [{ name: 'U', table: 'T', attributes: { e: { type: 'S' } }, keys: { PK: 'U#${e}', SK: '#U' } }],
} as unknown as ModelFile;

describe('index edits', () => {
  it('adds GSI1 keyed by GSI1PK alone, then GSI2', () => {
    const one = addGsi(base, 0);
    expect(one.name).toBe('GSI1');
    expect(one.model.tables[0]?.globalSecondaryIndexes).toEqual([{ name: 'GSI1', partitionKey: { name: 'GSI1PK', type: 'S' }, projection: { type: 'ALL' } }]);
    expect(addGsi(one.model, 0).name).toBe('GSI2');
  });
  it('renames an index and the patterns that query it', () => {
    const m = { ...addGsi(base, 0).model, accessPatterns: [{ name: 'p', table: 'T', index: 'GSI1', operation: 'Query' }] } as ModelFile;
    const r = renameIndex(m, 0, 'gsi', 0, 'ByE');
    expect(r.tables[0]?.globalSecondaryIndexes?.[0]?.name).toBe('ByE');
    expect(r.accessPatterns?.[0]?.index).toBe('ByE');
  });
  it('deletes an index with the templates only it keyed; the pattern queries the table', () => {
    const withGsi = addGsi(base, 0).model;
    const m = {
      ...withGsi,
      entities: [{ ...withGsi.entities![0]!, keys: { PK: 'U#${e}', SK: '#U', GSI1PK: 'E#${e}' } }],
      accessPatterns: [{ name: 'p', table: 'T', index: 'GSI1', operation: 'Query' }],
    } as ModelFile;
    const d = deleteIndex(m, 0, 'gsi', 0);
    expect(d.tables[0]?.globalSecondaryIndexes).toBeUndefined();
    expect(d.entities?.[0]?.keys).toEqual({ PK: 'U#${e}', SK: '#U' });
    expect(d.accessPatterns?.[0]).toEqual({ name: 'p', table: 'T', operation: 'Query' });
  });
  it('writes a key as one attribute, or as a list when it has more or was a list', () => {
    const a = { name: 'a', type: 'S' as const };
    expect(keyOf([a], false)).toEqual(a);
    expect(keyOf([a], true)).toEqual([a]);
    expect(keyOf([a, a], false)).toEqual([a, a]);
    expect(keyOf([], false)).toBeUndefined();
  });
  it('billing: PROVISIONED starts at 5/5, on-demand drops the capacity', () => {
    const p = setBilling(base, 0, 'PROVISIONED');
    expect(p.tables[0]?.provisionedThroughput).toEqual({ readCapacityUnits: 5, writeCapacityUnits: 5 });
    expect(setBilling(p, 0, 'PAY_PER_REQUEST').tables[0]).not.toHaveProperty('provisionedThroughput');
  });
});

describe('paste format', () => {
  it('tells DynamoDB JSON, JSON lines and CSV apart', () => {
    expect(detectFormat('{"Items": [{"a": {"S": "x"}}], "Count": 1}')).toBe('dynamodb-json');
    expect(detectFormat('{"a": {"S": "x"}}\n{"a": {"N": "1"}}')).toBe('dynamodb-json');
    expect(detectFormat('{"a": "x"}\n{"a": 1}')).toBe('json-lines');
    expect(detectFormat('a,b\nx,1')).toBe('csv');
  });
});

describe('expect this result', () => {
  it('pins the first page: its Count and its items\' table keys, in returned order', () => {
    const view = {
      items: [{ key: { PK: { S: 'R#1' }, SK: { S: 'M#1' } } }, { key: { PK: { S: 'R#1' }, SK: { S: 'M#2' } } }],
      pages: [{ count: 2, scannedCount: 2, readUnits: 0.5, returned: [1, 0], items: [] }],
    } as unknown as RangeViewResponse;
    expect(expectOfView(view)).toEqual({ count: 2, keys: [{ PK: 'R#1', SK: 'M#2' }, { PK: 'R#1', SK: 'M#1' }] });
  });
});

describe('key templates of a pattern', () => {
  it('lists partition then sort templates of a multi-attribute key, leaving the pattern as it was', () => {
    const pattern = {
      name: 'p', table: 'T', index: 'ByBracket', operation: 'Query',
      key: { partition: ['${tournament}', '${region}'], sort: [{ op: '=', value: '${round}' }, { op: 'between', value: '${a}', high: '${b}' }] },
    } as unknown as Parameters<typeof keyTemplates>[0];
    const before = JSON.stringify(pattern);
    expect(keyTemplates(pattern)).toEqual(['${tournament}', '${region}', '${round}', '${a}', '${b}']);
    expect(keyTemplates(pattern)).toEqual(['${tournament}', '${region}', '${round}', '${a}', '${b}']);
    expect(JSON.stringify(pattern)).toBe(before);
  });
});
