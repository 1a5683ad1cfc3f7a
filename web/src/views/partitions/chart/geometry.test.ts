import { describe, expect, it } from 'vitest';
import { assignLanes, baseDotRadius, columnAt, columnsOf, dotRadius, medianPositive, nearestDot, placeDots } from './geometry';
import type { KeyDot } from '../keys';
import { laneOf } from './position';

/** A dot as keyscape:DescribeKeys would place it (positions given, not computed). */
function dot(value: string, hash: string, items: number): KeyDot {
  return { value, hash, fraction: Number(BigInt(`0x${hash}`)) / 2 ** 64, items, lane: laneOf(hash), partitions: [0, 0] };
}

const four = [
  { HashRangeStart: '0000000000000000', HashRangeEnd: '3fffffffffffffff' },
  { HashRangeStart: '4000000000000000', HashRangeEnd: '7fffffffffffffff' },
  { HashRangeStart: '8000000000000000', HashRangeEnd: 'bfffffffffffffff' },
  { HashRangeStart: 'c000000000000000', HashRangeEnd: 'ffffffffffffffff' },
];

describe('columnsOf', () => {
  it('gives each partition its share of the hash axis', () => {
    const c = columnsOf(four, 800);
    expect(c.map((x) => [x.x0, x.x1])).toEqual([
      [0, 200],
      [200, 400],
      [400, 600],
      [600, 800],
    ]);
    expect(c[0]!.barX).toBeGreaterThan(0);
    expect(c[0]!.barX + c[0]!.barW).toBeLessThan(200);
  });
  it('narrow columns still get a visible bar', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      HashRangeStart: ((BigInt(i) << 64n) / 1000n).toString(16).padStart(16, '0'),
      HashRangeEnd: (((BigInt(i + 1) << 64n) / 1000n) - 1n).toString(16).padStart(16, '0'),
    }));
    const c = columnsOf(many, 500);
    expect(c.every((x) => x.barW > 0)).toBe(true);
    expect(c.at(-1)!.x1).toBe(500);
  });
  it('a split partition is narrower', () => {
    const split = [four[0]!, { HashRangeStart: '4000000000000000', HashRangeEnd: '5fffffffffffffff' }, { HashRangeStart: '6000000000000000', HashRangeEnd: '7fffffffffffffff' }, four[2]!, four[3]!];
    expect(columnsOf(split, 800).map((x) => x.x1 - x.x0)).toEqual([200, 100, 100, 200, 200]);
  });
});

describe('columnAt', () => {
  const c = columnsOf(four, 800);
  it('finds the column under x', () => {
    expect(columnAt(c, 0)).toBe(0);
    expect(columnAt(c, 199.9)).toBe(0);
    expect(columnAt(c, 200)).toBe(1);
    expect(columnAt(c, 799)).toBe(3);
    expect(columnAt(c, 800)).toBe(3);
    expect(columnAt(c, -1)).toBe(-1);
    expect(columnAt(c, 801)).toBe(-1);
    expect(columnAt([], 5)).toBe(-1);
  });
});

describe('dots', () => {
  const dots = ['1a2b3c4d5e6f7081', '5f00000000001234', '9000000000000000', 'f0aa51eb3cb5c6a5'].map((h, i) => dot(`CUSTOMER#${i}`, h, (i + 1) * 10));
  it('radius: area grows with the item collection, the median key gets the base radius', () => {
    expect(dotRadius(10, 10, 3)).toBe(3);
    expect(dotRadius(40, 10, 3)).toBe(6);
    expect(dotRadius(10_000, 10, 3)).toBe(10);
    expect(dotRadius(0, 10, 3)).toBe(1.3);
    expect(dotRadius(5, 0, 3)).toBe(3);
  });
  it('crowded strips get smaller dots', () => {
    expect(baseDotRadius(10, 1000, 80)).toBe(6);
    expect(baseDotRadius(1000, 1180, 84)).toBeCloseTo(0.3 * Math.sqrt(99.12), 5);
    expect(baseDotRadius(100000, 1000, 80)).toBe(2);
    expect(baseDotRadius(0, 1, 1)).toBe(6);
  });
  it('median of positive values', () => {
    expect(medianPositive([0, 3, 1, 2])).toBe(2);
    expect(medianPositive([4, 1, 0, 3, 2])).toBe(2.5);
    expect(medianPositive([0])).toBe(0);
  });
  it('places dots inside the band and finds the nearest one', () => {
    const placed = placeDots(dots, 1000, 20, 60);
    for (const p of placed) {
      expect(p.y - p.r).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.y + p.r).toBeLessThanOrEqual(80 + 1e-9);
      expect(p.x).toBeCloseTo(p.dot.fraction * 1000);
    }
    const target = placed[2]!;
    expect(nearestDot(placed, target.x + 1, target.y - 1)).toBe(2);
    expect(nearestDot(placed, target.x, target.y + 200)).toBe(-1);
    expect(nearestDot([], 1, 1)).toBe(-1);
  });
  it('dot lanes come from the position\'s low bits and lie in [0, 1)', () => {
    expect(laneOf('0000000000000000')).toBe(0);
    expect(laneOf('ffffffffffff8000')).toBe(0.5);
    expect(laneOf('ffffffffffffffff')).toBeLessThan(1);
  });
});

describe('assignLanes', () => {
  it('keeps apart labels that would overlap', () => {
    expect(assignLanes([{ x0: 0, w: 50 }, { x0: 100, w: 50 }], 3)).toEqual([0, 0]);
    expect(assignLanes([{ x0: 0, w: 50 }, { x0: 30, w: 50 }, { x0: 60, w: 50 }], 3)).toEqual([0, 1, 0]);
    expect(assignLanes([{ x0: 60, w: 50 }, { x0: 0, w: 50 }, { x0: 30, w: 50 }], 3)).toEqual([0, 0, 1]);
  });
  it('reuses the lane that frees up first when all are taken', () => {
    expect(assignLanes([{ x0: 0, w: 100 }, { x0: 10, w: 20 }, { x0: 20, w: 100 }], 2)).toEqual([0, 1, 1]);
    expect(assignLanes([], 2)).toEqual([]);
  });
});
