// F6: global secondary indexes — hash and hash+range GSIs, forward/reverse, ExclusiveStartKey,
// ties on equal GSI keys (no defined order: compared as multisets), sparse items.
// Reference §3.1, §3.3, §3.7.
import { S, rangeTable, put, ok, q } from './fixtures.mjs';
import { keyPart } from '../lib/compare.mjs';

const g1 = { a: S('1'), b: S('1'), c: S('g'), d: S('d3'), e: S('e1'), f: S('f1') };
const g2 = { a: S('2'), b: S('1'), c: S('g'), d: S('d1'), e: S('e2') };
const g3 = { a: S('3'), b: S('2'), c: S('g'), d: S('d2'), f: S('f3') };
const g4 = { a: S('3'), b: S('3'), c: S('g'), d: S('d4') };
const g5 = { a: S('4'), b: S('1'), c: S('h'), d: S('d1') };
const g6 = { a: S('5'), b: S('1'), c: S('g') };                               // no d: not in index4
const t1 = { a: S('6'), b: S('1'), c: S('t'), d: S('same'), e: S('x') };
const t2 = { a: S('7'), b: S('1'), c: S('t'), d: S('same'), e: S('y') };
const t3 = { a: S('6'), b: S('2'), c: S('t'), d: S('same'), e: S('x') };
const t4 = { a: S('8'), b: S('1'), c: S('t'), d: S('other'), e: S('x') };
const all = [g1, g2, g3, g4, g5, g6, t1, t2, t3, t4];

const proj4 = (i) => Object.fromEntries(['a', 'b', 'c', 'd', 'e'].filter((n) => n in i).map((n) => [n, i[n]]));
const lek4 = (i) => ({ a: i.a, b: i.b, c: i.c, d: i.d });
const page = (items, extra = {}) => ok({ Items: items, Count: items.length, ScannedCount: items.length, ...extra });
const G = { ':c': S('g') };

/** Pages an index query with Limit 1 to the end; returns every page. */
function pager(request) {
  return async (call) => {
    const pages = [];
    let esk;
    for (let i = 0; i < 50; i++) {
      const r = await call('Query', esk ? { ...request, ExclusiveStartKey: esk } : request);
      pages.push(r);
      if (r.__type || !r.LastEvaluatedKey) break;
      esk = r.LastEvaluatedKey;
    }
    return pages;
  };
}

/** Checks that paging returned exactly `want` (as a multiset) in non-decreasing index-key order. */
function pagedExactly(want, orderKey, forward = true) {
  return (pages) => {
    const bad = pages.find((p) => p.__type);
    if (bad) return `error while paging: ${bad.message}`;
    const items = pages.flatMap((p) => p.Items);
    const canon = (x) => JSON.stringify(Object.keys(x).sort().map((k) => [k, x[k]]));
    const got = items.map(canon).sort(), exp = want.map(canon).sort();
    if (JSON.stringify(got) !== JSON.stringify(exp)) return `paged items ${JSON.stringify(items)} differ from ${JSON.stringify(want)}`;
    for (let i = 1; i < items.length; i++) {
      const a = keyPart(items[i - 1], orderKey), b = keyPart(items[i], orderKey);
      if (orderKey && (forward ? a > b : a < b)) return `index order broken at ${i}: ${a} then ${b}`;
    }
    for (const p of pages.slice(0, -1)) {
      const k = Object.keys(p.LastEvaluatedKey || {}).sort().join(',');
      if (k !== (orderKey ? 'a,b,c,d' : 'a,b,c')) return `LastEvaluatedKey members ${k}`;
    }
    if (pages.length !== want.length + 1 && pages.length !== want.length) return `${pages.length} pages for ${want.length} items`;
    return null;
  };
}

export default {
  group: 'F6 GSI query / order / paging',
  tables: [rangeTable],
  setup: all.map((i) => put('rangeTable', i)),
  cases: [
    { id: 'F6-hash-gsi', desc: 'hash-only GSI: every item with c = g (ties, any order)', ref: '§3.7',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index3' }), ties: ['c'], expect: page([g1, g2, g3, g4, g6]) },
    { id: 'F6-hash-gsi-reverse', desc: 'hash-only GSI reversed', ref: '§3.1',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index3', ScanIndexForward: false }), ties: ['c'], expect: page([g1, g2, g3, g4, g6]) },
    { id: 'F6-range-gsi', desc: 'hash+range GSI in range order, INCLUDE projection, sparse', ref: '§3.1 §3.7',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index4' }), expect: page([g2, g3, g1, g4].map(proj4)) },
    { id: 'F6-range-gsi-reverse', desc: 'hash+range GSI reversed', ref: '§3.1',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index4', ScanIndexForward: false }), expect: page([g4, g1, g3, g2].map(proj4)) },
    { id: 'F6-range-gsi-limit', desc: 'GSI with a range condition and Limit: LEK = table key + index key', ref: '§3.3',
      request: q('rangeTable', 'c = :c AND d > :d', { ...G, ':d': S('d1') }, { IndexName: 'index4', Limit: 2 }),
      expect: page([g3, g1].map(proj4), { LastEvaluatedKey: lek4(g1) }) },
    { id: 'F6-range-gsi-esk', desc: 'GSI from an ExclusiveStartKey', ref: '§3.3',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index4', ExclusiveStartKey: lek4(g3) }), expect: page([g1, g4].map(proj4)) },
    { id: 'F6-range-gsi-esk-reverse', desc: 'GSI reversed from an ExclusiveStartKey', ref: '§3.3',
      request: q('rangeTable', 'c = :c AND d < :d', { ...G, ':d': S('d4') }, { IndexName: 'index4', ScanIndexForward: false, Limit: 1, ExclusiveStartKey: lek4(g1) }),
      expect: page([g3].map(proj4), { LastEvaluatedKey: lek4(g3) }) },
    { id: 'F6-hash-gsi-paging', desc: 'hash-only GSI paged with Limit 1: every item exactly once', ref: '§3.3',
      run: pager(q('rangeTable', 'c = :c', G, { IndexName: 'index3', Limit: 1 })), expect: { check: pagedExactly([g1, g2, g3, g4, g6], null) } },
    { id: 'F6-ties', desc: 'equal GSI keys: a run of ties compared as a multiset', ref: '§3.1 §3.7',
      request: q('rangeTable', 'c = :c', { ':c': S('t') }, { IndexName: 'index4' }), ties: ['c', 'd'], expect: page([t4, t1, t2, t3].map(proj4)) },
    { id: 'F6-ties-reverse', desc: 'equal GSI keys reversed', ref: '§3.1',
      request: q('rangeTable', 'c = :c', { ':c': S('t') }, { IndexName: 'index4', ScanIndexForward: false }), ties: ['c', 'd'], expect: page([t1, t2, t3, t4].map(proj4)) },
    { id: 'F6-ties-paging', desc: 'equal GSI keys paged with Limit 1: every item exactly once, in key order', ref: '§3.1 §3.3',
      run: pager(q('rangeTable', 'c = :c', { ':c': S('t') }, { IndexName: 'index4', Limit: 1 })), expect: { check: pagedExactly([t4, t1, t2, t3].map(proj4), 'd') } },
    { id: 'F6-ties-paging-reverse', desc: 'equal GSI keys paged in reverse', ref: '§3.1 §3.3',
      run: pager(q('rangeTable', 'c = :c', { ':c': S('t') }, { IndexName: 'index4', Limit: 1, ScanIndexForward: false })), expect: { check: pagedExactly([t4, t1, t2, t3].map(proj4), 'd', false) } },
    { id: 'F6-ties-filter', desc: 'filter on a GSI query over ties', ref: '§3.5',
      request: q('rangeTable', 'c = :c AND d = :d', { ':c': S('t'), ':d': S('same'), ':e': S('x') }, { IndexName: 'index4', FilterExpression: 'e = :e' }),
      ties: ['c', 'd'], expect: ok({ Items: [t1, t3].map(proj4), Count: 2, ScannedCount: 3 }) },
    { id: 'F6-gsi-count', desc: 'Select COUNT on a GSI', ref: '§3.2',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index3', Select: 'COUNT' }), expect: ok({ Count: 5, ScannedCount: 5 }) },
    { id: 'F6-gsi-projection', desc: 'ProjectionExpression of projected attributes on a GSI', ref: '§3.4',
      request: q('rangeTable', 'c = :c', G, { IndexName: 'index4', ProjectionExpression: 'e, a' }),
      expect: page([{ a: S('2'), e: S('e2') }, { a: S('3') }, { a: S('1'), e: S('e1') }, { a: S('3') }]) },
    { id: 'F6-gsi-other-partition', desc: 'GSI partitions are separate', ref: '§3.7',
      request: q('rangeTable', 'c = :c', { ':c': S('h') }, { IndexName: 'index4' }), expect: page([proj4(g5)]) },
  ],
};
