// F2: projections and Select on tables and secondary indexes. Reference §3.4, §3.7.
import { S, N, L, M, rangeTable, put, ok, q } from './fixtures.mjs';

const p1 = { a: S('p'), b: S('1'), c: S('c1'), d: S('d1'), e: S('e1'), f: S('f1'),
  m: M({ x: S('mx'), y: N('2') }), l: L(S('l0'), S('l1'), S('l2')) };
const p2 = { a: S('p'), b: S('2'), c: S('c2'), e: S('e2') };          // no d: absent from index2/index4
const p3 = { a: S('p'), b: S('3'), d: S('d0'), f: S('f3') };          // no c: absent from index1/3/4
const page = (...items) => ok({ Items: items, Count: items.length, ScannedCount: items.length });
const P = { ':a': S('p') };
const pick = (item, ...names) => Object.fromEntries(names.filter((n) => n in item).map((n) => [n, item[n]]));

export default {
  group: 'F2 projection / Select attributes',
  tables: [rangeTable],
  setup: [put('rangeTable', p1), put('rangeTable', p2), put('rangeTable', p3)],
  cases: [
    { id: 'F2-projection', desc: 'ProjectionExpression returns only the named attributes', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: 'e, f' }),
      expect: page(pick(p1, 'e', 'f'), pick(p2, 'e', 'f'), pick(p3, 'e', 'f')) },
    { id: 'F2-projection-keys', desc: 'projection of key attributes', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: 'b' }),
      expect: page({ b: S('1') }, { b: S('2') }, { b: S('3') }) },
    { id: 'F2-projection-missing', desc: 'items missing every projected attribute come back as {} and are counted', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: 'zz' }), expect: page({}, {}, {}) },
    { id: 'F2-projection-nested', desc: 'nested paths: map member and list element (out-of-range index ignored)', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: 'm.x, l[1], l[5]' }),
      expect: page({ m: M({ x: S('mx') }), l: L(S('l1')) }, {}, {}) },
    { id: 'F2-projection-names', desc: 'projection through #name placeholders', ref: '§2.2 §3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: '#m.#y, #e', ExpressionAttributeNames: { '#m': 'm', '#y': 'y', '#e': 'e' } }),
      expect: page({ m: M({ y: N('2') }), e: S('e1') }, { e: S('e2') }, {}) },
    { id: 'F2-projection-select-specific', desc: 'Select SPECIFIC_ATTRIBUTES with ProjectionExpression', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { ProjectionExpression: 'c', Select: 'SPECIFIC_ATTRIBUTES' }),
      expect: page({ c: S('c1') }, { c: S('c2') }, {}) },
    { id: 'F2-attributes-to-get', desc: 'legacy AttributesToGet', ref: '§3.4',
      request: { TableName: 'rangeTable', KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [S('p')] } }, AttributesToGet: ['e', 'b'] },
      expect: page(pick(p1, 'b', 'e'), pick(p2, 'b', 'e'), pick(p3, 'b', 'e')) },
    { id: 'F2-lsi-default', desc: 'LSI INCLUDE: default Select returns keys + projected attributes; sparse index', ref: '§3.4 §3.7',
      request: q('rangeTable', 'a = :a', P, { IndexName: 'index2' }),
      expect: page(pick(p3, 'a', 'b', 'd', 'c'), pick(p1, 'a', 'b', 'd', 'c')) },
    { id: 'F2-lsi-all-projected', desc: 'LSI INCLUDE with Select ALL_PROJECTED_ATTRIBUTES', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { IndexName: 'index2', Select: 'ALL_PROJECTED_ATTRIBUTES' }),
      expect: page(pick(p3, 'a', 'b', 'd', 'c'), pick(p1, 'a', 'b', 'd', 'c')) },
    { id: 'F2-lsi-all-attributes', desc: 'LSI INCLUDE with Select ALL_ATTRIBUTES fetches whole items from the table', ref: '§3.4 §3.7',
      request: q('rangeTable', 'a = :a', P, { IndexName: 'index2', Select: 'ALL_ATTRIBUTES' }), expect: page(p3, p1) },
    { id: 'F2-lsi-projection-fetch', divergence: 'lsi-projection-fetch', desc: 'LSI: projecting an attribute that is not in the index fetches it', ref: '§3.4',
      request: q('rangeTable', 'a = :a', P, { IndexName: 'index2', ProjectionExpression: 'f, c' }),
      expect: page({ f: S('f3') }, { f: S('f1'), c: S('c1') }) },
    { id: 'F2-lsi-all', desc: 'LSI ALL projection returns whole items, sparse', ref: '§3.7',
      request: q('rangeTable', 'a = :a', P, { IndexName: 'index1' }), expect: page(p1, p2) },
    { id: 'F2-gsi-include-default', desc: 'GSI INCLUDE: keys of index and table + included attributes', ref: '§3.4',
      request: q('rangeTable', 'c = :c', { ':c': S('c1') }, { IndexName: 'index4' }),
      expect: page(pick(p1, 'a', 'b', 'c', 'd', 'e')) },
    { id: 'F2-gsi-sparse', desc: 'GSI: an item without the index range key is not in the index', ref: '§3.7',
      request: q('rangeTable', 'c = :c', { ':c': S('c2') }, { IndexName: 'index4' }), expect: page() },
    { id: 'F2-gsi-all', desc: 'GSI ALL projection', ref: '§3.7',
      request: q('rangeTable', 'c = :c', { ':c': S('c2') }, { IndexName: 'index3' }), expect: page(p2) },
    { id: 'F2-gsi-all-attributes-on-all', desc: 'Select ALL_ATTRIBUTES on an ALL GSI is allowed', ref: '§3.4',
      request: q('rangeTable', 'c = :c', { ':c': S('c1') }, { IndexName: 'index3', Select: 'ALL_ATTRIBUTES' }), expect: page(p1) },
  ],
};
