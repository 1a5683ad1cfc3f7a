/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { utf8 } from '../ddb/bytes';
import {
  canonicalKeyBytes,
  equalPartitionStarts,
  hashPosition,
  parsePosition,
  partitionsOf,
  positionFraction,
  positionHex,
  type Boundary,
} from './hashspace';
import { md5, toHex } from './md5';

interface VectorKey {
  type: 'S' | 'N' | 'B';
  value: string;
  canonicalHex: string;
  md5: string;
  position: string;
  partitions: Record<string, number>;
}
interface Vectors {
  partitionCounts: number[];
  rangeStarts: Record<string, string[]>;
  keys: VectorKey[];
  positions: Array<{ position: string; partitions: Record<string, number> }>;
  md5: Array<{ input: string; md5: string }>;
}

const here = dirname(fileURLToPath(import.meta.url));
const vectors = JSON.parse(
  readFileSync(resolve(here, '../../../tests/vectors/partition_placement.json'), 'utf8'),
) as Vectors;

const starts = (n: number): Boundary[] => equalPartitionStarts(n).map((start) => ({ start, insideCollection: false }));

describe('md5 (RFC 1321 test suite)', () => {
  const cases: Array<[string, string]> = [
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ];
  for (const [input, digest] of cases) {
    it(`md5(${JSON.stringify(input.slice(0, 20))}…)`, () => expect(toHex(md5(utf8(input)))).toBe(digest));
  }
  it('handles inputs around the 55/56/64-byte padding edges', () => {
    // Reference digests from Node's crypto for 'x' repeated n times.
    const known: Record<number, string> = {
      55: '04364420e25c512fd958a70738aa8f72',
      56: '668a72d5ba17f08e62dabcafad6db14b',
      63: '7dc2ca208106a2f703567bdff99d8981',
      64: 'c1bb4f81d892b2d57947682aeb252456',
    };
    for (const [n, hex] of Object.entries(known)) expect(toHex(md5(utf8('x'.repeat(Number(n)))))).toBe(hex);
  });
});

describe('hash positions (golden vectors shared with the engine)', () => {
  it('has vectors to check', () => expect(vectors.keys.length).toBeGreaterThan(5));
  const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  for (const k of vectors.keys) {
    it(`${k.type} ${JSON.stringify(k.value).slice(0, 40)}`, () => {
      const canonical = fromHex(k.canonicalHex);
      // Numbers reach the page normalised by the engine; the vectors also list raw inputs.
      const normalised = k.type !== 'N' || toHex(utf8(k.value)) === k.canonicalHex;
      if (normalised) {
        const av = k.type === 'S' ? { S: k.value } : k.type === 'N' ? { N: k.value } : { B: k.value };
        expect(toHex(canonicalKeyBytes(av) ?? new Uint8Array())).toBe(k.canonicalHex);
      }
      expect(toHex(md5(canonical))).toBe(k.md5);
      const pos = hashPosition(canonical);
      expect(positionHex(pos)).toBe(k.position);
      for (const [count, index] of Object.entries(k.partitions)) {
        expect(partitionsOf(pos, starts(Number(count)))).toEqual([index, index]);
      }
    });
  }
  it('boundary positions land where the vectors say', () => {
    for (const v of vectors.positions) {
      for (const [count, index] of Object.entries(v.partitions)) {
        expect(partitionsOf(parsePosition(v.position), starts(Number(count)))).toEqual([index, index]);
      }
    }
  });
  it('md5 digests of the vectors', () => {
    for (const v of vectors.md5) expect(toHex(md5(utf8(v.input)))).toBe(v.md5);
  });
  it('equal partition starts match the vectors', () => {
    for (const n of vectors.partitionCounts) {
      expect(equalPartitionStarts(n).map(positionHex)).toEqual(vectors.rangeStarts[String(n)]);
    }
  });
});

describe('positions', () => {
  it('parses and prints 16 hex digits', () => {
    expect(parsePosition('ffffffffffffffff')).toBe((1n << 64n) - 1n);
    expect(positionHex(parsePosition('00000000000000ab'))).toBe('00000000000000ab');
    expect(() => parsePosition('xyz')).toThrow();
    expect(() => parsePosition('1'.repeat(17))).toThrow();
  });
  it('maps to a fraction of the hash space', () => {
    expect(positionFraction(0n)).toBe(0);
    expect(positionFraction(1n << 63n)).toBe(0.5);
    expect(positionFraction(parsePosition('c000000000000000'))).toBe(0.75);
  });
  it('rejects bad partition counts', () => {
    expect(() => equalPartitionStarts(0)).toThrow();
    expect(() => equalPartitionStarts(1.5)).toThrow();
  });
});

describe('partitionsOf', () => {
  const b4 = starts(4);
  it('finds the partition by floor search, boundaries inclusive at the start', () => {
    expect(partitionsOf(0n, b4)).toEqual([0, 0]);
    expect(partitionsOf(parsePosition('3fffffffffffffff'), b4)).toEqual([0, 0]);
    expect(partitionsOf(parsePosition('4000000000000000'), b4)).toEqual([1, 1]);
    expect(partitionsOf((1n << 64n) - 1n, b4)).toEqual([3, 3]);
  });
  it('a split inside an item collection puts the collection in two (or more) partitions', () => {
    const at = parsePosition('5000000000000000');
    const split: Boundary[] = [
      ...b4.slice(0, 2),
      { start: at, insideCollection: true },
      { start: at, insideCollection: true },
      ...b4.slice(2),
    ];
    expect(partitionsOf(at, split)).toEqual([1, 3]);
    expect(partitionsOf(at - 1n, split)).toEqual([1, 1]);
    expect(partitionsOf(at + 1n, split)).toEqual([3, 3]);
  });
  it('an empty layout means one partition', () => expect(partitionsOf(5n, [])).toEqual([0, 0]));
});
