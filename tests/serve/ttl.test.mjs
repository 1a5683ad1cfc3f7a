// TTL expiry through `keyscape serve --expire-ttl`, with the AWS SDK v3 unchanged: items
// whose TTL attribute is a Number of epoch seconds in the past are gone (from the table and
// its GSI) at the next request; without the flag TTL is only recorded.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  CreateTableCommand, PutItemCommand, QueryCommand, ScanCommand, UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { startServer, sdkClient } from './harness.mjs';

const NOW = 1800000000;  // the engine clock (--fixed-clock), so "expired" is exact
const servers = [];
after(async () => { for (const s of servers) await s.stop(); });

async function sessionsOn(args) {
  const server = await startServer(['--fixed-clock', String(NOW), ...args]);
  servers.push(server);
  const client = sdkClient(server.url);
  await client.send(new CreateTableCommand({
    TableName: 'Sessions', BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'user', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [{ IndexName: 'byUser', KeySchema: [{ AttributeName: 'user', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
  }));
  await client.send(new UpdateTimeToLiveCommand({ TableName: 'Sessions', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expires' } }));
  const put = (pk, expires) => client.send(new PutItemCommand({ TableName: 'Sessions', Item: { pk: { S: pk }, user: { S: 'u1' }, expires } }));
  await put('expired', { N: String(NOW - 60) });
  await put('live', { N: String(NOW + 3600) });
  await put('text', { S: String(NOW - 60) });  // not a Number: never expires
  return client;
}

const keysOf = (r) => r.Items.map((i) => i.pk.S).sort();

test('--expire-ttl 0 removes expired items before the next request, from the table and its GSI', async () => {
  const client = await sessionsOn(['--expire-ttl', '0']);
  assert.deepEqual(keysOf(await client.send(new ScanCommand({ TableName: 'Sessions' }))), ['live', 'text']);
  const byUser = await client.send(new QueryCommand({ TableName: 'Sessions', IndexName: 'byUser',
    KeyConditionExpression: '#u = :u', ExpressionAttributeNames: { '#u': 'user' }, ExpressionAttributeValues: { ':u': { S: 'u1' } } }));
  assert.deepEqual(keysOf(byUser), ['live', 'text']);
});

test('without --expire-ttl, TTL is recorded and expired items stay readable', async () => {
  const client = await sessionsOn([]);
  assert.deepEqual(keysOf(await client.send(new ScanCommand({ TableName: 'Sessions' }))), ['expired', 'live', 'text']);
});

test('--expire-ttl refuses a value that is not a number of seconds', async () => {
  await assert.rejects(startServer(['--expire-ttl', 'soon'], { timeoutMs: 5000 }));
});
