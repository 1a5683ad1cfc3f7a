// Where the partition keys of a table land in the hash space, for the hash strip.
//
// The engine reports partitions (ranges, counts, sizes), not keys, so the page asks for
// keys with ordinary reads and hashes them itself (md5.ts, the engine's illustrative
// placement). A Scan walks the table in hash-space order, so:
//   - up to `maxDots` distinct keys: every key, by a skip-scan: Scan Limit 1 finds the
//     next key, a Query Select COUNT counts its item collection, and the next Scan
//     starts after the largest possible sort key of that collection;
//   - more keys: a sample, the first key of each of `maxDots` parallel-scan segments
//     (equal slices of the hash space), so the dots spread like the keys do; the
//     density strip then comes from Scan Select COUNT per segment (all items).
// Every call is one ordinary request to the worker; the page stays responsive.
import type { Item } from '../ddb/attr';
import type { EngineResult, ResponseOf } from '@wasm/engine.mjs';
import { EngineCallError } from '../engine/ops';
import { hashPosition, positionFraction } from './hashspace';
import { utf8 } from '../ddb/bytes';

/** Runs one engine operation (the page's client, or the Node engine in tests). */
export type Exec = <Op extends string>(op: Op, request: object) => Promise<EngineResult<ResponseOf<Op>>>;

export interface KeyTable {
  table: string;
  pk: string;
  /** The sort key attribute (type S). */
  sk: string;
}

export interface KeyDot {
  value: string;
  position: bigint;
  fraction: number;
  /** Items in the key's item collection. */
  items: number;
  /** A stable vertical lane in [0, 1) from the position's low bits, to spread the dots. */
  lane: number;
}

export interface KeyMap {
  dots: KeyDot[];
  /** true: every key is a dot; false: a sample (one key per hash-space segment). */
  complete: boolean;
  distinctKeys: number;
  /** Items per equal slice of the hash space. */
  histogram: number[];
  totalItems: number;
}

export interface MapOptions {
  maxDots?: number;
  bins?: number;
  onProgress?: (fraction: number) => void;
  isCancelled?: () => boolean;
  /**
   * Keys to add to a sample when they exist (e.g. the ranks a skewed generator fills
   * most): a sample of one key per segment easily misses the few keys that matter.
   */
  extraKeys?: readonly string[];
}

/** The largest S sort key there can be: 1,024 bytes of U+10FFFF (F4 8F BF BF). */
export const MAX_S_SORT_KEY = '\u{10FFFF}'.repeat(256);

interface Page {
  Items?: Item[];
  Count?: number;
  LastEvaluatedKey?: Item;
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

async function call<Op extends string>(exec: Exec, op: Op, req: object, isCancelled?: () => boolean): Promise<ResponseOf<Op>> {
  if (isCancelled?.()) throw new Cancelled();
  const r = await exec(op, req);
  if (!r.ok) throw new EngineCallError(op, r.error);
  return r.body;
}

/** Items in one item collection (Query Select COUNT, following pages). */
export async function countCollection(exec: Exec, t: KeyTable, value: string, isCancelled?: () => boolean): Promise<number> {
  let n = 0;
  let start: Item | undefined;
  do {
    const req: Record<string, unknown> = {
      TableName: t.table,
      Select: 'COUNT',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': t.pk },
      ExpressionAttributeValues: { ':pk': { S: value } },
    };
    if (start) req['ExclusiveStartKey'] = start;
    const page = await call(exec, 'Query', req, isCancelled);
    n += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return n;
}

function pkOf(t: KeyTable, page: Page): string | undefined {
  const v = page.Items?.[0]?.[t.pk];
  return v && 'S' in v ? v.S : undefined;
}

export function dotOf(value: string, items: number): KeyDot {
  const position = hashPosition(utf8(value));
  return { value, position, fraction: positionFraction(position), items, lane: Number(position & 0xffffn) / 65536 };
}

/** Items per bin of `bins` equal slices of the hash space, from dots. */
export function histogramOf(dots: readonly KeyDot[], bins: number): number[] {
  const h = new Array<number>(bins).fill(0);
  for (const d of dots) {
    const i = Math.min(bins - 1, Math.floor(d.fraction * bins));
    h[i] = (h[i] as number) + d.items;
  }
  return h;
}

export async function mapKeys(exec: Exec, t: KeyTable, distinctKeys: number, opts: MapOptions = {}): Promise<KeyMap> {
  const maxDots = opts.maxDots ?? 2000;
  const bins = opts.bins ?? 256;
  const { onProgress, isCancelled } = opts;
  const dots: KeyDot[] = [];
  const names = { '#pk': t.pk, '#sk': t.sk };

  if (distinctKeys <= maxDots) {
    let start: Item | undefined;
    for (;;) {
      const req: Record<string, unknown> = {
        TableName: t.table,
        Limit: 1,
        ProjectionExpression: '#pk, #sk',
        ExpressionAttributeNames: names,
      };
      if (start) req['ExclusiveStartKey'] = start;
      const page = await call(exec, 'Scan', req, isCancelled);
      const value = pkOf(t, page);
      if (value === undefined) {
        if (page.LastEvaluatedKey) {
          start = page.LastEvaluatedKey; // an empty page that still continues
          continue;
        }
        break;
      }
      dots.push(dotOf(value, await countCollection(exec, t, value, isCancelled)));
      onProgress?.(Math.min(1, dots.length / Math.max(1, distinctKeys)));
      start = { [t.pk]: { S: value }, [t.sk]: { S: MAX_S_SORT_KEY } };
    }
    const totalItems = dots.reduce((a, d) => a + d.items, 0);
    // Few keys make a noisy density: about 8 keys per bin.
    const keyBins = Math.max(16, Math.min(bins, Math.round(dots.length / 8)));
    return { dots, complete: true, distinctKeys: dots.length, histogram: histogramOf(dots, keyBins), totalItems };
  }

  const steps = maxDots + bins;
  let done = 0;
  const seen = new Set<string>();
  for (let s = 0; s < maxDots; s++) {
    const page = await call(
      exec,
      'Scan',
      { TableName: t.table, Limit: 1, Segment: s, TotalSegments: maxDots, ProjectionExpression: '#pk, #sk', ExpressionAttributeNames: names },
      isCancelled,
    );
    const value = pkOf(t, page);
    if (value !== undefined && !seen.has(value)) {
      seen.add(value);
      dots.push(dotOf(value, await countCollection(exec, t, value, isCancelled)));
    }
    onProgress?.(++done / steps);
  }
  for (const value of opts.extraKeys ?? []) {
    if (seen.has(value)) continue;
    const items = await countCollection(exec, t, value, isCancelled);
    if (items === 0) continue;
    seen.add(value);
    dots.push(dotOf(value, items));
  }
  dots.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const histogram = new Array<number>(bins).fill(0);
  for (let s = 0; s < bins; s++) {
    let start: Item | undefined;
    do {
      const req: Record<string, unknown> = { TableName: t.table, Select: 'COUNT', Segment: s, TotalSegments: bins };
      if (start) req['ExclusiveStartKey'] = start;
      const page = await call(exec, 'Scan', req, isCancelled);
      histogram[s] = (histogram[s] as number) + (page.Count ?? 0);
      start = page.LastEvaluatedKey;
    } while (start);
    onProgress?.(++done / steps);
  }
  const totalItems = histogram.reduce((a, b) => a + b, 0);
  return { dots, complete: false, distinctKeys, histogram, totalItems };
}
