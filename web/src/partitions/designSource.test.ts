import { describe, expect, it } from 'vitest';
import type { ModelFile } from '@wasm/types';
import { checkEntityForm, DEFAULT_ENTITY_FORM, DESIGN_PREFIX, entityChunkRequest, entityChunks, loadFromPatterns } from './designSource';

const model = {
  format: 'keyscape-model',
  version: 1,
  name: 'm',
  tables: [{ name: 'Shop', billingMode: 'PROVISIONED', provisionedThroughput: { readCapacityUnits: 150, writeCapacityUnits: 25 } }, { name: 'Other' }],
  accessPatterns: [
    { name: 'profile', table: 'Shop', operation: 'GetItem', rate: { perSecond: 40 } },
    { name: 'history', table: 'Shop', operation: 'Query', consistentRead: true, rate: { perSecond: 12.5 } },
    { name: 'place', table: 'Shop', operation: 'PutItem', rate: { perSecond: 2 } },
    { name: 'by status', table: 'Shop', index: 'GSI2', operation: 'Query', rate: { perSecond: 9 } },
    { name: 'no rate', table: 'Shop', operation: 'Query' },
    { name: 'elsewhere', table: 'Other', operation: 'Query', rate: { perSecond: 5 } },
  ],
} as unknown as ModelFile;

describe('checkEntityForm', () => {
  it('needs an entity and whole numbers in range', () => {
    expect(checkEntityForm(DEFAULT_ENTITY_FORM).ok).toBe(false);
    expect(checkEntityForm({ ...DEFAULT_ENTITY_FORM, entity: 'Order', count: '1000001' }).ok).toBe(false);
    expect(checkEntityForm({ ...DEFAULT_ENTITY_FORM, entity: 'Order', keyCount: '0' }).ok).toBe(false);
    const r = checkEntityForm({ ...DEFAULT_ENTITY_FORM, entity: 'Order', count: '1,000,000', distribution: 'ZIPF', exponent: '1.2' });
    expect(r).toEqual({ ok: true, value: { entity: 'Order', count: 1_000_000, seed: 42, partitionKey: { Distribution: 'ZIPF', KeyCount: 1000, Exponent: 1.2 } } });
  });
});

describe('entity chunks', () => {
  it('share the seed and continue by FirstIndex', () => {
    const r = checkEntityForm({ ...DEFAULT_ENTITY_FORM, entity: 'Order', count: '45000' });
    if (!r.ok) throw new Error(r.message);
    const reqs = entityChunks(r.value).map((c) => entityChunkRequest(model, r.value, c));
    expect(reqs.map((q) => q['Count'])).toEqual([20_000, 20_000, 5_000]);
    expect(reqs.map((q) => q['FirstIndex'])).toEqual([undefined, 20_000, 40_000]);
    expect(new Set(reqs.map((q) => q['Seed']))).toEqual(new Set([42]));
    expect(reqs[0]).toMatchObject({ model, Entity: 'Order', TableNamePrefix: DESIGN_PREFIX, PartitionKey: { Distribution: 'UNIFORM', KeyCount: 1000 } });
  });
});

describe('loadFromPatterns', () => {
  it("uses the table's patterns with a rate, reads and writes by operation, and its billing", () => {
    const { form, used, onIndexes } = loadFromPatterns(model, 'Shop');
    expect(used).toBe(3);
    expect(onIndexes).toBe(1);
    expect(form.billingMode).toBe('PROVISIONED');
    expect([form.rcu, form.wcu]).toEqual(['150', '25']);
    expect(form.patterns.map((p) => [p.name, p.reads, p.writes, p.readShape, p.consistency])).toEqual([
      ['profile', '40', '0', 'ITEM', 'EVENTUAL'],
      ['history', '12.5', '0', 'QUERY', 'STRONG'],
      ['place', '0', '2', 'ITEM', 'EVENTUAL'],
    ]);
  });
  it('falls back to the default load without rated patterns', () => {
    const r = loadFromPatterns(model, 'Nope');
    expect(r.used).toBe(0);
    expect(r.form.patterns.length).toBe(2);
    expect(r.form.billingMode).toBe('PAY_PER_REQUEST');
  });
});
