// X1: validation in layers. The item operations' request checks come before the table is
// looked up, and an empty TableName is one error, its minimum length of 1. Recorded against
// DynamoDB: nubo-db/dynamodb-conformance tier3/error-messages/putItem and
// validation-ordering/deleteItem, and moto's aws_verified UpdateItem test.
import { S, allTables, verr, notFound, INVALID, VALIDATION as INVALID_TYPE } from './fixtures.mjs';

const SUITE = 'AWS-recorded: nubo-db/dynamodb-conformance';
const EMPTY_NAME = "1 validation error detected: Value at 'TableName' failed to satisfy constraint: Member must have length greater than or equal to 1";
const one = (m) => verr(`1 validation error detected: ${m}`);
const RV_ENUM = 'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]';
const RCC_ENUM = "Value 'INVALID' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]";
const ENVELOPE = `${SUITE} tier3/error-messages (request validation envelope, us-east-1 and eu-west-2, 2026-10)`;
const SPLITS = `${SUITE} registry/splits.json (us-east-1, eu-west-2, eu-central-1)`;
const NEST_BARE = 'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
const LIMITS = 'DynamoDB Developer Guide, Service quotas: expression parameters (an expression string of at most 4 KB)';
/** A scalar leaf wrapped in `depth` single-member maps. */
function deepMap(depth) {
  let v = S('leaf');
  for (let i = 0; i < depth; i++) v = { M: { n: v } };
  return v;
}
/** A condition of exactly `bytes` bytes (ASCII): 20 attribute_not_exists terms joined by OR. */
function sizedCondition(bytes) {
  const names = bytes - 20 * 'attribute_not_exists()'.length - 19 * ' OR '.length;
  const each = Math.floor(names / 20);
  return Array.from({ length: 20 }, (_, i) => `attribute_not_exists(${'n'.repeat(each + (i < names % 20 ? 1 : 0))})`).join(' OR ');
}
const delKey = { TableName: 'hashTable', Key: { a: S('x1-del') } };
const putItem = { TableName: 'hashTable', Item: { a: S('x1-put') } };

export default {
  group: 'X1 validation in layers, before the table',
  tables: allTables,
  setup: [],
  cases: [
    { id: 'X1-put-empty-table-name', op: 'PutItem', divergence: 'empty-table-name-item-ops',
      desc: 'PutItem with TableName "": one error, minimum length 1 (the current layer names no value)', ref: `${SUITE} tier3/error-messages/putItem`,
      request: { TableName: '', Item: { a: S('x') } }, expect: verr(EMPTY_NAME) },
    { id: 'X1-update-empty-table-name', op: 'UpdateItem', divergence: 'empty-table-name-item-ops',
      desc: 'UpdateItem with TableName "" (and an empty set in its values): only the table name is reported',
      ref: 'moto test_update_item_with_empty_table_name (aws_verified)',
      request: { TableName: '', Key: { a: S('x') }, UpdateExpression: 'ADD s :e', ExpressionAttributeValues: { ':e': { SS: [] } } },
      expect: verr(EMPTY_NAME) },
    { id: 'X1-delete-empty-table-name', op: 'DeleteItem', divergence: 'empty-table-name-item-ops',
      desc: 'DeleteItem with TableName "" and an empty Key: one error, the table name', ref: `${SUITE} tier3/validation-ordering/deleteItem`,
      request: { TableName: '', Key: {} }, expect: verr(EMPTY_NAME) },
    { id: 'X1-put-bad-name-pattern', op: 'PutItem', desc: 'a name outside the pattern: the pattern error alone',
      ref: `${SUITE} tier3/error-messages/putItem`, request: { TableName: 'bad table!@#', Item: { a: S('x') } },
      expect: verr("1 validation error detected: Value 'bad table!@#' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+") },
    { id: 'X1-put-missing-table-syntax-error', op: 'PutItem',
      desc: 'a missing table with a condition that does not parse: the ValidationException, not ResourceNotFoundException',
      ref: 'issue 24 family 1', request: { TableName: 'noSuchTable', Item: { a: S('x') }, ConditionExpression: 'a = ' },
      expect: one('Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "="') },
    { id: 'X1-update-missing-table-unused-value', op: 'UpdateItem',
      desc: 'a missing table with an unused value: the ValidationException', ref: 'issue 24 family 1',
      request: { TableName: 'noSuchTable', Key: { a: S('x') }, UpdateExpression: 'SET b = :b',
        ExpressionAttributeValues: { ':b': S('1'), ':unused': S('2') } },
      expect: one('Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}') },
    { id: 'X1-delete-missing-table-empty-name', op: 'DeleteItem', divergence: 'empty-attribute-name',
      desc: 'a missing table with an empty attribute name in the condition: the ValidationException', ref: 'issue 24 family 1',
      request: { TableName: 'noSuchTable', Key: { a: S('x') }, ConditionExpression: 'attribute_exists(#n)', ExpressionAttributeNames: { '#n': '' } },
      expect: one('ExpressionAttributeNames contains invalid value: Empty attribute name for key #n') },
    { id: 'X1-put-missing-table-too-deep', op: 'PutItem', divergence: 'document-nesting-32',
      desc: 'a missing table and an item nested 33 levels: the nesting ValidationException in the envelope, not ResourceNotFoundException',
      ref: 'issue 24 family 1; nesting text: nubo-db/dynamodb-conformance tier3/limits/nestingDepth',
      request: { TableName: 'noSuchTable', Item: { a: S('x'), data: deepMap(32) } }, expect: one(NEST_BARE) },
    { id: 'X1-update-missing-table-too-deep-value', op: 'UpdateItem', divergence: 'document-nesting-32',
      desc: 'a missing table and a value nested 33 levels: the nesting ValidationException in the envelope',
      ref: 'issue 24 family 1; nesting text: nubo-db/dynamodb-conformance tier3/limits/nestingDepth',
      request: { TableName: 'noSuchTable', Key: { a: S('x') }, UpdateExpression: 'SET b = :v', ExpressionAttributeValues: { ':v': deepMap(32) } },
      expect: one(NEST_BARE) },
    { id: 'X1-put-missing-table-expression-4096', op: 'PutItem',
      desc: 'a missing table and a condition of exactly 4,096 bytes: within the limit, so ResourceNotFoundException', ref: LIMITS,
      request: { TableName: 'noSuchTable', Item: { a: S('x') }, ConditionExpression: sizedCondition(4096) }, expect: notFound() },
    { id: 'X1-put-missing-table-oversized-expression', op: 'PutItem', divergence: 'expression-size-4kb',
      desc: 'a missing table and a condition of 4,097 bytes: the size ValidationException in the envelope, not ResourceNotFoundException',
      ref: `issue 24 family 1; ${LIMITS}`,
      request: { TableName: 'noSuchTable', Item: { a: S('x') }, ConditionExpression: sizedCondition(4097) },
      expect: one('Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 4097') },
    { id: 'X1-query-missing-table-oversized-filter', op: 'Query', divergence: 'expression-size-4kb',
      desc: 'Query on a missing table with a filter of 4,097 bytes: the size ValidationException, bare (Query has no envelope)',
      ref: `issue 24 family 1; ${LIMITS}`,
      request: { TableName: 'noSuchTable', KeyConditionExpression: 'a = :v', FilterExpression: sizedCondition(4097), ExpressionAttributeValues: { ':v': S('1') } },
      expect: verr('Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: 4097') },
    // BatchWriteItem: a write's values are checked before any table is looked up (its keys after).
    ...[
      ['empty-set', { a: S('x'), s: { SS: [] } }, verr(`${INVALID}An string set  may not be empty`)],
      ['bad-number', { a: S('x'), n: { N: 'b' } }, verr('The parameter cannot be converted to a numeric value: b')],
      ['two-types', { a: { S: 'a', N: '1' } }, verr('Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes')],
      // 'k' and 'b' and 409,598 bytes: 409,601 bytes, one over; then exactly 409,600.
      ['oversized-item', { a: S('k'), b: { S: 'x'.repeat(409598) } }, verr('Item size has exceeded the maximum allowed size')],
      ['item-at-limit', { a: S('k'), b: { S: 'x'.repeat(409597) } }, notFound()],
      ['empty-item', {}, notFound()],
    ].map(([name, Item, expect]) => ({ id: `X1-batch-write-missing-table-${name}`, op: 'BatchWriteItem',
      desc: `BatchWriteItem to a missing table, ${name}: ${expect.error === INVALID_TYPE ? 'the ValidationException (values before the table)' : 'ResourceNotFoundException (keys after the table)'}`,
      ref: 'dynalite test/batchWriteItem.js (table "abc" absent) [DT]',
      request: { RequestItems: { noSuchTable: [{ PutRequest: { Item } }] } }, expect })),
    { id: 'X1-batch-write-missing-table-delete-empty-set', op: 'BatchWriteItem',
      desc: 'BatchWriteItem: a DeleteRequest key with an empty set to a missing table, the ValidationException', ref: 'dynalite test/batchWriteItem.js [DT]',
      request: { RequestItems: { noSuchTable: [{ DeleteRequest: { Key: { a: { SS: [] } } } }] } },
      expect: verr(`${INVALID}An string set  may not be empty`) },
    { id: 'X1-batch-write-missing-table-too-deep', op: 'BatchWriteItem', divergence: 'document-nesting-32',
      desc: 'BatchWriteItem to a missing table with an item nested 33 levels: the nesting ValidationException, bare', ref: 'issue 24 family 1; nubo-db/dynamodb-conformance tier3/limits/nestingDepth (the text)',
      request: { RequestItems: { noSuchTable: [{ PutRequest: { Item: { a: S('x'), data: deepMap(32) } } }] } }, expect: verr(NEST_BARE) },
    { id: 'X1-batch-write-second-table-missing', op: 'BatchWriteItem',
      desc: 'a bad value for an existing table listed after a missing one: the value first', ref: 'dynalite validations/batchWriteItem.js (values checked before any table) [DL]',
      request: { RequestItems: { noSuchTable: [{ PutRequest: { Item: { a: S('x') } } }], hashTable: [{ PutRequest: { Item: { a: S('x'), s: { SS: [] } } } }] } },
      expect: verr(`${INVALID}An string set  may not be empty`) },
    // BatchGetItem: likewise, its keys' values before any table.
    ...[
      ['empty-set', { a: { SS: [] } }, verr(`${INVALID}An string set  may not be empty`)],
      ['bad-number', { a: { N: 'b' } }, verr('The parameter cannot be converted to a numeric value: b')],
      ['overflow', { a: { N: '1e126' } }, verr('Number overflow. Attempting to store a number with magnitude larger than supported range')],
      ['empty-key', {}, notFound()],
    ].map(([name, key, expect]) => ({ id: `X1-batch-get-missing-table-${name}`, op: 'BatchGetItem',
      desc: `BatchGetItem from a missing table, ${name}: ${expect.error === INVALID_TYPE ? 'the ValidationException (values before the table)' : 'ResourceNotFoundException (keys after the table)'}`,
      ref: 'dynalite test/batchGetItem.js (table "abc" absent) [DT]',
      request: { RequestItems: { noSuchTable: { Keys: [key] } } }, expect })),
    { id: 'X1-conditional-operator-enum', op: 'PutItem', desc: "a bad ConditionalOperator: the enum set in DynamoDB's order, [OR, AND]",
      ref: 'issue 24 family 1; dynalite test/putItem.js [DT]',
      request: { TableName: 'hashTable', Item: { a: S('x') }, Expected: { a: { Exists: false } }, ConditionalOperator: 'XOR' },
      expect: verr("1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]") },
    { id: 'X1-put-empty-name-bad-return-values', op: 'PutItem', divergence: 'empty-table-name-item-ops',
      desc: 'an empty TableName and a bad ReturnValues: only the table name', ref: SPLITS,
      request: { TableName: '', Item: {}, ReturnValues: 'INVALID' }, expect: verr(EMPTY_NAME) },
    { id: 'X1-put-three-bad-enums', op: 'PutItem', divergence: 'item-write-validation-layer',
      desc: 'PutItem reports its three bad enums together, each in the current layer\'s words', ref: SPLITS,
      request: { ...putItem, ReturnConsumedCapacity: 'INVALID', ReturnItemCollectionMetrics: 'INVALID', ReturnValues: 'INVALID' },
      expect: verr(`3 validation errors detected: ${RCC_ENUM}; ${RV_ENUM}; ReturnItemCollectionMetrics can only be SIZE or NONE`) },
    { id: 'X1-delete-two-bad-enums', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'DeleteItem reports both bad enums', ref: SPLITS,
      request: { ...delKey, ReturnValues: 'INVALID', ReturnConsumedCapacity: 'INVALID' },
      expect: verr(`2 validation errors detected: ${RCC_ENUM}; ${RV_ENUM}`) },
    { id: 'X1-update-first-bad-enum', op: 'UpdateItem', divergence: 'item-write-validation-layer',
      desc: 'UpdateItem stops at its first bad enum, ReturnValues', ref: SPLITS,
      request: { TableName: 'hashTable', Key: { a: S('x1-upd') }, ReturnValues: 'INVALID', ReturnConsumedCapacity: 'INVALID' },
      expect: one(RV_ENUM) },
    { id: 'X1-delete-return-values-new', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'DeleteItem with ReturnValues ALL_NEW: "ReturnValues can only be ALL_OLD or NONE" in the envelope', ref: ENVELOPE,
      request: { ...delKey, ReturnValues: 'ALL_NEW' }, expect: one('ReturnValues can only be ALL_OLD or NONE') },
    { id: 'X1-delete-values-without-expression', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'ExpressionAttributeValues without an expression: in the envelope, no ": ConditionExpression is null"', ref: ENVELOPE,
      request: { ...delKey, ExpressionAttributeValues: { ':v': S('x') } },
      expect: one('ExpressionAttributeValues can only be specified when using expressions') },
    { id: 'X1-delete-names-without-expression', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'ExpressionAttributeNames with Expected and no expression: in the envelope', ref: ENVELOPE,
      request: { ...delKey, Expected: { a: { Exists: false } }, ExpressionAttributeNames: { '#a': 'a' } },
      expect: one('ExpressionAttributeNames can only be specified when using expressions') },
    { id: 'X1-delete-empty-condition', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'an empty ConditionExpression: in the envelope', ref: ENVELOPE,
      request: { ...delKey, ConditionExpression: '' }, expect: one('Invalid ConditionExpression: The expression can not be empty;') },
    ...[
      [{ a: { Exists: true } }, 'Value must be provided when Exists is true for Attribute: a'],
      [{ a: { Exists: false, Value: S('x') } }, 'Value cannot be used when Exists is false for Attribute: a'],
      [{ a: { Value: S('x'), ComparisonOperator: 'EQ', AttributeValueList: [S('x')] } }, 'Value and AttributeValueList cannot be used together for Attribute: a'],
      [{ a: { ComparisonOperator: 'EQ' } }, 'Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: a'],
      [{ a: { ComparisonOperator: 'BETWEEN', AttributeValueList: [S('x')] } }, 'Invalid number of argument(s) for the BETWEEN ComparisonOperator'],
    ].map(([Expected, m], i) => ({ id: `X1-delete-malformed-expected-${i + 1}`, op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: `a malformed Expected condition: "${m}" in the envelope`, ref: ENVELOPE,
      request: { ...delKey, Expected }, expect: one(INVALID + m) })),
    { id: 'X1-put-malformed-expected', op: 'PutItem', divergence: 'item-write-validation-layer',
      desc: 'PutItem: a malformed Expected condition in the envelope', ref: ENVELOPE,
      request: { ...putItem, Expected: { a: { ComparisonOperator: 'EQ' } } },
      expect: one(`${INVALID}Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: a`) },
    { id: 'X1-put-empty-string-set', op: 'PutItem', divergence: 'item-write-validation-layer',
      desc: 'PutItem: an empty SS in the envelope', ref: `${SUITE} captures/2026-06-09-validation-rewording (eu-west-2)`,
      request: { TableName: 'hashTable', Item: { a: S('x1-ss'), bad: { SS: [] } } },
      expect: one(`${INVALID}An string set  may not be empty`) },
    { id: 'X1-update-syntax-error', op: 'UpdateItem', divergence: 'syntax-error-text',
      desc: 'UpdateItem: a syntax error in the envelope', ref: `${SUITE} captures/2026-06-09-validation-rewording (eu-west-2)`,
      request: { TableName: 'hashTable', Key: { a: S('x1-upd') }, UpdateExpression: 'INVALID SYNTAX' },
      expect: one('Invalid UpdateExpression: Syntax error; token: "INVALID", near: "INVALID SYNTAX"') },
    { id: 'X1-update-key-attribute', op: 'UpdateItem',
      desc: 'UpdateItem on a key attribute: checked against the table, so bare', ref: `${SUITE} captures/2026-06-09-validation-rewording (eu-west-2)`,
      request: { TableName: 'hashTable', Key: { a: S('x1-upd') }, UpdateExpression: 'SET a = :v', ExpressionAttributeValues: { ':v': S('y') } },
      expect: verr(`${INVALID}Cannot update attribute a. This attribute is part of the key`) },
    { id: 'X1-get-values-bare', op: 'GetItem',
      desc: 'GetItem runs no envelope: an empty SS in its key is bare', ref: `${SUITE} tier3 values by operation (GetItem bare)`,
      request: { TableName: 'hashTable', Key: { a: { SS: [] } } },
      expect: verr(`${INVALID}An string set  may not be empty`) },
    { id: 'X1-short-index-names', op: 'CreateTable', divergence: 'index-name-order',
      desc: 'a short GSI name and a short LSI name are both reported, the GSI first', ref: 'issue 24 family 1 (observed against DynamoDB)',
      request: { TableName: 'x1Short', BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }, { AttributeName: 'b', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }, { AttributeName: 'b', KeyType: 'RANGE' }],
        GlobalSecondaryIndexes: [{ IndexName: 'g', KeySchema: [{ AttributeName: 'b', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
        LocalSecondaryIndexes: [{ IndexName: 'l', KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }, { AttributeName: 'b', KeyType: 'RANGE' }], Projection: { ProjectionType: 'ALL' } }] },
      expect: verr("2 validation errors detected: Value 'g' at 'globalSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
        "Value 'l' at 'localSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must have length greater than or equal to 3") },
  ],
};
