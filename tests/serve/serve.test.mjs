// `keyscape serve` as a DynamoDB endpoint: driven by the AWS SDK for JavaScript v3 and by
// raw HTTP. Run: cd tests/serve && npm ci && KEYSCAPE_BIN=build/native/keyscape node --test
//
// Nothing is skipped: a missing binary or an operation the engine does not answer is a
// failure.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  BatchGetItemCommand, BatchWriteItemCommand, CreateTableCommand, DeleteItemCommand,
  DeleteTableCommand, DescribeTableCommand, GetItemCommand, ListTablesCommand, PutItemCommand,
  QueryCommand, ScanCommand, UpdateItemCommand, TransactWriteItemsCommand,
  TransactGetItemsCommand, UpdateTableCommand, TagResourceCommand, ListTagsOfResourceCommand,
  UntagResourceCommand, DescribeTimeToLiveCommand, UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  startServer, runToExit, runExec, rawRequest, dynamoRaw, sdkClient, crc32, FAKE_AUTH,
  keyscapeBin,
} from './harness.mjs';

const FIXED_CLOCK = '1700000000';
let server;
let client;

function keyTable(name, { rangeType = 'S' } = {}) {
  return new CreateTableCommand({
    TableName: name,
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: rangeType },
    ],
    BillingMode: 'PAY_PER_REQUEST',
  });
}

async function expectSdkError(promise, name, status = 400) {
  try {
    await promise;
  } catch (e) {
    assert.equal(e.name, name, `expected ${name}, got ${e.name}: ${e.message}`);
    assert.equal(e.$metadata?.httpStatusCode, status);
    return e;
  }
  assert.fail(`expected ${name}, the call succeeded`);
}

before(async () => {
  assert.ok(fs.existsSync(keyscapeBin()), `no binary at ${keyscapeBin()} (set KEYSCAPE_BIN)`);
  server = await startServer(['--fixed-clock', FIXED_CLOCK]);
  client = sdkClient(server.url);
});

after(async () => {
  client?.destroy();
  if (server) {
    const code = await server.stop();
    assert.equal(code, 0, `keyscape serve exited ${code} on SIGTERM:\n${server.stderr()}`);
  }
});

describe('startup and HTTP basics', () => {
  test('first stdout line names the chosen port on loopback', () => {
    assert.match(server.firstLine, /^keyscape serve listening on http:\/\/127\.0\.0\.1:\d+$/);
    assert.ok(server.port > 0);
  });

  test('GET / answers a health line', async () => {
    const r = await rawRequest(server.port, { method: 'GET' });
    assert.equal(r.status, 200);
    assert.match(r.body, /^healthy: /);
    assert.match(r.headers['x-amzn-requestid'], /^[0-9A-Z]{52}$/);
  });

  test('--help says signatures are not checked', async () => {
    const r = await runToExit(['--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /signatures are NOT checked/);
    assert.match(r.stdout, /--port/);
    assert.match(r.stdout, /--load/);
  });

  test('bad options are usage errors', async () => {
    assert.equal((await runToExit(['--port', 'eighty'])).code, 2);
    assert.equal((await runToExit(['--port', '70000'])).code, 2);
    assert.equal((await runToExit(['--bogus'])).code, 2);
  });

  test('a port in use is an error, not a shared port', async () => {
    const r = await runToExit(['--port', String(server.port)]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /cannot listen on 127\.0\.0\.1 port \d+/);
    assert.equal(r.stdout, '');
  });

  test('every response has a RequestId and the CRC-32 of its body', async () => {
    const responses = [
      await dynamoRaw(server.port, 'ListTables', {}),
      await dynamoRaw(server.port, 'DescribeTable', { TableName: 'NoSuchTable' }),
      await rawRequest(server.port, { method: 'PUT' }),
    ];
    for (const r of responses) {
      assert.match(r.headers['x-amzn-requestid'], /^[0-9A-Z]{52}$/);
      assert.equal(r.headers['x-amz-crc32'], String(crc32(r.body)));
      assert.equal(r.headers['content-length'], String(Buffer.byteLength(r.body)));
    }
    const ids = new Set(responses.map((r) => r.headers['x-amzn-requestid']));
    assert.equal(ids.size, responses.length, 'request ids repeat');
  });

  test('keep-alive: one socket carries many requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let reused = 0;
    for (let i = 0; i < 20; i++) {
      const r = await dynamoRaw(server.port, 'ListTables', {}, { agent });
      assert.equal(r.status, 200);
      if (r.reusedSocket) reused++;
    }
    agent.destroy();
    assert.equal(reused, 19);
  });

  test('CORS preflight from a browser origin', async () => {
    const r = await rawRequest(server.port, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'x-amz-target, content-type',
                 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(r.status, 200);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.equal(r.headers['access-control-allow-headers'], 'x-amz-target, content-type');
    assert.equal(r.headers['access-control-allow-methods'], 'POST');
    assert.equal(r.headers['access-control-max-age'], '172800');
    assert.equal(r.headers['access-control-expose-headers'], 'x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,Date');
  });

  test('a browser\'s POST may read the request id, error type and date; every answer names its Server', async () => {
    const r = await rawRequest(server.port, {
      headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/x-amz-json-1.0',
                 'X-Amz-Target': 'DynamoDB_20120810.ListTables', 'X-Amz-Date': '20240101T000000Z', Authorization: FAKE_AUTH },
      body: '{}',
    });
    assert.equal(r.status, 200);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.equal(r.headers['access-control-expose-headers'], 'x-amzn-RequestId,x-amzn-ErrorType,x-amzn-ErrorMessage,Date');
    assert.equal(r.headers.server, 'Server');
    const plain = await rawRequest(server.port, { method: 'GET' });
    assert.equal(plain.headers.server, 'Server');
    assert.equal(plain.headers['access-control-expose-headers'], undefined);
  });
});

describe('DynamoDB protocol errors (raw HTTP)', () => {
  const json10 = 'application/x-amz-json-1.0';

  test('missing Authorization: MissingAuthenticationTokenException', async () => {
    const r = await rawRequest(server.port, {
      headers: { 'Content-Type': json10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
    });
    assert.equal(r.status, 400);
    assert.equal(r.body, '{"__type":"com.amazon.coral.service#MissingAuthenticationTokenException",' +
      '"message":"Request is missing Authentication Token"}');
    assert.equal(r.headers['x-amz-crc32'], '2088342776');  // DynamoDB's own value
    assert.equal(r.headers['content-type'], json10);
  });

  test('Authorization without AWS4- prefix is missing too; bare AWS4- is incomplete', async () => {
    const base = { 'Content-Type': 'application/json', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' };
    let r = await rawRequest(server.port, { headers: { ...base, Authorization: 'AWS4' } });
    assert.equal(JSON.parse(r.body).__type, 'com.amazon.coral.service#MissingAuthenticationTokenException');
    r = await rawRequest(server.port, { headers: { ...base, Authorization: 'AWS4-' } });
    assert.equal(r.status, 400);
    assert.equal(r.headers['x-amz-crc32'], '1828866742');  // DynamoDB's own value
    assert.equal(JSON.parse(r.body).__type, 'com.amazon.coral.service#IncompleteSignatureException');
  });

  test('an unsigned request is refused before its operation runs: no table error, no validation, nothing written', async () => {
    const unsigned = (op, request) => rawRequest(server.port, {
      headers: { 'Content-Type': json10, 'X-Amz-Target': `DynamoDB_20120810.${op}` }, body: JSON.stringify(request) });
    const MISSING = 'com.amazon.coral.service#MissingAuthenticationTokenException';
    // Signed, these would be ResourceNotFoundException and a ValidationException.
    for (const [op, request] of [['PutItem', { TableName: 'NoSuchTable', Item: { a: { S: 'x' } } }],
      ['Query', { TableName: 'NoSuchTable' }], ['CreateTable', { TableName: '' }]]) {
      const r = await unsigned(op, request);
      assert.equal(r.status, 400, op);
      assert.equal(JSON.parse(r.body).__type, MISSING, op);
    }
    const r = await unsigned('CreateTable', { TableName: 'UnsignedTable', BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }] });
    assert.equal(JSON.parse(r.body).__type, MISSING);
    const tables = JSON.parse((await dynamoRaw(server.port, 'ListTables', {})).body).TableNames;
    assert.ok(!tables.includes('UnsignedTable'), JSON.stringify(tables));
  });

  test('unknown target: UnknownOperationException', async () => {
    for (const target of ['DynamoDB_20120810.ListTable', 'whatever', 'DynamoDB_20120810.', 'Other_1.ListTables']) {
      const r = await rawRequest(server.port, {
        headers: { 'Content-Type': json10, 'X-Amz-Target': target, Authorization: FAKE_AUTH }, body: '{}',
      });
      assert.equal(r.status, 400, target);
      assert.equal(r.body, '{"__type":"com.amazon.coral.service#UnknownOperationException"}');
      assert.equal(r.headers['x-amz-crc32'], '1368724161');
    }
    // No target at all, no body.
    const r = await rawRequest(server.port, { headers: { Authorization: FAKE_AUTH } });
    assert.equal(r.body, '{"__type":"com.amazon.coral.service#UnknownOperationException"}');
  });

  test('malformed JSON body: SerializationException, also before target checks', async () => {
    let r = await dynamoRaw(server.port, 'ListTables', '{"Limit": ');
    assert.equal(r.status, 400);
    let body = JSON.parse(r.body);
    assert.equal(body.__type, 'com.amazon.coral.service#SerializationException');
    // DynamoDB spells this member "Message" for SerializationException.
    assert.deepEqual(Object.keys(body), ['__type', 'Message']);
    r = await rawRequest(server.port, { headers: { 'Content-Type': json10 }, body: 'hi' });
    assert.equal(r.status, 400);
    body = JSON.parse(r.body);
    assert.equal(body.__type, 'com.amazon.coral.service#SerializationException');
    assert.deepEqual(Object.keys(body), ['__type', 'Message']);
    // Same bytes as the exec stream gives for the same body.
    const [execLine] = await runExec(['{"op":"ListTables","request":{}}']);
    assert.ok(execLine.startsWith('{"TableNames"'));
  });

  test('an expression error has no position member, as on DynamoDB; the exec stream has one', async () => {
    const create = JSON.stringify({ TableName: 'Spans', BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }] });
    assert.equal((await dynamoRaw(server.port, 'CreateTable', create)).status, 200);
    const query = JSON.stringify({ TableName: 'Spans', KeyConditionExpression: 'pk = :p AND' });
    const message = '"message":"Invalid KeyConditionExpression: Syntax error; token: \\"<EOF>\\", near: \\"AND\\""';
    const r = await dynamoRaw(server.port, 'Query', query);
    assert.equal(r.status, 400);
    assert.equal(r.body, `{"__type":"com.amazon.coral.validate#ValidationException",${message}}`);
    const [, execLine] = await runExec([`{"op":"CreateTable","request":${create}}`, `{"op":"Query","request":${query}}`]);
    assert.equal(execLine, `{"__type":"com.amazon.coral.validate#ValidationException",${message},` +
      '"position":{"parameter":"KeyConditionExpression","offset":11,"length":0}}');
  });

  test('empty body with a valid target: SerializationException', async () => {
    const r = await rawRequest(server.port, {
      headers: { 'Content-Type': json10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables',
                 Authorization: FAKE_AUTH, 'X-Amz-Date': '20240101T000000Z' },
    });
    assert.equal(r.status, 400);
    assert.equal(r.body, '{"__type":"com.amazon.coral.service#SerializationException"}');
    assert.equal(r.headers['x-amz-crc32'], '3948637019');  // DynamoDB's own value
  });

  test('not POST, or a body that is not JSON-typed: 404 <UnknownOperationException/>', async () => {
    for (const req of [{ method: 'PUT' }, { method: 'DELETE' }, { method: 'GET', path: '/tables' },
      { method: 'OPTIONS' }, { body: 'hi', headers: { 'Content-Type': 'text/plain' } },
      { method: 'PUT', body: 'some body', headers: { 'Content-Type': 'text/plain' } }]) {
      const r = await rawRequest(server.port, req);
      assert.equal(r.status, 404, JSON.stringify(req));
      assert.equal(r.body, '<UnknownOperationException/>\n');
      assert.equal(r.headers['x-amz-crc32'], '3552371480');  // DynamoDB's own value
    }
  });

  test('body over 16 MiB: 413 RequestEntityTooLarge, and the server goes on', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024 + 1, 0x61);
    const r = await dynamoRaw(server.port, 'PutItem', big);
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body).__type, 'com.amazonaws.dynamodb.v20120810#RequestEntityTooLarge');
    assert.equal(r.headers['x-amz-crc32'], String(crc32(r.body)));
    // Exactly 16 MiB is read and parsed (it is not JSON).
    const limit = await dynamoRaw(server.port, 'PutItem', big.subarray(0, 16 * 1024 * 1024));
    assert.equal(limit.status, 400);
    assert.equal(JSON.parse(limit.body).__type, 'com.amazon.coral.service#SerializationException');
    const after = await dynamoRaw(server.port, 'ListTables', {});
    assert.equal(after.status, 200);
  });

  test('a chunked body over 16 MiB gets 413 as well', async () => {
    const r = await new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port: server.port, method: 'POST', path: '/', agent: false,
        headers: { 'Content-Type': json10, 'X-Amz-Target': 'DynamoDB_20120810.PutItem',
                   Authorization: FAKE_AUTH, 'Transfer-Encoding': 'chunked' },
      }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      for (let i = 0; i < 17; i++) req.write(chunk);
      req.end();
    });
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body).__type, 'com.amazonaws.dynamodb.v20120810#RequestEntityTooLarge');
  });

  test('a garbage request line gets 400 and does not hurt the server', async () => {
    const reply = await new Promise((resolve, reject) => {
      const s = net.connect(server.port, '127.0.0.1', () => s.write('THIS IS NOT HTTP\r\n\r\n'));
      let data = '';
      s.on('data', (d) => {
        data += d;
        if (data.includes('\r\n\r\n')) {
          s.destroy();
          resolve(data);
        }
      });
      s.on('end', () => resolve(data));
      s.on('error', reject);
    });
    assert.match(reply, /^HTTP\/1\.1 400 /);
    const r = await dynamoRaw(server.port, 'ListTables', {});
    assert.equal(r.status, 200);
  });
});

describe('operations through the AWS SDK v3', () => {
  test('CreateTable, DescribeTable, ListTables', async () => {
    const created = await client.send(keyTable('Orders'));
    assert.equal(created.TableDescription.TableName, 'Orders');
    assert.equal(created.TableDescription.TableStatus, 'CREATING');  // as DynamoDB answers; DescribeTable says ACTIVE
    assert.ok(created.TableDescription.CreationDateTime instanceof Date);
    const described = await client.send(new DescribeTableCommand({ TableName: 'Orders' }));
    assert.equal(described.Table.TableStatus, 'ACTIVE');
    assert.deepEqual(described.Table.KeySchema, [
      { AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }]);
    const listed = await client.send(new ListTablesCommand({}));
    assert.ok(listed.TableNames.includes('Orders'));
    await expectSdkError(client.send(keyTable('Orders')), 'ResourceInUseException');
  });

  test('PutItem and GetItem round-trip every attribute type', async () => {
    const item = {
      pk: { S: 'customer#1' }, sk: { S: 'order#0001' },
      s: { S: 'héllo ✓' }, n: { N: '-12.50' }, b: { B: new Uint8Array([0, 1, 2, 254, 255]) },
      t: { BOOL: true }, z: { NULL: true },
      l: { L: [{ S: 'x' }, { N: '1' }, { L: [] }] }, m: { M: { inner: { S: 'y' }, deep: { M: {} } } },
      ss: { SS: ['b', 'a'] }, ns: { NS: ['3', '1e2'] }, bs: { BS: [new Uint8Array([1]), new Uint8Array([2])] },
    };
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: item }));
    const got = await client.send(new GetItemCommand({
      TableName: 'Orders', Key: { pk: { S: 'customer#1' }, sk: { S: 'order#0001' } } }));
    assert.equal(got.Item.s.S, 'héllo ✓');
    assert.equal(got.Item.n.N, '-12.5');
    assert.deepEqual([...got.Item.b.B], [0, 1, 2, 254, 255]);
    assert.equal(got.Item.t.BOOL, true);
    assert.equal(got.Item.z.NULL, true);
    assert.deepEqual(got.Item.l, item.l);
    assert.deepEqual(got.Item.m, item.m);
    assert.deepEqual([...got.Item.ss.SS].sort(), ['a', 'b']);
    assert.deepEqual([...got.Item.ns.NS].sort(), ['100', '3']);
    assert.equal(got.Item.bs.BS.length, 2);
    const missing = await client.send(new GetItemCommand({
      TableName: 'Orders', Key: { pk: { S: 'nobody' }, sk: { S: 'x' } } }));
    assert.equal(missing.Item, undefined);
  });

  test('errors arrive as the SDK\'s typed exceptions', async () => {
    const e = await expectSdkError(client.send(new GetItemCommand({
      TableName: 'NoSuchTable', Key: { pk: { S: 'a' } } })), 'ResourceNotFoundException');
    assert.match(e.message, /not found/i);
    await expectSdkError(client.send(new PutItemCommand({
      TableName: 'Orders', Item: { pk: { S: 'a' } } })), 'ValidationException');
    await expectSdkError(client.send(new PutItemCommand({
      TableName: 'Orders', Item: { pk: { N: '1' }, sk: { S: 'x' } } })), 'ValidationException');
  });

  test('conditional put fails with ConditionalCheckFailedException', async () => {
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: { pk: { S: 'c' }, sk: { S: '1' } } }));
    const attempt = client.send(new PutItemCommand({
      TableName: 'Orders', Item: { pk: { S: 'c' }, sk: { S: '1' } },
      ConditionExpression: 'attribute_not_exists(pk)' }));
    const e = await attempt.then(() => null, (err) => err);
    assert.ok(e, 'the conditional put succeeded');
    assert.equal(e.name, 'ConditionalCheckFailedException');
    assert.equal(e.$metadata.httpStatusCode, 400);
    assert.equal(e.message, 'The conditional request failed');
  });

  test('Query: key conditions, order, paging', async () => {
    for (let i = 0; i < 12; i++) {
      await client.send(new PutItemCommand({ TableName: 'Orders', Item: {
        pk: { S: 'customer#2' }, sk: { S: `order#${String(i).padStart(4, '0')}` }, total: { N: String(i * 10) } } }));
    }
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: {
      pk: { S: 'customer#2' }, sk: { S: 'profile' } } }));
    const q = await client.send(new QueryCommand({
      TableName: 'Orders', KeyConditionExpression: 'pk = :p AND begins_with(sk, :o)',
      ExpressionAttributeValues: { ':p': { S: 'customer#2' }, ':o': { S: 'order#' } } }));
    assert.equal(q.Count, 12);
    assert.deepEqual(q.Items.map((it) => it.sk.S), Array.from({ length: 12 }, (_, i) => `order#${String(i).padStart(4, '0')}`));
    const desc = await client.send(new QueryCommand({
      TableName: 'Orders', KeyConditionExpression: 'pk = :p', ScanIndexForward: false, Limit: 2,
      ExpressionAttributeValues: { ':p': { S: 'customer#2' } } }));
    assert.deepEqual(desc.Items.map((it) => it.sk.S), ['profile', 'order#0011']);
    assert.deepEqual(desc.LastEvaluatedKey, { pk: { S: 'customer#2' }, sk: { S: 'order#0011' } });
    const seen = [];
    let start;
    do {
      const page = await client.send(new QueryCommand({
        TableName: 'Orders', KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b', Limit: 5,
        ExclusiveStartKey: start,
        ExpressionAttributeValues: { ':p': { S: 'customer#2' }, ':a': { S: 'order#0003' }, ':b': { S: 'order#0009' } } }));
      seen.push(...page.Items.map((it) => it.sk.S));
      start = page.LastEvaluatedKey;
    } while (start);
    assert.deepEqual(seen, ['order#0003', 'order#0004', 'order#0005', 'order#0006', 'order#0007', 'order#0008', 'order#0009']);
    const err = await expectSdkError(client.send(new QueryCommand({
      TableName: 'Orders', KeyConditionExpression: 'sk = :s',
      ExpressionAttributeValues: { ':s': { S: 'x' } } })), 'ValidationException');
    assert.ok(err.message.length > 0);
  });

  test('a multi-attribute GSI key: created, described, ordered by tuple, paged, validated', async () => {
    await client.send(new CreateTableCommand({
      TableName: 'Matches', BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' }, { AttributeName: 'league', AttributeType: 'S' },
        { AttributeName: 'season', AttributeType: 'N' }, { AttributeName: 'week', AttributeType: 'N' },
        { AttributeName: 'venue', AttributeType: 'S' }],
      GlobalSecondaryIndexes: [{
        IndexName: 'ByLeague', Projection: { ProjectionType: 'KEYS_ONLY' },
        KeySchema: [
          { AttributeName: 'league', KeyType: 'HASH' }, { AttributeName: 'season', KeyType: 'HASH' },
          { AttributeName: 'week', KeyType: 'RANGE' }, { AttributeName: 'venue', KeyType: 'RANGE' }] }] }));
    const d = await client.send(new DescribeTableCommand({ TableName: 'Matches' }));
    assert.deepEqual(d.Table.GlobalSecondaryIndexes[0].KeySchema.map((k) => `${k.AttributeName}:${k.KeyType}`),
      ['league:HASH', 'season:HASH', 'week:RANGE', 'venue:RANGE']);
    const rows = [['m1', 10, 'b'], ['m2', 9, 'z'], ['m3', 10, 'a'], ['m4', 2, 'q']];
    for (const [id, week, venue] of rows) {
      await client.send(new PutItemCommand({ TableName: 'Matches', Item: {
        id: { S: id }, league: { S: 'L' }, season: { N: '2026' }, week: { N: String(week) }, venue: { S: venue } } }));
    }
    await client.send(new PutItemCommand({ TableName: 'Matches', Item: {
      id: { S: 'sparse' }, league: { S: 'L' }, season: { N: '2026' }, week: { N: '1' } } }));
    const seen = [];
    let start;
    let pages = 0;
    do {
      const page = await client.send(new QueryCommand({
        TableName: 'Matches', IndexName: 'ByLeague', Limit: 3, ExclusiveStartKey: start,
        KeyConditionExpression: 'league = :l AND season = :s',
        ExpressionAttributeValues: { ':l': { S: 'L' }, ':s': { N: '2026' } } }));
      seen.push(...page.Items.map((it) => it.id.S));
      if (page.LastEvaluatedKey)
        assert.deepEqual(Object.keys(page.LastEvaluatedKey).sort(), ['id', 'league', 'season', 'venue', 'week']);
      start = page.LastEvaluatedKey;
      pages++;
    } while (start);
    assert.deepEqual(seen, ['m4', 'm2', 'm3', 'm1']);
    assert.equal(pages, 2);
    const ranged = await client.send(new QueryCommand({
      TableName: 'Matches', IndexName: 'ByLeague',
      KeyConditionExpression: 'league = :l AND season = :s AND week = :w AND venue > :v',
      ExpressionAttributeValues: { ':l': { S: 'L' }, ':s': { N: '2026' }, ':w': { N: '10' }, ':v': { S: 'a' } } }));
    assert.deepEqual(ranged.Items.map((it) => it.id.S), ['m1']);
    const err = await expectSdkError(client.send(new QueryCommand({
      TableName: 'Matches', IndexName: 'ByLeague', KeyConditionExpression: 'league = :l AND season = :s AND venue = :v',
      ExpressionAttributeValues: { ':l': { S: 'L' }, ':s': { N: '2026' }, ':v': { S: 'a' } } })), 'ValidationException');
    assert.equal(err.message, 'RANGE key attributes week must have equality conditions specified in the query ' +
      'because a condition is present on key attribute venue');
  });

  test('Scan with a filter', async () => {
    await client.send(keyTable('ScanMe'));
    for (let i = 0; i < 10; i++) {
      await client.send(new PutItemCommand({ TableName: 'ScanMe', Item: {
        pk: { S: `p${i}` }, sk: { S: 's' }, even: { BOOL: i % 2 === 0 } } }));
    }
    const all = await client.send(new ScanCommand({ TableName: 'ScanMe' }));
    assert.equal(all.Count, 10);
    const even = await client.send(new ScanCommand({ TableName: 'ScanMe', FilterExpression: 'even = :t',
      ExpressionAttributeValues: { ':t': { BOOL: true } } }));
    assert.equal(even.Count, 5);
    assert.equal(even.ScannedCount, 10);
  });

  test('UpdateItem SET and REMOVE', async () => {
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: {
      pk: { S: 'u' }, sk: { S: '1' }, a: { S: 'old' }, gone: { N: '1' } } }));
    const r = await client.send(new UpdateItemCommand({
      TableName: 'Orders', Key: { pk: { S: 'u' }, sk: { S: '1' } },
      UpdateExpression: 'SET a = :a, c = :c REMOVE gone', ReturnValues: 'ALL_NEW',
      ExpressionAttributeValues: { ':a': { S: 'new' }, ':c': { N: '3' } } }));
    assert.deepEqual(r.Attributes, { pk: { S: 'u' }, sk: { S: '1' }, a: { S: 'new' }, c: { N: '3' } });
  });

  test('DeleteItem returns the old item', async () => {
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: { pk: { S: 'd' }, sk: { S: '1' }, v: { S: 'x' } } }));
    const r = await client.send(new DeleteItemCommand({
      TableName: 'Orders', Key: { pk: { S: 'd' }, sk: { S: '1' } }, ReturnValues: 'ALL_OLD' }));
    assert.deepEqual(r.Attributes, { pk: { S: 'd' }, sk: { S: '1' }, v: { S: 'x' } });
    const got = await client.send(new GetItemCommand({ TableName: 'Orders', Key: { pk: { S: 'd' }, sk: { S: '1' } } }));
    assert.equal(got.Item, undefined);
  });

  test('BatchWriteItem and BatchGetItem', async () => {
    const puts = Array.from({ length: 25 }, (_, i) => ({ PutRequest: { Item: {
      pk: { S: 'batch' }, sk: { S: `k${String(i).padStart(2, '0')}` }, i: { N: String(i) } } } }));
    const w = await client.send(new BatchWriteItemCommand({ RequestItems: { Orders: puts } }));
    assert.deepEqual(w.UnprocessedItems, {});
    const keys = Array.from({ length: 25 }, (_, i) => ({ pk: { S: 'batch' }, sk: { S: `k${String(i).padStart(2, '0')}` } }));
    const g = await client.send(new BatchGetItemCommand({ RequestItems: { Orders: { Keys: keys } } }));
    assert.equal(g.Responses.Orders.length, 25);
    assert.deepEqual(g.Responses.Orders.map((it) => Number(it.i.N)).sort((a, b) => a - b),
      Array.from({ length: 25 }, (_, i) => i));
    const dels = keys.slice(0, 5).map((Key) => ({ DeleteRequest: { Key } }));
    await client.send(new BatchWriteItemCommand({ RequestItems: { Orders: dels } }));
    const g2 = await client.send(new BatchGetItemCommand({ RequestItems: { Orders: { Keys: keys } } }));
    assert.equal(g2.Responses.Orders.length, 20);
    await expectSdkError(client.send(new BatchWriteItemCommand({ RequestItems: { Orders: [
      ...puts, { PutRequest: { Item: { pk: { S: 'batch' }, sk: { S: 'k99' } } } }] } })), 'ValidationException');
  });

  test('UpdateTable: billing mode, throughput, a new GSI filled from existing items', async () => {
    await client.send(keyTable('Evolving'));
    for (const [pk, g] of [['a', { S: 'red' }], ['b', { N: '5' }], ['c', null], ['d', { S: 'red' }]]) {
      await client.send(new PutItemCommand({ TableName: 'Evolving', Item: {
        pk: { S: pk }, sk: { S: '1' }, ...(g ? { colour: g } : {}) } }));
    }
    const withGsi = await client.send(new UpdateTableCommand({ TableName: 'Evolving',
      AttributeDefinitions: [{ AttributeName: 'colour', AttributeType: 'S' }],
      GlobalSecondaryIndexUpdates: [{ Create: { IndexName: 'byColour',
        KeySchema: [{ AttributeName: 'colour', KeyType: 'HASH' }], Projection: { ProjectionType: 'KEYS_ONLY' } } }] }));
    const gsi = withGsi.TableDescription.GlobalSecondaryIndexes.find((g) => g.IndexName === 'byColour');
    assert.equal(gsi.ItemCount, 2, 'the new index holds the items whose colour is a string');
    const q = await client.send(new QueryCommand({ TableName: 'Evolving', IndexName: 'byColour',
      KeyConditionExpression: 'colour = :c', ExpressionAttributeValues: { ':c': { S: 'red' } } }));
    assert.deepEqual(q.Items.map((it) => it.pk.S).sort(), ['a', 'd']);
    const prov = await client.send(new UpdateTableCommand({ TableName: 'Evolving', BillingMode: 'PROVISIONED',
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 7 } }));
    assert.equal(prov.TableDescription.ProvisionedThroughput.ReadCapacityUnits, 5);
    assert.equal(prov.TableDescription.ProvisionedThroughput.WriteCapacityUnits, 7);
    assert.equal(prov.TableDescription.BillingModeSummary, undefined);
    const same = await expectSdkError(client.send(new UpdateTableCommand({ TableName: 'Evolving',
      ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 7 } })), 'ValidationException');
    assert.match(same.message, /^The provisioned throughput for the table will not change/);
    const dropped = await client.send(new UpdateTableCommand({ TableName: 'Evolving',
      GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: 'byColour' } }] }));
    // The response still lists the index, DELETING, as DynamoDB's does; DescribeTable no longer has it.
    assert.deepEqual(dropped.TableDescription.GlobalSecondaryIndexes.map((g) => [g.IndexName, g.IndexStatus]), [['byColour', 'DELETING']]);
    const afterDrop = await client.send(new DescribeTableCommand({ TableName: 'Evolving' }));
    assert.equal(afterDrop.Table.GlobalSecondaryIndexes, undefined);
    assert.deepEqual(dropped.TableDescription.AttributeDefinitions.map((d) => d.AttributeName), ['pk', 'sk']);
    await expectSdkError(client.send(new UpdateTableCommand({ TableName: 'NoSuchTable', BillingMode: 'PAY_PER_REQUEST' })),
      'ResourceNotFoundException');
    const none = await expectSdkError(client.send(new UpdateTableCommand({ TableName: 'Evolving' })), 'ValidationException');
    assert.match(none.message, /^At least one of ProvisionedThroughput, BillingMode/);
  });

  test('tags and TTL', async () => {
    await client.send(keyTable('Extras'));
    const desc = await client.send(new DescribeTableCommand({ TableName: 'Extras' }));
    const arn = desc.Table.TableArn;
    await client.send(new TagResourceCommand({ ResourceArn: arn, Tags: [{ Key: 'team', Value: 'data' }, { Key: 'env', Value: 'dev' }] }));
    let tags = await client.send(new ListTagsOfResourceCommand({ ResourceArn: arn }));
    assert.deepEqual(tags.Tags.map((x) => x.Key).sort(), ['env', 'team']);
    await client.send(new UntagResourceCommand({ ResourceArn: arn, TagKeys: ['env'] }));
    tags = await client.send(new ListTagsOfResourceCommand({ ResourceArn: arn }));
    assert.deepEqual(tags.Tags, [{ Key: 'team', Value: 'data' }]);
    // On the wire TagResource and UntagResource answer with an empty body.
    for (const [op, req] of [['TagResource', { ResourceArn: arn, Tags: [{ Key: 'k', Value: 'v' }] }],
      ['UntagResource', { ResourceArn: arn, TagKeys: ['k'] }]]) {
      const raw = await dynamoRaw(server.port, op, req);
      assert.equal(raw.status, 200, raw.body);
      assert.equal(raw.body, '');
      assert.equal(raw.headers['content-length'], '0');
      assert.equal(raw.headers['x-amz-crc32'], '0');
    }
    // Another account's (or region's) table: AccessDeniedException, as on DynamoDB.
    const foreign = await expectSdkError(client.send(new ListTagsOfResourceCommand({
      ResourceArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/Extras' })), 'AccessDeniedException');
    assert.match(foreign.message, /is not authorized to perform: dynamodb:ListTagsOfResource on resource: arn:aws:dynamodb:us-east-1:123456789012:table\/Extras$/);
    let ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: 'Extras' }));
    assert.equal(ttl.TimeToLiveDescription.TimeToLiveStatus, 'DISABLED');
    const upd = await client.send(new UpdateTimeToLiveCommand({ TableName: 'Extras',
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } }));
    assert.deepEqual(upd.TimeToLiveSpecification, { Enabled: true, AttributeName: 'expiresAt' });
    ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: 'Extras' }));
    assert.equal(ttl.TimeToLiveDescription.AttributeName, 'expiresAt');
  });

  test('TransactWriteItems and TransactGetItems', async () => {
    await client.send(new TransactWriteItemsCommand({ TransactItems: [
      { Put: { TableName: 'Orders', Item: { pk: { S: 'tx' }, sk: { S: '1' }, v: { N: '1' } } } },
      { Put: { TableName: 'Orders', Item: { pk: { S: 'tx' }, sk: { S: '2' }, v: { N: '2' } } } },
      { Delete: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: 'gone' } } } },
    ] }));
    const got = await client.send(new TransactGetItemsCommand({ TransactItems: [
      { Get: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: '1' } } } },
      { Get: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: 'none' } } } },
      { Get: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: '2' } } } },
    ] }));
    assert.equal(got.Responses.length, 3);
    assert.equal(got.Responses[0].Item.v.N, '1');
    assert.equal(got.Responses[1].Item, undefined);
    assert.equal(got.Responses[2].Item.v.N, '2');
    const dup = await expectSdkError(client.send(new TransactWriteItemsCommand({ TransactItems: [
      { Put: { TableName: 'Orders', Item: { pk: { S: 'tx' }, sk: { S: '1' } } } },
      { Delete: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: '1' } } } },
    ] })), 'ValidationException');
    assert.equal(dup.message, 'Transaction request cannot include multiple operations on one item');
    await expectSdkError(client.send(new TransactWriteItemsCommand({ TransactItems: [
      { Put: { TableName: 'NoSuchTable', Item: { pk: { S: 'x' } } } }] })), 'ResourceNotFoundException');
  });

  test('a cancelled transaction writes nothing and names each reason', async () => {
    await client.send(new PutItemCommand({ TableName: 'Orders', Item: { pk: { S: 'tx' }, sk: { S: 'c' }, v: { N: '1' } } }));
    const attempt = client.send(new TransactWriteItemsCommand({ TransactItems: [
      { Put: { TableName: 'Orders', Item: { pk: { S: 'tx' }, sk: { S: '3' } } } },
      { ConditionCheck: { TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: 'c' } },
        ConditionExpression: 'v = :two', ExpressionAttributeValues: { ':two': { N: '2' } },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
    ] }));
    const e = await attempt.then(() => null, (err) => err);
    assert.ok(e, 'the transaction went through');
    assert.equal(e.name, 'TransactionCanceledException');
    assert.equal(e.$metadata.httpStatusCode, 400);
    assert.equal(e.message,
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]');
    const after = await client.send(new GetItemCommand({ TableName: 'Orders', Key: { pk: { S: 'tx' }, sk: { S: '3' } } }));
    assert.equal(after.Item, undefined, 'a cancelled transaction wrote an item');
    // DynamoDB's body carries one reason per action.
    assert.deepEqual(e.CancellationReasons, [
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed',
        Item: { pk: { S: 'tx' }, sk: { S: 'c' }, v: { N: '1' } } },
    ]);
  });

  test('DeleteTable', async () => {
    await client.send(keyTable('Doomed'));
    const r = await client.send(new DeleteTableCommand({ TableName: 'Doomed' }));
    assert.equal(r.TableDescription.TableName, 'Doomed');
    const listed = await client.send(new ListTablesCommand({}));
    assert.ok(!listed.TableNames.includes('Doomed'));
    await expectSdkError(client.send(new DescribeTableCommand({ TableName: 'Doomed' })), 'ResourceNotFoundException');
  });
});

describe('same bytes as the exec stream', () => {
  test('a request sequence answers identically over HTTP and through keyscape exec', async () => {
    const lines = [
      { op: 'CreateTable', request: { TableName: 'Parity', KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' }], AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'N' }], BillingMode: 'PAY_PER_REQUEST' } },
      { op: 'PutItem', request: { TableName: 'Parity', Item: { pk: { S: 'a' }, sk: { N: '1e3' }, v: { S: 'x' } } } },
      { op: 'PutItem', request: { TableName: 'Parity', Item: { pk: { S: 'a' }, sk: { N: '2' }, v: { B: 'AAEC' } } } },
      { op: 'PutItem', request: { TableName: 'Parity', Item: { pk: { S: 'a' }, sk: { S: 'wrong type' } } } },
      { op: 'GetItem', request: { TableName: 'Parity', Key: { pk: { S: 'a' }, sk: { N: '1000' } } } },
      { op: 'GetItem', request: { TableName: 'Missing', Key: { pk: { S: 'a' } } } },
      { op: 'Query', request: { TableName: 'Parity', KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': { S: 'a' } }, ReturnConsumedCapacity: 'TOTAL' } },
      { op: 'Scan', request: { TableName: 'Parity' } },
      { op: 'UpdateItem', request: { TableName: 'Parity', Key: { pk: { S: 'a' }, sk: { N: '2' } },
        UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { S: 'y' } }, ReturnValues: 'ALL_NEW' } },
      { op: 'DescribeTable', request: { TableName: 'Parity' } },
      { op: 'ListTables', request: { Limit: 0 } },
      { op: 'DeleteItem', request: { TableName: 'Parity', Key: { pk: { S: 'a' }, sk: { N: '1000' } }, ReturnValues: 'ALL_OLD' } },
      { op: 'DeleteTable', request: { TableName: 'Parity' } },
    ];
    const execOut = await runExec(lines, ['--fixed-clock', FIXED_CLOCK]);
    const fresh = await startServer(['--fixed-clock', FIXED_CLOCK]);
    try {
      for (let i = 0; i < lines.length; i++) {
        const r = await dynamoRaw(fresh.port, lines[i].op, lines[i].request);
        assert.equal(r.body, execOut[i], `line ${i + 1} (${lines[i].op}) differs`);
        const isError = r.body.startsWith('{"__type"');
        assert.equal(r.status === 200, !isError, `line ${i + 1}: status ${r.status} for ${r.body}`);
      }
    } finally {
      assert.equal(await fresh.stop(), 0);
    }
  });
});

describe('--load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-serve-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('replays an exec-stream file before serving', async () => {
    const file = path.join(dir, 'seed.jsonl');
    fs.writeFileSync(file, [
      JSON.stringify({ op: 'CreateTable', request: { TableName: 'Seeded', KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }], BillingMode: 'PAY_PER_REQUEST' } }),
      '',
      JSON.stringify({ op: 'PutItem', request: { TableName: 'Seeded', Item: { id: { S: 'one' }, n: { N: '1' } } } }),
      JSON.stringify({ op: 'PutItem', request: { TableName: 'Seeded', Item: { id: { S: 'two' }, n: { N: '2' } } } }),
    ].join('\n') + '\n');
    const s = await startServer(['--load', file]);
    const c = sdkClient(s.url);
    try {
      const got = await c.send(new GetItemCommand({ TableName: 'Seeded', Key: { id: { S: 'two' } } }));
      assert.equal(got.Item.n.N, '2');
      assert.match(s.stderr(), /loaded 3 requests/);
    } finally {
      c.destroy();
      assert.equal(await s.stop(), 0);
    }
  });

  test('stops with the failing line number', async () => {
    const file = path.join(dir, 'bad.jsonl');
    fs.writeFileSync(file, [
      JSON.stringify({ op: 'CreateTable', request: { TableName: 'Seeded', KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }], BillingMode: 'PAY_PER_REQUEST' } }),
      JSON.stringify({ op: 'PutItem', request: { TableName: 'Seeded', Item: { id: { S: 'one' } } } }),
      JSON.stringify({ op: 'PutItem', request: { TableName: 'Nope', Item: { id: { S: 'one' } } } }),
      JSON.stringify({ op: 'PutItem', request: { TableName: 'Seeded', Item: { id: { S: 'two' } } } }),
    ].join('\n') + '\n');
    const r = await runToExit(['--port', '0', '--load', file]);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '', 'it must not start listening');
    assert.match(r.stderr, /line 3 \(PutItem\) failed: .*ResourceNotFoundException/);
    const missing = await runToExit(['--port', '0', '--load', path.join(dir, 'absent.jsonl')]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /cannot open/);
  });
});

describe('robustness', () => {
  test('8 clients writing and querying at once: nothing lost, nothing mixed up', async () => {
    await client.send(keyTable('Busy', { rangeType: 'N' }));
    const CLIENTS = 8;
    const ITEMS = 150;
    const clients = Array.from({ length: CLIENTS }, () => sdkClient(server.url, { maxSockets: 4 }));
    try {
      await Promise.all(clients.map(async (c, ci) => {
        const pk = `client#${ci}`;
        for (let j = 0; j < ITEMS; j += 3) {
          // Three writes in flight at once on this client, then reads of what it wrote.
          const batch = [j, j + 1, j + 2].filter((k) => k < ITEMS);
          await Promise.all(batch.map((k) => c.send(new PutItemCommand({ TableName: 'Busy', Item: {
            pk: { S: pk }, sk: { N: String(k) }, owner: { S: `${ci}:${k}` }, pad: { S: 'x'.repeat(100 + k) } } }))));
          const gets = await Promise.all(batch.map((k) => c.send(new GetItemCommand({
            TableName: 'Busy', Key: { pk: { S: pk }, sk: { N: String(k) } } }))));
          gets.forEach((g, idx) => {
            assert.equal(g.Item?.owner?.S, `${ci}:${batch[idx]}`, 'a GetItem answer belongs to another request');
          });
          if (batch.at(-1) % 15 === 14) {
            const q = await c.send(new QueryCommand({ TableName: 'Busy', KeyConditionExpression: 'pk = :p',
              ExpressionAttributeValues: { ':p': { S: pk } }, ProjectionExpression: 'sk, #o',
              ExpressionAttributeNames: { '#o': 'owner' } }));
            assert.equal(q.Count, batch.at(-1) + 1, 'a Query missed acknowledged writes');
            q.Items.forEach((it, idx) => assert.equal(it.owner.S, `${ci}:${idx}`));
          }
        }
      }));
      // Everything is there, exactly once.
      for (let ci = 0; ci < CLIENTS; ci++) {
        const owners = [];
        let start;
        do {
          const page = await client.send(new QueryCommand({ TableName: 'Busy', KeyConditionExpression: 'pk = :p',
            ExpressionAttributeValues: { ':p': { S: `client#${ci}` } }, ExclusiveStartKey: start }));
          owners.push(...page.Items.map((it) => it.owner.S));
          start = page.LastEvaluatedKey;
        } while (start);
        assert.deepEqual(owners, Array.from({ length: ITEMS }, (_, k) => `${ci}:${k}`));
      }
      const d = await client.send(new DescribeTableCommand({ TableName: 'Busy' }));
      assert.equal(d.Table.ItemCount, CLIENTS * ITEMS);
    } finally {
      clients.forEach((c) => c.destroy());
    }
  });

  test('silent, slow and half-sent connections do not stall other clients', async () => {
    const sockets = [];
    const open = () => new Promise((resolve, reject) => {
      const s = net.connect(server.port, '127.0.0.1', () => resolve(s));
      s.on('error', () => {});
      s.once('error', reject);
    });
    try {
      // 40 connections that say nothing, 10 that stop in the middle of the headers and
      // 10 that announce a body and never send it: more than a fixed pool of 8 threads.
      for (let i = 0; i < 40; i++) sockets.push(await open());
      for (let i = 0; i < 10; i++) {
        const s = await open();
        s.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Amz-Tar');
        sockets.push(s);
      }
      for (let i = 0; i < 10; i++) {
        const s = await open();
        s.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n{"Tab');
        sockets.push(s);
      }
      const c = sdkClient(server.url);
      try {
        for (let i = 0; i < 20; i++) {
          const r = await c.send(new ListTablesCommand({}));
          assert.ok(Array.isArray(r.TableNames));
        }
      } finally {
        c.destroy();
      }
    } finally {
      sockets.forEach((s) => s.destroy());
    }
  });

  test('a client that disconnects mid-request does not take the server down', async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => {
        const s = net.connect(server.port, '127.0.0.1', () => {
          s.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-amz-json-1.0\r\n' +
            `X-Amz-Target: DynamoDB_20120810.ListTables\r\nAuthorization: ${FAKE_AUTH}\r\n` +
            'Content-Length: 2\r\n\r\n{}');
          s.destroy();
          resolve();
        });
        s.on('error', () => resolve());
      });
    }
    const r = await dynamoRaw(server.port, 'ListTables', {});
    assert.equal(r.status, 200);
  });
});
