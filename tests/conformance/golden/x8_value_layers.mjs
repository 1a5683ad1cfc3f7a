// X8: the two layers that word a bad attribute value (issue 24 family 1). The current layer
// (PutItem, UpdateItem and DeleteItem inside the envelope "1 validation error detected: ";
// GetItem, BatchGetItem and Query bare, expression values without the
// "ExpressionAttributeValues contains invalid value" wrapper) writes an empty number with a
// colon and a space and quotes duplicate set members in byte order up to the first repeat;
// the older layer (BatchWriteItem, the transactions, Scan) writes an empty number without the
// colon, wraps an exponent whose 32-bit arithmetic overflows into an underflow and lists
// duplicates as sent. Also Query's current-layer checks: a bad ConditionalOperator alone, and
// which problem of a key condition wins. Recorded against DynamoDB in eu-west-2, us-east-1,
// eu-west-1 and us-west-2, 2026-10 (paritysuite/dynamodb-conformance tier3/error-messages/
// valueLayers, tier3/validation-ordering/query and queryKeyCondition).
import { S, N, allTables, verr, notFound, INVALID, NOT_NUMERIC, OVERFLOW, UNDERFLOW } from './fixtures.mjs';

const VALUES = 'AWS-recorded: paritysuite/dynamodb-conformance tier3/error-messages/valueLayers (2026-10)';
const ORDER = 'AWS-recorded: paritysuite/dynamodb-conformance tier3/validation-ordering';
const EXPONENT = 'AWS-recorded: paritysuite/dynamodb-conformance tier3/limits/numberExponent (eu-west-2, 2026-10; the text asserted as a substring)';
const one = (m) => verr(`1 validation error detected: ${m}`);
const wrapped = (m, k) => verr(`ExpressionAttributeValues contains invalid value: ${m} for key ${k}`);
const T = 'hashTable';
const key = { a: S('x8') };
// Each set sent with a repeated member, not in order (0xFF, 0x00, 0x00 for BS).
const SETS = { SS: { SS: ['b', 'a', 'b'] }, BS: { BS: ['/w==', 'AA==', 'AA=='] }, NS: { NS: ['2', '1', '2'] } };
const DUPE_CURRENT = {
  SS: `${INVALID}Input collection ["a", "b", "b"] contains duplicates.`,
  BS: `${INVALID}Input collection ["AA==","/w==","AA=="]of type BS contains duplicates.`,
  NS: `${INVALID}Input collection contains duplicates.`,
};
const DUPE_OLDER = {
  SS: `${INVALID}Input collection [b, a, b] contains duplicates.`,
  BS: `${INVALID}Input collection [/w==, AA==, AA==]of type BS contains duplicates.`,
  NS: 'Input collection contains duplicates',
};
const filterQuery = (v) => ({ TableName: T, KeyConditionExpression: 'a = :p', FilterExpression: 'n = :v', ExpressionAttributeValues: { ':p': S('x8'), ':v': v } });
const DIV = 'value-layer-current';

export default {
  group: 'X8 value messages by layer, Query\'s current-layer checks',
  tables: allTables,
  setup: [],
  cases: [
    // ---- numbers, current layer
    ...[['', `${NOT_NUMERIC}: `], ['abc', `${NOT_NUMERIC}: abc`], [' 1', `${NOT_NUMERIC}:  1`], ['1e2147483647', OVERFLOW],
      ['1e-2147483648', UNDERFLOW], ['1234567890123456789012345678901234567890', 'Attempting to store more than 38 significant digits in a Number']]
      .map(([n, m], i) => ({ id: `X8-put-number-${i + 1}`, op: 'PutItem', divergence: n === '' ? DIV : undefined,
        desc: `PutItem: an item's N ${JSON.stringify(n).slice(0, 20)} in the envelope`, ref: VALUES,
        request: { TableName: T, Item: { ...key, n: N(n) } }, expect: one(m) })),
    { id: 'X8-put-number-exponent-64-bit', op: 'PutItem', divergence: 'number-exponent-64-bit',
      desc: 'PutItem: an exponent one past a 64-bit integer cannot be converted (one inside it overflows)', ref: EXPONENT,
      request: { TableName: T, Item: { ...key, n: N('1e9223372036854775808') } }, expect: one(`${NOT_NUMERIC}: 1e9223372036854775808`) },
    { id: 'X8-put-number-exponent-63-bit', op: 'PutItem', desc: 'PutItem: 1e9223372036854775807 overflows', ref: EXPONENT,
      request: { TableName: T, Item: { ...key, n: N('1e9223372036854775807') } }, expect: one(OVERFLOW) },
    { id: 'X8-put-number-set-member', op: 'PutItem', divergence: DIV, desc: 'PutItem: an empty number-set member, with the colon', ref: VALUES,
      request: { TableName: T, Item: { ...key, n: { NS: ['1', ''] } } }, expect: one(`${NOT_NUMERIC}: `) },
    { id: 'X8-put-number-nested', op: 'PutItem', desc: 'PutItem: a nested overflow in the envelope', ref: VALUES,
      request: { TableName: T, Item: { ...key, n: { M: { x: { L: [N('1e126')] } } } } }, expect: one(OVERFLOW) },
    { id: 'X8-put-condition-number', op: 'PutItem', divergence: DIV, desc: 'PutItem: a condition value, no wrapper', ref: VALUES,
      request: { TableName: T, Item: key, ConditionExpression: 'attribute_not_exists(a) OR n = :v', ExpressionAttributeValues: { ':v': N('') } },
      expect: one(`${NOT_NUMERIC}: `) },
    { id: 'X8-update-key-number', op: 'UpdateItem', divergence: DIV, desc: 'UpdateItem: an empty N in the key', ref: VALUES,
      request: { TableName: T, Key: { a: N('') }, UpdateExpression: 'SET n = :o', ExpressionAttributeValues: { ':o': N('1') } },
      expect: one(`${NOT_NUMERIC}: `) },
    { id: 'X8-delete-condition-number', op: 'DeleteItem', desc: 'DeleteItem: a condition value, in the envelope, no wrapper', ref: VALUES,
      request: { TableName: T, Key: key, ConditionExpression: 'n = :v', ExpressionAttributeValues: { ':v': N('abc') } },
      expect: one(`${NOT_NUMERIC}: abc`) },
    { id: 'X8-get-key-number', op: 'GetItem', divergence: DIV, desc: 'GetItem: an empty N in the key, bare', ref: VALUES,
      request: { TableName: T, Key: { a: N('') } }, expect: verr(`${NOT_NUMERIC}: `) },
    { id: 'X8-batch-get-key-number', op: 'BatchGetItem', divergence: DIV, desc: 'BatchGetItem: an empty N in a key, bare', ref: VALUES,
      request: { RequestItems: { [T]: { Keys: [{ a: N('') }] } } }, expect: verr(`${NOT_NUMERIC}: `) },
    { id: 'X8-query-filter-number', op: 'Query', divergence: DIV, desc: 'Query: a filter value, bare, no wrapper', ref: VALUES,
      request: filterQuery(N('abc')), expect: verr(`${NOT_NUMERIC}: abc`) },
    { id: 'X8-query-filter-empty-number', op: 'Query', divergence: DIV, desc: 'Query: an empty filter value, bare, with the colon', ref: VALUES,
      request: filterQuery(N('')), expect: verr(`${NOT_NUMERIC}: `) },
    { id: 'X8-query-filter-overflow', op: 'Query', divergence: DIV, desc: 'Query: 1e2147483647 overflows', ref: VALUES,
      request: filterQuery(N('1e2147483647')), expect: verr(OVERFLOW) },
    // ---- numbers, older layer
    { id: 'X8-batch-write-empty-number', op: 'BatchWriteItem', desc: 'BatchWriteItem: an empty N, no colon', ref: VALUES,
      request: { RequestItems: { [T]: [{ PutRequest: { Item: { ...key, n: N('') } } }] } }, expect: verr(NOT_NUMERIC) },
    { id: 'X8-batch-write-exponent-wraps', op: 'BatchWriteItem', divergence: 'older-layer-exponent-wrap',
      desc: 'BatchWriteItem: 1e2147483647 wraps to an underflow', ref: VALUES,
      request: { RequestItems: { [T]: [{ PutRequest: { Item: { ...key, n: N('1e2147483647') } } }] } }, expect: verr(UNDERFLOW) },
    { id: 'X8-scan-filter-number', op: 'Scan', desc: 'Scan: an empty filter value in the wrapper, no colon', ref: VALUES,
      request: { TableName: T, FilterExpression: 'n = :v', ExpressionAttributeValues: { ':v': N('') } }, expect: wrapped(NOT_NUMERIC, ':v') },
    // Scan's ExclusiveStartKey and ScanFilter values are not recorded: taken to follow Scan's layer, as
    // Query's start key and QueryFilter follow Query's (recorded).
    { id: 'X8-scan-start-key-number', op: 'Scan', desc: 'Scan: an empty N in ExclusiveStartKey, the older layer (no colon)', ref: `${VALUES}; inferred`,
      request: { TableName: T, ExclusiveStartKey: { a: N('') } }, expect: verr(NOT_NUMERIC) },
    { id: 'X8-scan-start-key-exponent-wraps', op: 'Scan', divergence: 'older-layer-exponent-wrap',
      desc: 'Scan: 1e2147483647 in ExclusiveStartKey wraps to an underflow', ref: `${VALUES}; inferred`,
      request: { TableName: T, ExclusiveStartKey: { a: N('1e2147483647') } }, expect: verr(UNDERFLOW) },
    { id: 'X8-scan-filter-empty-number', op: 'Scan', desc: 'Scan: an empty N in ScanFilter, the older layer', ref: `${VALUES}; inferred`,
      request: { TableName: T, ScanFilter: { n: { ComparisonOperator: 'EQ', AttributeValueList: [N('')] } } }, expect: verr(NOT_NUMERIC) },
    { id: 'X8-transact-get-key-number', op: 'TransactGetItems', dynalite: false,  // dynalite 4.0.0 has no TransactGetItems
      desc: 'TransactGetItems: an empty N in a key, the older layer (us-east-1, eu-west-1, us-west-2)', ref: VALUES,
      request: { TransactItems: [{ Get: { TableName: T, Key: { a: N('') } } }] }, expect: verr(NOT_NUMERIC) },
    // ---- duplicate set members
    ...Object.keys(SETS).map((t) => ({ id: `X8-put-duplicate-${t}`, op: 'PutItem', divergence: DIV,
      desc: `PutItem: a ${t} with a repeated member in the envelope`, ref: VALUES,
      request: { TableName: T, Item: { ...key, s: SETS[t] } }, expect: one(DUPE_CURRENT[t]) })),
    { id: 'X8-update-attribute-updates-duplicate', op: 'UpdateItem', divergence: DIV, desc: 'UpdateItem: AttributeUpdates, in the envelope', ref: VALUES,
      request: { TableName: T, Key: key, AttributeUpdates: { s: { Action: 'PUT', Value: SETS.SS } } }, expect: one(DUPE_CURRENT.SS) },
    { id: 'X8-delete-key-duplicate', op: 'DeleteItem', divergence: DIV, desc: 'DeleteItem: a number set in the key', ref: VALUES,
      request: { TableName: T, Key: { a: SETS.NS } }, expect: one(DUPE_CURRENT.NS) },
    { id: 'X8-get-key-duplicate', op: 'GetItem', divergence: DIV, desc: 'GetItem: a binary set in the key, bare', ref: VALUES,
      request: { TableName: T, Key: { a: SETS.BS } }, expect: verr(DUPE_CURRENT.BS) },
    { id: 'X8-query-key-value-duplicate', op: 'Query', divergence: DIV, desc: 'Query: a key-condition value, bare, no wrapper', ref: VALUES,
      request: { TableName: T, KeyConditionExpression: 'a = :t', ExpressionAttributeValues: { ':t': SETS.SS } }, expect: verr(DUPE_CURRENT.SS) },
    { id: 'X8-query-start-key-duplicate', op: 'Query', divergence: DIV, desc: 'Query: ExclusiveStartKey, bare', ref: VALUES,
      request: { TableName: T, KeyConditionExpression: 'a = :p', ExpressionAttributeValues: { ':p': S('x8') }, ExclusiveStartKey: { a: SETS.SS } },
      expect: verr(DUPE_CURRENT.SS) },
    { id: 'X8-query-filter-duplicate', op: 'Query', divergence: DIV, desc: 'Query: QueryFilter, bare', ref: VALUES,
      request: { TableName: T, KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [S('x8')] } },
        QueryFilter: { s: { ComparisonOperator: 'EQ', AttributeValueList: [SETS.NS] } } }, expect: verr(DUPE_CURRENT.NS) },
    ...Object.keys(SETS).map((t) => ({ id: `X8-batch-write-duplicate-${t}`, op: 'BatchWriteItem',
      desc: `BatchWriteItem: a ${t} with a repeated member, the older layer (as sent)`, ref: VALUES,
      request: { RequestItems: { [T]: [{ PutRequest: { Item: { ...key, s: SETS[t] } } }] } }, expect: verr(DUPE_OLDER[t]) })),
    ...['SS', 'NS'].map((t) => ({ id: `X8-scan-filter-duplicate-${t}`, op: 'Scan',
      desc: `Scan: a ${t} with a repeated member in ScanFilter, the older layer (as sent)`, ref: `${VALUES}; inferred`,
      request: { TableName: T, ScanFilter: { s: { ComparisonOperator: 'EQ', AttributeValueList: [SETS[t]] } } }, expect: verr(DUPE_OLDER[t]) })),
    { id: 'X8-scan-start-key-duplicate', op: 'Scan', desc: 'Scan: a BS with a repeated member in ExclusiveStartKey, the older layer', ref: `${VALUES}; inferred`,
      request: { TableName: T, ExclusiveStartKey: { a: SETS.BS } }, expect: verr(DUPE_OLDER.BS) },
    { id: 'X8-transact-update-duplicate', op: 'TransactWriteItems', dynalite: false,  // dynalite 4.0.0 has no transactions
      desc: 'TransactWriteItems: an Update value, the older layer in the wrapper, a top-level error', ref: VALUES,
      request: { TransactItems: [{ Update: { TableName: T, Key: key, UpdateExpression: 'SET s = :t', ExpressionAttributeValues: { ':t': SETS.SS } } }] },
      expect: wrapped(DUPE_OLDER.SS, ':t') },
    // ---- Query's current-layer checks
    { id: 'X8-query-conditional-operator', op: 'Query', divergence: 'query-conditional-operator',
      desc: 'Query: a bad ConditionalOperator with two QueryFilter conditions is reported alone, bare, before an unknown Select and the missing table',
      ref: `${ORDER}/query (eu-west-2 and us-east-1)`,
      request: { TableName: 'x8NoSuchTable', KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [S('a')] } },
        QueryFilter: { b: { ComparisonOperator: 'NULL' }, c: { ComparisonOperator: 'NULL' } }, ConditionalOperator: 'XOR', Select: 'BOGUS' },
      expect: verr('Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]') },
    ...[
      ['rangeTable', 'a = :missing AND begins_with(b, :n)', { ':n': N('1') }, 'undefined'],
      ['rangeTable', 'begins_with(b, :n) AND a = :missing', { ':n': N('1') }, 'operand'],
      ['rangeTable', 'a = :p AND begins_with(b, :n) AND b = :missing', { ':p': S('q'), ':n': N('1') }, 'operand'],
      ['rangeTable', 'a = :p AND begins_with(b, :n) AND b > :s', { ':p': S('q'), ':n': N('1'), ':s': S('a') }, 'operand'],
      ['x8NoSuchTable', 'a = :p AND begins_with(b, :n)', { ':p': S('q'), ':n': N('1') }, 'operand'],
    ].map(([TableName, KeyConditionExpression, ExpressionAttributeValues, first], i) => ({
      id: `X8-query-kce-order-${i + 1}`, op: 'Query', desc: `${KeyConditionExpression} on ${TableName}: the ${first} problem first`,
      ref: `${ORDER}/queryKeyCondition (eu-west-2)`, request: { TableName, KeyConditionExpression, ExpressionAttributeValues },
      expect: verr(first === 'undefined'
        ? 'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :missing'
        : 'Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: begins_with, operand type: N') })),
    // The recorded suite asserts only what these messages contain (their full text varies by region).
    ...[
      ['X8-query-order-rcc', { TableName: 'hashTable', ReturnConsumedCapacity: 'INVALID', Select: 'INVALID' }, "at 'returnConsumedCapacity'"],
      ['X8-query-order-table-pattern', { TableName: 'abc!', Select: 'INVALID' }, 'validation error'],
    ].map(([id, extra, part]) => ({ id, op: 'Query', desc: `a Query wrong in two ways names ${part}`, ref: `${ORDER}/query`,
      request: { KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'a' }, ExpressionAttributeValues: { ':pk': S('t') }, ...extra },
      expect: { check: (r) => (r.__type === 'com.amazon.coral.validate#ValidationException' && String(r.message).includes(part) ? null : `got ${JSON.stringify(r)}`) } })),
    { id: 'X8-query-kce-order-control', op: 'Query', desc: 'a well-formed key condition on the missing table: ResourceNotFoundException',
      ref: `${ORDER}/queryKeyCondition (eu-west-2)`,
      request: { TableName: 'x8NoSuchTable', KeyConditionExpression: 'a = :p AND begins_with(b, :s)', ExpressionAttributeValues: { ':p': S('q'), ':s': S('a') } },
      expect: notFound() },
  ],
};
