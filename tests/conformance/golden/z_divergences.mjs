// Golden cases for the allow-listed dynalite divergences that no other group covers: DynamoDB's
// behaviour asserted where dynalite 4.0.0 differs (divergences.mjs; reference §4.4).
import { S, N, B, hashTable, rangeTable, rangeNTable, rangeBTable, put, ok, verr, q } from './fixtures.mjs';

const u = (b, e) => ({ a: S('u'), b: S(b), e: S(e) });
const u1 = u('\uffff', '\uffff'), u2 = u('\u{10000}', '\u{10000}'), u3 = u('\u{1F603}', 'z');
const bin = (b, ...bytes) => ({ a: S('bin'), b: S(b), x: B(...bytes) });
const bk = (...bytes) => ({ a: S('bk'), b: B(...bytes) });
const t1 = { a: S('t'), b: S('1'), f: { BOOL: false } }, t2 = { a: S('t'), b: S('2'), f: { BOOL: true } }, t3 = { a: S('t'), b: S('3'), f: S('false') };
const b1 = bin('1', 0xc3, 0xa9), b2 = bin('2', 0xff), b3 = bin('3', 0x41, 0x42);
const cap = [];
for (let i = 1; i <= 4; i++) cap.push({ a: S('cap'), b: S('0' + i), p: S('x'.repeat(2093)) });   // 2101 bytes each
const page = (items) => ok({ Items: items, Count: items.length, ScannedCount: items.length });
const filtered = (items, scanned) => ok({ Items: items, Count: items.length, ScannedCount: scanned });

export default {
  group: 'Z allow-listed divergences (DynamoDB behaviour)',
  tables: [hashTable, rangeTable, rangeNTable, rangeBTable],
  setup: [put('rangeNTable', { a: S('n'), b: N('3') }), put('hashTable', { a: S('x') }),
    put('rangeBTable', bk(0x80)), put('rangeBTable', bk(0x80, 0x01)), put('rangeBTable', bk(0xfe)), put('rangeBTable', bk(0xfe, 0x01)),
    u3, u1, u2, b1, b2, b3, t1, t2, t3, ...cap].map((x) => (Array.isArray(x) ? x : put('rangeTable', x))),
  cases: [
    { id: 'Z-plus-sign-query', divergence: 'number-plus-sign', desc: 'N "+3" is accepted and equals 3', ref: '§1.3',
      request: q('rangeNTable', 'a = :a AND b = :b', { ':a': S('n'), ':b': N('+3') }), expect: page([{ a: S('n'), b: N('3') }]) },
    { id: 'Z-plus-sign-put', divergence: 'number-plus-sign', desc: 'PutItem with N "+3"', ref: '§1.3', op: 'PutItem',
      request: { TableName: 'rangeNTable', Item: { a: S('p'), b: N('+3'), n: N('+0.5') } }, expect: ok({}) },
    { id: 'Z-zero-e126', divergence: 'number-zero-exponent', desc: '0e126 is rejected as overflow', ref: '§1.3', op: 'PutItem',
      request: { TableName: 'rangeNTable', Item: { a: S('z'), b: N('1'), n: N('0e126') } },
      expect: verr('Number overflow. Attempting to store a number with magnitude larger than supported range') },
    { id: 'Z-zero-e-131', divergence: 'number-zero-exponent', desc: '0e-131 is rejected as underflow', ref: '§1.3', op: 'PutItem',
      request: { TableName: 'rangeNTable', Item: { a: S('z'), b: N('1'), n: N('0e-131') } },
      expect: verr('Number underflow. Attempting to store a number with magnitude smaller than supported range') },
    { id: 'Z-zero-point-zero-e126', desc: '0.0e126 is accepted', ref: '§1.3', op: 'PutItem',
      request: { TableName: 'rangeNTable', Item: { a: S('z'), b: N('2'), n: N('0.0e126') } }, expect: ok({}) },
    { id: 'Z-utf8-hash-key-length', divergence: 'utf16-sizes', desc: '513 × U+1F603 = 2052 UTF-8 bytes: too long for a partition key', ref: '§1.4', op: 'PutItem',
      request: { TableName: 'hashTable', Item: { a: S('\u{1F603}'.repeat(513)) } },
      expect: verr('One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes') },
    { id: 'Z-utf8-range-key-length', divergence: 'utf16-sizes', desc: '342 × "€" = 1026 UTF-8 bytes: too long for a sort key', ref: '§1.4', op: 'PutItem',
      request: { TableName: 'rangeTable', Item: { a: S('k'), b: S('\u20ac'.repeat(342)) } },
      expect: verr('One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes') },
    { id: 'Z-utf8-item-size', divergence: 'utf16-sizes', desc: '140000 × "€" = 420000 UTF-8 bytes: over 400 KB', ref: '§1.5', op: 'PutItem',
      request: { TableName: 'hashTable', Item: { a: S('big'), p: S('\u20ac'.repeat(140000)) } },
      expect: verr('Item size has exceeded the maximum allowed size') },
    { id: 'Z-empty-query-capacity', divergence: 'empty-query-capacity', desc: 'an empty Query still costs 0.5 RCU', ref: '§3.6',
      request: q('rangeTable', 'a = :a', { ':a': S('nothing') }, { ReturnConsumedCapacity: 'TOTAL' }),
      expect: ok({ Items: [], Count: 0, ScannedCount: 0, ConsumedCapacity: { TableName: 'rangeTable', CapacityUnits: 0.5 } }) },
    { id: 'Z-empty-query-capacity-consistent', divergence: 'empty-query-capacity', desc: 'an empty strongly consistent Query costs 1 RCU', ref: '§3.6',
      request: q('rangeTable', 'a = :a', { ':a': S('nothing') }, { ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true }),
      expect: ok({ Items: [], Count: 0, ScannedCount: 0, ConsumedCapacity: { TableName: 'rangeTable', CapacityUnits: 1 } }) },
    { id: 'Z-capacity-rounded-per-query', desc: '4 × 2101 bytes = 8404 → 3 × 4 KB, strongly consistent', ref: '§3.6',
      request: q('rangeTable', 'a = :a', { ':a': S('cap') }, { ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true, Select: 'COUNT' }),
      expect: ok({ Count: 4, ScannedCount: 4, ConsumedCapacity: { TableName: 'rangeTable', CapacityUnits: 3 } }) },
    { id: 'Z-capacity-eventual-indexes', desc: 'eventually consistent, INDEXES detail for a table query', ref: '§3.6',
      request: q('rangeTable', 'a = :a', { ':a': S('cap') }, { ReturnConsumedCapacity: 'INDEXES', Select: 'COUNT' }),
      expect: ok({ Count: 4, ScannedCount: 4, ConsumedCapacity: { TableName: 'rangeTable', CapacityUnits: 1.5, Table: { CapacityUnits: 1.5 } } }) },
    { id: 'Z-esk-hash-only', divergence: 'esk-hash-only', desc: 'ExclusiveStartKey on a hash-only table', ref: '§2.3 row 53',
      request: q('hashTable', 'a = :a', { ':a': S('x') }, { ExclusiveStartKey: { a: S('x') } }),
      expect: verr('The provided exclusive start key is invalid: ExclusiveStartKey: {a=AttributeValue: {S:x}}') },
    { id: 'Z-esk-utf8-predicate', divergence: 'esk-utf16-compare', desc: 'start key U+10000 satisfies sk > U+FFFF', ref: '§1.1',
      request: q('rangeTable', 'a = :a AND b > :b', { ':a': S('u'), ':b': S('\uffff') }, { ExclusiveStartKey: { a: S('u'), b: S('\u{10000}') } }),
      expect: page([u3]) },
    { id: 'Z-filter-utf8-gt', divergence: 'filter-utf16-compare', desc: 'filter e > U+FFFF keeps U+10000', ref: '§1.1',
      request: q('rangeTable', 'a = :a', { ':a': S('u'), ':v': S('\uffff') }, { FilterExpression: 'e > :v' }), expect: filtered([u2], 3) },
    { id: 'Z-filter-utf8-between', divergence: 'filter-utf16-compare', desc: 'filter e BETWEEN "z" AND U+10000 includes U+FFFF', ref: '§1.1',
      request: q('rangeTable', 'a = :a', { ':a': S('u'), ':l': S('z'), ':h': S('\u{10000}') }, { FilterExpression: 'e BETWEEN :l AND :h' }), expect: filtered([u1, u2, u3], 3) },
    { id: 'Z-between-utf8-key', divergence: 'between-utf16-order', desc: 'KCE BETWEEN U+FFFF AND U+10000 is in order (UTF-8)', ref: '§1.1 §2.3 row 14',
      request: q('rangeTable', 'a = :a AND b BETWEEN :l AND :h', { ':a': S('u'), ':l': S('\uffff'), ':h': S('\u{10000}') }), expect: page([u1, u2]) },
    { id: 'Z-between-utf8-filter', divergence: 'between-utf16-order', desc: 'filter BETWEEN U+10000 AND U+FFFF is out of order (UTF-8)', ref: '§1.1 §2.3 row 14',
      request: q('rangeTable', 'a = :a', { ':a': S('u'), ':l': S('\u{10000}'), ':h': S('\uffff') }, { FilterExpression: 'e BETWEEN :l AND :h' }),
      expect: verr('Invalid FilterExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:\u{10000}}, upper bound operand: AttributeValue: {S:\uffff}') },
    { id: 'Z-between-utf8-legacy-filter', divergence: 'between-utf16-order', desc: 'QueryFilter BETWEEN U+FFFF AND U+10000 is in order (UTF-8)', ref: '§1.1 §2.4',
      request: { TableName: 'rangeTable', KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [S('u')] } },
        QueryFilter: { e: { ComparisonOperator: 'BETWEEN', AttributeValueList: [S('\uffff'), S('\u{10000}')] } } },
      expect: filtered([u1, u2], 3) },
    { id: 'Z-filter-binary-begins-with', divergence: 'binary-as-utf8', desc: 'begins_with on B compares bytes: C3 A9 begins with C3', ref: '§1.2',
      request: q('rangeTable', 'a = :a', { ':a': S('bin'), ':p': B(0xc3) }, { FilterExpression: 'begins_with(x, :p)' }), expect: filtered([b1], 3) },
    { id: 'Z-filter-binary-contains', divergence: 'binary-as-utf8', desc: 'contains on B compares bytes: FF does not contain FE', ref: '§1.2',
      request: q('rangeTable', 'a = :a', { ':a': S('bin'), ':p': B(0xfe) }, { FilterExpression: 'contains(x, :p)' }), expect: filtered([], 3) },
    { id: 'Z-esk-binary-begins-with', divergence: 'binary-as-utf8', desc: 'start key FE does not satisfy begins_with(b, 80)', ref: '§1.2 §2.3 row 51',
      request: q('rangeBTable', 'a = :a AND begins_with(b, :p)', { ':a': S('bk'), ':p': B(0x80) }, { ExclusiveStartKey: { a: S('bk'), b: B(0xfe) } }),
      expect: verr('The provided starting key does not match the range key predicate') },
    { id: 'Z-attribute-type-bool-false', divergence: 'bool-false-as-missing', desc: 'attribute_type(f, BOOL) holds for f = false', ref: '§3.5',
      request: q('rangeTable', 'a = :a', { ':a': S('t'), ':t': S('BOOL') }, { FilterExpression: 'attribute_type(f, :t)' }), expect: filtered([t1, t2], 3) },
    { id: 'Z-empty-gsi-key', divergence: 'empty-key-in-query', desc: 'empty string for a GSI key (documented secondary-index message; Query context unverified)', ref: '§2.3 row 18',
      request: q('rangeTable', 'c = :c', { ':c': S('') }, { IndexName: 'index3' }),
      expect: verr('One or more parameter values are not valid. A value specified for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty string value. IndexName: index3, IndexKey: c') },
  ],
};
