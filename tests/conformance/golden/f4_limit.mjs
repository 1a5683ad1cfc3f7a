// F4: Limit, LastEvaluatedKey, ExclusiveStartKey paging. Reference §3.2, §3.3.
import { S, rangeTable, put, ok, q } from './fixtures.mjs';

const item = (b, e) => ({ a: S('p'), b: S(b), e: S(e) });
const it1 = item('1', 'x'), it2 = item('2', 'y'), it3 = item('3', 'x'), it4 = item('4', 'y'), it5 = item('5', 'x');
const P = { ':a': S('p') };
const key = (i) => ({ a: i.a, b: i.b });

export default {
  group: 'F4 Limit / LastEvaluatedKey',
  tables: [rangeTable],
  setup: [it1, it2, it3, it4, it5].map((i) => put('rangeTable', i)),
  cases: [
    { id: 'F4-limit', desc: 'Limit 2: two items and a LastEvaluatedKey', ref: '§3.2',
      request: q('rangeTable', 'a = :a', P, { Limit: 2 }),
      expect: ok({ Items: [it1, it2], Count: 2, ScannedCount: 2, LastEvaluatedKey: key(it2) }) },
    { id: 'F4-limit-esk', desc: 'continue from the LastEvaluatedKey', ref: '§3.3',
      request: q('rangeTable', 'a = :a', P, { Limit: 2, ExclusiveStartKey: key(it2) }),
      expect: ok({ Items: [it3, it4], Count: 2, ScannedCount: 2, LastEvaluatedKey: key(it4) }) },
    { id: 'F4-limit-esk-last', desc: 'last page: fewer than Limit evaluated, no LastEvaluatedKey', ref: '§3.2',
      request: q('rangeTable', 'a = :a', P, { Limit: 2, ExclusiveStartKey: key(it4) }),
      expect: ok({ Items: [it5], Count: 1, ScannedCount: 1 }) },
    { id: 'F4-esk-nonexistent', desc: 'an ExclusiveStartKey need not exist', ref: '§3.3',
      request: q('rangeTable', 'a = :a', P, { ExclusiveStartKey: { a: S('p'), b: S('25') } }),
      expect: ok({ Items: [it3, it4, it5], Count: 3, ScannedCount: 3 }) },
    { id: 'F4-limit-filter', desc: 'Limit counts evaluated items: Count 1, ScannedCount 2, LEK at the 2nd', ref: '§3.2',
      request: q('rangeTable', 'a = :a', { ...P, ':e': S('y') }, { Limit: 2, FilterExpression: 'e = :e' }),
      expect: ok({ Items: [it2], Count: 1, ScannedCount: 2, LastEvaluatedKey: key(it2) }) },
    { id: 'F4-limit-filter-empty-page', desc: 'a page may have Count 0 and still a LastEvaluatedKey', ref: '§3.2',
      request: q('rangeTable', 'a = :a', { ...P, ':e': S('y') }, { Limit: 1, FilterExpression: 'e = :e' }),
      expect: ok({ Items: [], Count: 0, ScannedCount: 1, LastEvaluatedKey: key(it1) }) },
    { id: 'F4-count-lek', desc: 'LastEvaluatedKey even if only Count is selected', ref: '§3.2',
      request: q('rangeTable', 'a = :a', P, { Limit: 3, Select: 'COUNT' }),
      expect: ok({ Count: 3, ScannedCount: 3, LastEvaluatedKey: key(it3) }) },
    { id: 'F4-count-filter-lek', desc: 'LastEvaluatedKey with COUNT and a filter', ref: '§3.2',
      request: q('rangeTable', 'a = :a', { ...P, ':e': S('x') }, { Limit: 3, Select: 'COUNT', FilterExpression: 'e = :e' }),
      expect: ok({ Count: 2, ScannedCount: 3, LastEvaluatedKey: key(it3) }) },
    { id: 'F4-count-legacy-filter-lek', desc: 'LastEvaluatedKey with COUNT and a QueryFilter', ref: '§3.2',
      request: { TableName: 'rangeTable', KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [S('p')] } },
        QueryFilter: { e: { ComparisonOperator: 'EQ', AttributeValueList: [S('x')] } }, Limit: 3, Select: 'COUNT' },
      expect: ok({ Count: 2, ScannedCount: 3, LastEvaluatedKey: key(it3) }) },
    { id: 'F4-limit-equals-size', desc: 'Limit equal to the result size still returns a LastEvaluatedKey', ref: '§3.2 [DT; dynalite\'s test notes AWS may omit it when it knows the partition is exhausted]',
      request: q('rangeTable', 'a = :a', P, { Limit: 5 }),
      expect: ok({ Items: [it1, it2, it3, it4, it5], Count: 5, ScannedCount: 5, LastEvaluatedKey: key(it5) }) },
    { id: 'F4-limit-above-size', desc: 'Limit above the result size: no LastEvaluatedKey', ref: '§3.2',
      request: q('rangeTable', 'a = :a', P, { Limit: 6 }),
      expect: ok({ Items: [it1, it2, it3, it4, it5], Count: 5, ScannedCount: 5 }) },
    { id: 'F4-limit-range-condition', desc: 'Limit with a sort-key condition', ref: '§3.2',
      request: q('rangeTable', 'a = :a AND b > :b', { ...P, ':b': S('2') }, { Limit: 2 }),
      expect: ok({ Items: [it3, it4], Count: 2, ScannedCount: 2, LastEvaluatedKey: key(it4) }) },
    { id: 'F4-limit-projection-lek', desc: 'the LastEvaluatedKey is a full key even when the projection omits it', ref: '§3.3',
      request: q('rangeTable', 'a = :a', P, { Limit: 1, ProjectionExpression: 'e' }),
      expect: ok({ Items: [{ e: S('x') }], Count: 1, ScannedCount: 1, LastEvaluatedKey: key(it1) }) },
    { id: 'F4-lsi-lek', desc: 'an LSI page: LastEvaluatedKey = table key + index key', ref: '§3.3',
      before: [put('rangeTable', { a: S('q'), b: S('1'), c: S('z') }), put('rangeTable', { a: S('q'), b: S('2'), c: S('y') })],
      request: q('rangeTable', 'a = :a', { ':a': S('q') }, { IndexName: 'index1', Limit: 1 }),
      expect: ok({ Items: [{ a: S('q'), b: S('2'), c: S('y') }], Count: 1, ScannedCount: 1, LastEvaluatedKey: { a: S('q'), b: S('2'), c: S('y') } }) },
  ],
};
