// The load form: access patterns with rates and key distributions, billing mode, and the
// write-sharding what-if, validated into a keyscape:SimulateLoad request.
import type { Checked } from './generator';

export type KeyDistribution = 'UNIFORM' | 'ZIPF' | 'HOT_KEY';
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

function rate(text: string, what: string): Checked<number> {
  const t = text.trim().replace(/[,_\s]/g, '');
  const n = t === '' ? 0 : Number(t);
  if (!Number.isFinite(n) || n < 0 || n > 1e9) return { ok: false, message: `${what} must be a number from 0 to 1,000,000,000.` };
  return { ok: true, value: n };
}

function intIn(text: string, what: string, lo: number, hi: number): Checked<number> {
  const t = text.trim().replace(/[,_\s]/g, '');
  const n = Number(t);
  if (t === '' || !Number.isSafeInteger(n) || n < lo || n > hi)
    return { ok: false, message: `${what} must be a whole number from ${lo.toLocaleString('en-US')} to ${hi.toLocaleString('en-US')}.` };
  return { ok: true, value: n };
}

/** Builds the SimulateLoad request. `pkName` is the table's partition key attribute (S). */
export function buildSimulateRequest(table: string, pkName: string, form: LoadForm): Checked<Record<string, unknown>> {
  if (form.patterns.length === 0) return { ok: false, message: 'Add at least one access pattern.' };
  const patterns: Array<Record<string, unknown>> = [];
  for (const [i, p] of form.patterns.entries()) {
    const label = `Pattern ${i + 1}${p.name.trim() ? ` (${p.name.trim()})` : ''}`;
    const reads = rate(p.reads, `${label}: reads/s`);
    if (!reads.ok) return reads;
    const writes = rate(p.writes, `${label}: writes/s`);
    if (!writes.ok) return writes;
    const out: Record<string, unknown> = {
      Name: p.name.trim() || `pattern-${i + 1}`,
      ReadsPerSecond: reads.value,
      WritesPerSecond: writes.value,
      ReadConsistency: p.consistency,
      ReadShape: p.readShape,
      KeyDistribution: p.distribution,
    };
    if (p.distribution === 'ZIPF') {
      const e = Number(p.exponent);
      if (p.exponent.trim() === '' || !Number.isFinite(e) || e < 0 || e > 10)
        return { ok: false, message: `${label}: the Zipf exponent must be a number from 0 to 10.` };
      out['Exponent'] = e;
    }
    if (p.distribution === 'HOT_KEY') {
      if (p.hotKey.trim() !== '') out['HotKey'] = { S: p.hotKey.trim() };
      const f = Number(p.hotFraction);
      if (p.hotFraction.trim() === '' || !Number.isFinite(f) || f < 0 || f > 1)
        return { ok: false, message: `${label}: the hot key share must be from 0 to 1.` };
      out['HotFraction'] = f;
    }
    patterns.push(out);
  }
  const req: Record<string, unknown> = {
    TableName: table,
    BillingMode: form.billingMode,
    AccessPatterns: patterns,
    LimitRule: form.legacyLinear ? 'LEGACY_LINEAR' : 'INDEPENDENT',
    SplitForHeat: form.splitForHeat,
    TopKeys: 10,
  };
  if (form.billingMode === 'PROVISIONED') {
    const r = intIn(form.rcu, 'Read capacity (RCU)', 0, 1e9);
    if (!r.ok) return r;
    const w = intIn(form.wcu, 'Write capacity (WCU)', 0, 1e9);
    if (!w.ok) return w;
    if (r.value === 0 && w.value === 0) return { ok: false, message: 'Provisioned mode needs read or write capacity above 0.' };
    req['ProvisionedThroughput'] = { ReadCapacityUnits: r.value, WriteCapacityUnits: w.value };
  }
  if (form.partitionCount.trim() !== '') {
    const n = intIn(form.partitionCount, 'Partitions', 1, 65_536);
    if (!n.ok) return n;
    req['PartitionCount'] = n.value;
  }
  if (form.sharding.enabled) {
    const key = form.sharding.key.trim();
    if (!key) return { ok: false, message: `Write sharding needs the logical ${pkName} value to shard.` };
    const s = intIn(form.sharding.suffixCount, 'Suffix count', 1, 1000);
    if (!s.ok) return s;
    req['WriteSharding'] = { Key: { S: key }, SuffixCount: s.value, Separator: '#' };
  }
  return { ok: true, value: req };
}

/** The hot key the sharding control should default to: the first HOT_KEY pattern's key. */
export function firstHotKey(form: LoadForm): string | undefined {
  return form.patterns.find((p) => p.distribution === 'HOT_KEY' && p.hotKey.trim())?.hotKey.trim();
}
