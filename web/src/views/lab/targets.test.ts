import { describe, expect, it } from 'vitest';
import type { ModelFile } from '@wasm/types';
import { designTargets, labChip, LAB_TARGET, startingQuery } from './targets';

const model = {
  format: 'keyscape-model', version: 1, name: 'Shop',
  tables: [{
    name: 'Shop', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' },
    globalSecondaryIndexes: [{ name: 'ByEmail', partitionKey: [{ name: 'email', type: 'S' }, { name: 'tenant', type: 'S' }], projection: { type: 'ALL' } }],
    localSecondaryIndexes: [{ name: 'ByDate', sortKey: { name: 'placedAt', type: 'S' }, projection: { type: 'KEYS_ONLY' } }],
  }],
} as unknown as ModelFile;

describe('the lab\'s query targets', () => {
  it('lists each design table and its indexes under the lab prefix', () => {
    const t = designTargets(model);
    expect(t.map((x) => [x.id, x.tableName, x.indexName ?? '', x.pk, x.sk])).toEqual([
      ['t:Shop', 'Lab.Shop', '', 'PK', 'SK'],
      ['t:Shop:ByEmail', 'Lab.Shop', 'ByEmail', 'email', ''],
      ['t:Shop:ByDate', 'Lab.Shop', 'ByDate', 'PK', 'placedAt'],
    ]);
  });
  it('starts with a query on a partition key value the target holds', () => {
    const t = designTargets(model)[1]!;
    const q = startingQuery(t, { S: 'a@b.c' });
    expect(q.kce).toBe('#pk = :pk');
    expect(JSON.parse(q.ean)).toEqual({ '#pk': 'email' });
    expect(JSON.parse(q.eav)).toEqual({ ':pk': { S: 'a@b.c' } });
  });
  it('names the design table in the header, not the engine\'s prefixed one', () => {
    expect(labChip(designTargets(model)[0]!, model)).toEqual({ name: 'Shop', pk: 'PK', sk: 'SK', pkType: 'S', skType: 'S' });
    expect(labChip(designTargets(model)[1]!, model).name).toBe('Shop · ByEmail');
    expect(labChip(LAB_TARGET, model).name).toBe('Orders');
  });
});
