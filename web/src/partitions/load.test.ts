import { describe, expect, it } from 'vitest';
import { buildSimulateRequest, defaultLoad, firstHotKey, hotKeyPreset, newPattern, zipfPreset, type LoadForm } from './load';

const build = (f: LoadForm) => buildSimulateRequest('T', 'PK', f);
const message = (f: LoadForm) => {
  const r = build(f);
  return r.ok ? '' : r.message;
};

describe('buildSimulateRequest', () => {
  it('builds the worked example: 5,000 writes/s on one key, on-demand, 4 partitions', () => {
    const r = build(hotKeyPreset('CUSTOMER#0'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({
      TableName: 'T',
      BillingMode: 'PAY_PER_REQUEST',
      PartitionCount: 4,
      LimitRule: 'INDEPENDENT',
      SplitForHeat: false,
      TopKeys: 10,
      AccessPatterns: [
        {
          Name: "today's orders",
          ReadsPerSecond: 0,
          WritesPerSecond: 5000,
          ReadConsistency: 'EVENTUAL',
          ReadShape: 'ITEM',
          KeyDistribution: 'HOT_KEY',
          HotKey: { S: 'CUSTOMER#0' },
          HotFraction: 1,
        },
      ],
    });
  });
  it('adds write sharding with the key as a plain AttributeValue', () => {
    const f = hotKeyPreset('CUSTOMER#0');
    f.sharding = { enabled: true, key: ' CUSTOMER#0 ', suffixCount: '10' };
    const r = build(f);
    expect(r.ok && r.value['WriteSharding']).toEqual({ Key: { S: 'CUSTOMER#0' }, SuffixCount: 10, Separator: '#' });
    f.sharding.suffixCount = '0';
    expect(message(f)).toMatch(/Suffix count must be a whole number from 1 to 1,000/);
    f.sharding = { enabled: true, key: '', suffixCount: '4' };
    expect(message(f)).toMatch(/logical PK value/);
  });
  it('provisioned mode sends its throughput; auto partition count sends none', () => {
    const f = defaultLoad('K');
    f.billingMode = 'PROVISIONED';
    f.rcu = '6,000';
    f.wcu = '2000';
    const r = build(f);
    expect(r.ok && r.value['ProvisionedThroughput']).toEqual({ ReadCapacityUnits: 6000, WriteCapacityUnits: 2000 });
    expect(r.ok && 'PartitionCount' in r.value).toBe(false);
    f.rcu = '0';
    f.wcu = '0';
    expect(message(f)).toMatch(/capacity above 0/);
  });
  it('Zipf patterns carry their exponent; limits and heat splits are options', () => {
    const f = zipfPreset('K');
    f.legacyLinear = true;
    f.splitForHeat = true;
    const r = build(f);
    expect(r.ok && r.value['AccessPatterns']).toEqual([
      expect.objectContaining({ KeyDistribution: 'ZIPF', Exponent: 1.2, ReadsPerSecond: 9000, WritesPerSecond: 1500 }),
    ]);
    expect(r.ok && r.value['LimitRule']).toBe('LEGACY_LINEAR');
    expect(r.ok && r.value['SplitForHeat']).toBe(true);
  });
  it('reports bad input by pattern', () => {
    const f = defaultLoad('K');
    f.patterns = [newPattern({ name: 'x', reads: '-5' })];
    expect(message(f)).toBe('Pattern 1 (x): reads/s must be a number from 0 to 1,000,000,000.');
    f.patterns = [newPattern({ distribution: 'ZIPF', exponent: '' })];
    expect(message(f)).toMatch(/Zipf exponent/);
    f.patterns = [newPattern({ distribution: 'HOT_KEY', hotFraction: '2' })];
    expect(message(f)).toMatch(/hot key share/);
    f.patterns = [];
    expect(message(f)).toMatch(/at least one access pattern/);
    const g = defaultLoad('K');
    g.partitionCount = '0';
    expect(message(g)).toMatch(/Partitions must be/);
  });
  it('a HOT_KEY pattern without a key lets the engine pick the top key', () => {
    const f = defaultLoad('K');
    f.patterns = [newPattern({ distribution: 'HOT_KEY', hotKey: '  ', writes: '10' })];
    const r = build(f);
    expect(r.ok && (r.value['AccessPatterns'] as Array<Record<string, unknown>>)[0]?.['HotKey']).toBeUndefined();
  });
  it('finds the first hot key', () => {
    expect(firstHotKey(hotKeyPreset('A#1'))).toBe('A#1');
    expect(firstHotKey(defaultLoad('A#1'))).toBeUndefined();
  });
});
