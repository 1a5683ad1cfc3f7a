// The partition view on the open design: the requests that load its tables and sample items
// into the worker's database (keyscape:LoadDesign), generate an entity's items at scale in
// chunks (keyscape:GenerateItems with the model: the engine renders every key from the
// entity's own templates), and the load form filled from the design's access patterns'
// rates. The page renders no key and reads only names and rates from the model.
import type { ModelFile } from '@wasm/types';
import { MAX_ITEMS, planChunks, type Checked, type Chunk, type PkDistribution } from './generator';
import { defaultLoad, newPattern, type LoadForm, type PatternForm } from './load';

/** Design tables live under this prefix, apart from the other views' tables. */
export const DESIGN_PREFIX = 'Design.';

export interface EntityForm {
  entity: string;
  count: string;
  keyCount: string;
  distribution: PkDistribution;
  exponent: string;
  hotFraction: string;
  seed: string;
}

export const DEFAULT_ENTITY_FORM: EntityForm = {
  entity: '',
  count: '100000',
  keyCount: '1000',
  distribution: 'UNIFORM',
  exponent: '1.1',
  hotFraction: '0.5',
  seed: '42',
};

export interface EntitySpec {
  entity: string;
  count: number;
  seed: number;
  partitionKey: { Distribution: PkDistribution; KeyCount: number; Exponent?: number; HotFraction?: number };
}

function whole(text: string, what: string, lo: number, hi: number): Checked<number> {
  const t = text.trim().replace(/[,_\s]/g, '');
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n < lo || n > hi)
    return { ok: false, message: `${what} must be a whole number from ${lo.toLocaleString('en-US')} to ${hi.toLocaleString('en-US')}.` };
  return { ok: true, value: n };
}

function real(text: string, what: string, lo: number, hi: number): Checked<number> {
  const n = text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(n) || n < lo || n > hi) return { ok: false, message: `${what} must be a number from ${lo} to ${hi}.` };
  return { ok: true, value: n };
}

export function checkEntityForm(f: EntityForm): Checked<EntitySpec> {
  if (!f.entity) return { ok: false, message: 'Pick an entity of this table to generate.' };
  const count = whole(f.count, 'Items', 1, MAX_ITEMS);
  if (!count.ok) return count;
  const keys = whole(f.keyCount, 'Partition key values', 1, f.distribution === 'ZIPF' ? 1_000_000 : 2 ** 53 - 1);
  if (!keys.ok) return keys;
  const seed = whole(f.seed, 'Seed', 0, 2 ** 53 - 1);
  if (!seed.ok) return seed;
  const partitionKey: EntitySpec['partitionKey'] = { Distribution: f.distribution, KeyCount: keys.value };
  if (f.distribution === 'ZIPF') {
    const e = real(f.exponent, 'The Zipf exponent', 0, 10);
    if (!e.ok) return e;
    partitionKey.Exponent = e.value;
  }
  if (f.distribution === 'HOT_KEY') {
    const h = real(f.hotFraction, 'The hot key share', 0, 1);
    if (!h.ok) return h;
    partitionKey.HotFraction = h.value;
  }
  return { ok: true, value: { entity: f.entity, count: count.value, seed: seed.value, partitionKey } };
}

export function loadDesignRequest(model: ModelFile): Record<string, unknown> {
  return { model, TableNamePrefix: DESIGN_PREFIX };
}

/** The chunks of one entity data set: they share the seed and continue by FirstIndex. */
export function entityChunks(spec: EntitySpec): Chunk[] {
  return planChunks(spec.count, spec.seed);
}

export function entityChunkRequest(model: ModelFile, spec: EntitySpec, chunk: Chunk): Record<string, unknown> {
  const req: Record<string, unknown> = {
    model,
    TableNamePrefix: DESIGN_PREFIX,
    Entity: spec.entity,
    Count: chunk.count,
    Seed: spec.seed,
    PartitionKey: { ...spec.partitionKey },
  };
  if (chunk.first > 0) req['FirstIndex'] = chunk.first;
  return req;
}

interface PatternLike {
  name?: unknown;
  table?: unknown;
  index?: unknown;
  operation?: unknown;
  consistentRead?: unknown;
  rate?: { perSecond?: unknown } | null;
}

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** The patterns of `table` as the load form's rows, and how many were left out. */
export interface PatternLoad {
  form: LoadForm;
  /** Patterns of the table with a rate, used as load rows. */
  used: number;
  /** Patterns of the table with a rate on an index: they load the index, not these partitions. */
  onIndexes: number;
}

/**
 * The load form of the design's access patterns on `table`: each pattern with a
 * rate.perSecond on the table itself becomes one row, its rate as reads or writes by its
 * operation (GetItem/BatchGetItem/TransactGetItems read items, the others read a query),
 * keys spread uniformly; the table's billing mode and provisioned throughput as written.
 * Without such a pattern, the default form.
 */
export function loadFromPatterns(model: ModelFile, table: string): PatternLoad {
  const all = (Array.isArray(model['accessPatterns']) ? model['accessPatterns'] : []) as PatternLike[];
  const rows: PatternForm[] = [];
  let onIndexes = 0;
  for (const p of all) {
    const rate = typeof p.rate?.perSecond === 'number' ? p.rate.perSecond : undefined;
    if (p.table !== table || rate === undefined || rate <= 0) continue;
    if (typeof p.index === 'string') {
      onIndexes++;
      continue;
    }
    const op = typeof p.operation === 'string' ? p.operation : 'Query';
    const write = WRITES.has(op);
    rows.push(
      newPattern({
        name: typeof p.name === 'string' ? p.name : op,
        reads: write ? '0' : String(rate),
        writes: write ? String(rate) : '0',
        readShape: write || op === 'GetItem' || op === 'BatchGetItem' || op === 'TransactGetItems' ? 'ITEM' : 'QUERY',
        consistency: p.consistentRead === true ? 'STRONG' : 'EVENTUAL',
      }),
    );
  }
  const base = defaultLoad('');
  if (rows.length === 0) return { form: base, used: 0, onIndexes };
  return { form: { ...base, ...billingOf(model, table), patterns: rows }, used: rows.length, onIndexes };
}

interface TableLike {
  name?: unknown;
  billingMode?: unknown;
  provisionedThroughput?: { readCapacityUnits?: unknown; writeCapacityUnits?: unknown } | null;
}

function billingOf(model: ModelFile, table: string): Partial<LoadForm> {
  const tables = (Array.isArray(model['tables']) ? model['tables'] : []) as TableLike[];
  const t = tables.find((x) => x.name === table);
  if (t?.billingMode !== 'PROVISIONED') return { billingMode: 'PAY_PER_REQUEST' };
  const pt = t.provisionedThroughput ?? {};
  return {
    billingMode: 'PROVISIONED',
    rcu: typeof pt.readCapacityUnits === 'number' ? String(pt.readCapacityUnits) : '0',
    wcu: typeof pt.writeCapacityUnits === 'number' ? String(pt.writeCapacityUnits) : '0',
  };
}
