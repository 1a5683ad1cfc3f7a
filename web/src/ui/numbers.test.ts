import { describe, expect, it } from 'vitest';
import { typedNumber } from './numbers';

describe('typedNumber', () => {
  it('reads whole and decimal numbers, with the separators people type', () => {
    expect(typedNumber('100000')).toBe(100_000);
    expect(typedNumber(' 100,000 ')).toBe(100_000);
    expect(typedNumber('1_000_000')).toBe(1_000_000);
    expect(typedNumber('1 000')).toBe(1000);
    expect(typedNumber('1.1')).toBe(1.1);
    expect(typedNumber('.5')).toBe(0.5);
    expect(typedNumber('1e3')).toBe(1000);
    expect(typedNumber('-2')).toBe(-2);
  });

  it('keeps any other text as typed, for the engine to refuse by field name', () => {
    expect(typedNumber('abc')).toBe('abc');
    expect(typedNumber('12abc')).toBe('12abc');
    expect(typedNumber('1,,000')).toBe('1,,000');
    expect(typedNumber('0x10')).toBe('0x10');
    expect(typedNumber('Infinity')).toBe('Infinity');
    expect(typedNumber(' ')).toBe('');
  });

  it('reads an empty field as `blank` when the form gives one', () => {
    expect(typedNumber('', 0)).toBe(0);
    expect(typedNumber('  ', 0)).toBe(0);
    expect(typedNumber('7', 0)).toBe(7);
  });

  it('checks no range: out-of-range numbers are the engine\'s to refuse', () => {
    expect(typedNumber('5000000')).toBe(5_000_000);
    expect(typedNumber('1e-7')).toBe(1e-7);
  });

  it('never rounds: a number a double cannot hold exactly stays text, for the engine to refuse', () => {
    expect(typedNumber('99999999999999999999')).toBe('99999999999999999999');
    expect(typedNumber('9007199254740993')).toBe('9007199254740993');
    expect(typedNumber('9007199254740991')).toBe(9007199254740991);
    expect(typedNumber('1e30')).toBe('1e30');
    expect(typedNumber('12,345,678,901,234,567,890,123')).toBe('12,345,678,901,234,567,890,123');
  });
});
