// Representative requests of every engine operation, successes and errors, for
// types-drift.test.mjs (every response is type-checked against wasm/types.d.ts) and
// engine.test.mjs. A step's request may be a function of the earlier responses (e.g. a
// table's ARN). `ok: false` steps must answer an error body.

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

  // Tags and TTL.
  { op: 'TagResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders'), Tags: [{ Key: 'team', Value: 'orders' }, { Key: 'env', Value: 'dev' }] }) },
  { op: 'ListTagsOfResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders') }) },
  { op: 'UntagResource', request: (rs) => ({ ResourceArn: arn(rs, 'Orders'), TagKeys: ['env'] }) },
  { op: 'ListTagsOfResource', request: (rs) => ({ ResourceArn: arn(rs, 'Counters') }) },
  { op: 'DescribeTimeToLive', request: { TableName: 'Orders' } },
  { op: 'UpdateTimeToLive', request: { TableName: 'Orders', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } } },
  { op: 'DescribeTimeToLive', request: { TableName: 'Orders' } },

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
  { op: 'keyscape:Template', request: { action: 'render', template: 'CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}', values: { customerId: 'c_01', orderNo: 7 } } },
  { op: 'keyscape:Template', request: { action: 'parse', template: 'CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}', key: 'CUSTOMER#c_01#ORDER#0000000007' } },
  { op: 'keyscape:Template', request: { action: 'prefix', template: 'EVT#${at|iso8601}#${id}', values: { at: '2026-06' } } },
  { op: 'keyscape:Template', request: { action: 'render', template: 'ORDER#${orderNo|pad(10)}', values: {} }, ok: false },

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
