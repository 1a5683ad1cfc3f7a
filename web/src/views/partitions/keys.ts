// The partition keys of a table in the hash space, from ONE keyscape:DescribeKeys call:
// hash positions, the partitions of the shown layout each item collection spans, item
// counts (every key, or a sample with the busiest keys when there are many), the item
// histogram of the hash strip, and the partition limits. The page computes none of it.
import type { Key, KeyPlacement } from '@wasm/types';
import { keyText } from '../../ddb/attr';
import { call, type Exec } from '../../engine/call';
import { laneOf } from './chart/position';

export interface KeyTable {
  table: string;
  pk: string;
  /** The sort key attribute (type S). */
  sk: string;
}

export interface KeyDot {
  value: string;
  /** The engine's hash position, 16 hex digits. */
  hash: string;
  fraction: number;
  /** Items in the key's item collection. */
  items: number;
  /** A stable vertical lane in [0, 1), to spread the dots. */
  lane: number;
  /** The first and last partition of the layout the item collection spans. */
  partitions: [number, number];
}

export interface KeyMap {
  dots: KeyDot[];
  /** true: every key is a dot; false: a sample (the busiest keys, then evenly spread ones). */
  complete: boolean;
  distinctKeys: number;
  /** Items per equal slice of the hash space (every item). */
  histogram: number[];
  totalItems: number;
  busiest: KeyDot | undefined;
  /** The requested lookups, in order (items 0 when the key is not in the table). */
  lookup: KeyDot[];
  readLimit: number;
  writeLimit: number;
}

/** One partition boundary of the layout shown: what DescribeKeys' Layout takes. */
export interface LayoutStart {
  HashRangeStart: string;
  StartKey?: Key;
}

export interface KeysRequest {
  /** The shown partitions; default: the table's own layout. */
  layout?: readonly LayoutStart[];
  partitionCount?: number;
  lookup?: readonly string[];
  maxKeys?: number;
}

export function dotOf(p: KeyPlacement): KeyDot {
  return {
    value: keyText(Object.values(p.Key)[0]),
    hash: p.HashPosition,
    fraction: p.Fraction,
    items: p.ItemCount,
    lane: laneOf(p.HashPosition),
    partitions: p.Partitions,
  };
}

/** The DescribeKeys request for a table and the view's layout. */
export function keysRequest(t: KeyTable, r: KeysRequest): Record<string, unknown> {
  const req: Record<string, unknown> = { TableName: t.table, MaxKeys: r.maxKeys ?? 2000, TopKeys: 20, Bins: 256 };
  if (r.layout) req['Layout'] = r.layout.map((p) => (p.StartKey ? { HashRangeStart: p.HashRangeStart, StartKey: p.StartKey } : { HashRangeStart: p.HashRangeStart }));
  else if (r.partitionCount !== undefined) req['PartitionCount'] = r.partitionCount;
  if (r.lookup?.length) req['Lookup'] = r.lookup.filter((v) => v !== '').map((v) => ({ S: v }));
  return req;
}

export async function describeKeys(exec: Exec, t: KeyTable, r: KeysRequest = {}): Promise<KeyMap> {
  const b = await call(exec, 'keyscape:DescribeKeys', keysRequest(t, r));
  return {
    dots: b.Keys.map(dotOf),
    complete: !b.Sampled,
    distinctKeys: b.DistinctPartitionKeys,
    histogram: b.Histogram.ItemCounts,
    totalItems: b.ItemCount,
    busiest: b.BusiestKey ? dotOf(b.BusiestKey) : undefined,
    lookup: b.Lookup.map(dotOf),
    readLimit: b.PartitionReadLimit,
    writeLimit: b.PartitionWriteLimit,
  };
}

/** The key `value` when the table holds it: a looked-up key, or the busiest key. */
export function present(map: KeyMap | null, value: string): KeyDot | undefined {
  const busiest = map?.busiest?.value === value ? map.busiest : undefined;
  return map?.lookup.find((d) => d.value === value && d.items > 0) ?? (busiest && busiest.items > 0 ? busiest : undefined);
}
