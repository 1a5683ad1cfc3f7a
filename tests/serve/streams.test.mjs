// DynamoDB Streams through `keyscape serve`: the AWS SDK's own streams client
// (@aws-sdk/client-dynamodb-streams, unchanged: it signs for service `dynamodb` and sends
// X-Amz-Target DynamoDBStreams_20120810.<Op> to the endpoint override) and the AWS CLI's
// `aws dynamodbstreams`, against the same port as the DynamoDB API.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateTableCommand, DeleteItemCommand, DescribeTableCommand, PutItemCommand, UpdateItemCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand,
  ListStreamsCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { dynamoRaw, rawRequest, FAKE_AUTH, sdkClient, startServer } from './harness.mjs';

let server;
let ddb;
let streams;
const seen = [];  // what the streams client sent

before(async () => {
  server = await startServer();
  ddb = sdkClient(server.url);
  streams = new DynamoDBStreamsClient({
    endpoint: server.url,
    region: 'local',
    credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret' },
    maxAttempts: 1,
  });
  streams.middlewareStack.add((next) => async (args) => {
    seen.push({ target: args.request.headers['x-amz-target'], auth: args.request.headers.authorization });
    return next(args);
  }, { step: 'finalizeRequest', priority: 'low', name: 'recordHeaders' });
});

after(async () => {
  ddb?.destroy();
  streams?.destroy();
  await server?.stop();
});

const key = (id) => ({ pk: { S: id } });

test('the SDK streams client reads INSERT, MODIFY and REMOVE in order with every iterator type', async () => {
  const created = await ddb.send(new CreateTableCommand({
    TableName: 'StreamOrders', BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  }));
  const arn = created.TableDescription.LatestStreamArn;
  assert.match(arn, /^arn:aws:dynamodb:local:000000000000:table\/StreamOrders\/stream\/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
  assert.deepEqual(created.TableDescription.StreamSpecification, { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  const described = await ddb.send(new DescribeTableCommand({ TableName: 'StreamOrders' }));
  assert.equal(described.Table.LatestStreamArn, arn);
  assert.equal(described.Table.LatestStreamLabel, arn.split('/stream/')[1]);

  await ddb.send(new PutItemCommand({ TableName: 'StreamOrders', Item: { ...key('o1'), n: { N: '1' } } }));
  await ddb.send(new UpdateItemCommand({ TableName: 'StreamOrders', Key: key('o1'), UpdateExpression: 'SET n = :n',
    ExpressionAttributeValues: { ':n': { N: '2' } } }));
  await ddb.send(new DeleteItemCommand({ TableName: 'StreamOrders', Key: key('o1') }));
  await ddb.send(new DeleteItemCommand({ TableName: 'StreamOrders', Key: key('missing') }));  // no record

  const list = await streams.send(new ListStreamsCommand({ TableName: 'StreamOrders' }));
  assert.deepEqual(list.Streams, [{ StreamArn: arn, TableName: 'StreamOrders', StreamLabel: described.Table.LatestStreamLabel }]);
  const { StreamDescription: d } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
  assert.equal(d.StreamStatus, 'ENABLED');
  assert.equal(d.StreamViewType, 'NEW_AND_OLD_IMAGES');
  assert.deepEqual(d.KeySchema, [{ AttributeName: 'pk', KeyType: 'HASH' }]);
  assert.equal(d.Shards.length, 1);
  const shardId = d.Shards[0].ShardId;
  assert.match(shardId, /^shardId-\d{20}-[0-9a-f]{8}$/);
  assert.match(d.Shards[0].SequenceNumberRange.StartingSequenceNumber, /^\d{21}$/);

  const iterator = async (type, seq) => (await streams.send(new GetShardIteratorCommand({
    StreamArn: arn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: seq }))).ShardIterator;
  const all = await streams.send(new GetRecordsCommand({ ShardIterator: await iterator('TRIM_HORIZON') }));
  assert.deepEqual(all.Records.map((r) => r.eventName), ['INSERT', 'MODIFY', 'REMOVE']);
  const seqs = all.Records.map((r) => r.dynamodb.SequenceNumber);
  assert.deepEqual([...seqs].sort(), seqs);
  assert.ok(typeof all.NextShardIterator === 'string');
  const modify = all.Records[1];
  assert.equal(modify.eventSource, 'aws:dynamodb');
  assert.equal(modify.eventVersion, '1.1');
  assert.deepEqual(modify.dynamodb.Keys, key('o1'));
  assert.deepEqual(modify.dynamodb.OldImage, { ...key('o1'), n: { N: '1' } });
  assert.deepEqual(modify.dynamodb.NewImage, { ...key('o1'), n: { N: '2' } });
  assert.ok(modify.dynamodb.ApproximateCreationDateTime instanceof Date);

  const at = await streams.send(new GetRecordsCommand({ ShardIterator: await iterator('AT_SEQUENCE_NUMBER', seqs[1]) }));
  assert.deepEqual(at.Records.map((r) => r.eventName), ['MODIFY', 'REMOVE']);
  const afterIt = await streams.send(new GetRecordsCommand({ ShardIterator: await iterator('AFTER_SEQUENCE_NUMBER', seqs[1]) }));
  assert.deepEqual(afterIt.Records.map((r) => r.eventName), ['REMOVE']);
  const latest = await iterator('LATEST');
  assert.deepEqual((await streams.send(new GetRecordsCommand({ ShardIterator: latest }))).Records, []);
  await ddb.send(new PutItemCommand({ TableName: 'StreamOrders', Item: key('o2') }));
  const fresh = await streams.send(new GetRecordsCommand({ ShardIterator: latest, Limit: 10 }));
  assert.deepEqual(fresh.Records.map((r) => [r.eventName, r.dynamodb.NewImage]), [['INSERT', key('o2')]]);
  // The first read's NextShardIterator goes on with the record written since.
  const next = await streams.send(new GetRecordsCommand({ ShardIterator: all.NextShardIterator }));
  assert.deepEqual(next.Records.map((r) => r.eventName), ['INSERT']);

  // What the client sent: the Streams target, signed for service dynamodb.
  assert.ok(seen.length >= 5);
  for (const s of seen) {
    assert.match(s.target, /^DynamoDBStreams_20120810\.(ListStreams|DescribeStream|GetShardIterator|GetRecords)$/);
    assert.match(s.auth, /^AWS4-HMAC-SHA256 Credential=AKIDLOCAL\/\d{8}\/local\/dynamodb\/aws4_request/);
  }
});

test('disabling keeps the stream readable as DISABLED; the SDK sees DynamoDB Streams\' errors', async () => {
  await ddb.send(new UpdateTableCommand({ TableName: 'StreamOrders', StreamSpecification: { StreamEnabled: false } }));
  const desc = await ddb.send(new DescribeTableCommand({ TableName: 'StreamOrders' }));
  assert.equal(desc.Table.StreamSpecification, undefined);
  const arn = desc.Table.LatestStreamArn;
  const { StreamDescription: d } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
  assert.equal(d.StreamStatus, 'DISABLED');
  assert.match(d.Shards[0].SequenceNumberRange.EndingSequenceNumber, /^\d{21}$/);
  await assert.rejects(ddb.send(new UpdateTableCommand({ TableName: 'StreamOrders', StreamSpecification: { StreamEnabled: false } })),
    { name: 'ValidationException', message: 'Table has no stream to disable: TableName: StreamOrders' });
  await assert.rejects(streams.send(new DescribeStreamCommand({ StreamArn: `${arn}0` })),
    { name: 'ResourceNotFoundException', message: `Requested resource not found: Stream: ${arn}0 not found` });
  await assert.rejects(streams.send(new GetRecordsCommand({ ShardIterator: 'not-an-iterator' })),
    { name: 'ValidationException', message: 'Invalid ShardIterator' });
});

test('a Streams operation under the DynamoDB target, or the reverse, is an unknown operation', async () => {
  const wrong = await dynamoRaw(server.port, 'ListStreams', {});
  assert.equal(wrong.status, 400);
  assert.match(JSON.parse(wrong.body).__type, /UnknownOperationException$/);
  const reverse = await rawRequest(server.port, {
    headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': 'DynamoDBStreams_20120810.ListTables',
      'X-Amz-Date': '20240101T000000Z', Authorization: FAKE_AUTH },
    body: '{}',
  });
  assert.match(JSON.parse(reverse.body).__type, /UnknownOperationException$/);
});

test('aws dynamodbstreams list-streams, describe-stream, get-shard-iterator and get-records', (t) => {
  const AWS = process.env.AWS_CLI || '/usr/bin/aws';
  assert.ok(fs.existsSync(AWS), `${AWS} is missing (Debian package awscli)`);
  const env = {
    PATH: process.env.PATH, HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'awscli-')), AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x', AWS_DEFAULT_REGION: 'local', AWS_PAGER: '', AWS_EC2_METADATA_DISABLED: 'true',
  };
  t.after(() => fs.rmSync(env.HOME, { recursive: true, force: true }));  // the AWS CLI's cache
  const aws = (service, ...args) => JSON.parse(execFileSync(AWS, [service, ...args, '--endpoint-url', server.url,
    '--output', 'json'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || '{}');
  const created = aws('dynamodb', 'create-table', '--table-name', 'CliStream',
    '--attribute-definitions', 'AttributeName=pk,AttributeType=S', '--key-schema', 'AttributeName=pk,KeyType=HASH',
    '--billing-mode', 'PAY_PER_REQUEST', '--stream-specification', 'StreamEnabled=true,StreamViewType=KEYS_ONLY');
  const arn = created.TableDescription.LatestStreamArn;
  aws('dynamodb', 'put-item', '--table-name', 'CliStream', '--item', JSON.stringify(key('c1')));
  const listed = aws('dynamodbstreams', 'list-streams', '--table-name', 'CliStream');
  assert.deepEqual(listed.Streams.map((s) => s.StreamArn), [arn]);
  const d = aws('dynamodbstreams', 'describe-stream', '--stream-arn', arn).StreamDescription;
  const it = aws('dynamodbstreams', 'get-shard-iterator', '--stream-arn', arn, '--shard-id', d.Shards[0].ShardId,
    '--shard-iterator-type', 'TRIM_HORIZON').ShardIterator;
  const records = aws('dynamodbstreams', 'get-records', '--shard-iterator', it).Records;
  assert.deepEqual(records.map((r) => [r.eventName, r.dynamodb.Keys, r.dynamodb.NewImage]), [['INSERT', key('c1'), undefined]]);
});
