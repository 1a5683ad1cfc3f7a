import { describe, expect, it } from 'vitest';
import { demandAxisMax, hashX, linear, niceCeil, niceStep, ticks } from './scale';

describe('scale', () => {
  it('rounds up to nice numbers', () => {
    expect(niceCeil(1)).toBe(1);
    expect(niceCeil(1.1)).toBe(1.2);
    expect(niceCeil(2.2)).toBe(2.5);
    expect(niceCeil(3)).toBe(3);
    expect(niceCeil(7)).toBe(8);
    expect(niceCeil(9)).toBe(10);
    expect(niceCeil(1250)).toBe(1500);
    expect(niceCeil(5250)).toBe(6000);
    expect(niceCeil(0.035)).toBe(0.04);
    expect(niceCeil(0)).toBe(1);
    expect(niceCeil(-5)).toBe(1);
  });
  it('tick steps are 1, 2, 2.5, 5 × 10^k', () => {
    expect(niceStep(240)).toBe(250);
    expect(niceStep(1600)).toBe(2000);
    expect(niceStep(0)).toBe(1);
  });
  it('makes ticks from 0 to max', () => {
    expect(ticks(1000, 4)).toEqual([0, 250, 500, 750, 1000]);
    expect(ticks(6000, 3)).toEqual([0, 2000, 4000, 6000]);
    expect(ticks(0)).toEqual([0]);
  });
  it('maps linearly and clamps', () => {
    const y = linear(2000, 100);
    expect(y(1000)).toBe(50);
    expect(y(5000)).toBe(100);
    expect(y(-1)).toBe(0);
    expect(linear(0, 100)(0)).toBe(0);
  });
  it('keeps the limit line in view with headroom', () => {
    expect(demandAxisMax(0, 1000)).toBe(1500);
    expect(demandAxisMax(900, 1000)).toBe(1500);
    expect(demandAxisMax(5000, 1000)).toBe(6000);
    expect(demandAxisMax(2400, 3000)).toBe(4000);
  });
  it('places hash fractions on a strip', () => {
    expect(hashX(0.5, 800)).toBe(400);
    expect(hashX(1.2, 800)).toBe(800);
    expect(hashX(-0.1, 800)).toBe(0);
  });
});
