// The data generator form: validation into a GenerateItems spec, and the chunk plan that
// lets the page show progress on a large data set. Each chunk is one GenerateItems call
// of at most CHUNK_SIZE items, so the worker answers between chunks and the page stays
// responsive. Chunks must together produce `count` DISTINCT items:
//   - chunk c draws from its own deterministic stream: Seed = seed + c;
//   - sequential sort keys (SEQUENTIAL_TIMESTAMP, ULID's time part) continue where the
//     previous chunk stopped: Start = start + firstItemIndex · step, so item i of the
//     whole data set gets start + i · step exactly as one big call would;
//   - RANDOM_ID sort keys are random UUIDs: distinct with overwhelming probability.
// The engine reports Inserted/Replaced per chunk; the sum of Inserted proves it.

export const MAX_ITEMS = 1_000_000;
export const CHUNK_SIZE = 20_000;
export const MAX_SEED = 2 ** 53 - 1;
/** The engine's ISO8601 sort keys have whole seconds. */
const MIN_ISO_STEP_SECONDS = 1;

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
    startMillis: number;
    stepSeconds: number;
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

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** One `${name}` placeholder with a non-empty name: the generator's template rule. */
export function checkTemplate(text: string, what: string): Checked<string> {
  const found = [...text.matchAll(PLACEHOLDER)];
  if (found.length !== 1 || !(found[0]?.[1] ?? '').trim())
    return { ok: false, message: `${what} needs exactly one placeholder like \${customerId} (got ${JSON.stringify(text)}).` };
  return { ok: true, value: text };
}

/** Parses "YYYY-MM-DDTHH:MM:SSZ" (UTC) to epoch milliseconds. */
export function parseIsoSeconds(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return undefined;
  return ms;
}

/** Epoch milliseconds → "YYYY-MM-DDTHH:MM:SSZ" (sub-second part dropped, as the engine does). */
export function formatIsoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The partition key value of generated key index `i` (the engine renders the 0-based index). */
export function renderKey(template: string, index: number): string {
  return template.replace(/\$\{[^}]*\}/, String(index));
}

export function checkGenerator(form: GeneratorForm): Checked<GeneratorSpec> {
  const count = int(form.count, 'Items', 1, MAX_ITEMS);
  if (!count.ok) return count;
  const seed = int(form.seed, 'Seed', 0, MAX_SEED - Math.ceil(MAX_ITEMS / CHUNK_SIZE));
  if (!seed.ok) return seed;
  const pk = checkTemplate(form.pkTemplate, 'The partition key template');
  if (!pk.ok) return pk;
  const keys = int(form.keyCount, 'Partition key values', 1, form.pkDistribution === 'ZIPF' ? 1_000_000 : 2 ** 53 - 1);
  if (!keys.ok) return keys;
  const partitionKey: GeneratorSpec['partitionKey'] = {
    Template: pk.value,
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
  const sk = checkTemplate(form.skTemplate, 'The sort key template');
  if (!sk.ok) return sk;
  const start = parseIsoSeconds(form.skStart);
  if (start === undefined) return { ok: false, message: 'The sort key start must be a UTC time like 2024-01-01T00:00:00Z.' };
  const step = int(form.skStepSeconds, 'The sort key step', MIN_ISO_STEP_SECONDS, 86_400 * 366);
  if (!step.ok) return step;
  const padding = int(form.paddingBytes, 'Extra bytes per item', 0, 350_000);
  if (!padding.ok) return padding;
  return {
    ok: true,
    value: {
      count: count.value,
      seed: seed.value,
      partitionKey,
      sortKey: { Template: sk.value, Distribution: form.skDistribution, startMillis: start, stepSeconds: step.value },
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

/** The GenerateItems request of one chunk. */
export function chunkRequest(table: string, spec: GeneratorSpec, chunk: Chunk): Record<string, unknown> {
  const sk = spec.sortKey;
  const sequential = sk.Distribution !== 'RANDOM_ID';
  const startMillis = sequential ? sk.startMillis + chunk.first * sk.stepSeconds * 1000 : sk.startMillis;
  const req: Record<string, unknown> = {
    TableName: table,
    Count: chunk.count,
    Seed: chunk.seed,
    PartitionKey: { ...spec.partitionKey },
    SortKey: {
      Template: sk.Template,
      Distribution: sk.Distribution,
      Start: formatIsoSeconds(startMillis),
      StepSeconds: sk.stepSeconds,
    },
  };
  if (spec.paddingBytes > 0) req['PaddingBytes'] = spec.paddingBytes;
  return req;
}
