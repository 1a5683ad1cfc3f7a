// V3: AttributeValue validity in QueryFilter and AttributesToGet; filters may not use keys
// (legacy form). Reference §1.3 (number messages), §2.3 "Generic AttributeValue errors",
// rows 43; [DT] evidence.
import { S, N, allTables, verr } from './fixtures.mjs';

const kc = (op, ...v) => ({ ComparisonOperator: op, AttributeValueList: v });
const qf = (filter, extra = {}) => ({ TableName: 'rangeTable', KeyConditions: { a: kc('EQ', S('x')) }, QueryFilter: filter, ...extra });
const INVALID = 'One or more parameter values were invalid: ';

export default {
  group: 'V3 AttributeValue / QueryFilter validation',
  tables: allTables,
  cases: [
    { id: 'V3-empty-av', desc: 'empty AttributeValue', ref: '§2.3 generic',
      request: qf({ e: kc('EQ', {}) }), expect: verr('Supplied AttributeValue is empty, must contain exactly one of the supported datatypes') },
    { id: 'V3-empty-set', desc: 'empty string set (double space in the original)', ref: '§2.3 generic',
      request: qf({ e: kc('EQ', { SS: [] }) }), expect: verr(INVALID + 'An string set  may not be empty') },
    { id: 'V3-duplicate-set', desc: 'duplicates in a string set', ref: '§2.3 [DT]',
      request: qf({ e: kc('EQ', { SS: ['a', 'a'] }) }), expect: verr(INVALID + 'Input collection [a, a] contains duplicates.') },
    { id: 'V3-empty-number', desc: 'empty number', ref: '§1.3',
      request: qf({ e: kc('EQ', N('')) }), expect: verr('The parameter cannot be converted to a numeric value') },
    { id: 'V3-bad-number', desc: 'not a number', ref: '§1.3',
      request: qf({ e: kc('EQ', N('b')) }), expect: verr('The parameter cannot be converted to a numeric value: b') },
    { id: 'V3-number-overflow', desc: 'number overflow', ref: '§1.3',
      request: qf({ e: kc('EQ', N('1e126')) }), expect: verr('Number overflow. Attempting to store a number with magnitude larger than supported range') },
    { id: 'V3-number-underflow', desc: 'number underflow', ref: '§1.3',
      request: qf({ e: kc('EQ', N('1e-131')) }), expect: verr('Number underflow. Attempting to store a number with magnitude smaller than supported range') },
    { id: 'V3-number-precision', desc: '39 significant digits', ref: '§1.3',
      request: qf({ e: kc('EQ', N('1.00000000000000000000000000000000000001')) }), expect: verr('Attempting to store more than 38 significant digits in a Number') },
    { id: 'V3-multiple-types', desc: 'AttributeValue with two types', ref: '§2.3 generic',
      request: qf({ e: kc('EQ', { S: 'a', N: '1' }) }), expect: verr('Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes') },
    { id: 'V3-eq-no-args', desc: 'EQ without arguments', ref: '§2.4',
      request: qf({ e: kc('EQ') }), expect: verr(INVALID + 'Invalid number of argument(s) for the EQ ComparisonOperator') },
    { id: 'V3-null-with-arg', desc: 'NULL with an argument', ref: '§2.4',
      request: qf({ e: kc('NULL', S('a')) }), expect: verr(INVALID + 'Invalid number of argument(s) for the NULL ComparisonOperator') },
    { id: 'V3-between-one-arg', desc: 'BETWEEN with one argument', ref: '§2.4',
      request: qf({ e: kc('BETWEEN', S('a')) }), expect: verr(INVALID + 'Invalid number of argument(s) for the BETWEEN ComparisonOperator') },
    { id: 'V3-in-no-args', desc: 'IN without arguments', ref: '§2.4',
      request: qf({ e: kc('IN') }), expect: verr(INVALID + 'Invalid number of argument(s) for the IN ComparisonOperator') },
    { id: 'V3-in-mixed-types', desc: 'IN with values of different types', ref: '§2.4 [DT]',
      request: qf({ e: kc('IN', S('a'), N('1')) }), expect: verr(INVALID + 'AttributeValues inside AttributeValueList must be of same type') },
    { id: 'V3-duplicate-attributes-to-get', desc: 'duplicate names in AttributesToGet', ref: '[DT] L413',
      request: { TableName: 'rangeTable', KeyConditions: { a: kc('EQ', S('x')) }, AttributesToGet: ['a', 'a'] },
      expect: verr(INVALID + 'Duplicate value in attribute name: a') },
    { id: 'V3-query-filter-hash', desc: 'QueryFilter on the hash key', ref: '§2.3 row 43',
      request: qf({ a: kc('EQ', S('x')) }), expect: verr('QueryFilter can only contain non-primary key attributes: Primary key attribute: a') },
    { id: 'V3-query-filter-range', desc: 'QueryFilter on the range key', ref: '§2.3 row 43',
      request: qf({ b: kc('EQ', S('x')) }), expect: verr('QueryFilter can only contain non-primary key attributes: Primary key attribute: b') },
    { id: 'V3-query-filter-gsi-range', desc: 'QueryFilter on the GSI range key', ref: '§2.3 row 43',
      request: { TableName: 'rangeTable', IndexName: 'index4', KeyConditions: { c: kc('EQ', S('x')) }, QueryFilter: { d: kc('EQ', S('x')) } },
      expect: verr('QueryFilter can only contain non-primary key attributes: Primary key attribute: d') },
    { id: 'V3-eav-bad-number', desc: 'bad number inside ExpressionAttributeValues', ref: '§1.3 [DL]',
      request: { TableName: 'rangeTable', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': S('x'), ':n': N('b') }, FilterExpression: 'e = :n' },
      expect: verr('ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: b for key :n') },
    { id: 'V3-eav-empty-av', desc: 'empty AttributeValue inside ExpressionAttributeValues', ref: '§2.3 generic [DL]',
      request: { TableName: 'rangeTable', KeyConditionExpression: 'a = :a', ExpressionAttributeValues: { ':a': {} } },
      expect: verr('ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes for key :a') },
  ],
};
