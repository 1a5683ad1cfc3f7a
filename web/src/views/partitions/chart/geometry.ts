// Geometry of the partition chart: partition columns along the hash space, and finding
// the key dot under the pointer. Pure; pixels in, pixels out.
import type { KeyDot } from '../keys';
import { endFraction, hexFraction } from './position';

export interface Column {
  index: number;
  /** Left and right edge in pixels (the partition's share of the hash space). */
  x0: number;
  x1: number;
  /** Bar inside the column, with a small gap to its neighbours. */
  barX: number;
  barW: number;
}

export interface RangeLike {
  HashRangeStart: string;
  HashRangeEnd: string;
  StartKey?: unknown;
}

/** Columns for partitions laid along a `width`-pixel hash axis. */
export function columnsOf(parts: readonly RangeLike[], width: number): Column[] {
  return parts.map((p, index) => {
    const x0 = hexFraction(p.HashRangeStart) * width;
    const x1 = endFraction(p.HashRangeEnd) * width;
    const w = Math.max(0, x1 - x0);
    const gap = w >= 24 ? Math.min(10, w * 0.12) : w >= 6 ? 1 : 0;
    return { index, x0, x1, barX: x0 + gap, barW: Math.max(w - 2 * gap, Math.min(w, 1)) };
  });
}

/** The column under pixel x, or -1. */
export function columnAt(columns: readonly Column[], x: number): number {
  let lo = 0;
  let hi = columns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = columns[mid] as Column;
    if (x < c.x0) hi = mid - 1;
    else if (x >= c.x1 && mid < columns.length - 1) lo = mid + 1;
    else return x <= c.x1 ? mid : -1;
  }
  return -1;
}

export interface PlacedDot {
  dot: KeyDot;
  x: number;
  y: number;
  r: number;
}

export const MIN_DOT_R = 1.3;
export const MAX_DOT_R = 10;

/**
 * Radius by item count, area ∝ items: a key with the typical (median) item count gets
 * `base`, bigger item collections grow up to MAX_DOT_R, smaller ones shrink to MIN_DOT_R.
 */
export function dotRadius(items: number, typical: number, base: number): number {
  if (!(typical > 0)) return base;
  const r = base * Math.sqrt(Math.max(0, items) / typical);
  return Math.max(MIN_DOT_R, Math.min(Math.max(base, MAX_DOT_R), r));
}

/** The typical dot radius for `n` dots in a width × height band: crowded strips get smaller dots. */
export function baseDotRadius(n: number, width: number, height: number): number {
  if (n <= 0) return 6;
  return Math.max(2, Math.min(6, 0.3 * Math.sqrt((width * height) / n)));
}

/** The median of the positive values (0 when there are none). */
export function medianPositive(values: readonly number[]): number {
  const v = values.filter((x) => x > 0).sort((a, b) => a - b);
  if (v.length === 0) return 0;
  const mid = v.length >> 1;
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
}

/** Places dots (sorted by position) in a band [top, top + height] of a `width` strip. */
export function placeDots(dots: readonly KeyDot[], width: number, top: number, height: number): PlacedDot[] {
  const typical = medianPositive(dots.map((d) => d.items));
  const base = baseDotRadius(dots.length, width, height);
  return dots.map((dot) => {
    const r = dotRadius(dot.items, typical, base);
    return { dot, x: dot.fraction * width, y: top + r + dot.lane * Math.max(0, height - 2 * r), r };
  });
}

/**
 * The dot nearest to (x, y) within `reach` pixels, or -1. `placed` must be sorted by x
 * (dots come in hash order, so they are).
 */
export function nearestDot(placed: readonly PlacedDot[], x: number, y: number, reach = 10): number {
  let lo = 0;
  let hi = placed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((placed[mid] as PlacedDot).x < x - reach) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  let bestD = Infinity;
  for (let i = lo; i < placed.length; i++) {
    const p = placed[i] as PlacedDot;
    if (p.x > x + reach) break;
    const d = Math.hypot(p.x - x, p.y - y) - p.r;
    if (d < bestD && d <= reach) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/**
 * Greedy lanes for labels along one axis, so they do not overlap: each label (left edge
 * `x0`, width `w`) goes to the first of `lanes` lanes whose last label ends at least
 * `gap` pixels before it, else to the lane that frees up first. Returns the lane of each
 * label, in input order.
 */
export function assignLanes(labels: ReadonlyArray<{ x0: number; w: number }>, lanes: number, gap = 4): number[] {
  const order = labels.map((_, i) => i).sort((a, b) => (labels[a] as { x0: number }).x0 - (labels[b] as { x0: number }).x0);
  const ends = new Array<number>(Math.max(1, lanes)).fill(-Infinity);
  const out = new Array<number>(labels.length).fill(0);
  for (const i of order) {
    const l = labels[i] as { x0: number; w: number };
    let lane = ends.findIndex((e) => e + gap <= l.x0);
    if (lane < 0) lane = ends.indexOf(Math.min(...ends));
    ends[lane] = l.x0 + l.w;
    out[i] = lane;
  }
  return out;
}
