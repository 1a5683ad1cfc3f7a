// Representative requests of every engine operation, successes and errors, for
// types-drift.test.mjs (every request and response is type-checked against wasm/types/) and
// engine.test.mjs. A step's request may be a function of the earlier responses (e.g. a
// table's ARN). `ok: false` steps must answer an error body.

import { readFileSync } from 'node:fs';

const EXAMPLES = new URL('../../docs/examples/', import.meta.url);
/** A design of docs/examples, parsed. */
function example(name) {
  return JSON.parse(readFileSync(new URL(name + '.json', EXAMPLES), 'utf8'));
}

const ORDERS = {
  TableName: 'Orders',
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
    { AttributeName: 'status', AttributeType: 'S' },
    { AttributeName: 'placed', AttributeType: 'N' },
  ],
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
  GlobalSecondaryIndexes: [{
    IndexName: 'ByStatus',
    KeySchema: [{ AttributeName: 'status', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
    Projection: { ProjectionType: 'KEYS_ONLY' },
  }],
  LocalSecondaryIndexes: [{
    IndexName: 'ByPlaced',
    KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'placed', KeyType: 'RANGE' }],
    Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['total'] },
  }],
};

const COUNTERS = {
  TableName: 'Counters',
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'N' }],
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
};

const LAB = {
  TableName: 'Lab',
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }, { AttributeName: 'SK', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }, { AttributeName: 'SK', KeyType: 'RANGE' }],
};

/** Every attribute type, once. */
const RICH_ITEM = {
  PK: { S: 'C#1' }, SK: { S: 'ORDER#1' }, status: { S: 'NEW' }, placed: { N: '20240101' },
  total: { N: '12.50' }, photo: { B: 'AAEC' }, gift: { BOOL: true }, note: { NULL: true },
  address: { M: { city: { S: 'Lyon' } } }, lines: { L: [{ S: 'a' }, { N: '1' }] },
  tags: { SS: ['x', 'y'] }, sizes: { NS: ['1', '2'] }, blobs: { BS: ['AQ==', 'Ag=='] },
};

const order = (pk, sk, status, placed) => ({
  PK: { S: pk }, SK: { S: sk }, status: { S: status }, placed: { N: String(placed) }, total: { N: '1' },
});

const ordersKey = (pk, sk) => ({ PK: { S: pk }, SK: { S: sk } });
const arn = (responses, table) => responses.find((r) => r.body?.TableDescription?.TableName === table)
  ?.body.TableDescription.TableArn;

/** The stream ARN of table Feed, and its shard, from the earlier responses. */
const streamArn = (responses) => responses.find((r) => r.body?.TableDescription?.TableName === 'Feed')
  ?.body.TableDescription.LatestStreamArn;
const shardId = (responses) => responses.findLast((r) => r.op === 'DescribeStream' && r.body?.StreamDescription)
  ?.body.StreamDescription.Shards[0].ShardId;

/** A model file (MODEL.md) for keyscape:Lint: orders keyed ORDER#${n}, n a plain number. */
const LINT_MODEL = {
  format: 'keyscape-model', version: 1, name: 'lint sample',
  tables: [{ name: 'Orders', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' }, globalSecondaryIndexes: [{ name: 'ByNo', partitionKey: { name: 'n', type: 'N' }, projection: { type: 'KEYS_ONLY' } }] }],
  entities: [{ name: 'Order', table: 'Orders', attributes: { customerId: { type: 'S' }, n: { type: 'N' } }, keys: { PK: 'CUSTOMER#${customerId}', SK: 'ORDER#${n}' } }],
  items: [{ entity: 'Order', values: { customerId: 'c_01', n: 1 } }, { entity: 'Order', values: { customerId: 'c_01', n: 10 } }],
  accessPatterns: [{ name: 'Orders of a customer', table: 'Orders', operation: 'Query', key: { partition: 'CUSTOMER#${customerId}' }, parameters: { customerId: 'c_01' } }],
};

export const SAMPLE_STEPS = [
  // Tables.
  { op: 'CreateTable', request: ORDERS },
  { op: 'CreateTable', request: COUNTERS },
  { op: 'CreateTable', request: LAB },
  { op: 'CreateTable', request: ORDERS, ok: false },
  { op: 'ListTables', request: {} },
  { op: 'ListTables', request: { Limit: 1 } },
  { op: 'DescribeTable', request: { TableName: 'Orders' } },
  { op: 'DescribeTable', request: { TableName: 'Counters' } },
  { op: 'DescribeTable', request: { TableName: 'Missing' }, ok: false },
  { op: 'UpdateTable', request: { TableName: 'Counters', ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 } } },

  // Items.
  { op: 'PutItem', request: { TableName: 'Orders', Item: RICH_ITEM } },
  { op: 'PutItem', request: { TableName: 'Orders', Item: { ...RICH_ITEM, total: { N: '13' } }, ReturnValues: 'ALL_OLD', ReturnConsumedCapacity: 'INDEXES' } },
  { op: 'PutItem', request: { TableName: 'Orders', Item: order('C#1', 'ORDER#2', 'SHIPPED', 20240102), ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'PutItem', request: { TableName: 'Orders', Item: order('C#1', 'ORDER#3', 'NEW', 20240103) } },
  { op: 'PutItem', request: { TableName: 'Orders', Item: order('C#2', 'ORDER#1', 'NEW', 20240104) } },
  // ReturnItemCollectionMetrics SIZE: Orders has an LSI, so each write reports its collection.
  { op: 'PutItem', request: { TableName: 'Orders', Item: order('C#2', 'ORDER#2', 'NEW', 20240105), ReturnItemCollectionMetrics: 'SIZE' } },
  { op: 'BatchWriteItem', request: { RequestItems: { Orders: [{ PutRequest: { Item: order('C#2', 'ORDER#3', 'NEW', 20240106) } }] }, ReturnItemCollectionMetrics: 'SIZE' } },
  { op: 'PutItem', request: { TableName: 'Counters', Item: { id: { N: '1' }, n: { N: '0' } } } },
  { op: 'PutItem', request: { TableName: 'Orders', Item: { PK: { S: 'C#1' } } }, ok: false },
  {
    op: 'PutItem', ok: false,
    request: { TableName: 'Orders', Item: order('C#1', 'ORDER#2', 'X', 1), ConditionExpression: 'attribute_not_exists(PK)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
  },
  { op: 'GetItem', request: { TableName: 'Orders', Key: ordersKey('C#1', 'ORDER#1'), ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'GetItem', request: { TableName: 'Orders', Key: ordersKey('C#9', 'ORDER#9') } },
  { op: 'GetItem', request: { TableName: 'Orders', Key: ordersKey('C#1', 'ORDER#1'), ProjectionExpression: 'address.city, #l[0]', ExpressionAttributeNames: { '#l': 'lines' } } },
  {
    op: 'UpdateItem',
    request: { TableName: 'Counters', Key: { id: { N: '1' } }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': { N: '1' } }, ReturnValues: 'ALL_NEW', ReturnConsumedCapacity: 'TOTAL' },
  },
  {
    op: 'UpdateItem',
    request: { TableName: 'Counters', Key: { id: { N: '1' } }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': { N: '1' } }, ReturnValues: 'UPDATED_OLD' },
  },
  { op: 'UpdateItem', request: { TableName: 'Counters', Key: { id: { N: '2' } }, UpdateExpression: 'SET n = :z', ExpressionAttributeValues: { ':z': { N: '0' } } } },
  { op: 'UpdateItem', request: { TableName: 'Counters', Key: { id: { N: '1' } }, UpdateExpression: 'SET n = n +' }, ok: false },
  { op: 'DeleteItem', request: { TableName: 'Counters', Key: { id: { N: '2' } }, ReturnValues: 'ALL_OLD', ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'DeleteItem', request: { TableName: 'Counters', Key: { id: { N: '2' } } } },

  // Reads.
  { op: 'Query', request: { TableName: 'Orders', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': { S: 'C#1' } } } },
  { op: 'Query', request: { TableName: 'Orders', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': { S: 'C#1' } }, Limit: 1, ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'Query', request: { TableName: 'Orders', KeyConditionExpression: 'PK = :p', ExpressionAttributeValues: { ':p': { S: 'C#1' } }, Select: 'COUNT' } },
  { op: 'Query', request: { TableName: 'Orders', IndexName: 'ByStatus', KeyConditionExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': { S: 'NEW' } }, ReturnConsumedCapacity: 'INDEXES' } },
  { op: 'Query', request: { TableName: 'Orders', IndexName: 'ByPlaced', KeyConditionExpression: 'PK = :p AND placed > :d', ExpressionAttributeValues: { ':p': { S: 'C#1' }, ':d': { N: '0' } }, Select: 'ALL_PROJECTED_ATTRIBUTES', ReturnConsumedCapacity: 'INDEXES' } },
  { op: 'Query', request: { TableName: 'Orders', KeyConditionExpression: 'PK = :p AND', ExpressionAttributeValues: { ':p': { S: 'C#1' } } }, ok: false },
  { op: 'Scan', request: { TableName: 'Orders' } },
  { op: 'Scan', request: { TableName: 'Orders', Limit: 2, FilterExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': { S: 'NEW' } }, ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'Scan', request: { TableName: 'Orders', Segment: 0, TotalSegments: 2, Select: 'COUNT' } },
  { op: 'Scan', request: { TableName: 'Orders', Segment: 2, TotalSegments: 2 }, ok: false },

  // Batches and transactions.
  {
    op: 'BatchWriteItem',
    request: {
      RequestItems: {
        Orders: [{ PutRequest: { Item: order('C#3', 'ORDER#1', 'NEW', 20240105) } }, { DeleteRequest: { Key: ordersKey('C#2', 'ORDER#1') } }],
        Counters: [{ PutRequest: { Item: { id: { N: '3' } } } }],
      },
      ReturnConsumedCapacity: 'TOTAL',
    },
  },
  { op: 'BatchWriteItem', request: { RequestItems: { Orders: [{ PutRequest: { Item: order('C#4', 'ORDER#1', 'NEW', 1) } }] } } },
  {
    op: 'BatchGetItem',
    request: {
      RequestItems: {
        Orders: { Keys: [ordersKey('C#1', 'ORDER#1'), ordersKey('C#9', 'ORDER#9')], ProjectionExpression: 'PK, SK, #s', ExpressionAttributeNames: { '#s': 'status' } },
        Counters: { Keys: [{ id: { N: '1' } }], ConsistentRead: true },
      },
      ReturnConsumedCapacity: 'INDEXES',
    },
  },
  { op: 'BatchGetItem', request: { RequestItems: { Counters: { Keys: [{ id: { N: '1' } }] } } } },
  {
    op: 'TransactWriteItems',
    request: {
      TransactItems: [
        { Put: { TableName: 'Orders', Item: order('C#5', 'ORDER#1', 'NEW', 20240106) } },
        { Update: { TableName: 'Counters', Key: { id: { N: '1' } }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': { N: '1' } } } },
        { ConditionCheck: { TableName: 'Orders', Key: ordersKey('C#1', 'ORDER#1'), ConditionExpression: 'attribute_exists(PK)' } },
        { Delete: { TableName: 'Orders', Key: ordersKey('C#4', 'ORDER#1') } },
      ],
      ReturnConsumedCapacity: 'TOTAL',
    },
  },
  { op: 'TransactWriteItems', request: { TransactItems: [{ Put: { TableName: 'Counters', Item: { id: { N: '4' } } } }] } },
  {
    // Cancelled: an error body with CancellationReasons (one with the old item).
    op: 'TransactWriteItems', ok: false,
    request: {
      TransactItems: [
        { Put: { TableName: 'Counters', Item: { id: { N: '5' } } } },
        { ConditionCheck: { TableName: 'Orders', Key: ordersKey('C#1', 'ORDER#1'), ConditionExpression: 'attribute_not_exists(PK)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
      ],
    },
  },
  {
    op: 'TransactGetItems',
    request: {
      TransactItems: [
        { Get: { TableName: 'Orders', Key: ordersKey('C#1', 'ORDER#1'), ProjectionExpression: 'PK, #t', ExpressionAttributeNames: { '#t': 'total' } } },
        { Get: { TableName: 'Orders', Key: ordersKey('C#9', 'ORDER#9') } },
      ],
      ReturnConsumedCapacity: 'TOTAL',
    },
  },
  { op: 'TransactGetItems', request: { TransactItems: [{ Get: { TableName: 'Counters', Key: { id: { N: '1' } } } }] } },

  // PartiQL: a Query, a Scan, writes, a page with NextToken, a batch with an error entry,
  // transactions of writes and of reads, and the plans ExplainStatement reports.
  { op: 'ExecuteStatement', request: { Statement: "INSERT INTO \"Counters\" VALUE {'id': 40, 'n': 1}" } },
  { op: 'ExecuteStatement', request: { Statement: 'SELECT * FROM "Orders" WHERE PK = ? AND begins_with(SK, ?)', Parameters: [{ S: 'C#1' }, { S: 'ORDER#' }], Limit: 1, ReturnConsumedCapacity: 'TOTAL' } },
  { op: 'ExecuteStatement', request: { Statement: 'SELECT PK, SK FROM "Orders" WHERE total > 0' } },
  { op: 'ExecuteStatement', request: { Statement: 'UPDATE "Counters" SET n = n + 1 WHERE id = 40' } },
  { op: 'ExecuteStatement', ok: false, request: { Statement: "INSERT INTO \"Counters\" VALUE {'id': 40}" } },
  {
    op: 'BatchExecuteStatement',
    request: { Statements: [{ Statement: 'SELECT * FROM "Counters" WHERE id = 40' }, { Statement: 'SELECT * FROM "Counters" WHERE' }] },
  },
  { op: 'ExecuteTransaction', request: { TransactStatements: [{ Statement: 'DELETE FROM "Counters" WHERE id = 40' }] } },
  { op: 'ExecuteTransaction', request: { TransactStatements: [{ Statement: 'SELECT * FROM "Counters" WHERE id = 1' }, { Statement: 'SELECT * FROM "Counters" WHERE id = 99' }] } },
  { op: 'keyscape:ExplainStatement', request: { Statement: "SELECT * FROM \"Orders\" WHERE PK = 'C#1' AND SK > 'ORDER#'" } },
  { op: 'keyscape:ExplainStatement', request: { Statement: "SELECT * FROM \"Orders\" WHERE status = 'NEW'" } },
  { op: 'keyscape:ExplainStatement', ok: false, request: { Statement: 'SELECT * FROM' } },

  // Tags and TTL.
  { op: 'TagResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders'), Tags: [{ Key: 'team', Value: 'orders' }, { Key: 'env', Value: 'dev' }] }) },
  { op: 'ListTagsOfResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders') }) },
  { op: 'UntagResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders'), TagKeys: ['env'] }) },
  { op: 'ListTagsOfResource', request: (rs) => ({ ResourceArn: arn(rs, 'Counters') }) },
  { op: 'DescribeTimeToLive', request: { TableName: 'Orders' } },
  { op: 'UpdateTimeToLive', request: { TableName: 'Orders', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } } },
  { op: 'DescribeTimeToLive', request: { TableName: 'Orders' } },
  { op: 'DescribeContinuousBackups', request: { TableName: 'Orders' } },
  { op: 'DescribeContinuousBackups', ok: false, request: { TableName: 'NoSuchTable' } },
  { op: 'DescribeEndpoints', request: {} },
  { op: 'keyscape:ExpireItems', request: {} },
  { op: 'keyscape:ExpireItems', request: { TableName: 'Orders', Now: 4102444800 } },

  // DynamoDB Streams: a table with a stream, one record of each kind, every read operation.
  { op: 'CreateTable', request: { ...LAB, TableName: 'Feed', StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } } },
  { op: 'PutItem', request: { TableName: 'Feed', Item: { PK: { S: 'f' }, SK: { S: '1' }, n: { N: '1' } } } },
  { op: 'UpdateItem', request: { TableName: 'Feed', Key: { PK: { S: 'f' }, SK: { S: '1' } }, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': { N: '2' } } } },
  { op: 'DeleteItem', request: { TableName: 'Feed', Key: { PK: { S: 'f' }, SK: { S: '1' } } } },
  { op: 'DescribeTable', request: { TableName: 'Feed' } },
  { op: 'ListStreams', request: {} },
  { op: 'ListStreams', request: { TableName: 'Feed', Limit: 1 } },
  { op: 'ListStreams', request: { Limit: 0 }, ok: false },
  { op: 'DescribeStream', request: (rs) => ({ StreamArn: streamArn(rs) }) },
  { op: 'DescribeStream', request: (rs) => ({ StreamArn: `${streamArn(rs)}x` }), ok: false },
  { op: 'GetShardIterator', request: (rs) => ({ StreamArn: streamArn(rs), ShardId: shardId(rs), ShardIteratorType: 'TRIM_HORIZON' }) },
  { op: 'GetRecords', request: (rs) => ({ ShardIterator: rs.at(-1).body.ShardIterator, Limit: 10 }) },
  { op: 'GetShardIterator', request: (rs) => ({ StreamArn: streamArn(rs), ShardId: shardId(rs), ShardIteratorType: 'AT_SEQUENCE_NUMBER' }), ok: false },
  { op: 'GetRecords', request: { ShardIterator: 'not-an-iterator' }, ok: false },
  { op: 'UpdateTable', request: { TableName: 'Feed', StreamSpecification: { StreamEnabled: false } } },
  { op: 'UpdateTable', request: { TableName: 'Feed', StreamSpecification: { StreamEnabled: false } }, ok: false },
  { op: 'DescribeStream', request: (rs) => ({ StreamArn: streamArn(rs) }) },
  { op: 'DeleteTable', request: { TableName: 'Feed' } },

  // The design-model operations, on the example designs.
  { op: 'keyscape:Import', request: { from: 'nosql-workbench', document: JSON.parse(readFileSync(new URL('../fixtures/nosql-workbench/AnOnlineShop_facets.json', import.meta.url), 'utf8')) } },
  { op: 'keyscape:Import', request: { from: 'nosql-workbench', document: { ModelName: 'x' } }, ok: false },
  { op: 'keyscape:Import', request: { from: 'aws-mcp', document: JSON.parse(readFileSync(new URL('../fixtures/aws-mcp/dynamodb_data_model.json', import.meta.url), 'utf8')) } },
  { op: 'keyscape:Import', request: { from: 'aws-mcp', document: { tables: [], items: {}, access_patterns: [] } }, ok: false },
  { op: 'keyscape:Import', request: { from: 'aws-mcp', document: { tables: [{ TableName: 'T', AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }] }], items: {}, access_patterns: [{ pattern: '1', implementation: 'aws dynamodb scan --table-name T --frobnicate' }] } }, ok: false },
  { op: 'keyscape:Export', request: { model: example('online-shop'), format: 'aws-mcp' } },
  { op: 'keyscape:Export', request: { model: example('online-shop'), format: 'aws-cli' } },
  { op: 'keyscape:Export', request: { model: example('online-shop'), format: 'dynamodb-json' } },
  { op: 'keyscape:Export', request: { model: example('sort-key-ids'), format: 'dynamodb-json' }, ok: false },
  { op: 'keyscape:Import', request: { from: 'dynamodb-json', document: '{"Item":{"PK":{"S":"USER#u1"},"SK":{"S":"PROFILE"},"userId":{"S":"u1"},"n":{"N":"1.50"}}}\n{"Item":{"PK":{"S":"USER#u2"},"SK":{"S":"NOTE#0007"},"tags":{"SS":["a"]}}}\n' } },
  { op: 'keyscape:Import', request: { from: 'csv', document: 'PK,SK,userId,logins\nUSER#a,PROFILE,a,3\nUSER#b,PROFILE,b,10\n' } },
  { op: 'keyscape:Import', request: { from: 'csv', document: 'a,a\n1,2\n' }, ok: false },
  { op: 'keyscape:ValidateModel', request: { model: example('online-shop') } },
  { op: 'keyscape:ValidateModel', request: { model: { ...example('online-shop'), colour: 'red' } }, ok: false },
  { op: 'keyscape:RunAccessPatterns', request: { model: example('online-shop') } },
  { op: 'keyscape:RunAccessPatterns', request: { model: example('tenant-overloading') } },
  { op: 'keyscape:RunAccessPatterns', request: {}, ok: false },
  { op: 'keyscape:Cost', request: { model: example('online-shop') } },
  { op: 'keyscape:Cost', request: { model: example('audit-log'), prices: { region: 'eu-west-1', readRequestUnit: 0.1415, writeRequestUnit: 0.7065, rcuHour: 0.000147, wcuHour: 0.000735, gbMonth: 0.283 } } },

  // keyscape operations.
  {
    op: 'keyscape:GenerateItems',
    request: {
      TableName: 'Lab', Count: 3000, Seed: 7,
      PartitionKey: { Template: 'CUSTOMER#${customerId}', Distribution: 'ZIPF', KeyCount: 50, Exponent: 1.2 },
      SortKey: { Template: 'ORDER#${orderId}', Distribution: 'SEQUENTIAL_TIMESTAMP', Start: '2024-01-01T00:00:00Z', StepSeconds: 1, Format: 'ISO8601' },
      Attributes: { status: { S: 'NEW' } }, PaddingBytes: 100,
    },
  },
  { op: 'keyscape:GenerateItems', request: { TableName: 'Lab', Count: 10, Seed: 8, PartitionKey: { Template: 'HOT#${n}', Distribution: 'UNIFORM', KeyCount: 1 }, SortKey: { Template: '${orderId}', Distribution: 'ULID' } } },
  { op: 'keyscape:GenerateItems', request: { TableName: 'Lab', Count: -1 }, ok: false },
  { op: 'keyscape:DescribePartitions', request: { TableName: 'Lab' } },
  { op: 'keyscape:DescribePartitions', request: { TableName: 'Lab', PartitionCount: 7, PartitionSizeLimitBytes: 20000 } },
  { op: 'keyscape:DescribePartitions', request: { TableName: 'Missing' }, ok: false },
  {
    op: 'keyscape:SimulateLoad',
    request: {
      TableName: 'Lab', PartitionCount: 4, TopKeys: 3,
      AccessPatterns: [
        { Name: 'hot writes', WritesPerSecond: 5000, KeyDistribution: 'HOT_KEY', HotKey: { S: 'CUSTOMER#0' }, HotFraction: 1 },
        { Name: 'reads', ReadsPerSecond: 2000, ReadConsistency: 'STRONG', ReadShape: 'QUERY', KeyDistribution: 'ZIPF', Exponent: 1 },
      ],
      WriteSharding: { Key: { S: 'CUSTOMER#0' }, SuffixCount: 10, Separator: '#', FullReadConsistency: 'EVENTUAL' },
    },
  },
  {
    op: 'keyscape:SimulateLoad',
    request: {
      TableName: 'Lab', BillingMode: 'PROVISIONED', ProvisionedThroughput: { ReadCapacityUnits: 3000, WriteCapacityUnits: 3000 },
      PartitionCount: 2, PartitionSizeLimitBytes: 100000, LimitRule: 'LEGACY_LINEAR', SplitForHeat: true, HeatSplitThreshold: 0.5,
      AccessPatterns: [
        { Name: 'sequential', WritesPerSecond: 2500, WriteOrder: 'SEQUENTIAL', WriteKind: 'TRANSACTIONAL', ItemSizeBytes: 2000 },
        { Name: 'one item', ReadsPerSecond: 9000, ReadShape: 'ITEM', KeyDistribution: 'HOT_KEY', HotKey: { S: 'HOT#0' } },
      ],
    },
  },
  { op: 'keyscape:SimulateLoad', request: { TableName: 'Lab', AccessPatterns: [] }, ok: false },
  {
    op: 'keyscape:PreviewItems',
    request: {
      TableName: 'Lab', Count: 100, Seed: 3, Limit: 10, PreviewCount: 2,
      PartitionKey: { Template: 'CUSTOMER#${customerId}', KeyCount: 5, PadTo: 3 },
      SortKey: { Template: 'ORDER#${orderId}', Start: '2024-01-01T00:00:00Z', StepSeconds: 1 },
    },
  },
  { op: 'keyscape:PreviewItems', request: { TableName: 'Lab', Count: 1, PartitionKey: { Template: 'X', KeyCount: 1 } }, ok: false },
  { op: 'keyscape:DescribeKeys', request: { TableName: 'Lab', MaxKeys: 20, TopKeys: 3, Bins: 32, Lookup: [{ S: 'CUSTOMER#0' }, { S: 'NOPE' }] } },
  { op: 'keyscape:DescribeKeys', request: { TableName: 'Lab', Order: 'VALUE', Layout: [{ HashRangeStart: '0000000000000000' }, { HashRangeStart: '8000000000000000' }] } },
  { op: 'keyscape:DescribeKeys', request: { TableName: 'Lab', MaxKeys: 0 }, ok: false },
  { op: 'keyscape:ExplainOrder', request: { Values: [{ S: 'ORDER#2' }, { S: 'ORDER#10' }, { S: 'ORDER#10' }, { S: 'ORDER#1' }] } },
  { op: 'keyscape:ExplainOrder', request: { Values: [{ N: '10' }, { N: '-2' }] } },
  { op: 'keyscape:ExplainOrder', request: { Values: [{ B: '/w==' }, { B: 'AA==' }] } },
  { op: 'keyscape:ExplainOrder', request: { Values: [] }, ok: false },

  // Lint: a design with findings (the lexicographic trap: an unpadded number in a sort
  // key; an index no pattern uses), the same design fixed (clean), and an invalid model (the reader's path-named ValidationException).
  { op: 'keyscape:Lint', request: { model: LINT_MODEL } },
  {
    op: 'keyscape:Lint',
    request: {
      model: {
        ...LINT_MODEL,
        tables: [{ ...LINT_MODEL.tables[0], globalSecondaryIndexes: [] }],
        entities: [{ ...LINT_MODEL.entities[0], keys: { PK: 'CUSTOMER#${customerId}', SK: 'ORDER#${n|pad(10)}' } }],
      },
    },
  },
  { op: 'keyscape:Lint', request: { model: { ...LINT_MODEL, version: 2 } }, ok: false },
  { op: 'keyscape:Template', request: { action: 'render', template: 'CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}', values: { customerId: 'c_01', orderNo: 7 } } },
  { op: 'keyscape:Template', request: { action: 'parse', template: 'CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}', key: 'CUSTOMER#c_01#ORDER#0000000007' } },
  { op: 'keyscape:Template', request: { action: 'prefix', template: 'EVT#${at|iso8601}#${id}', values: { at: '2026-06' } } },
  { op: 'keyscape:Template', request: { action: 'render', template: 'ORDER#${orderNo|pad(10)}', values: {} }, ok: false },
  { op: 'keyscape:Limits', request: {} },
  { op: 'keyscape:Limits', request: { MemoryCapMegabytes: 0 }, ok: false },

  // Exports: the canonical model, the list of formats with and without a model, an
  // unknown format and a broken model.
  { op: 'keyscape:Export', request: { model: LINT_MODEL, format: 'keyscape' } },
  { op: 'keyscape:ListExportFormats', request: {} },
  { op: 'keyscape:ListExportFormats', request: { model: LINT_MODEL } },
  { op: 'keyscape:Export', request: { model: LINT_MODEL, format: 'frobnicate' }, ok: false },
  { op: 'keyscape:Export', request: { model: { ...LINT_MODEL, version: 2 }, format: 'keyscape' }, ok: false },
  { op: 'keyscape:RangeView', request: { model: example('lexicographic-trap'), pattern: 0 } },
  { op: 'keyscape:RangeView', request: { model: example('lexicographic-trap'), pattern: 'Latest order of a customer' } },
  { op: 'keyscape:RangeView', request: { model: example('lexicographic-trap'), pattern: 0, overrides: { sort: { op: 'between', value: 'ORDER#1', high: 'ORDER#2' }, scanIndexForward: false, limit: 2, filter: { expression: '#t > :t', names: { '#t': 'total' }, values: { ':t': { N: '20' } } } } } },
  { op: 'keyscape:RangeView', request: { model: example('lexicographic-trap'), pattern: 3 }, ok: false },
  { op: 'keyscape:AggregateView', request: { model: example('online-shop'), table: 'Shop' } },
  { op: 'keyscape:AggregateView', request: { model: example('lexicographic-trap'), table: 'Nope' }, ok: false },
  { op: 'keyscape:LoadDesign', request: { model: example('online-shop') } },
  { op: 'keyscape:GenerateItems', request: { model: example('online-shop'), Entity: 'Order', Count: 1000, Seed: 3, Limit: 500, PartitionKey: { Distribution: 'ZIPF', KeyCount: 20, Exponent: 1.1 } } },
  {
    op: 'keyscape:GenerateItems',
    request: (prev) => ({ model: example('online-shop'), Entity: 'Order', Count: 1000, Seed: 3, Limit: 500, PartitionKey: { Distribution: 'ZIPF', KeyCount: 20, Exponent: 1.1 }, NextToken: prev[prev.length - 1].body.NextToken }),
  },
  { op: 'keyscape:GenerateItems', request: { model: example('online-shop'), Entity: 'Order', Count: 1000, NextToken: 'x' }, ok: false },
  { op: 'keyscape:LoadDesign', request: { model: { ...example('online-shop'), version: 2 } }, ok: false },
  { op: 'DeleteTable', request: { TableName: 'Shop' } },

  { op: 'keyscape:ListOperations', request: {} },
  { op: 'keyscape:ListOperations', request: { verbose: true }, ok: false },
  { op: 'keyscape:AnalyzeDesign', request: { model: example('online-shop') } },
  { op: 'keyscape:AnalyzeDesign', request: { model: example('lexicographic-trap'), view: { rangeView: { pattern: 0, overrides: { limit: 2 } } } } },
  { op: 'keyscape:AnalyzeDesign', request: { model: example('lexicographic-trap'), view: { rangeView: { pattern: 3 } } } },
  { op: 'keyscape:AnalyzeDesign', request: { model: example('online-shop'), view: { aggregateView: { table: 'Shop' } } } },
  { op: 'keyscape:AnalyzeDesign', request: { model: { ...example('online-shop'), colour: 'red' } }, ok: false },
  { op: 'keyscape:DiffDesigns', request: { old: example('lexicographic-trap'), new: example('lexicographic-trap-fixed') } },
  { op: 'keyscape:DiffDesigns', request: { old: example('online-shop'), new: example('online-shop') } },
  { op: 'keyscape:DiffDesigns', request: { old: example('online-shop') }, ok: false },
  { op: 'keyscape:DesignLoad', request: { model: example('online-shop'), Table: 'Shop' } },
  { op: 'keyscape:DesignLoad', request: { model: example('audit-log'), Table: example('audit-log').tables[0].name } },
  { op: 'keyscape:DesignLoad', request: { model: example('online-shop'), Table: 'Nope' }, ok: false },
  { op: 'keyscape:Template', request: { action: 'variables', template: 'ROOM#${roomId}#${sentAt|iso8601}' } },
  { op: 'keyscape:EntityRows', request: { model: example('online-shop'), entity: 'Order', source: { generate: { count: 3, partitionKeys: 1 } } } },
  { op: 'keyscape:EntityRows', request: { model: example('online-shop'), entity: 'Order', source: { jsonLines: '{"customerId":"c1","orderId":"01HV0000000000000000000000","placedAt":"2024-01-01T00:00:00Z","status":"PLACED","total":"12345678901234567890123","lineCount":1}\nnot json' } } },
  { op: 'keyscape:EntityRows', request: { model: example('online-shop'), entity: 'Nope', source: { rows: [] } }, ok: false },
  { op: 'keyscape:Template', request: { action: 'variables', template: 'A#${a', type: 'S' }, ok: false },

  // The end.
  { op: 'DeleteTable', request: { TableName: 'Counters' } },
  { op: 'DeleteTable', request: { TableName: 'Counters' }, ok: false },
  { op: 'Frobnicate', request: {}, ok: false },
];

/**
 * Runs SAMPLE_STEPS on `engine` (a KeyscapeEngine) and returns one observation per step:
 * {op, request, text, body, where}.
 */
export function runSamples(engine) {
  const out = [];
  SAMPLE_STEPS.forEach((step, i) => {
    const request = typeof step.request === 'function' ? step.request(out) : step.request;
    const text = engine.execute(step.op, request);
    out.push({ op: step.op, request, text, body: JSON.parse(text), ok: step.ok ?? true, where: `samples.mjs step ${i + 1} (${step.op})` });
  });
  return out;
}
