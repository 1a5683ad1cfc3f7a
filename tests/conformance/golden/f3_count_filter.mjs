// F3 / F3b: Select COUNT, FilterExpression and QueryFilter (Count after, ScannedCount before
// filtering). Reference §3.2, §3.5.
import { S, N, L, M, SS, BOOL, NUL, rangeTable, put, ok, q, kc } from './fixtures.mjs';

const r1 = { a: S('r'), b: S('1'), e: S('apple'), n: N('10'), l: L(S('x'), N('1')), m: M({ k: S('v') }), s: SS('p', 'q'), t: BOOL(true) };
const r2 = { a: S('r'), b: S('2'), e: S('banana'), n: N('20'), z: NUL };
const r3 = { a: S('r'), b: S('3'), e: S('apricot'), n: N('30'), l: L(), t: BOOL(false) };
const r4 = { a: S('r'), b: S('4'), n: N('-5') };
const all = [r1, r2, r3, r4];
const filtered = (...items) => ok({ Items: items, Count: items.length, ScannedCount: all.length });
const R = { ':a': S('r') };
const f = (expr, values = {}, extra = {}) => q('rangeTable', 'a = :a', { ...R, ...values }, { FilterExpression: expr, ...extra });

export default {
  group: 'F3 Select COUNT / filters',
  tables: [rangeTable],
  setup: all.map((i) => put('rangeTable', i)),
  cases: [
    { id: 'F3-count', desc: 'Select COUNT: Count and ScannedCount, no Items', ref: '§3.2',
      request: q('rangeTable', 'a = :a', R, { Select: 'COUNT' }), expect: ok({ Count: 4, ScannedCount: 4 }) },
    { id: 'F3-count-filter', desc: 'Select COUNT with a filter', ref: '§3.2',
      request: f('n > :n', { ':n': N('15') }, { Select: 'COUNT' }), expect: ok({ Count: 2, ScannedCount: 4 }) },
    { id: 'F3-filter-eq', desc: 'FilterExpression =', ref: '§3.5',
      request: f('e = :e', { ':e': S('banana') }), expect: filtered(r2) },
    { id: 'F3-filter-numeric', desc: 'numeric comparison in a filter', ref: '§3.5',
      request: f('n < :n', { ':n': N('1e1') }), expect: filtered(r4) },
    { id: 'F3-filter-begins-with', desc: 'begins_with in a filter', ref: '§3.5',
      request: f('begins_with(e, :p)', { ':p': S('ap') }), expect: filtered(r1, r3) },
    { id: 'F3-filter-exists', desc: 'attribute_exists / attribute_not_exists', ref: '§3.5',
      request: f('attribute_exists(l) AND attribute_not_exists(m)'), expect: filtered(r3) },
    { id: 'F3-filter-or-not', desc: 'OR and NOT', ref: '§3.5',
      request: f('NOT (n > :n) OR e = :e', { ':n': N('10'), ':e': S('apricot') }), expect: filtered(r1, r3, r4) },
    { id: 'F3-filter-in', desc: 'IN', ref: '§3.5',
      request: f('n IN (:x, :y)', { ':x': N('20'), ':y': N('-5') }), expect: filtered(r2, r4) },
    { id: 'F3-filter-between', desc: 'BETWEEN in a filter', ref: '§3.5',
      request: f('n BETWEEN :x AND :y', { ':x': N('10'), ':y': N('20') }), expect: filtered(r1, r2) },
    { id: 'F3-filter-contains', desc: 'contains on a string, a set and a list', ref: '§3.5',
      request: f('contains(e, :s) OR contains(s, :q) OR contains(l, :one)', { ':s': S('nan'), ':q': S('q'), ':one': N('1') }), expect: filtered(r1, r2) },
    { id: 'F3-filter-size', desc: 'size()', ref: '§3.5',
      request: f('size(l) = :z', { ':z': N('0') }), expect: filtered(r3) },
    { id: 'F3-filter-type', desc: 'attribute_type', ref: '§3.5',
      request: f('attribute_type(z, :t)', { ':t': S('NULL') }), expect: filtered(r2) },
    { id: 'F3-filter-nested', desc: 'nested path in a filter', ref: '§3.5',
      request: f('m.k = :v', { ':v': S('v') }), expect: filtered(r1) },
    { id: 'F3-filter-bool', desc: 'BOOL comparison', ref: '§3.5',
      request: f('t = :t', { ':t': BOOL(false) }), expect: filtered(r3) },
    { id: 'F3-filter-none', desc: 'a filter that matches nothing', ref: '§3.2',
      request: f('e = :e', { ':e': S('cherry') }), expect: filtered() },
    { id: 'F3-filter-names', desc: 'filter through #names', ref: '§2.2',
      request: f('#n >= :n', { ':n': N('20') }, { ExpressionAttributeNames: { '#n': 'n' } }), expect: filtered(r2, r3) },
    { id: 'F3-filter-projection', desc: 'filter on an attribute that is not projected', ref: '§3.5',
      request: f('n > :n', { ':n': N('15') }, { ProjectionExpression: 'b' }), expect: filtered({ b: S('2') }, { b: S('3') }) },
    { id: 'F3-query-filter', desc: 'legacy QueryFilter', ref: '§3.5',
      request: { TableName: 'rangeTable', KeyConditions: { a: kc('EQ', S('r')) }, QueryFilter: { n: kc('GT', N('15')) } },
      expect: filtered(r2, r3) },
    { id: 'F3-query-filter-or', divergence: 'legacy-filter-or', desc: 'legacy QueryFilter with ConditionalOperator OR', ref: '§3.5',
      request: { TableName: 'rangeTable', KeyConditions: { a: kc('EQ', S('r')) }, ConditionalOperator: 'OR',
        QueryFilter: { e: kc('BEGINS_WITH', S('ban')), n: kc('LT', N('0')) } },
      expect: filtered(r2, r4) },
    { id: 'F3-query-filter-null', desc: 'legacy QueryFilter NULL / NOT_NULL', ref: '§3.5',
      request: { TableName: 'rangeTable', KeyConditions: { a: kc('EQ', S('r')) }, QueryFilter: { e: kc('NULL'), n: kc('NOT_NULL') } },
      expect: filtered(r4) },
  ],
};
