// The load form: access patterns with rates and key distributions, billing mode, and the
// write-sharding what-if, as a keyscape:SimulateLoad request. The form sends what was typed
// (numbers read by the page's one typedNumber); the engine checks every field and its
// ValidationException names the one it refuses.
import { typedNumber } from '../../../ui/numbers';
import type { KeyDistribution } from '../source/types';

export type { KeyDistribution };

export type BillingMode = 'PAY_PER_REQUEST' | 'PROVISIONED';
export type ReadConsistency = 'EVENTUAL' | 'STRONG' | 'TRANSACTIONAL';
export type ReadShape = 'ITEM' | 'QUERY';

export interface PatternForm {
  id: number;
  name: string;
  reads: string;
  writes: string;
  readShape: ReadShape;
  consistency: ReadConsistency;
  distribution: KeyDistribution;
  hotKey: string;
  hotFraction: string;
  exponent: string;
}

export interface LoadForm {
  billingMode: BillingMode;
  rcu: string;
  wcu: string;
  /** '' = the engine's default (on-demand 4; provisioned ceil(RCU/3000 + WCU/1000)). */
  partitionCount: string;
  legacyLinear: boolean;
  splitForHeat: boolean;
  patterns: PatternForm[];
  sharding: { enabled: boolean; key: string; suffixCount: string };
}

let nextId = 1;
export function newPattern(over: Partial<PatternForm> = {}): PatternForm {
  return {
    id: nextId++,
    name: 'pattern',
    reads: '0',
    writes: '0',
    readShape: 'ITEM',
    consistency: 'EVENTUAL',
    distribution: 'UNIFORM',
    hotKey: '',
    hotFraction: '1',
    exponent: '1',
    ...over,
  };
}

export function defaultLoad(hotKey: string): LoadForm {
  return {
    billingMode: 'PAY_PER_REQUEST',
    rcu: '3000',
    wcu: '1000',
    partitionCount: '',
    legacyLinear: false,
    splitForHeat: false,
    patterns: [
      newPattern({ name: 'read orders', reads: '2000', writes: '0', distribution: 'UNIFORM' }),
      newPattern({ name: 'place order', reads: '0', writes: '600', distribution: 'UNIFORM', hotKey }),
    ],
    sharding: { enabled: false, key: hotKey, suffixCount: '10' },
  };
}

/** The reference's worked example: 5,000 writes/s on one key, a new on-demand table (4 partitions). */
export function hotKeyPreset(hotKey: string): LoadForm {
  return {
    ...defaultLoad(hotKey),
    partitionCount: '4',
    patterns: [
      newPattern({ name: 'today\'s orders', reads: '0', writes: '5000', distribution: 'HOT_KEY', hotKey, hotFraction: '1' }),
    ],
    sharding: { enabled: false, key: hotKey, suffixCount: '10' },
  };
}

export function zipfPreset(hotKey: string): LoadForm {
  return {
    ...defaultLoad(hotKey),
    patterns: [
      newPattern({ name: 'popular customers', reads: '9000', writes: '1500', distribution: 'ZIPF', exponent: '1.2' }),
    ],
    sharding: { enabled: false, key: hotKey, suffixCount: '10' },
  };
}

/** The keyscape:SimulateLoad request of `form` on `table`. */
export function buildSimulateRequest(table: string, form: LoadForm): Record<string, unknown> {
  const patterns = form.patterns.map((p, i) => {
    const out: Record<string, unknown> = {
      Name: p.name.trim() || `pattern-${i + 1}`,
      ReadsPerSecond: typedNumber(p.reads, 0),
      WritesPerSecond: typedNumber(p.writes, 0),
      ReadConsistency: p.consistency,
      ReadShape: p.readShape,
      KeyDistribution: p.distribution,
    };
    if (p.distribution === 'ZIPF') out['Exponent'] = typedNumber(p.exponent);
    if (p.distribution === 'HOT_KEY') {
      if (p.hotKey.trim() !== '') out['HotKey'] = { S: p.hotKey.trim() };
      out['HotFraction'] = typedNumber(p.hotFraction);
    }
    return out;
  });
  const req: Record<string, unknown> = {
    TableName: table,
    BillingMode: form.billingMode,
    AccessPatterns: patterns,
    LimitRule: form.legacyLinear ? 'LEGACY_LINEAR' : 'INDEPENDENT',
    SplitForHeat: form.splitForHeat,
    TopKeys: 10,
  };
  if (form.billingMode === 'PROVISIONED')
    req['ProvisionedThroughput'] = { ReadCapacityUnits: typedNumber(form.rcu), WriteCapacityUnits: typedNumber(form.wcu) };
  const partitions = partitionCountOf(form);
  if (partitions !== undefined) req['PartitionCount'] = partitions;
  if (form.sharding.enabled)
    req['WriteSharding'] = { Key: { S: form.sharding.key.trim() }, SuffixCount: typedNumber(form.sharding.suffixCount), Separator: '#' };
  return req;
}

/** The partition count typed into the form, as sent (absent when blank: the engine's default). */
export function partitionCountOf(form: LoadForm): number | string | undefined {
  return form.partitionCount.trim() === '' ? undefined : typedNumber(form.partitionCount);
}

/** The hot key the sharding control should default to: the first HOT_KEY pattern's key. */
export function firstHotKey(form: LoadForm): string | undefined {
  return form.patterns.find((p) => p.distribution === 'HOT_KEY' && p.hotKey.trim())?.hotKey.trim();
}
