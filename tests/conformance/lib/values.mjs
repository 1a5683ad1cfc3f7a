// DynamoDB value semantics the generator needs: N normalisation and numeric order, S order by
// UTF-8 bytes, B order by unsigned bytes.

const NUM_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** {neg, digits, exp} with value = ±digits × 10^exp, digits without leading/trailing zeros ('' = 0). */
export function parseN(text) {
  const m = NUM_RE.exec(String(text).trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`not a number: ${text}`);
  let digits = (m[2] || '') + (m[3] || '');
  let exp = Number(m[4] || 0) - (m[3] || '').length;
  digits = digits.replace(/^0+/, '');
  const t = /0*$/.exec(digits)[0].length;
  if (t) { digits = digits.slice(0, digits.length - t); exp += t; }
  return { neg: digits !== '' && m[1] === '-', digits, exp };
}

/** The plain decimal DynamoDB returns: "1e3" → "1000", "-0" → "0", ".5" → "0.5". */
export function normN(text) {
  const { neg, digits, exp } = parseN(text);
  if (digits === '') return '0';
  let s;
  if (exp >= 0) s = digits + '0'.repeat(exp);
  else {
    const pos = digits.length + exp;
    s = pos > 0 ? digits.slice(0, pos) + '.' + digits.slice(pos) : '0.' + '0'.repeat(-pos) + digits;
  }
  return (neg ? '-' : '') + s;
}

export function cmpN(a, b) {
  const x = parseN(a), y = parseN(b);
  const sx = x.digits === '' ? 0 : x.neg ? -1 : 1, sy = y.digits === '' ? 0 : y.neg ? -1 : 1;
  if (sx !== sy) return sx < sy ? -1 : 1;
  if (sx === 0) return 0;
  // magnitude: position of the leading digit, then the digits
  const mx = x.digits.length + x.exp, my = y.digits.length + y.exp;
  let c;
  if (mx !== my) c = mx < my ? -1 : 1;
  else {
    const n = Math.max(x.digits.length, y.digits.length);
    const dx = x.digits.padEnd(n, '0'), dy = y.digits.padEnd(n, '0');
    c = dx < dy ? -1 : dx > dy ? 1 : 0;
  }
  return sx < 0 ? -c : c;
}

export const cmpS = (a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
export const cmpB = (a, b) => Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));

/** Compares two key AttributeValues of the same type ({S}, {N} or {B}). */
export function cmpKey(a, b) {
  if ('S' in a) return cmpS(a.S, b.S);
  if ('N' in a) return cmpN(a.N, b.N);
  return cmpB(a.B, b.B);
}

/** Canonical identity of a key value: N by value. */
export function keyId(av) {
  if (!av) return '∅';
  if ('N' in av) return 'N:' + normN(av.N);
  if ('S' in av) return 'S:' + av.S;
  return 'B:' + av.B;
}

export const b64 = (bytes) => Buffer.from(bytes).toString('base64');

/** True when begins_with(value, prefix) holds for S or B key values. */
export function beginsWith(v, p) {
  if ('S' in v) return Buffer.from(v.S, 'utf8').subarray(0, Buffer.byteLength(p.S)).equals(Buffer.from(p.S, 'utf8'));
  const vb = Buffer.from(v.B, 'base64'), pb = Buffer.from(p.B, 'base64');
  return vb.subarray(0, pb.length).equals(pb);
}
