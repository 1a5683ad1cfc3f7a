import { describe, expect, it } from 'vitest';
import { fmtBytes, fmtCompact, fmtDuration, fmtInt, fmtMultiple, fmtPct, fmtUnits, plural } from './format';

describe('format', () => {
  it('groups integers', () => {
    expect(fmtInt(1234567)).toBe('1,234,567');
    expect(fmtInt(0)).toBe('0');
    expect(fmtInt(-0.2)).toBe('0');
    expect(fmtInt(99.6)).toBe('100');
    expect(fmtInt(NaN)).toBe('—');
  });
  it('compacts large counts', () => {
    expect(fmtCompact(999)).toBe('999');
    expect(fmtCompact(1000)).toBe('1k');
    expect(fmtCompact(1234)).toBe('1.23k');
    expect(fmtCompact(25792)).toBe('25.8k');
    expect(fmtCompact(100000)).toBe('100k');
    expect(fmtCompact(1_000_000)).toBe('1M');
    expect(fmtCompact(1_250_000)).toBe('1.25M');
    expect(fmtCompact(2.5)).toBe('2.5');
  });
  it('prints capacity units', () => {
    expect(fmtUnits(5000)).toBe('5,000');
    expect(fmtUnits(1500.4)).toBe('1,500');
    expect(fmtUnits(2.54)).toBe('2.5');
    expect(fmtUnits(0)).toBe('0');
    expect(fmtUnits(0.04)).toBe('0');
  });
  it('prints bytes with binary units', () => {
    expect(fmtBytes(0)).toBe('0 B');
    expect(fmtBytes(512)).toBe('512 B');
    expect(fmtBytes(1024)).toBe('1 KB');
    expect(fmtBytes(1536)).toBe('1.5 KB');
    expect(fmtBytes(7678072)).toBe('7.3 MB');
    expect(fmtBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(fmtBytes(-1)).toBe('—');
  });
  it('prints fractions and multiples', () => {
    expect(fmtPct(0.8)).toBe('80%');
    expect(fmtPct(0)).toBe('0%');
    expect(fmtPct(0.0012)).toBe('0.1%');
    expect(fmtPct(0.00001)).toBe('<0.1%');
    expect(fmtPct(1)).toBe('100%');
    expect(fmtMultiple(5000, 1000)).toBe('5×');
    expect(fmtMultiple(1500, 1000)).toBe('1.5×');
    expect(fmtMultiple(250, 1000)).toBe('0.25×');
    expect(fmtMultiple(0, 1000)).toBe('0×');
    expect(fmtMultiple(12000, 1000)).toBe('12×');
    expect(fmtMultiple(1, 0)).toBe('—');
  });
  it('pluralises and prints durations', () => {
    expect(plural(1, 'partition')).toBe('1 partition');
    expect(plural(4, 'partition')).toBe('4 partitions');
    expect(plural(2, 'query', 'queries')).toBe('2 queries');
    expect(fmtDuration(850.2)).toBe('850 ms');
    expect(fmtDuration(12_400)).toBe('12.4 s');
    expect(fmtDuration(125_000)).toBe('2 min 5 s');
  });
});
