// W2: ReturnValuesOnConditionCheckFailure on PutItem, UpdateItem and DeleteItem. DynamoDB's
// API reference: with ALL_OLD, a ConditionalCheckFailedException carries the item the
// condition was checked against under "Item" (none when no item existed); NONE, or the
// member absent, gives the bare exception. dynalite 4.0.0 predates the parameter.
import { N, S, allTables, verr } from './fixtures.mjs';

const T = 'hashTable';
const CONDITIONAL = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const key = (a) => ({ a: S(a) });
const stored = { a: S('w2-item'), n: N('1'), s: S('open') };

/** A ConditionalCheckFailedException with `item` under "Item", or without "Item" when null. */
const failedWith = (item) => ({
  check: (body) => {
    if (body.__type !== CONDITIONAL) return `expected ConditionalCheckFailedException, got ${JSON.stringify(body).slice(0, 300)}`;
    const message = body.message ?? body.Message;
    if (message !== 'The conditional request failed') return `message ${JSON.stringify(message)}`;
    if (item === null) return 'Item' in body ? `unexpected Item ${JSON.stringify(body.Item)}` : null;
    return JSON.stringify(body.Item) === JSON.stringify(item) ? null : `Item ${JSON.stringify(body.Item)}, expected ${JSON.stringify(item)}`;
  },
});

export default {
  group: 'W2 ReturnValuesOnConditionCheckFailure',
  tables: allTables,
  setup: [['PutItem', { TableName: T, Item: stored }]],
  cases: [
    { id: 'W2-put-all-old', desc: 'PutItem: ALL_OLD returns the existing item in the exception', op: 'PutItem', divergence: 'return-values-on-condition-failure',
      request: { TableName: T, Item: { a: S('w2-item') }, ConditionExpression: 'attribute_not_exists(a)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      expect: failedWith(stored) },
    { id: 'W2-update-all-old', desc: 'UpdateItem: ALL_OLD returns the whole item, not only updated attributes', op: 'UpdateItem', divergence: 'return-values-on-condition-failure',
      request: { TableName: T, Key: key('w2-item'), UpdateExpression: 'SET n = :two', ConditionExpression: 'n = :two', ExpressionAttributeValues: { ':two': N('2') }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      expect: failedWith(stored) },
    { id: 'W2-delete-all-old', desc: 'DeleteItem: ALL_OLD with a legacy Expected', op: 'DeleteItem', divergence: 'return-values-on-condition-failure',
      request: { TableName: T, Key: key('w2-item'), Expected: { s: { Value: S('closed') } }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      expect: failedWith(stored) },
    { id: 'W2-none', desc: 'NONE: the bare exception', op: 'PutItem',
      request: { TableName: T, Item: { a: S('w2-item') }, ConditionExpression: 'attribute_not_exists(a)', ReturnValuesOnConditionCheckFailure: 'NONE' },
      expect: failedWith(null) },
    { id: 'W2-no-item', desc: 'ALL_OLD when no item exists: nothing to return', op: 'UpdateItem',
      request: { TableName: T, Key: key('w2-missing'), UpdateExpression: 'SET n = :one', ConditionExpression: 'attribute_exists(a)', ExpressionAttributeValues: { ':one': N('1') }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      expect: failedWith(null) },
    { id: 'W2-bad-value', desc: 'a value outside the enum', op: 'PutItem', divergence: 'return-values-on-condition-failure',
      request: { TableName: T, Item: { a: S('w2-other') }, ReturnValuesOnConditionCheckFailure: 'ALL_NEW' },
      expect: verr("1 validation error detected: Value 'ALL_NEW' at 'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]") },
  ],
};
