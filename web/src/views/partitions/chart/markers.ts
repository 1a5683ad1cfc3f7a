// The hash strip's markers: hot keys (from the engine's SimulateLoad HotKeys, with their
// hash positions and partitions) and, in the sharded view, the shard keys.
import { keyText } from '../../../ddb/attr';
import type { HotKey, Simulation, WriteShardingResult } from '@wasm/types';
import { fmtInt, fmtPct, fmtUnits } from '../format';
import type { KeyDot, KeyMap } from '../keys';
import { hexFraction } from './position';

export interface Marker {
  kind: 'hot' | 'shard';
  dot: KeyDot;
  label: string;
  detail: string;
}

export interface Limits {
  read: number;
  write: number;
}

/** Hot keys worth a marker: a quarter of a partition's limit or more, at most 3. */
export function markedHotKeys(sim: Simulation, except: ReadonlySet<string> = new Set()): HotKey[] {
  return sim.HotKeys.filter((k) => k.Heat >= 0.25 && !except.has(keyText(Object.values(k.Key)[0]))).slice(0, 3);
}

function hotMarker(k: HotKey, keys: KeyMap | null, limits: Limits): Marker {
  const value = keyText(Object.values(k.Key)[0]);
  const items = keys?.lookup.find((d) => d.value === value)?.items ?? 0;
  const parts = k.Partitions.length ? k.Partitions : [0];
  const dot: KeyDot = {
    value,
    hash: k.HashPosition,
    fraction: hexFraction(k.HashPosition),
    items,
    lane: 0,
    partitions: [Math.min(...parts), Math.max(...parts)],
  };
  const load = k.WriteDemand / limits.write >= k.ReadDemand / limits.read ? `${fmtUnits(k.WriteDemand)} WCU/s` : `${fmtUnits(k.ReadDemand)} RCU/s`;
  const lost = Math.max(k.WriteThrottledFraction, k.ReadThrottledFraction);
  return {
    kind: 'hot',
    dot,
    label: `${value} · ${load}`,
    detail: `Hot key: ${fmtUnits(k.ReadDemand)} RCU/s and ${fmtUnits(k.WriteDemand)} WCU/s${lost > 0 ? `, ${fmtPct(lost)} throttled` : ''}.`,
  };
}

function shardMarkers(ws: WriteShardingResult): Marker[] {
  return ws.Shards.map((s, i) => ({
    kind: 'shard',
    dot: { value: keyText(Object.values(s.Key)[0]), hash: s.HashPosition, fraction: hexFraction(s.HashPosition), items: s.ItemCount, lane: 0, partitions: [s.Partition, s.Partition] },
    label: `#${i}`,
    detail: `Shard ${i} of ${ws.SuffixCount}: ${fmtInt(s.ItemCount)} items of ${keyText(Object.values(ws.Key)[0])} move here.`,
  }));
}

/** The markers of the shown simulation; `sharded` shows the shard keys of `ws`. */
export function markersOf(shown: Simulation | null, ws: WriteShardingResult | undefined, sharded: boolean, keys: KeyMap | null, limits: Limits): Marker[] {
  if (!shown) return [];
  // In the sharded view the shard keys get their own markers.
  const shards = sharded && ws ? ws.Shards.map((s) => keyText(Object.values(s.Key)[0])) : [];
  const out = markedHotKeys(shown, new Set(shards)).map((k) => hotMarker(k, keys, limits));
  if (sharded && ws) out.push(...shardMarkers(ws));
  return out;
}
