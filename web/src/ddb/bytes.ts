// UTF-8 byte comparison of strings, the order DynamoDB uses for S sort keys,
// and the explanations the page shows ("decided at byte 7: '1' 0x31 < '2' 0x32").

const encoder = new TextEncoder();

export function utf8(s: string): Uint8Array {
  return encoder.encode(s);
}

/** memcmp order of the UTF-8 encodings: negative, zero or positive. */
export function compareUtf8(a: string, b: string): number {
  const x = utf8(a);
  const y = utf8(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

export type Difference =
  | { kind: 'equal' }
  | { kind: 'prefix'; index: number; shorter: 'a' | 'b' }
  | { kind: 'byte'; index: number; aByte: number; bByte: number; aChar: string; bChar: string };

/** Where two strings' UTF-8 encodings first differ. `index` is a 0-based byte offset. */
export function firstDifference(a: string, b: string): Difference {
  const x = utf8(a);
  const y = utf8(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const p = x[i] as number;
    const q = y[i] as number;
    if (p !== q) {
      return { kind: 'byte', index: i, aByte: p, bByte: q, aChar: charAtByte(x, i), bChar: charAtByte(y, i) };
    }
  }
  if (x.length === y.length) return { kind: 'equal' };
  return { kind: 'prefix', index: n, shorter: x.length < y.length ? 'a' : 'b' };
}

/** The character whose encoding contains byte `i` (for display; falls back to the hex byte). */
function charAtByte(bytes: Uint8Array, i: number): string {
  let start = i;
  while (start > 0 && ((bytes[start] as number) & 0xc0) === 0x80) start--;
  let end = start + 1;
  while (end < bytes.length && ((bytes[end] as number) & 0xc0) === 0x80) end++;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
  } catch {
    return hexByte(bytes[i] as number);
  }
}

export function hexByte(b: number): string {
  return `0x${b.toString(16).padStart(2, '0')}`;
}

function showChar(c: string): string {
  return c === ' ' ? 'space' : `'${c}'`;
}

/**
 * Why `a` sorts before `b` (call it with a < b), in one short line. Byte
 * positions are 1-based for people: `byte 7: '1' 0x31 < '2' 0x32`, or
 * `byte 8: prefix, the shorter key sorts first`.
 */
export function explainOrder(a: string, b: string): string {
  const d = firstDifference(a, b);
  switch (d.kind) {
    case 'equal':
      return 'equal';
    case 'prefix':
      return `byte ${d.index + 1}: prefix, the shorter key sorts first`;
    case 'byte': {
      const rel = d.aByte < d.bByte ? '<' : '>';
      return `byte ${d.index + 1}: ${showChar(d.aChar)} ${hexByte(d.aByte)} ${rel} ${showChar(d.bChar)} ${hexByte(d.bByte)}`;
    }
  }
}

/** Splits into digit and non-digit runs and compares digit runs as numbers ("natural" order). */
export function compareNatural(a: string, b: string): number {
  const ra = a.match(/\d+|\D+/g) ?? [];
  const rb = b.match(/\d+|\D+/g) ?? [];
  const n = Math.min(ra.length, rb.length);
  for (let i = 0; i < n; i++) {
    const p = ra[i] as string;
    const q = rb[i] as string;
    const pd = /^\d/.test(p);
    const qd = /^\d/.test(q);
    if (pd && qd) {
      const x = BigInt(p);
      const y = BigInt(q);
      if (x !== y) return x < y ? -1 : 1;
      continue;
    }
    const c = compareUtf8(p, q);
    if (c !== 0) return c;
  }
  return ra.length - rb.length;
}

/**
 * True when the given keys (in stored, byte order) would come out in a different
 * order if their embedded numbers were compared as numbers: the sign of
 * unpadded numbers in sort keys.
 */
export function numberOrderDiffers(storedKeys: readonly string[]): boolean {
  for (let i = 1; i < storedKeys.length; i++) {
    if (compareNatural(storedKeys[i - 1] as string, storedKeys[i] as string) > 0) return true;
  }
  return false;
}

/** Zero-pads every digit run in `key` to `width` digits: ORDER#7 → ORDER#0007. */
export function zeroPadNumbers(key: string, width: number): string {
  return key.replace(/\d+/g, (run) => run.padStart(width, '0'));
}
