// Normalisation and comparison of DynamoDB JSON responses.
//  - Object member order never matters; array order matters except inside SS/NS/BS sets.
//  - Index queries: items that share an index key ("ties") have no defined order in DynamoDB
//    (reference §3.1), so consecutive runs of equal index keys are compared as multisets.
import { isErrorBody } from '../../../wasm/engine.mjs';

/** Canonical text of a JSON value: object keys sorted, set members sorted. */
export function canon(v) {
  if (Array.isArray(v)) return '[' + v.map(canon).join(',') + ']';
  if (v && typeof v === 'object') {
    const keys = Object.keys(v).sort();
    return '{' + keys.map((k) => {
      let x = v[k];
      if ((k === 'SS' || k === 'NS' || k === 'BS') && Array.isArray(x)) x = [...x].sort();
      return JSON.stringify(k) + ':' + canon(x);
    }).join(',') + '}';
  }
  return JSON.stringify(v);
}

export const same = (a, b) => canon(a) === canon(b);

// The wrapper's rule (wasm/engine.mjs), for both stores: a body with __type is an error.
export const isError = isErrorBody;

/** Short name of an error type: "ValidationException". */
export const errName = (body) => (isError(body) ? body.__type.slice(body.__type.indexOf('#') + 1) : null);

/** The value of a key attribute as a comparable string ("S:abc"), or null when absent. */
export function keyPart(item, name) {
  const v = item && item[name];
  if (!v) return null;
  const t = Object.keys(v)[0];
  return t + ':' + v[t];
}

/** Splits items into runs of equal index keys. */
function runs(items, indexKeys) {
  const out = [];
  for (const it of items) {
    const k = indexKeys.map((n) => keyPart(it, n)).join('|');
    if (out.length && out[out.length - 1].key === k) out[out.length - 1].items.push(it);
    else out.push({ key: k, items: [it] });
  }
  return out;
}

const multiset = (items) => items.map(canon).sort().join('\n');

/**
 * Compares two item lists. `mode` is 'ordered', 'ties' (runs of equal `indexKeys` compared as
 * multisets) or 'multiset'. Returns null when equal, else a short explanation.
 */
export function compareItems(a, b, mode = 'ordered', indexKeys = []) {
  if (a.length !== b.length) return `item count ${a.length} vs ${b.length}`;
  if (mode === 'multiset') return multiset(a) === multiset(b) ? null : 'items differ (as multisets)';
  if (mode === 'ties') {
    const ra = runs(a, indexKeys), rb = runs(b, indexKeys);
    if (ra.length !== rb.length) return `index-key runs ${ra.length} vs ${rb.length}`;
    for (let i = 0; i < ra.length; i++) {
      if (ra[i].key !== rb[i].key) return `index key #${i}: ${ra[i].key} vs ${rb[i].key}`;
      if (multiset(ra[i].items) !== multiset(rb[i].items)) return `items with index key ${ra[i].key} differ`;
    }
    return null;
  }
  for (let i = 0; i < a.length; i++) {
    if (!same(a[i], b[i])) return `item #${i}: ${canon(a[i])} vs ${canon(b[i])}`;
  }
  return null;
}

/** Removes members that are not compared (ConsumedCapacity unless asked for). */
export function strip(body, { capacity = false } = {}) {
  if (!body || isError(body)) return body;
  const out = { ...body };
  if (!capacity) delete out.ConsumedCapacity;
  return out;
}

/** Truncates long JSON for messages. */
export function short(v, n = 400) {
  const s = typeof v === 'string' ? v : v === undefined ? '(absent)' : JSON.stringify(v);
  return s.length > n ? s.slice(0, n) + '…' : s;
}
