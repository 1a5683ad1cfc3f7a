// Seeded random differential: the same tables, items and Query requests go to dynalite 4.0.0
// (in-process) and to keyscape; every response is compared (items in order, Count,
// ScannedCount, LastEvaluatedKey, error __type and message), every successful query is paged
// to exhaustion on both engines, and keyscape's pages must add up to its unpaged answer.
//
// Generation never depends on responses: the data comes from one RNG stream and query i from
// its own stream seeded by (seed, i), so `--seed S --only I` replays query I exactly.
import { Rng } from './rng.mjs';
import { DynaliteStore } from './dynalite.mjs';
import { KeyscapeStore } from './keyscape.mjs';
import { canon, compareItems, isError, keyPart, short } from './compare.mjs';
import { cmpKey, keyId, normN, b64 } from './values.mjs';
import { explain } from '../divergences.mjs';

// ---------------------------------------------------------------- table shapes
// Index attributes have one type everywhere, so items can carry them on every table.
const INDEX_ATTR_TYPES = { gs: 'S', gn: 'N', gb: 'B', gb2: 'B', gn2: 'N', ls: 'S', ln: 'N', lb: 'B' };

export const SHAPES = [
  { name: 'dh_s', hash: ['pk', 'S'], gsis: [{ name: 'g_n', hash: ['gn', 'N'], proj: 'KEYS_ONLY' }] },
  { name: 'dh_n', hash: ['pk', 'N'], gsis: [{ name: 'g_sb', hash: ['gs', 'S'], range: ['gb', 'B'], proj: 'INCLUDE', nonKey: ['x'] }] },
  { name: 'dh_b', hash: ['pk', 'B'] },
  { name: 'dr_ss', hash: ['pk', 'S'], range: ['sk', 'S'],
    lsis: [{ name: 'l_n', range: ['ln', 'N'], proj: 'ALL' }, { name: 'l_b', range: ['lb', 'B'], proj: 'KEYS_ONLY' }],
    gsis: [{ name: 'g_s', hash: ['gs', 'S'], proj: 'ALL' }, { name: 'g_sn', hash: ['gs', 'S'], range: ['gn', 'N'], proj: 'INCLUDE', nonKey: ['x', 'y'] }] },
  { name: 'dr_sn', hash: ['pk', 'S'], range: ['sk', 'N'],
    lsis: [{ name: 'l_s', range: ['ls', 'S'], proj: 'INCLUDE', nonKey: ['x'] }],
    gsis: [{ name: 'g_ns', hash: ['gn', 'N'], range: ['gs', 'S'], proj: 'KEYS_ONLY' }] },
  { name: 'dr_nb', hash: ['pk', 'N'], range: ['sk', 'B'],
    lsis: [{ name: 'l_s', range: ['ls', 'S'], proj: 'ALL' }],
    gsis: [{ name: 'g_bb', hash: ['gb', 'B'], range: ['gb2', 'B'], proj: 'ALL' }] },
  { name: 'dr_bs', hash: ['pk', 'B'], range: ['sk', 'S'],
    gsis: [{ name: 'g_b', hash: ['gb', 'B'], proj: 'INCLUDE', nonKey: ['y'] }] },
  { name: 'dr_nn', hash: ['pk', 'N'], range: ['sk', 'N'],
    lsis: [{ name: 'l_n', range: ['ln', 'N'], proj: 'KEYS_ONLY' }],
    gsis: [{ name: 'g_nn', hash: ['gn', 'N'], range: ['gn2', 'N'], proj: 'INCLUDE', nonKey: ['x'] }] },
  { name: 'dr_bb', hash: ['pk', 'B'], range: ['sk', 'B'],
    lsis: [{ name: 'l_b', range: ['lb', 'B'], proj: 'INCLUDE', nonKey: ['z'] }] },
];

function createTableRequest(shape) {
  const defs = new Map([[shape.hash[0], shape.hash[1]]]);
  const ks = (h, r) => [{ AttributeName: h[0], KeyType: 'HASH' }, ...(r ? [{ AttributeName: r[0], KeyType: 'RANGE' }] : [])];
  const proj = (ix) => (ix.proj === 'INCLUDE' ? { ProjectionType: 'INCLUDE', NonKeyAttributes: ix.nonKey } : { ProjectionType: ix.proj });
  if (shape.range) defs.set(shape.range[0], shape.range[1]);
  const req = { TableName: shape.name, KeySchema: ks(shape.hash, shape.range), BillingMode: 'PAY_PER_REQUEST' };
  if (shape.lsis) {
    req.LocalSecondaryIndexes = shape.lsis.map((ix) => {
      defs.set(ix.range[0], ix.range[1]);
      return { IndexName: ix.name, KeySchema: ks(shape.hash, ix.range), Projection: proj(ix) };
    });
  }
  if (shape.gsis) {
    req.GlobalSecondaryIndexes = shape.gsis.map((ix) => {
      defs.set(ix.hash[0], ix.hash[1]);
      if (ix.range) defs.set(ix.range[0], ix.range[1]);
      return { IndexName: ix.name, KeySchema: ks(ix.hash, ix.range), Projection: proj(ix) };
    });
  }
  req.AttributeDefinitions = [...defs].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
  return req;
}

/** The queryable targets of a shape: the table and each index, with their key schemas. */
function targets(shape) {
  const out = [{ index: null, hash: shape.hash, range: shape.range, global: false, proj: 'ALL' }];
  for (const ix of shape.lsis || []) out.push({ index: ix.name, hash: shape.hash, range: ix.range, global: false, proj: ix.proj, ix });
  for (const ix of shape.gsis || []) out.push({ index: ix.name, hash: ix.hash, range: ix.range, global: true, proj: ix.proj, ix });
  return out;
}

// ---------------------------------------------------------------- value pools
const S_KEYS = ['a', 'A', 'aa', 'aaa', 'ab', 'a\u0000', 'a b', 'b', 'ba', 'z', '0', '00', '1', '10', '9', '~',
  '\u00bf', '\u00e9', '\u00e9a', '\ue000', '\uffff', '\uffffa', '\u{10000}', '\u{1F603}', 'x\u{1F603}', 'Z'];
const S_CHARS = ['a', 'b', 'A', '0', '~', ' ', '\u00e9', '\u00ff', '\ue000', '\uffff', '\u{10000}', '\u{1F603}', '\u0000'];
const N_KEYS = ['0', '-0', '0.0', '1', '1.0', '-1', '2', '10', '1e1', '100', '1E+2', '0.5', '.5', '-0.5', '1.5', '-100.25',
  '1e-130', '-1e-130', '1E-129', '9.9999999999999999999999999999999999999e125', '-9.9999999999999999999999999999999999999E+125',
  '1e125', '-1e125', '12345678901234567890123456789012345678', '-12345678901234567890123456789012345678',
  '0.00000000000000000000000000000000000001', '123456789012345678901234567890.12345678', '99999999999999999999999999999999999999'];
const B_KEYS = [[0x00], [0x00, 0x00], [0x00, 0x01], [0x01], [0x01, 0x02], [0x02], [0x7f], [0x80], [0x80, 0x00], [0xfe], [0xff], [0xff, 0x00], [0xff, 0xff], [0x41, 0x42]];

function genS(rng) {
  if (rng.bool(0.7)) return rng.pick(S_KEYS);
  let s = '';
  for (let i = rng.int(1, 4); i > 0; i--) s += rng.pick(S_CHARS);
  return s;
}
function genN(rng) {
  if (rng.bool(0.6)) return rng.pick(N_KEYS);
  const r = rng.next();
  if (r < 0.4) return String(rng.int(-999, 999));
  if (r < 0.7) return `${rng.int(-99, 99)}.${rng.int(0, 999)}`;
  return `${rng.int(1, 9)}.${rng.int(0, 99999)}e${rng.int(-20, 20)}`;
}
function genBBytes(rng) {
  if (rng.bool(0.6)) return rng.pick(B_KEYS);
  const out = [];
  for (let i = rng.int(1, 4); i > 0; i--) out.push(rng.pick([0x00, 0x01, 0x41, 0x7f, 0x80, 0xc3, 0xfe, 0xff, rng.int(0, 255)]));
  return out;
}
function genKey(rng, type) {
  if (type === 'S') return { S: genS(rng) };
  if (type === 'N') return { N: genN(rng) };
  return { B: b64(genBBytes(rng)) };
}
// Small pools for index attributes, so GSI/LSI keys repeat (ties).
const INDEX_POOLS = {
  gs: ['g1', 'g2', 'g\u{1F603}', 'G'], gn: ['1', '1.0', '-0', '2.5e1', '7'], gb: [[0x01], [0xff], [0x00, 0x80]],
  gb2: [[0x00], [0x01], [0x7f], [0x80], [0xff], [0xff, 0x00]], gn2: ['-1', '0', '1', '1e-130', '10', '9.9999999999999999999999999999999999999e125'],
  ls: ['a', 'b', 'ab', '\u00e9', '\uffff', '\u{10000}', 'a'], ln: ['-1', '0', '0.5', '1', '1.00', '100'], lb: [[0x00], [0x01], [0x80], [0xff], [0xff, 0xff]],
};
function genIndexAttr(rng, name) {
  const t = INDEX_ATTR_TYPES[name];
  const pool = INDEX_POOLS[name];
  if (rng.bool(0.8)) {
    const v = rng.pick(pool);
    return t === 'B' ? { B: b64(v) } : { [t]: v };
  }
  return genKey(rng, t);
}

// Values of non-key attributes line up with the filter value pools, so filters match often.
const X_S = ['a', 'b', 'ab', 'abc', '\u00e9', '\uffff', '\u{10000}', '10', '2', 'z'];
const X_N = ['1', '2', '10', '-1', '0.5', '1e2', '0'];
const Z_B = [[0x00], [0x01, 0x02], [0x41, 0x42, 0x43], [0xc3, 0xa9], [0xff], [0x80, 0x81]];
const scalar = (rng) => rng.pickW([[4, () => ({ S: rng.pick(X_S) })], [4, () => ({ N: rng.pick(X_N) })], [1, () => ({ B: b64(rng.pick(Z_B)) })],
  [1, () => ({ BOOL: rng.bool() })], [1, () => ({ NULL: true })]])();
function distinctBy(xs, f) {
  const seen = new Set();
  return xs.filter((x) => (seen.has(f(x)) ? false : (seen.add(f(x)), true)));
}
function genNonKey(rng, name) {
  switch (name) {
    case 'x': return rng.bool(0.55) ? { S: rng.pick(X_S) } : { N: rng.pick(X_N) };
    case 'y': return { N: rng.pick(X_N) };
    case 'z': return rng.bool(0.7) ? { B: b64(rng.pick(Z_B)) } : { S: rng.pick(X_S) };
    case 'm': return { M: Object.fromEntries([['k', { S: rng.pick(X_S) }], ['n', { N: rng.pick(X_N) }]].filter(() => rng.bool(0.8))) };
    case 'l': { const n = rng.int(0, 3); const out = []; for (let i = 0; i < n; i++) out.push(scalar(rng)); return { L: out }; }
    case 'ss': return { SS: distinctBy(Array.from({ length: rng.int(1, 3) }, () => rng.pick(X_S)), (x) => x) };
    case 'ns': return { NS: distinctBy(Array.from({ length: rng.int(1, 3) }, () => rng.pick(X_N)), normN) };
    case 'bs': return { BS: distinctBy(Array.from({ length: rng.int(1, 3) }, () => b64(rng.pick(Z_B))), (x) => x) };
    case 'bo': return { BOOL: rng.bool() };
    case 'nu': return { NULL: true };
    case 'name': return { S: rng.pick(X_S) };
    default: throw new Error(name);
  }
}
const NON_KEY = ['x', 'y', 'z', 'm', 'l', 'ss', 'ns', 'bs', 'bo', 'nu', 'name'];

// ---------------------------------------------------------------- data set
function normValue(av) {
  if ('N' in av) return { N: normN(av.N) };
  if ('NS' in av) return { NS: av.NS.map(normN) };
  if ('L' in av) return { L: av.L.map(normValue) };
  if ('M' in av) return { M: Object.fromEntries(Object.entries(av.M).map(([k, v]) => [k, normValue(v)])) };
  return av;
}

function genData(rng, shape) {
  const items = new Map();   // primary key id → normalised item (last write wins)
  const puts = [];
  const addItem = (item) => {
    puts.push(item);
    const norm = Object.fromEntries(Object.entries(item).map(([k, v]) => [k, normValue(v)]));
    items.set(keyId(item[shape.hash[0]]) + '|' + (shape.range ? keyId(item[shape.range[0]]) : ''), norm);
  };
  const decorate = (item) => {
    for (const a of Object.keys(INDEX_ATTR_TYPES)) if (rng.bool(0.6)) item[a] = genIndexAttr(rng, a);
    for (const a of NON_KEY) if (rng.bool(0.6)) item[a] = genNonKey(rng, a);
    return item;
  };
  if (!shape.range) {
    for (let i = 0; i < 24; i++) addItem(decorate({ [shape.hash[0]]: genKey(rng, shape.hash[1]) }));
  } else {
    const parts = rng.int(3, 5);
    for (let p = 0; p < parts; p++) {
      const pk = genKey(rng, shape.hash[1]);
      const n = rng.pickW([[1, 0], [2, rng.int(1, 6)], [4, rng.int(7, 24)], [2, rng.int(25, 40)]]);
      for (let i = 0; i < n; i++) addItem(decorate({ [shape.hash[0]]: pk, [shape.range[0]]: genKey(rng, shape.range[1]) }));
    }
  }
  return { puts, items: [...items.values()] };
}

// ---------------------------------------------------------------- query generation
const flip = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

class Builder {
  constructor(rng) {
    this.rng = rng;
    this.names = {};
    this.values = {};
    this.n = 0;
  }
  name(attr, forceRef = false) {
    if (forceRef || attr === 'name' || this.rng.bool(0.3)) {
      const existing = Object.keys(this.names).find((k) => this.names[k] === attr);
      if (existing) return existing;
      const k = `#n${Object.keys(this.names).length}`;
      this.names[k] = attr;
      return k;
    }
    return attr;
  }
  path(p) {   // 'm.k', 'l[0]' → with #names for the parts
    return p.split('.').map((part) => {
      const m = /^([a-z0-9]+)(\[\d+\])?$/.exec(part);
      return this.name(m[1]) + (m[2] || '');
    }).join('.');
  }
  value(av) {
    const k = `:v${this.n++}`;
    this.values[k] = av;
    return k;
  }
}

const andWord = (rng) => rng.pickW([[6, 'AND'], [1, 'and'], [1, 'AnD']]);
const betweenWord = (rng) => rng.pickW([[6, 'BETWEEN'], [1, 'between'], [1, 'BeTwEeN']]);

/** A prefix of an S or B key value, for begins_with. */
function prefixOf(rng, av) {
  if ('S' in av) {
    const cps = [...av.S];
    return { S: cps.slice(0, rng.int(1, cps.length)).join('') };
  }
  const bytes = Buffer.from(av.B, 'base64');
  return { B: b64(bytes.subarray(0, rng.int(1, bytes.length))) };
}

function genFilterLeaf(rng, b, attrs) {
  const path = () => rng.pick(attrs);
  const sv = () => ({ S: rng.pick(X_S) });
  const nv = () => ({ N: rng.pick(X_N) });
  const bv = () => ({ B: b64(rng.pick(Z_B)) });
  const anyv = () => rng.pickW([[4, sv], [4, nv], [1, bv]])();
  return rng.pickW([
    [6, () => `${b.path(path())} ${rng.pick(['=', '<>', '<', '<=', '>', '>='])} ${b.value(anyv())}`],
    [1, () => `${b.value(anyv())} ${rng.pick(['=', '<', '>='])} ${b.path(path())}`],
    [2, () => {
      const t = rng.pickW([[4, sv], [4, nv], [1, bv]]);
      let lo = t(), hi = t();
      if (cmpKey(lo, hi) > 0 && rng.bool(0.95)) [lo, hi] = [hi, lo];
      return `${b.path(path())} ${betweenWord(rng)} ${b.value(lo)} ${andWord(rng)} ${b.value(hi)}`;
    }],
    [2, () => `begins_with(${b.path(path())}, ${b.value(rng.bool(0.8) ? { S: rng.pick(['a', 'ab', '\u00e9', '1', '\uffff']) } : bv())})`],
    [2, () => `contains(${b.path(rng.pick(['x', 'z', 'l', 'ss', 'ns', 'bs', 'name']))}, ${b.value(anyv())})`],
    [2, () => `${rng.pick(['attribute_exists', 'attribute_not_exists'])}(${b.path(path())})`],
    [1, () => `attribute_type(${b.path(path())}, ${b.value({ S: rng.pick(['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS']) })})`],
    [1, () => `size(${b.path(rng.pick(['l', 'm', 'ss', 'ns', 'bs']))}) ${rng.pick(['=', '<', '>=', '<>'])} ${b.value({ N: String(rng.int(0, 3)) })}`],
    [2, () => `${b.path(path())} IN (${Array.from({ length: rng.int(1, 3) }, () => b.value(anyv())).join(', ')})`],
  ])();
}

function genFilter(rng, b, attrs, depth = 0) {
  if (depth >= 2 || rng.bool(0.55)) return genFilterLeaf(rng, b, attrs);
  return rng.pickW([
    [3, () => `${genFilter(rng, b, attrs, depth + 1)} ${andWord(rng)} ${genFilter(rng, b, attrs, depth + 1)}`],
    [3, () => `(${genFilter(rng, b, attrs, depth + 1)}) OR (${genFilter(rng, b, attrs, depth + 1)})`],
    [1, () => `NOT (${genFilter(rng, b, attrs, depth + 1)})`],
  ])();
}

const PROJ_PATHS = ['pk', 'sk', 'gs', 'gn', 'gb', 'ls', 'ln', 'x', 'y', 'z', 'm', 'm.k', 'l', 'l[0]', 'l[2]', 'ss', 'bo', 'name'];

function genProjection(rng, b) {
  const n = rng.int(1, 4);
  const chosen = [];
  for (const p of rng.shuffle([...PROJ_PATHS])) {
    if (chosen.length >= n) break;
    const root = p.split(/[.[]/)[0];
    if (chosen.some((c) => c.split(/[.[]/)[0] === root)) continue;   // no overlapping paths
    chosen.push(p);
  }
  return chosen.map((p) => b.path(p)).join(', ');
}

const LEGACY_FILTER_OPS = ['EQ', 'NE', 'LE', 'LT', 'GE', 'GT', 'NOT_NULL', 'NULL', 'CONTAINS', 'NOT_CONTAINS', 'BEGINS_WITH', 'IN', 'BETWEEN'];

/** QueryFilter / ScanFilter conditions on 1–3 of `attrs` (legacy ComparisonOperator form). */
/**
 * The legacy read parameters of a Query (QueryFilter) or Scan (ScanFilter): a filter of
 * shuffled `filterAttrs()` with probability pFilter (then ConditionalOperator 40%),
 * AttributesToGet (pAttributesToGet, not with an OR filter) or else Select (pSelect).
 * The order of the rng calls is part of the seed's meaning: keep it.
 */
export function genLegacyFilterAndSelect(rng, target, req, { member, pFilter, pAttributesToGet, pSelect, filterAttrs }) {
  if (rng.bool(pFilter)) {
    req[member] = genLegacyFilterConditions(rng, rng.shuffle(filterAttrs()));
    if (rng.bool(0.4)) req.ConditionalOperator = rng.pick(['AND', 'OR']);
  }
  // (an OR filter is checked independently where dynalite is wrong, which needs its attributes)
  if (rng.bool(pAttributesToGet) && req.ConditionalOperator !== 'OR') {
    req.AttributesToGet = rng.shuffle(['pk', 'sk', 'gs', 'gn', 'ls', 'x', 'y', 'z', 'm', 'l', 'ss', 'bo', 'name']).slice(0, rng.int(1, 4));
    if (rng.bool(0.3)) req.Select = 'SPECIFIC_ATTRIBUTES';
  } else if (rng.bool(pSelect)) req.Select = rng.pick([...(req.ConditionalOperator === 'OR' ? [] : ['COUNT']), 'ALL_ATTRIBUTES', ...(target.index ? ['ALL_PROJECTED_ATTRIBUTES'] : [])]);
}

export function genLegacyFilterConditions(rng, attrs) {
  const conds = {};
  for (const a of attrs.slice(0, rng.int(1, 3))) {
    const op = rng.pick(LEGACY_FILTER_OPS);
    const anyv = () => rng.pickW([[4, () => ({ S: rng.pick(X_S) })], [4, () => ({ N: rng.pick(X_N) })], [1, () => ({ B: b64(rng.pick(Z_B)) })]])();
    let vals;
    if (op === 'NULL' || op === 'NOT_NULL') vals = [];
    else if (op === 'IN') vals = Array.from({ length: rng.int(1, 3) }, anyv);
    else if (op === 'BETWEEN') {
      const t = rng.pick(['S', 'N']);
      vals = [t === 'S' ? { S: rng.pick(X_S) } : { N: rng.pick(X_N) }, t === 'S' ? { S: rng.pick(X_S) } : { N: rng.pick(X_N) }];
      if (cmpKey(vals[0], vals[1]) > 0) vals.reverse();
    } else if (op === 'BEGINS_WITH') vals = [rng.bool(0.8) ? { S: rng.pick(['a', 'ab', '1', '\u00e9']) } : { B: b64(rng.pick(Z_B)) }];
    else vals = [anyv()];
    conds[a] = { ComparisonOperator: op, AttributeValueList: vals };
  }
  return conds;
}

/** A query in the legacy form: KeyConditions, QueryFilter, ConditionalOperator, AttributesToGet. */
function genLegacy(rng, shape, target, part, hv, req) {
  let note = null;
  const inject = rng.bool(0.1) ? rng.pick(['key-ne', 'key-type', 'eq-arity', 'hash-only-range']) : null;
  const kc = { [target.hash[0]]: { ComparisonOperator: 'EQ', AttributeValueList: [hv] } };
  if (inject === 'hash-only-range') { kc[target.hash[0]].ComparisonOperator = 'GE'; note = 'legacy-' + inject; }
  if (inject === 'eq-arity') { kc[target.hash[0]].AttributeValueList.push(hv); note = 'legacy-' + inject; }
  if (target.range && (rng.bool(0.7) || inject === 'key-ne' || inject === 'key-type')) {
    const [sName, sType] = target.range;
    const pickV = () => (part.length && rng.bool(0.7) ? rng.pick(part)[sName] : genKey(rng, sType));
    const op = inject === 'key-ne' ? rng.pick(['NE', 'CONTAINS', 'NULL', 'IN']) : rng.pick(['EQ', 'LE', 'LT', 'GE', 'GT', 'BETWEEN', ...(sType === 'N' ? [] : ['BEGINS_WITH'])]);
    let vals;
    if (op === 'BETWEEN') { vals = [pickV(), pickV()]; if (cmpKey(vals[0], vals[1]) > 0) vals.reverse(); }
    else if (op === 'BEGINS_WITH') vals = [prefixOf(rng, pickV())];
    else if (op === 'NULL') vals = [];
    else vals = [pickV()];
    if (inject === 'key-type') { vals = [sType === 'S' ? { N: '1' } : { S: 'x' }]; }
    if (inject === 'key-ne' || inject === 'key-type') note = 'legacy-' + inject;
    kc[sName] = { ComparisonOperator: op, AttributeValueList: vals };
  }
  req.KeyConditions = kc;
  const keyAttrs = new Set([target.hash[0], target.range && target.range[0]].filter(Boolean));
  genLegacyFilterAndSelect(rng, target, req, {
    member: 'QueryFilter', pFilter: 0.45, pAttributesToGet: 0.3, pSelect: 0.15,
    filterAttrs: () => ['x', 'y', 'z', 'l', 'ss', 'ns', 'bo', 'nu', 'name', ...Object.keys(INDEX_ATTR_TYPES).filter((a) => !keyAttrs.has(a))],
  });
  if (rng.bool(0.55)) req.Limit = rng.pickW([[4, rng.int(1, 3)], [4, rng.int(4, 10)], [2, rng.int(11, 50)]]);
  if (rng.bool(0.4)) req.ScanIndexForward = false;
  return note;
}

/**
 * Generates query i. Returns { shape, target, request, note } where note names an injected error.
 */
export function genQuery(seed, i, data) {
  const rng = new Rng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  const shape = rng.pick(SHAPES);
  const ts = targets(shape);
  const target = rng.bool(0.5) || ts.length === 1 ? ts[0] : rng.pick(ts.slice(1));
  if (rng.bool(0.12)) {
    const req = { TableName: shape.name };
    if (target.index) req.IndexName = target.index;
    const items = data.get(shape.name).items;
    const [hName, hType] = target.hash;
    const inIndex = items.filter((it) => it[hName] && (!target.range || it[target.range[0]]));
    const hv = inIndex.length && rng.bool(0.88) ? rng.pick(inIndex)[hName] : genKey(rng, hType);
    const part = inIndex.filter((it) => keyId(it[hName]) === keyId(hv));
    const note = genLegacy(rng, shape, target, part, hv, req);
    return { shape, target, request: req, note, legacy: true, partition: part };
  }
  const b = new Builder(rng);
  const req = { TableName: shape.name };
  if (target.index) req.IndexName = target.index;
  const items = data.get(shape.name).items;
  const [hName, hType] = target.hash;
  const inIndex = items.filter((it) => it[hName] && (!target.range || it[target.range[0]]));
  let note = null;
  const inject = rng.bool(0.1) ? rng.pick(['hash-type', 'hash-range-op', 'only-sort', 'begins-with-n', 'bad-index',
    'filter-key', 'unused-value', 'undefined-value', 'reserved-word', 'limit-zero', 'empty-hash', 'esk-shape',
    'gsi-consistent', 'between-reversed', 'sort-type', 'three-conditions']) : null;

  // partition key value
  let hv = inIndex.length && rng.bool(0.88) ? rng.pick(inIndex)[hName] : genKey(rng, hType);
  if (inject === 'hash-type') { hv = hType === 'S' ? { N: '1' } : { S: '1' }; note = inject; }
  if (inject === 'empty-hash' && hType === 'S') { hv = { S: '' }; note = inject; }
  const part = inIndex.filter((it) => keyId(it[hName]) === keyId(hv));

  // key conditions
  const conds = [];
  const hRef = b.name(hName), hVal = b.value(hv);
  if (inject === 'hash-range-op') { conds.push(`${hRef} ${rng.pick(['<', '>=', '>'])} ${hVal}`); note = inject; }
  else conds.push(rng.bool(0.2) ? `${hVal} = ${hRef}` : `${hRef} = ${hVal}`);
  let sortCond = null;
  if (target.range && (rng.bool(0.75) || inject === 'only-sort' || inject === 'begins-with-n' || inject === 'between-reversed' || inject === 'sort-type')) {
    const [sName, sType] = target.range;
    const pickV = () => (part.length && rng.bool(0.7) ? rng.pick(part)[sName] : genKey(rng, sType));
    let ops = ['=', '<', '<=', '>', '>=', 'BETWEEN', 'BETWEEN', 'begins_with', 'begins_with'];
    if (sType === 'N' && inject !== 'begins-with-n') ops = ops.filter((o) => o !== 'begins_with');
    let op = inject === 'begins-with-n' && sType === 'N' ? 'begins_with' : inject === 'between-reversed' ? 'BETWEEN' : rng.pick(ops);
    const sRef = b.name(sName);
    if (op === 'BETWEEN') {
      let lo = pickV(), hi = rng.bool(0.1) ? lo : pickV();
      const c = cmpKey(lo, hi);
      if ((c > 0) !== (inject === 'between-reversed' && c !== 0)) [lo, hi] = [hi, lo];
      if (inject === 'between-reversed') note = inject;
      sortCond = `${sRef} ${betweenWord(rng)} ${b.value(lo)} ${andWord(rng)} ${b.value(hi)}`;
    } else if (op === 'begins_with') {
      const v = sType === 'N' ? { N: '1' } : prefixOf(rng, pickV());
      if (sType === 'N') note = 'begins-with-n';
      sortCond = `begins_with(${sRef}, ${b.value(v)})`;
    } else {
      let v = pickV();
      if (inject === 'sort-type') { v = sType === 'S' ? { N: '1' } : { S: 'x' }; note = inject; }
      sortCond = rng.bool(0.2) ? `${b.value(v)} ${flip[op]} ${sRef}` : `${sRef} ${op} ${b.value(v)}`;
    }
    if (rng.bool(0.2)) sortCond = `(${sortCond})`;
    if (inject === 'only-sort') { conds.length = 0; note = inject; }
    conds.push(sortCond);
  }
  if (inject === 'three-conditions') { conds.push(`${b.name('x')} = ${b.value({ S: 'a' })}`); note = inject; }
  if (conds.length > 1 && rng.bool(0.25)) conds.reverse();
  let kce = conds.map((c) => (rng.bool(0.15) && !c.startsWith('(') ? `(${c})` : c)).join(` ${andWord(rng)} `);
  if (rng.bool(0.08)) kce = `(${kce})`;
  if (rng.bool(0.05)) kce = `  ${kce.replace(/ /g, '  ')} `;
  req.KeyConditionExpression = kce;

  // filter: non-key attributes of the queried key schema
  const keyAttrs = new Set([target.hash[0], target.range && target.range[0]].filter(Boolean));
  const filterAttrs = ['x', 'y', 'z', 'm.k', 'm.n', 'l[0]', 'l[1]', 'ss', 'ns', 'bo', 'nu', 'name',
    ...Object.keys(INDEX_ATTR_TYPES).filter((a) => !keyAttrs.has(a))];
  if (!target.index) filterAttrs.push(...[]);   // table keys are never filter attributes of a table query
  if (rng.bool(0.35)) req.FilterExpression = genFilter(rng, b, filterAttrs);
  if (inject === 'filter-key') { req.FilterExpression = `${b.name(rng.pick([...keyAttrs]))} = ${b.value(hv)}`; note = inject; }
  if (inject === 'reserved-word') { req.FilterExpression = `name = ${b.value({ S: 'a' })}`; note = inject; }
  if (inject === 'undefined-value') { req.FilterExpression = `${b.name('x')} = :nope`; note = inject; }

  // projection / Select
  const sel = rng.pickW([[14, null], [2, 'COUNT'], [1, 'ALL_ATTRIBUTES'], [target.index ? 2 : 0, 'ALL_PROJECTED_ATTRIBUTES'], [1, 'SPECIFIC_ATTRIBUTES']]);
  if (sel === 'SPECIFIC_ATTRIBUTES' || (sel === null && rng.bool(0.3))) req.ProjectionExpression = genProjection(rng, b);
  if (sel) req.Select = sel;

  if (rng.bool(0.55)) req.Limit = rng.pickW([[4, rng.int(1, 3)], [4, rng.int(4, 10)], [2, rng.int(11, 50)]]);
  if (inject === 'limit-zero') { req.Limit = 0; note = inject; }
  if (rng.bool(0.4)) req.ScanIndexForward = false;
  if (rng.bool(0.08) || inject === 'gsi-consistent') { req.ConsistentRead = true; if (inject === 'gsi-consistent') note = inject; }
  if (inject === 'bad-index') { req.IndexName = 'nope'; note = inject; }

  // a random ExclusiveStartKey: an existing or made-up key inside the partition
  if (rng.bool(0.1) || inject === 'esk-shape') {
    const names = [shape.hash[0], shape.range && shape.range[0], target.hash[0], target.range && target.range[0]].filter(Boolean);
    const base = part.length && rng.bool(0.7) ? rng.pick(part) : null;
    const esk = {};
    for (const n of new Set(names)) {
      if (base && base[n]) esk[n] = base[n];
      else if (n === hName) esk[n] = hv;
      else esk[n] = genKey(rng, n === shape.hash[0] ? shape.hash[1] : n === (shape.range && shape.range[0]) ? shape.range[1] : INDEX_ATTR_TYPES[n]);
    }
    if (inject === 'esk-shape') { delete esk[rng.pick(Object.keys(esk))]; note = inject; }
    req.ExclusiveStartKey = esk;
  }

  if (inject === 'unused-value') { b.value({ S: 'unused' }); note = inject; }
  if (Object.keys(b.names).length) req.ExpressionAttributeNames = b.names;
  if (Object.keys(b.values).length) req.ExpressionAttributeValues = b.values;
  return { shape, target, request: req, note, partition: part };
}

// ---------------------------------------------------------------- comparison
/** Index-key attributes of a target (for tie handling). */
function indexKeyNames(target) {
  return [target.hash[0], target.range && target.range[0]].filter(Boolean);
}

/** Does the queried index partition hold items with equal index keys? */
function hasTies(q) {
  if (!q.target.index) return false;
  const seen = new Set();
  const rName = q.target.range && q.target.range[0];
  for (const it of q.partition) {
    const k = rName ? keyId(it[rName]) : '';
    if (seen.has(k)) return true;
    seen.add(k);
  }
  return false;
}

const lekIndexPart = (lek, names) => (lek ? names.map((n) => keyPart(lek, n)).join('|') : null);

/**
 * Compares two successful pages. With ties, a page that was cut (or starts after a cut) may hold
 * different members of a run of equal index keys, so its items (and, with a filter, its Count)
 * are left to the comparison of the concatenated pages.
 */
function comparePages(d, k, { ties, names, itemsMode, cut = false, filtered = false }) {
  if ('Items' in d !== 'Items' in k) return `Items member present: dynalite ${'Items' in d}, keyscape ${'Items' in k}`;
  if (d.ScannedCount !== k.ScannedCount) return `ScannedCount ${d.ScannedCount} vs ${k.ScannedCount}`;
  const tieCut = ties && cut;
  if (!(tieCut && filtered) && d.Count !== k.Count) return `Count ${d.Count} vs ${k.Count}`;
  if (!!d.LastEvaluatedKey !== !!k.LastEvaluatedKey) return `LastEvaluatedKey ${short(d.LastEvaluatedKey)} vs ${short(k.LastEvaluatedKey)}`;
  if (d.LastEvaluatedKey) {
    if (ties) {
      if (lekIndexPart(d.LastEvaluatedKey, names) !== lekIndexPart(k.LastEvaluatedKey, names) ||
          Object.keys(d.LastEvaluatedKey).sort().join() !== Object.keys(k.LastEvaluatedKey).sort().join()) {
        return `LastEvaluatedKey ${short(d.LastEvaluatedKey)} vs ${short(k.LastEvaluatedKey)}`;
      }
    } else if (canon(d.LastEvaluatedKey) !== canon(k.LastEvaluatedKey)) {
      return `LastEvaluatedKey ${short(d.LastEvaluatedKey)} vs ${short(k.LastEvaluatedKey)}`;
    }
  }
  if ('Items' in d && !tieCut) {
    const why = compareItems(d.Items, k.Items, itemsMode, names);
    if (why) return `Items: ${why}`;
  }
  const extra = (x) => Object.keys(x).filter((m) => !['Items', 'Count', 'ScannedCount', 'LastEvaluatedKey', 'ConsumedCapacity'].includes(m)).sort().join();
  if (extra(d) !== extra(k)) return `response members ${extra(d)} vs ${extra(k)}`;
  return null;
}

function compareFirst(d, k) {
  if (isError(d) || isError(k)) {
    if (!isError(d)) return `dynalite succeeded, keyscape ${k.__type.split('#')[1]}: ${k.message}`;
    if (!isError(k)) return `dynalite ${d.__type.split('#')[1]}: ${d.message ?? d.Message}; keyscape succeeded`;
    if (d.__type !== k.__type) return `__type ${d.__type} vs ${k.__type} (${d.message ?? d.Message} / ${k.message ?? k.Message})`;
    const dm = d.message ?? d.Message, km = k.message ?? k.Message;
    if (dm !== km) return `message\n        dynalite: ${dm}\n        keyscape: ${km}`;
    return null;
  }
  return undefined;   // both succeeded
}

/** A short, value-free description of a mismatch, to group failures. */
function signature(kind, why, request = {}) {
  const tags = ['QueryFilter', 'AttributesToGet', 'KeyConditions'].filter((m) => m in request).map((m) => `[${m}] `).join('');
  const first = why.split('\n')[0].replace(/^(Items: item #)\d+:.*$/, '$1N differs').replace(/^(concatenated pages: item #)\d+:.*$/, '$1N differs');
  return (tags + kind.replace(/^page \d+$/, 'page n') + ': ' + first)
    .replace(/\{[\w#:.-]+=/g, '{…=').replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/\{[^{}]*\}/g, '{…}').replace(/-?\d+(\.\d+)?/g, 'N').slice(0, 160);
}

// ---------------------------------------------------------------- running
/**
 * Counts one case's outcome `r` into `res` (errors, pages, passed, diverged with the
 * divergence ids hit, failed by signature with the first example); `label` names case i
 * in verbose output ("#" for queries, "scan #").
 */
export function tally(res, r, i, verbose, label) {
  if (r.error) res.errors++;
  if (r.pages) res.pages += r.pages;
  if (r.status === 'pass') res.passed++;
  else if (r.status === 'divergence') {
    res.passed++;
    res.diverged++;
    for (const id of r.ids) res.hits.set(id, (res.hits.get(id) || 0) + 1);
    if (verbose) console.log(`  ${label}${i} divergence ${r.ids.join(',')}: ${r.kind}: ${r.why.split('\n')[0]}`);
  } else {
    res.failed++;
    if (!res.sigs.has(r.sig)) res.sigs.set(r.sig, { count: 0, example: { i, ...r } });
    res.sigs.get(r.sig).count++;
  }
}

/** Every page of a Query or Scan (`op`) from its first response, at most maxPages. */
export async function pageAll(store, request, first, maxPages = 400, op = 'Query') {
  const pages = [first];
  let cur = first;
  while (!isError(cur) && cur.LastEvaluatedKey && pages.length < maxPages) {
    cur = await store.call(op, { ...request, ExclusiveStartKey: cur.LastEvaluatedKey });
    pages.push(cur);
  }
  return pages;
}

const concatItems = (pages) => pages.flatMap((p) => p.Items || []);
const sum = (pages, m) => pages.reduce((s, p) => s + (p[m] || 0), 0);

/** Runs one generated query on both engines. Returns { status: 'pass'|'fail'|'divergence', ... }. */
async function runOne(q, d, k, tableDefs) {
  const req = q.request;
  const ctxBase = { op: 'Query', table: tableDefs.get(req.TableName), source: 'random' };
  const fail = (kind, why, extra = {}) => ({ status: 'fail', kind, why, sig: signature(kind, why, req), ...extra });
  const check = (kind, why, request, dres, kres) => {
    if (!why) return null;
    const ids = explain({ ...ctxBase, request, dynalite: dres, keyscape: kres });
    if (ids.length) return { status: 'divergence', ids, kind, why };
    return fail(kind, why, { request, dres, kres });
  };

  const d0 = await d.call('Query', req), k0 = await k.call('Query', req);
  const e = compareFirst(d0, k0);
  if (e !== undefined) return check('response', e, req, d0, k0) || { status: 'pass', error: isError(k0) };

  const ties = hasTies(q);
  const names = indexKeyNames(q.target);
  // A start key whose index key equals that of another item sits inside a run of equal index
  // keys, where the order is undefined: where it resumes is engine-specific, so only the
  // outcome (success/error) is comparable then.
  if (q.target.index && req.ExclusiveStartKey) {
    const esk = req.ExclusiveStartKey;
    const base = [q.shape.hash[0], q.shape.range && q.shape.range[0]].filter(Boolean);
    const rName = q.target.range && q.target.range[0];
    const sameIndexKey = q.partition.filter((it) => !rName || (esk[rName] && keyId(it[rName]) === keyId(esk[rName])));
    if (sameIndexKey.some((it) => base.some((n) => !esk[n] || keyId(it[n]) !== keyId(esk[n])))) return { status: 'pass', tieEsk: true };
  }
  const keysShown = (!req.ProjectionExpression && !req.AttributesToGet) || names.every((n) => (k0.Items || []).every((it) => n in it));
  const itemsMode = !ties ? 'ordered' : keysShown ? 'ties' : 'multiset';
  const opts = { ties, names, itemsMode, filtered: !!(req.FilterExpression || req.QueryFilter) };

  const w0 = comparePages(d0, k0, { ...opts, cut: !!d0.LastEvaluatedKey });
  const r0 = check('first page', w0, req, d0, k0);
  if (r0) return r0;

  // page both engines to the end (a hash-only table query can return at most one item)
  const hashOnlyTable = !q.shape.range && !req.IndexName;
  const dp = hashOnlyTable ? [d0] : await pageAll(d, req, d0);
  const kp = hashOnlyTable ? [k0] : await pageAll(k, req, k0);
  for (let i = 1; i < Math.max(dp.length, kp.length); i++) {
    const dd = dp[i], kk = kp[i];
    const preq = { ...req, ExclusiveStartKey: (kp[i - 1] || dp[i - 1]).LastEvaluatedKey };
    if (!dd || !kk) return fail('paging', `page count ${dp.length} vs ${kp.length}`, { request: preq, dres: dd, kres: kk });
    const pe = compareFirst(dd, kk);
    if (pe !== undefined) {
      const r = check(`page ${i + 1}`, pe, preq, dd, kk);
      if (r) return r;
      break;
    }
    // a later page starts wherever the previous one cut: inside a run of ties the engines may differ
    const r = check(`page ${i + 1}`, comparePages(dd, kk, { ...opts, cut: true }), preq, dd, kk);
    if (r) return r;
  }
  if (kp.some(isError) || dp.some(isError)) return { status: 'pass' };
  const totals = (pages) => ({ Items: concatItems(pages), Count: sum(pages, 'Count'), ScannedCount: sum(pages, 'ScannedCount') });
  const dt = totals(dp), kt = totals(kp);
  if (dt.Count !== kt.Count || dt.ScannedCount !== kt.ScannedCount) {
    const r = check('paged totals', `Count ${dt.Count}/${kt.Count}, ScannedCount ${dt.ScannedCount}/${kt.ScannedCount}`, req, dt, kt);
    if (r) return r;
  }
  if ('Items' in k0) {
    const why = compareItems(dt.Items, kt.Items, itemsMode, names);
    const r = check('paged items', why && `concatenated pages: ${why}`, req, dt, kt);
    if (r) return r;
  }

  // the unpaged answer, and keyscape's pages must add up to it
  let ku = k0;
  if (req.Limit !== undefined) {
    const ureq = { ...req };
    delete ureq.Limit;
    const du = await d.call('Query', ureq);
    ku = await k.call('Query', ureq);
    const ue = compareFirst(du, ku);
    if (ue !== undefined) return check('unpaged', ue, ureq, du, ku) || { status: 'pass' };
    const r = check('unpaged', comparePages(du, ku, { ...opts, cut: !!du.LastEvaluatedKey }), ureq, du, ku);
    if (r) return r;
  }
  if (!ku.LastEvaluatedKey && !hashOnlyTable) {
    if (ku.Count !== kt.Count || ku.ScannedCount !== kt.ScannedCount)
      return fail('keyscape paging', `pages add up to Count ${kt.Count}/ScannedCount ${kt.ScannedCount}, unpaged says ${ku.Count}/${ku.ScannedCount}`, { request: req, kres: ku });
    if ('Items' in ku) {
      const why = compareItems(kt.Items, ku.Items, 'ordered');
      if (why) return fail('keyscape paging', `concatenated pages differ from the unpaged result: ${why}`, { request: req, kres: ku });
    }
  }
  return { status: 'pass', pages: kp.length };
}

/** Debug helper: loads the data of `seed`, runs query `i` once on both engines, returns both. */
export async function replay(seed, i, overrides = {}) {
  const d = new DynaliteStore();
  const k = await KeyscapeStore.create();
  const data = await loadData(seed, d, k, new Map());
  const q = genQuery(seed, i, data);
  const request = { ...q.request, ...overrides };
  const out = { request, dynalite: await d.call('Query', request), keyscape: await k.call('Query', request) };
  k.close();
  await d.close();
  return out;
}

async function loadData(seed, d, k, tableDefs) {
  const dataRng = new Rng(seed);
  const data = new Map();
  let setupFailures = 0;
  for (const shape of SHAPES) {
    const ct = createTableRequest(shape);
    tableDefs.set(shape.name, ct);
    await d.createTable(ct);
    await k.createTable(ct);
    const ds = genData(dataRng, shape);
    data.set(shape.name, ds);
    for (const item of ds.puts) {
      const req = { TableName: shape.name, Item: item };
      const dr = await d.call('PutItem', req), kr = await k.call('PutItem', req);
      if (isError(dr) || isError(kr)) {
        setupFailures++;
        if (setupFailures <= 3) console.log(`  setup PutItem differs: ${short(req, 300)}\n    dynalite ${short(dr)}\n    keyscape ${short(kr)}`);
      }
    }
  }
  data.setupFailures = setupFailures;
  return data;
}

export async function runDifferential({ seed, queries, scans = 0, verbose = false, show = 12, only = null, onlyScan = null }) {
  const t0 = Date.now();
  if (onlyScan !== null) queries = 0;
  if (only !== null) scans = 0;
  if (only === null && queries === 0) console.log(`random: seed ${seed}, no queries`);
  else console.log(`random: seed ${seed}, ${only !== null ? `query #${only} only` : `${queries} queries`} ` +
    `(replay: --seed ${seed} ${only !== null ? `--only ${only}` : `--queries ${queries}`})`);
  const d = new DynaliteStore();
  const k = await KeyscapeStore.create();
  const tableDefs = new Map();
  const data = await loadData(seed, d, k, tableDefs);
  const setupFailures = data.setupFailures;
  const res = { passed: 0, failed: 0, diverged: 0, errors: 0, pages: 0, legacy: 0, hits: new Map(), sigs: new Map(), notes: new Map() };
  const range = only !== null ? [only] : Array.from({ length: queries }, (_, i) => i);
  for (const i of range) {
    const q = genQuery(seed, i, data);
    let r;
    try {
      r = await runOne(q, d, k, tableDefs);
    } catch (e) {
      r = { status: 'fail', kind: 'harness', why: String(e && e.stack || e), sig: 'harness: ' + String(e).slice(0, 100), request: q.request };
    }
    if (q.note) res.notes.set(q.note, (res.notes.get(q.note) || 0) + 1);
    if (q.legacy) res.legacy++;
    tally(res, r, i, verbose, '#');
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (range.length) console.log(`random: ${range.length} queries in ${secs} s: ${res.passed} passed (${res.diverged} via allow-listed divergences), ` +
    `${res.failed} failed; ${res.errors} agreed error responses, ${res.pages} keyscape pages; ${setupFailures} setup puts differed`);
  if (range.length) console.log(`  ${res.legacy} queries in the legacy form (KeyConditions, QueryFilter, AttributesToGet); injected error kinds: ${[...res.notes].map(([n, c]) => `${n} ${c}`).join(', ') || 'none'}`);
  const sigs = [...res.sigs].sort((a, b) => b[1].count - a[1].count);
  if (sigs.length) console.log(`  ${sigs.length} distinct mismatch kinds (first example of each, most frequent first):`);
  for (const [sig, { count, example: ex }] of sigs.slice(0, show)) {
    console.log(`  FAIL ×${count} ${sig}`);
    console.log(`      query #${ex.i} (--seed ${seed} --only ${ex.i}): ${short(ex.request, 700)}`);
    console.log(`      ${ex.why.split('\n').join('\n      ')}`);
    if (ex.dres !== undefined) console.log(`      dynalite: ${short(ex.dres, 500)}`);
    if (ex.kres !== undefined) console.log(`      keyscape: ${short(ex.kres, 500)}`);
  }
  if (sigs.length > show) console.log(`  … ${sigs.length - show} more kinds (--show N)`);
  if (setupFailures) res.failed += setupFailures;
  if (scans > 0 || onlyScan !== null) {
    const { runScans } = await import('./scan.mjs');
    const sr = await runScans({ seed, scans, only: onlyScan, d, k, tableDefs, verbose, show });
    res.passed += sr.passed; res.failed += sr.failed; res.diverged += sr.diverged;
    for (const [id, n] of sr.hits) res.hits.set(id, (res.hits.get(id) || 0) + n);
  }
  k.close();
  await d.close();
  return res;
}

// Shared with the Scan differential (lib/scan.mjs).
export { targets, genKey, genFilter, genProjection, Builder, INDEX_ATTR_TYPES, X_S, X_N, Z_B, LEGACY_FILTER_OPS, compareFirst, signature, loadData };
