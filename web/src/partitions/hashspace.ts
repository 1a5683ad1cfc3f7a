// The 64-bit hash space partitions divide (ARCHITECTURE.md, "Partitions"): a key's
// position is the first 8 bytes of MD5(canonical key bytes), big-endian; P equal
// partitions start at floor(i·2^64/P); splits divide one partition's range, possibly
// inside one item collection (the boundary then carries a StartKey).
import type { AttributeValue } from '../ddb/attr';
import { utf8 } from '../ddb/bytes';
import { md5 } from './md5';

export const HASH_SPACE = 1n << 64n;
const MAX_POSITION = HASH_SPACE - 1n;

/** 16 hex digits (the engine's HashRangeStart / HashPosition) → position. */
export function parsePosition(hex: string): bigint {
  if (!/^[0-9a-fA-F]{1,16}$/.test(hex)) throw new Error(`not a 64-bit hash position: ${JSON.stringify(hex)}`);
  return BigInt(`0x${hex}`);
}

/** Position → 16 lowercase hex digits. */
export function positionHex(p: bigint): string {
  return p.toString(16).padStart(16, '0');
}

/** Position → [0, 1): where it sits along the hash space. */
export function positionFraction(p: bigint): number {
  return Number(p) / 2 ** 64;
}

function base64Bytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/**
 * The bytes the engine hashes for a partition key value: S its UTF-8, N the normalised
 * decimal text (as the engine returns it), B the raw bytes. Undefined for other types.
 */
export function canonicalKeyBytes(v: AttributeValue): Uint8Array | undefined {
  if ('S' in v) return utf8(v.S);
  if ('N' in v) return utf8(v.N);
  if ('B' in v) return base64Bytes(v.B);
  return undefined;
}

/** The first 8 bytes of MD5(bytes) as a big-endian unsigned 64-bit position. */
export function hashPosition(bytes: Uint8Array): bigint {
  const d = md5(bytes);
  let p = 0n;
  for (let i = 0; i < 8; i++) p = (p << 8n) | BigInt(d[i] as number);
  return p;
}

/** Start positions of P equal partitions: floor(i·2^64/P). */
export function equalPartitionStarts(count: number): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`partition count must be a positive integer: ${count}`);
  const p = BigInt(count);
  return Array.from({ length: count }, (_, i) => (BigInt(i) * HASH_SPACE) / p);
}

/** One partition boundary: its start position, and whether it starts inside an item collection. */
export interface Boundary {
  start: bigint;
  /** The partition starts at a StartKey inside the item collection at `start`. */
  insideCollection: boolean;
}

/**
 * The partitions holding the item collection of the key at `position`: [first, last],
 * usually first === last. `boundaries` are sorted by start, the first starts at 0.
 * A collection spans several partitions only when a split fell inside it.
 */
export function partitionsOf(position: bigint, boundaries: readonly Boundary[]): [number, number] {
  if (boundaries.length === 0) return [0, 0];
  if (position < 0n || position > MAX_POSITION) throw new Error('position out of the 64-bit range');
  let lo = 0;
  let hi = boundaries.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((boundaries[mid] as Boundary).start <= position) lo = mid;
    else hi = mid - 1;
  }
  const last = lo;
  let first = last;
  while (first > 0) {
    const b = boundaries[first] as Boundary;
    if (b.start === position && b.insideCollection) first--;
    else break;
  }
  return [first, last];
}
