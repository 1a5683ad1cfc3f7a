// The request's region (the SigV4 credential scope of the Authorization header, as the AWS
// SDK signs it) in what keyscape serve answers: TableArn, IndexArn, LatestStreamArn and
// StreamArn, the records' awsRegion, DescribeEndpoints' address, and tagging by that ARN
// (issue 24 family 6). The SDK clients are unchanged: only their region differs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {
  CreateTableCommand, DescribeContinuousBackupsCommand, DescribeEndpointsCommand, DynamoDBClient,
  ListTagsOfResourceCommand, PutItemCommand, TagResourceCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBStreamsClient, DescribeStreamCommand, GetRecordsCommand, GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { startServer } from './harness.mjs';

const REGION = 'eu-west-2';
const credentials = { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret' };
let server, ddb, streams;

before(async () => {
  server = await startServer();
  const requestHandler = new NodeHttpHandler({ httpAgent: new http.Agent({ keepAlive: true }) });
  ddb = new DynamoDBClient({ endpoint: server.url, region: REGION, credentials, maxAttempts: 1, requestHandler });
  streams = new DynamoDBStreamsClient({ endpoint: server.url, region: REGION, credentials, maxAttempts: 1 });
});

after(async () => {
  ddb?.destroy();
  streams?.destroy();
  await server?.stop();
});

test('a table created in eu-west-2 carries the region in its ARNs, its stream and its records', async () => {
  const created = await ddb.send(new CreateTableCommand({
    TableName: 'RegionOrders', BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'g', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [{ IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
  }));
  const d = created.TableDescription;
  assert.equal(d.TableArn, `arn:aws:dynamodb:${REGION}:000000000000:table/RegionOrders`);
  assert.equal(d.GlobalSecondaryIndexes[0].IndexArn, `${d.TableArn}/index/byG`);
  assert.ok(d.LatestStreamArn.startsWith(`${d.TableArn}/stream/`), d.LatestStreamArn);

  await ddb.send(new PutItemCommand({ TableName: 'RegionOrders', Item: { pk: { S: 'a' }, g: { S: 'x' } } }));
  const stream = await streams.send(new DescribeStreamCommand({ StreamArn: d.LatestStreamArn }));
  assert.equal(stream.StreamDescription.StreamArn, d.LatestStreamArn);
  const { ShardIterator } = await streams.send(new GetShardIteratorCommand({
    StreamArn: d.LatestStreamArn, ShardId: stream.StreamDescription.Shards[0].ShardId, ShardIteratorType: 'TRIM_HORIZON' }));
  const { Records } = await streams.send(new GetRecordsCommand({ ShardIterator }));
  assert.equal(Records.length, 1);
  assert.equal(Records[0].awsRegion, REGION);

  await ddb.send(new TagResourceCommand({ ResourceArn: d.TableArn, Tags: [{ Key: 'team', Value: 'orders' }] }));
  const tags = await ddb.send(new ListTagsOfResourceCommand({ ResourceArn: d.TableArn }));
  assert.deepEqual(tags.Tags, [{ Key: 'team', Value: 'orders' }]);
});

test('DescribeEndpoints names the request\'s regional address', async () => {
  const r = await ddb.send(new DescribeEndpointsCommand({}));
  assert.deepEqual(r.Endpoints, [{ Address: `dynamodb.${REGION}.amazonaws.com`, CachePeriodInMinutes: 1440 }]);
});

test('DescribeContinuousBackups on a missing table: TableNotFoundException "Table not found: <name>"', async () => {
  await assert.rejects(ddb.send(new DescribeContinuousBackupsCommand({ TableName: 'NoSuchRegionTable' })),
    (e) => e.name === 'TableNotFoundException' && e.message === 'Table not found: NoSuchRegionTable');
});

test('a table created without a region (local) stays reachable by its own ARN from a signed request', async () => {
  // The exec stream's tables carry "local"; here one is made by a client signing for "local".
  const local = new DynamoDBClient({ endpoint: server.url, region: 'local', credentials, maxAttempts: 1 });
  try {
    const made = await local.send(new CreateTableCommand({ TableName: 'LocalMade', BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }] }));
    const arn = made.TableDescription.TableArn;
    assert.equal(arn, 'arn:aws:dynamodb:local:000000000000:table/LocalMade');
    await ddb.send(new TagResourceCommand({ ResourceArn: arn, Tags: [{ Key: 'k', Value: 'v' }] }));
    assert.deepEqual((await ddb.send(new ListTagsOfResourceCommand({ ResourceArn: arn }))).Tags, [{ Key: 'k', Value: 'v' }]);
    // Another region's ARN for the same name is out of reach.
    await assert.rejects(ddb.send(new ListTagsOfResourceCommand({ ResourceArn: 'arn:aws:dynamodb:us-west-1:000000000000:table/LocalMade' })),
      (e) => e.name === 'AccessDeniedException');
  } finally {
    local.destroy();
  }
});
