// W4: ReturnItemCollectionMetrics (DynamoDB's API reference, ItemCollectionMetrics): on a
// table with a local secondary index, SIZE returns the written item's collection key and
// a size estimate range in GB; a table without an LSI returns none; several invalid enum
// members are reported together.
import { S, allTables, ok, verrs, verr } from './fixtures.mjs';

const R = 'rangeTable';  // has LSIs index1 and index2
const metrics = (a) => ({ ItemCollectionKey: { a: S(a) }, SizeEstimateRangeGB: [0, 1] });

export default {
  group: 'W4 ReturnItemCollectionMetrics and combined validation errors',
  tables: allTables,
  setup: [['PutItem', { TableName: R, Item: { a: S('w4'), b: S('1'), c: S('x') } }]],
  cases: [
    { id: 'W4-put', desc: 'PutItem SIZE on a table with LSIs', op: 'PutItem', divergence: 'item-collection-metrics',
      request: { TableName: R, Item: { a: S('w4'), b: S('2') }, ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({ ItemCollectionMetrics: metrics('w4') }) },
    { id: 'W4-update', desc: 'UpdateItem SIZE', op: 'UpdateItem', divergence: 'item-collection-metrics',
      request: { TableName: R, Key: { a: S('w4'), b: S('1') }, UpdateExpression: 'SET d = :d', ExpressionAttributeValues: { ':d': S('y') }, ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({ ItemCollectionMetrics: metrics('w4') }) },
    { id: 'W4-delete', desc: 'DeleteItem SIZE', op: 'DeleteItem', divergence: 'item-collection-metrics',
      request: { TableName: R, Key: { a: S('w4'), b: S('3') }, ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({ ItemCollectionMetrics: metrics('w4') }) },
    { id: 'W4-batch', desc: 'BatchWriteItem SIZE: one entry per write on the LSI table', op: 'BatchWriteItem', divergence: 'item-collection-metrics',
      request: { RequestItems: { [R]: [{ PutRequest: { Item: { a: S('w4'), b: S('4') } } }, { PutRequest: { Item: { a: S('w4b'), b: S('1') } } }],
        hashTable: [{ PutRequest: { Item: { a: S('w4') } } }] }, ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({ UnprocessedItems: {}, ItemCollectionMetrics: { [R]: [metrics('w4'), metrics('w4b')] } }) },
    { id: 'W4-no-lsi', desc: 'a table without an LSI returns no metrics', op: 'PutItem',
      request: { TableName: 'hashTable', Item: { a: S('w4') }, ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({}) },
    { id: 'W4-all-wrong', desc: 'ReturnValues, ReturnConsumedCapacity and ReturnItemCollectionMetrics all wrong at once', op: 'PutItem',
      request: { TableName: R, Item: { a: S('w4'), b: S('9') }, ReturnValues: 'BAD', ReturnConsumedCapacity: 'BAD', ReturnItemCollectionMetrics: 'BAD' },
      expect: verrs([  // DynamoDB's current layer (us-east-1, eu-west-2): X1
        "Value 'BAD' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]",
        'Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]',
        'ReturnItemCollectionMetrics can only be SIZE or NONE',
      ]) },
    { id: 'W4-update-all-wrong', desc: 'the same three on UpdateItem: only the first is reported', op: 'UpdateItem',
      request: { TableName: R, Key: { a: S('w4'), b: S('9') }, ReturnValues: 'BAD', ReturnConsumedCapacity: 'BAD', ReturnItemCollectionMetrics: 'BAD' },
      expect: verr('1 validation error detected: Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]') },  // only the first bad enum (X1)
  ],
};
