// X1: validation in layers. The item operations' request checks come before the table is
// looked up, and an empty TableName is one error, its minimum length of 1. Recorded against
// DynamoDB: nubo-db/dynamodb-conformance tier3/error-messages/putItem and
// validation-ordering/deleteItem, and moto's aws_verified UpdateItem test.
import { S, allTables, verr } from './fixtures.mjs';

const SUITE = 'AWS-recorded: nubo-db/dynamodb-conformance';
const EMPTY_NAME = "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 1";

export default {
  group: 'X1 validation in layers, before the table',
  tables: allTables,
  setup: [],
  cases: [
    { id: 'X1-put-empty-table-name', op: 'PutItem', divergence: 'empty-table-name-item-ops',
      desc: 'PutItem with TableName "": one error, minimum length 1', ref: `${SUITE} tier3/error-messages/putItem`,
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
      expect: verr('Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "="') },
    { id: 'X1-update-missing-table-unused-value', op: 'UpdateItem',
      desc: 'a missing table with an unused value: the ValidationException', ref: 'issue 24 family 1',
      request: { TableName: 'noSuchTable', Key: { a: S('x') }, UpdateExpression: 'SET b = :b',
        ExpressionAttributeValues: { ':b': S('1'), ':unused': S('2') } },
      expect: verr('Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}') },
    { id: 'X1-delete-missing-table-empty-name', op: 'DeleteItem', divergence: 'empty-attribute-name',
      desc: 'a missing table with an empty attribute name in the condition: the ValidationException', ref: 'issue 24 family 1',
      request: { TableName: 'noSuchTable', Key: { a: S('x') }, ConditionExpression: 'attribute_exists(#n)', ExpressionAttributeNames: { '#n': '' } },
      expect: verr('ExpressionAttributeNames contains invalid value: Empty attribute name for key #n') },
    { id: 'X1-conditional-operator-enum', op: 'PutItem', desc: "a bad ConditionalOperator: the enum set in DynamoDB's order, [OR, AND]",
      ref: 'issue 24 family 1; dynalite test/putItem.js [DT]',
      request: { TableName: 'hashTable', Item: { a: S('x') }, Expected: { a: { Exists: false } }, ConditionalOperator: 'XOR' },
      expect: verr("1 validation error detected: Value 'XOR' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]") },
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
