// The data generator form: reading its text fields into a GenerateItems spec, and the
// chunk plan that lets the page show progress on a large data set. Templates, the
// ISO-8601 start time and everything else the engine owns are checked by the engine
// (keyscape:PreviewItems, before the first chunk), never here. Each chunk is one
// GenerateItems call of at most CHUNK_SIZE items, so the worker answers between chunks
// and the page stays responsive. Chunks must together produce `count` DISTINCT items:
//   - chunk c draws from its own deterministic stream: Seed = seed + c;
//   - sequential sort keys continue where the previous chunk stopped: the chunk's
//     FirstIndex is its first item's index, and the engine starts its clock
//     FirstIndex steps after Start, exactly as one big call would;
//   - RANDOM_ID sort keys are random UUIDs: distinct with overwhelming probability.
// The engine reports Inserted/Replaced per chunk; the sum of Inserted proves it.

export const MAX_ITEMS = 1_000_000;
export const CHUNK_SIZE = 20_000;
export const MAX_SEED = 2 ** 53 - 1;
/** The engine's ISO8601 sort keys have whole seconds. */
const MIN_STEP_SECONDS = 1;

export type PkDistribution = 'UNIFORM' | 'ZIPF' | 'HOT_KEY';
export type SkDistribution = 'SEQUENTIAL_TIMESTAMP' | 'RANDOM_ID' | 'ULID';

/** The form as typed (strings, so half-typed numbers survive re-renders). */
export interface GeneratorForm {
  count: string;
  seed: string;
  pkTemplate: string;
  pkDistribution: PkDistribution;
  keyCount: string;
  zipfExponent: string;
  hotFraction: string;
  skTemplate: string;
  skDistribution: SkDistribution;
  skStart: string;
  skStepSeconds: string;
  paddingBytes: string;
}

export const DEFAULT_GENERATOR: GeneratorForm = {
  count: '100000',
  seed: '42',
  pkTemplate: 'CUSTOMER#${customerId}',
  pkDistribution: 'UNIFORM',
  keyCount: '1000',
  zipfExponent: '1.1',
  hotFraction: '0.5',
  skTemplate: 'ORDER#${placedAt}',
  skDistribution: 'SEQUENTIAL_TIMESTAMP',
  skStart: '2024-01-01T00:00:00Z',
  skStepSeconds: '1',
  paddingBytes: '0',
};

/** A validated generator spec (numbers are numbers). */
export interface GeneratorSpec {
  count: number;
  seed: number;
  partitionKey: {
    Template: string;
    Distribution: PkDistribution;
    KeyCount: number;
    Exponent?: number;
    HotFraction?: number;
  };
  sortKey: {
    Template: string;
    Distribution: SkDistribution;
    /** ISO-8601 text, as typed: the engine parses it. */
    Start: string;
    StepSeconds: number;
  };
  paddingBytes: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function int(text: string, what: string, lo: number, hi: number): Checked<number> {
  const t = text.trim().replace(/[,_\s]/g, '');
  if (!/^\d+$/.test(t)) return { ok: false, message: `${what} must be a whole number from ${lo.toLocaleString('en-US')} to ${hi.toLocaleString('en-US')}.` };
  const n = Number(t);
  if (!Number.isSafeInteger(n) || n < lo || n > hi)
    return { ok: false, message: `${what} must be from ${lo.toLocaleString('en-US')} to ${hi.toLocaleString('en-US')} (got ${t}).` };
  return { ok: true, value: n };
}

function num(text: string, what: string, lo: number, hi: number): Checked<number> {
  const t = text.trim();
  const n = t === '' ? NaN : Number(t);
  if (!Number.isFinite(n) || n < lo || n > hi) return { ok: false, message: `${what} must be a number from ${lo} to ${hi}.` };
  return { ok: true, value: n };
}

export function checkGenerator(form: GeneratorForm): Checked<GeneratorSpec> {
  const count = int(form.count, 'Items', 1, MAX_ITEMS);
  if (!count.ok) return count;
  const seed = int(form.seed, 'Seed', 0, MAX_SEED - Math.ceil(MAX_ITEMS / CHUNK_SIZE));
  if (!seed.ok) return seed;
  const keys = int(form.keyCount, 'Partition key values', 1, form.pkDistribution === 'ZIPF' ? 1_000_000 : 2 ** 53 - 1);
  if (!keys.ok) return keys;
  const partitionKey: GeneratorSpec['partitionKey'] = {
    Template: form.pkTemplate,
    Distribution: form.pkDistribution,
    KeyCount: keys.value,
  };
  if (form.pkDistribution === 'ZIPF') {
    const e = num(form.zipfExponent, 'The Zipf exponent', 0, 10);
    if (!e.ok) return e;
    partitionKey.Exponent = e.value;
  }
  if (form.pkDistribution === 'HOT_KEY') {
    const f = num(form.hotFraction, 'The hot key share', 0, 1);
    if (!f.ok) return f;
    partitionKey.HotFraction = f.value;
  }
  const step = int(form.skStepSeconds, 'The sort key step', MIN_STEP_SECONDS, 86_400 * 366);
  if (!step.ok) return step;
  const padding = int(form.paddingBytes, 'Extra bytes per item', 0, 350_000);
  if (!padding.ok) return padding;
  return {
    ok: true,
    value: {
      count: count.value,
      seed: seed.value,
      partitionKey,
      sortKey: { Template: form.skTemplate, Distribution: form.skDistribution, Start: form.skStart.trim(), StepSeconds: step.value },
      paddingBytes: padding.value,
    },
  };
}

export interface Chunk {
  index: number;
  /** Index of the chunk's first item in the whole data set. */
  first: number;
  count: number;
  seed: number;
}

/** Splits `count` items into chunks of at most `size`, each with its own seed. */
export function planChunks(count: number, seed: number, size = CHUNK_SIZE): Chunk[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`bad item count ${count}`);
  if (!Number.isSafeInteger(size) || size < 1) throw new Error(`bad chunk size ${size}`);
  const chunks: Chunk[] = [];
  for (let first = 0, index = 0; first < count; first += size, index++) {
    chunks.push({ index, first, count: Math.min(size, count - first), seed: seed + index });
  }
  return chunks;
}

/** The spec as GenerateItems / PreviewItems members (without TableName, Count, Seed). */
function specMembers(spec: GeneratorSpec): Record<string, unknown> {
  const req: Record<string, unknown> = { PartitionKey: { ...spec.partitionKey }, SortKey: { ...spec.sortKey } };
  if (spec.paddingBytes > 0) req['PaddingBytes'] = spec.paddingBytes;
  return req;
}

/** The keyscape:PreviewItems request that checks the whole spec before anything is written. */
export function previewRequest(table: string, spec: GeneratorSpec): Record<string, unknown> {
  return { TableName: table, Count: spec.count, Seed: spec.seed, PreviewCount: 1, ...specMembers(spec) };
}

/** The GenerateItems request of one chunk. */
export function chunkRequest(table: string, spec: GeneratorSpec, chunk: Chunk): Record<string, unknown> {
  const req: Record<string, unknown> = { TableName: table, Count: chunk.count, Seed: chunk.seed, ...specMembers(spec) };
  // RANDOM_ID keys have no clock; the others continue where the last chunk stopped.
  if (chunk.first > 0 && spec.sortKey.Distribution !== 'RANDOM_ID') req['FirstIndex'] = chunk.first;
  return req;
}
