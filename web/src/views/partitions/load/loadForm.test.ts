import { describe, expect, it } from 'vitest';
import { buildSimulateRequest, defaultLoad, firstHotKey, hotKeyPreset, newPattern, zipfPreset, type LoadForm } from './loadForm';

const build = (f: LoadForm) => buildSimulateRequest('T', f);
const patternsOf = (f: LoadForm) => build(f)['AccessPatterns'] as Array<Record<string, unknown>>;

describe('buildSimulateRequest', () => {
  it('builds the worked example: 5,000 writes/s on one key, on-demand, 4 partitions', () => {
    expect(build(hotKeyPreset('CUSTOMER#0'))).toEqual({
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
    expect(build(f)['WriteSharding']).toEqual({ Key: { S: 'CUSTOMER#0' }, SuffixCount: 10, Separator: '#' });
  });
  it('provisioned mode sends its throughput; auto partition count sends none', () => {
    const f = defaultLoad('K');
    f.billingMode = 'PROVISIONED';
    f.rcu = '6,000';
    f.wcu = '2000';
    expect(build(f)['ProvisionedThroughput']).toEqual({ ReadCapacityUnits: 6000, WriteCapacityUnits: 2000 });
    expect('PartitionCount' in build(f)).toBe(false);
  });
  it('Zipf patterns carry their exponent; limits and heat splits are options', () => {
    const f = zipfPreset('K');
    f.legacyLinear = true;
    f.splitForHeat = true;
    expect(patternsOf(f)).toEqual([expect.objectContaining({ KeyDistribution: 'ZIPF', Exponent: 1.2, ReadsPerSecond: 9000, WritesPerSecond: 1500 })]);
    expect(build(f)['LimitRule']).toBe('LEGACY_LINEAR');
    expect(build(f)['SplitForHeat']).toBe(true);
  });
  it('sends what was typed, out of range or not a number, for the engine to refuse by field', () => {
    const f = defaultLoad('K');
    f.patterns = [newPattern({ name: 'x', reads: '-5', writes: 'lots' })];
    expect(patternsOf(f)[0]).toMatchObject({ ReadsPerSecond: -5, WritesPerSecond: 'lots' });
    f.patterns = [newPattern({ distribution: 'ZIPF', exponent: '' })];
    expect(patternsOf(f)[0]?.['Exponent']).toBe('');
    f.patterns = [newPattern({ distribution: 'HOT_KEY', hotFraction: '2' })];
    expect(patternsOf(f)[0]?.['HotFraction']).toBe(2);
    f.partitionCount = '100000';
    expect(build(f)['PartitionCount']).toBe(100_000);
    f.sharding = { enabled: true, key: '', suffixCount: '0' };
    expect(build(f)['WriteSharding']).toEqual({ Key: { S: '' }, SuffixCount: 0, Separator: '#' });
  });
  it('an empty rate field is no load on that side', () => {
    const f = defaultLoad('K');
    f.patterns = [newPattern({ reads: '', writes: ' 1,500 ' })];
    expect(patternsOf(f)[0]).toMatchObject({ ReadsPerSecond: 0, WritesPerSecond: 1500 });
  });
  it('a HOT_KEY pattern without a key lets the engine pick the top key', () => {
    const f = defaultLoad('K');
    f.patterns = [newPattern({ distribution: 'HOT_KEY', hotKey: '  ', writes: '10' })];
    expect(patternsOf(f)[0]?.['HotKey']).toBeUndefined();
  });
  it('finds the first hot key', () => {
    expect(firstHotKey(hotKeyPreset('A#1'))).toBe('A#1');
    expect(firstHotKey(defaultLoad('A#1'))).toBeUndefined();
  });
});
