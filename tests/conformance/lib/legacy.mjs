// DynamoDB's legacy condition semantics (QueryFilter/ScanFilter ComparisonOperators), used by the
// allow-list to check a keyscape result independently where dynalite is known to be wrong.
// AWS guide: LegacyConditionalParameters.QueryFilter / Conditions.
import { cmpN, cmpS, cmpB, normN } from './values.mjs';

const typeOf = (av) => (av ? Object.keys(av)[0] : null);

function scalarCmp(t, a, b) {
  if (t === 'S') return cmpS(a, b);
  if (t === 'N') return cmpN(a, b);
  if (t === 'B') return cmpB(a, b);
  return null;
}

function equal(x, y) {
  const t = typeOf(x);
  if (t !== typeOf(y)) return false;
  if (t === 'S' || t === 'N' || t === 'B') return scalarCmp(t, x[t], y[t]) === 0;
  if (t === 'SS' || t === 'BS') return x[t].length === y[t].length && x[t].every((v) => y[t].includes(v));
  if (t === 'NS') {
    const a = x.NS.map(normN), b = y.NS.map(normN);
    return a.length === b.length && a.every((v) => b.includes(v));
  }
  return JSON.stringify(x) === JSON.stringify(y);
}

function contains(attr, v) {
  const t = typeOf(attr), vt = typeOf(v);
  if (!attr) return false;
  if (t === 'S' && vt === 'S') return attr.S.includes(v.S);
  if (t === 'B' && vt === 'B') return Buffer.from(attr.B, 'base64').includes(Buffer.from(v.B, 'base64'));
  if (t === 'SS' && vt === 'S') return attr.SS.includes(v.S);
  if (t === 'NS' && vt === 'N') return attr.NS.some((n) => cmpN(n, v.N) === 0);
  if (t === 'BS' && vt === 'B') return attr.BS.some((b) => cmpB(b, v.B) === 0);
  if (t === 'L') return attr.L.some((e) => equal(e, v));
  return false;
}

/** True when `attr` (the item's AttributeValue or undefined) satisfies the legacy condition. */
export function legacyMatches(attr, cond) {
  const op = cond.ComparisonOperator;
  const vals = cond.AttributeValueList || [];
  const t = typeOf(attr), v = vals[0], vt = typeOf(v);
  switch (op) {
    case 'NULL': return attr === undefined;
    case 'NOT_NULL': return attr !== undefined;
    case 'EQ': return attr !== undefined && equal(attr, v);
    case 'NE': return attr === undefined || !equal(attr, v);
    case 'LT': case 'LE': case 'GT': case 'GE': {
      if (t !== vt || !['S', 'N', 'B'].includes(t)) return false;
      const c = scalarCmp(t, attr[t], v[t]);
      return op === 'LT' ? c < 0 : op === 'LE' ? c <= 0 : op === 'GT' ? c > 0 : c >= 0;
    }
    case 'BETWEEN': {
      if (t !== vt || !['S', 'N', 'B'].includes(t)) return false;
      return scalarCmp(t, attr[t], v[t]) >= 0 && scalarCmp(t, attr[t], vals[1][t]) <= 0;
    }
    case 'BEGINS_WITH':
      if (t !== vt) return false;
      if (t === 'S') return attr.S.startsWith(v.S) && Buffer.from(attr.S).subarray(0, Buffer.byteLength(v.S)).equals(Buffer.from(v.S));
      if (t === 'B') { const a = Buffer.from(attr.B, 'base64'), p = Buffer.from(v.B, 'base64'); return a.subarray(0, p.length).equals(p); }
      return false;
    case 'CONTAINS': return contains(attr, v);
    case 'NOT_CONTAINS': return !contains(attr, v);
    case 'IN': return attr !== undefined && vals.some((x) => equal(attr, x));
    default: return false;
  }
}

/** Evaluates a QueryFilter map with ConditionalOperator AND (default) or OR. */
export function legacyFilterMatches(item, filter, conditionalOperator = 'AND') {
  const results = Object.entries(filter).map(([name, cond]) => legacyMatches(item[name], cond));
  return conditionalOperator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}
