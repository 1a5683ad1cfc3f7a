// V4: legacy KeyConditions structure. Reference §2.4; [DT] evidence.
import { S, N, allTables, verr } from './fixtures.mjs';

const kc = (op, ...v) => ({ ComparisonOperator: op, AttributeValueList: v });
const k = (conds) => ({ TableName: 'rangeTable', KeyConditions: conds });
const INVALID = 'One or more parameter values were invalid: ';
const A = kc('EQ', S('a'));

export default {
  group: 'V4 legacy KeyConditions',
  tables: allTables,
  cases: [
    { id: 'V4-empty-av', desc: 'empty AttributeValue', ref: '§2.3 generic',
      request: k({ a: kc('EQ', {}) }), expect: verr('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes') },
    { id: 'V4-bad-number', desc: 'bad number', ref: '§1.3',
      request: k({ a: kc('EQ', N('b')) }), expect: verr('The parameter cannot be converted to a numeric value: b') },
    { id: 'V4-multiple-types', desc: 'two types in one value', ref: '§2.3 generic',
      request: k({ a: kc('EQ', { S: 'a', N: '1' }) }), expect: verr('Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes') },
    { id: 'V4-eq-no-args', desc: 'EQ with no values', ref: '§2.4',
      request: k({ a: kc('EQ') }), expect: verr(INVALID + 'Invalid number of argument(s) for the EQ ComparisonOperator') },
    { id: 'V4-eq-two-args', desc: 'EQ with two values', ref: '§2.4',
      request: k({ a: kc('EQ', S('a'), S('b')) }), expect: verr(INVALID + 'Invalid number of argument(s) for the EQ ComparisonOperator') },
    { id: 'V4-empty', desc: 'KeyConditions: {}', ref: '§2.4',
      request: k({}), expect: verr('Conditions can be of length 1 or 2 only') },
    { id: 'V4-three', desc: 'three conditions', ref: '§2.3 row 5',
      request: k({ a: A, b: A, c: A }), expect: verr('Conditions can be of length 1 or 2 only') },
    { id: 'V4-operator-case', desc: 'ComparisonOperator is case-sensitive', ref: '§2.4',
      request: k({ a: kc('eq', S('a')) }),
      expect: verr("1 validation error detected: Value 'eq' at 'keyConditions.a.member.comparisonOperator' failed to satisfy constraint: Member must satisfy enum value set: [IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]") },
    { id: 'V4-contains', desc: 'CONTAINS on a key', ref: '§2.4',
      request: k({ a: A, b: kc('CONTAINS', S('a')) }), expect: verr('Attempted conditional constraint is not an indexable operation') },
    { id: 'V4-ne', desc: 'NE on a key', ref: '§2.4',
      request: k({ a: A, b: kc('NE', S('a')) }), expect: verr('Attempted conditional constraint is not an indexable operation') },
    { id: 'V4-null', desc: 'NULL on a key', ref: '§2.4',
      request: k({ a: A, b: kc('NULL') }), expect: verr('Attempted conditional constraint is not an indexable operation') },
    { id: 'V4-between-arity', desc: 'BETWEEN with one value', ref: '§2.4',
      request: k({ a: A, b: kc('BETWEEN', S('a')) }), expect: verr(INVALID + 'Invalid number of argument(s) for the BETWEEN ComparisonOperator') },
    { id: 'V4-between-three', desc: 'BETWEEN with three values', ref: '§2.4',
      request: k({ a: A, b: kc('BETWEEN', S('a'), S('b'), S('c')) }), expect: verr(INVALID + 'Invalid number of argument(s) for the BETWEEN ComparisonOperator') },
    { id: 'V4-begins-with-n', desc: 'BEGINS_WITH with an N value', ref: '§2.4',
      request: k({ a: A, b: kc('BEGINS_WITH', N('1')) }), expect: verr(INVALID + 'ComparisonOperator BEGINS_WITH is not valid for N AttributeValue type') },
    { id: 'V4-mixed-types', desc: 'BETWEEN values of different types', ref: '§2.4',
      request: k({ a: A, b: kc('BETWEEN', S('a'), N('1')) }), expect: verr(INVALID + 'AttributeValues inside AttributeValueList must be of same type') },
    { id: 'V4-between-order', desc: 'BETWEEN lower > upper', ref: '§2.3 row 20',
      request: k({ a: A, b: kc('BETWEEN', S('b'), S('a')) }), expect: verr('The BETWEEN condition was provided a range where the lower bound is greater than the upper bound') },
    { id: 'V4-hash-gt', desc: 'GT on the hash key', ref: '§2.3 row 3',
      request: k({ a: kc('GT', S('a')) }), expect: verr('Query key condition not supported') },
    { id: 'V4-missing-hash', desc: 'only the range key', ref: '§2.3 row 1',
      request: k({ b: A }), expect: verr('Query condition missed key schema element: a') },
    { id: 'V4-type-mismatch', desc: 'value type differs from the key type', ref: '§2.3 row 17',
      request: k({ a: A, b: kc('EQ', N('1')) }), expect: verr(INVALID + 'Condition parameter type does not match schema type') },
    { id: 'V4-hash-table-two', desc: 'hash table with two conditions', ref: '§2.3 row 4',
      request: { TableName: 'hashTable', KeyConditions: { a: A, b: A } }, expect: verr('Query key condition not supported') },
  ],
};
