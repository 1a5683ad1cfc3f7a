// DynamoDB AttributeValues: types, display formatting, and marshalling of the
// plain JSON a user types into DynamoDB JSON. Pure functions.

import type { AttributeValue, Item } from '@wasm/types';

export type { AttributeValue, Item } from '@wasm/types';

export type AttributeType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL' | 'M' | 'L' | 'SS' | 'NS' | 'BS';

const TYPES: readonly AttributeType[] = ['S', 'N', 'B', 'BOOL', 'NULL', 'M', 'L', 'SS', 'NS', 'BS'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The type descriptor of a value (`S`, `N`, ...), or undefined if `v` is not an AttributeValue. */
export function attrType(v: unknown): AttributeType | undefined {
  if (!isRecord(v)) return undefined;
  const keys = Object.keys(v);
  if (keys.length !== 1) return undefined;
  const k = keys[0] as AttributeType;
  return TYPES.includes(k) ? k : undefined;
}

/** Shallow check that `v` has the shape of a DynamoDB AttributeValue. */
export function isAttributeValue(v: unknown): v is AttributeValue {
  const t = attrType(v);
  if (!t) return false;
  const inner = (v as Record<string, unknown>)[t];
  switch (t) {
    case 'S':
    case 'N':
    case 'B':
      return typeof inner === 'string';
    case 'BOOL':
      return typeof inner === 'boolean';
    case 'NULL':
      return inner === true;
    case 'M':
      return isRecord(inner) && Object.values(inner).every(isAttributeValue);
    case 'L':
      return Array.isArray(inner) && inner.every(isAttributeValue);
    case 'SS':
    case 'NS':
    case 'BS':
      return Array.isArray(inner) && inner.every((x) => typeof x === 'string');
  }
}

/** A short, human-readable rendering of a value for tables. */
export function formatValue(v: AttributeValue): string {
  if ('S' in v) return v.S;
  if ('N' in v) return v.N;
  if ('B' in v) return v.B;
  if ('BOOL' in v) return String(v.BOOL);
  if ('NULL' in v) return 'null';
  if ('SS' in v) return `{${v.SS.map((s) => JSON.stringify(s)).join(', ')}}`;
  if ('NS' in v) return `{${v.NS.join(', ')}}`;
  if ('BS' in v) return `{${v.BS.join(', ')}}`;
  if ('L' in v) return `[${v.L.map(formatNested).join(', ')}]`;
  return `{${Object.entries(v.M).map(([k, x]) => `${k}: ${formatNested(x)}`).join(', ')}}`;
}

function formatNested(v: AttributeValue): string {
  return 'S' in v ? JSON.stringify(v.S) : formatValue(v);
}

/** `{"S":"x"}` → `x`; for keys shown to the user as plain strings. */
export function keyText(v: AttributeValue | undefined): string {
  return v === undefined ? '' : formatValue(v);
}

/** Converts one plain JSON value to an AttributeValue. Typed values (`{"N":"42"}`) pass through. */
export function marshallValue(v: unknown, path: string): AttributeValue {
  if (typeof v === 'string') return { S: v };
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`${path}: numbers must be finite`);
    return { N: String(v) };
  }
  if (typeof v === 'boolean') return { BOOL: v };
  if (v === null) return { NULL: true };
  if (Array.isArray(v)) return { L: v.map((x, i) => marshallValue(x, `${path}[${i}]`)) };
  if (isAttributeValue(v)) return v;
  if (isRecord(v)) {
    const m: Record<string, AttributeValue> = {};
    for (const [k, x] of Object.entries(v)) m[k] = marshallValue(x, `${path}.${k}`);
    return { M: m };
  }
  throw new Error(`${path}: unsupported value`);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Parses the "attributes" box of the add-item form: a JSON object of plain
 * values (`{"total": 42, "status": "PAID"}`), or typed DynamoDB JSON values
 * (`{"total": {"N": "42"}}`), or a mix. Empty text means no attributes.
 */
export function parseAttributes(text: string): Parsed<Item> {
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `Attributes are not valid JSON: ${(e as Error).message}` };
  }
  if (!isRecord(parsed)) return { ok: false, message: 'Attributes must be a JSON object, like {"total": 42}.' };
  try {
    const item: Item = {};
    for (const [k, v] of Object.entries(parsed)) item[k] = marshallValue(v, k);
    return { ok: true, value: item };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

/** Parses a JSON object whose values must be DynamoDB AttributeValues (ExpressionAttributeValues). */
export function parseAttributeValueMap(text: string, what: string): Parsed<Item> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `${what} is not valid JSON: ${(e as Error).message}` };
  }
  if (!isRecord(parsed)) return { ok: false, message: `${what} must be a JSON object.` };
  // Values are passed to the engine as typed; the engine reports malformed ones in DynamoDB's words.
  return { ok: true, value: parsed as Item };
}

/** The item's non-key attribute names, sorted for stable display. */
export function nonKeyAttributes(item: Item, keyNames: readonly string[]): string[] {
  return Object.keys(item).filter((k) => !keyNames.includes(k)).sort();
}
