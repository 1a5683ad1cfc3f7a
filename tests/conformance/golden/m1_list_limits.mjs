// M1: list-length limits of the batch, transaction and CreateTable requests, with the
// messages DynamoDB's Java service prints (reported by users of the real service: the
// BatchWriteItem map constraint prints each WriteRequest as class@identity-hash, so those
// cases check the shape, not the hash), and ItemCollectionMetrics on TransactWriteItems.
import { S, allTables, ok, verr } from './fixtures.mjs';

const H = 'hashTable';
const R = 'rangeTable';  // has LSIs index1 and index2
const puts = (n, prefix) => Array.from({ length: n }, (_, i) => ({ PutRequest: { Item: { a: S(`${prefix}${i}`) } } }));
const keys = (n) => Array.from({ length: n }, (_, i) => ({ a: S(`k${i}`) }));
const WRITE = 'com\\.amazonaws\\.dynamodb\\.v20120810\\.WriteRequest@[0-9a-f]{8}';
const MAP_LIMITS = "' at 'requestItems' failed to satisfy constraint: Map value must satisfy constraint: " +
  '[Member must have length less than or equal to 25, Member must have length greater than or equal to 1]';
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A check: a ValidationException whose message matches `pattern` (a RegExp source). */
const verrMatching = (pattern) => ({
  check: (r) => (r.__type === 'com.amazon.coral.validate#ValidationException' && new RegExp(`^${pattern}$`).test(r.message)
    ? null : `expected a ValidationException matching /${pattern}/, got ${JSON.stringify(r).slice(0, 400)}`),
});
const hashTableOf = (name, keySchema, defs) => ({
  TableName: name, BillingMode: 'PAY_PER_REQUEST', KeySchema: keySchema,
  AttributeDefinitions: defs.map((d) => ({ AttributeName: d, AttributeType: 'S' })),
});
const ks = (name, type) => ({ AttributeName: name, KeyType: type });
const bigString = (n) => 'x'.repeat(n);

export default {
  group: 'M1 list limits and their messages',
  tables: allTables,
  setup: [],
  cases: [
    { id: 'M1-bw-26-one-table', desc: 'BatchWriteItem with 26 writes for one table', op: 'BatchWriteItem', divergence: 'constraint-value-text',
      request: { RequestItems: { [H]: puts(26, 'w') } },
      expect: verrMatching(escape(`1 validation error detected: Value '{${H}=[`) + `${WRITE}(, ${WRITE}){25}` + escape(`]}${MAP_LIMITS}`)) },
    { id: 'M1-bw-empty-list', desc: 'BatchWriteItem with an empty list for one table, printed with the whole map', op: 'BatchWriteItem', divergence: 'constraint-value-text',
      request: { RequestItems: { [H]: puts(1, 'e'), [R]: [] } },
      expect: verrMatching(escape(`1 validation error detected: Value '{${H}=[`) + WRITE + escape(`], ${R}=[]}${MAP_LIMITS}`)) },
    { id: 'M1-bw-26-two-tables', desc: '13 + 13 writes: each list is within 25, the batch is not', op: 'BatchWriteItem', divergence: 'batch-write-total-limit',
      request: { RequestItems: { [H]: puts(13, 't'), [R]: Array.from({ length: 13 }, (_, i) => ({ PutRequest: { Item: { a: S('t'), b: S(`${i}`) } } })) } },
      expect: verr('Too many items requested for the BatchWriteItem call') },
    { id: 'M1-bg-101-one-table', desc: 'BatchGetItem with 101 keys for one table', op: 'BatchGetItem', divergence: 'batch-get-keys-member',
      request: { RequestItems: { [H]: { Keys: keys(101) } } },
      expect: verr(`1 validation error detected: Value at 'RequestItems.${H}.member.Keys' failed to satisfy constraint: Member must have length less than or equal to 100`) },
    { id: 'M1-bg-empty-keys', desc: 'BatchGetItem with an empty Keys list', op: 'BatchGetItem', divergence: 'batch-get-keys-member',
      request: { RequestItems: { [H]: { Keys: [] } } },
      expect: verr(`1 validation error detected: Value at 'RequestItems.${H}.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1`) },
    { id: 'M1-ct-three-keys', desc: 'CreateTable with three KeySchema elements', op: 'CreateTable', divergence: 'constraint-value-text',
      request: hashTableOf('m1Three', [ks('a', 'HASH'), ks('b', 'RANGE'), ks('c', 'RANGE')], ['a', 'b', 'c']),
      expect: verr("1 validation error detected: Value '[KeySchemaElement(attributeName=a, keyType=HASH), KeySchemaElement(attributeName=b, keyType=RANGE), KeySchemaElement(attributeName=c, keyType=RANGE)]' at 'keySchema' failed to satisfy constraint: Member must have length less than or equal to 2") },
    { id: 'M1-tw-over-4mb', desc: 'TransactWriteItems of 11 items of 390 KB: each fits, the transaction does not', op: 'TransactWriteItems', dynalite: false,  // dynalite 4.0.0 has no transactions
     
      request: { TransactItems: Array.from({ length: 11 }, (_, i) => ({ Put: { TableName: H, Item: { a: S(`big${i}`), v: S(bigString(390 * 1024)) } } })) },
      expect: verr('Transaction request cannot be larger than 4 MB') },
    { id: 'M1-tw-metrics', desc: 'TransactWriteItems SIZE: one entry per written item on the LSI table', op: 'TransactWriteItems', dynalite: false,
      request: { TransactItems: [
        { Put: { TableName: R, Item: { a: S('m1'), b: S('1') } } },
        { Update: { TableName: R, Key: { a: S('m1b'), b: S('1') }, UpdateExpression: 'SET c = :c', ExpressionAttributeValues: { ':c': S('x') } } },
        { Put: { TableName: H, Item: { a: S('m1') } } },
      ], ReturnItemCollectionMetrics: 'SIZE' },
      expect: ok({ ItemCollectionMetrics: { [R]: [
        { ItemCollectionKey: { a: S('m1') }, SizeEstimateRangeGB: [0, 1] },
        { ItemCollectionKey: { a: S('m1b') }, SizeEstimateRangeGB: [0, 1] },
      ] } }) },
  ],
};
