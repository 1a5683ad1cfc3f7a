import { describe, expect, it } from 'vitest';
import {
  compareNatural,
  compareUtf8,
  explainOrder,
  firstDifference,
  numberOrderDiffers,
  zeroPadNumbers,
} from './bytes';

describe('compareUtf8', () => {
  it('orders the lexicographic trap as DynamoDB does', () => {
    const keys = ['ORDER#2', 'ORDER#100', 'ORDER#1', 'ORDER#10'];
    expect([...keys].sort(compareUtf8)).toEqual(['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
  });

  it('puts # before letters and upper case before lower case', () => {
    expect(['USER#1', '#METADATA', 'user#1'].sort(compareUtf8)).toEqual(['#METADATA', 'USER#1', 'user#1']);
  });

  it('uses UTF-8 byte order, not UTF-16 code unit order', () => {
    // U+FF61 is EF BD A1 in UTF-8 and 0xFF61 in UTF-16; U+1F600 is F0 9F 98 80 and 0xD83D 0xDE00.
    const halfwidth = '\uFF61';
    const emoji = '\u{1F600}';
    expect(halfwidth > emoji).toBe(true); // JavaScript's own comparison
    expect(compareUtf8(halfwidth, emoji)).toBeLessThan(0); // DynamoDB's
  });

  it('sorts a prefix first and treats equal strings as equal', () => {
    expect(compareUtf8('a', 'ab')).toBeLessThan(0);
    expect(compareUtf8('ab', 'a')).toBeGreaterThan(0);
    expect(compareUtf8('é', 'é')).toBe(0);
  });
});

describe('firstDifference / explainOrder', () => {
  it('finds the deciding byte', () => {
    expect(firstDifference('ORDER#100', 'ORDER#2')).toEqual({
      kind: 'byte',
      index: 6,
      aByte: 0x31,
      bByte: 0x32,
      aChar: '1',
      bChar: '2',
    });
    expect(explainOrder('ORDER#100', 'ORDER#2')).toBe("byte 7: '1' 0x31 < '2' 0x32");
  });

  it('reports prefixes and equality', () => {
    expect(firstDifference('ORDER#1', 'ORDER#10')).toEqual({ kind: 'prefix', index: 7, shorter: 'a' });
    expect(explainOrder('ORDER#1', 'ORDER#10')).toBe('byte 8: prefix, the shorter key sorts first');
    expect(firstDifference('x', 'x')).toEqual({ kind: 'equal' });
  });

  it('names the whole character when the bytes differ inside a multi-byte sequence', () => {
    const d = firstDifference('é', 'ê'); // C3 A9 vs C3 AA
    expect(d).toMatchObject({ kind: 'byte', index: 1, aChar: 'é', bChar: 'ê' });
  });
});

describe('numeric order helpers', () => {
  it('compares embedded numbers by value', () => {
    expect(['ORDER#10', 'ORDER#2', 'ORDER#1'].sort(compareNatural)).toEqual(['ORDER#1', 'ORDER#2', 'ORDER#10']);
    expect(compareNatural('A#99999999999999999999', 'A#100000000000000000000')).toBeLessThan(0);
  });

  it('detects unpadded numbers in stored order', () => {
    expect(numberOrderDiffers(['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2'])).toBe(true);
    expect(numberOrderDiffers(['ORDER#0001', 'ORDER#0002', 'ORDER#0010', 'ORDER#0100'])).toBe(false);
    expect(numberOrderDiffers(['#PROFILE', 'ORDER#1', 'ORDER#2'])).toBe(false);
  });

  it('zero-pads every digit run', () => {
    expect(zeroPadNumbers('ORDER#7', 4)).toBe('ORDER#0007');
    expect(zeroPadNumbers('A#12#B#3', 3)).toBe('A#012#B#003');
    expect(zeroPadNumbers('ORDER#12345', 4)).toBe('ORDER#12345');
  });

  it('zero-padding makes byte order equal numeric order', () => {
    const nums = [1, 2, 10, 100, 7, 42];
    const padded = nums.map((n) => zeroPadNumbers(`ORDER#${n}`, 4)).sort(compareUtf8);
    expect(padded).toEqual(['ORDER#0001', 'ORDER#0002', 'ORDER#0007', 'ORDER#0010', 'ORDER#0042', 'ORDER#0100']);
  });
});
