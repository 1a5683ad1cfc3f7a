// The npm package installed from its tarball in an empty folder: startServer driven by the
// AWS SDK v3 (create, write, query, paging, errors, a design loaded on start), createEngine,
// and raw HTTP exchanges answered byte for byte as `keyscape serve` answers them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand, ScanCommand,
  paginateQuery,
} from '@aws-sdk/client-dynamodb';
import { examplesDir, installPackage, nativeBin } from './harness.mjs';

let inst;
let keyscape;

before(async () => {
  inst = installPackage();
  console.log(`# npm install of the tarball: ${inst.seconds.toFixed(2)} s`);
  const entry = createRequire(path.join(inst.dir, 'index.js')).resolve('keyscape');
  assert.ok(entry.startsWith(inst.pkg), entry);
  keyscape = await import(pathToFileURL(entry).href);
});
after(() => inst?.remove());

test('the AWS SDK v3 creates a table, writes, reads, queries and pages', async () => {
  const server = await keyscape.startServer();
  try {
    const client = new DynamoDBClient(server.clientConfig);
    await client.send(new CreateTableCommand({
      TableName: 'Orders', BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'N' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    }));
    for (let i = 25; i >= 1; i--) {
      await client.send(new PutItemCommand({ TableName: 'Orders',
        Item: { pk: { S: 'C#1' }, sk: { N: String(i) }, total: { N: `${i}.50` } } }));
    }
    const got = await client.send(new GetItemCommand({ TableName: 'Orders', Key: { pk: { S: 'C#1' }, sk: { N: '7' } } }));
    assert.deepEqual(got.Item, { pk: { S: 'C#1' }, sk: { N: '7' }, total: { N: '7.5' } });  // DynamoDB's canonical number
    const pages = [];
    for await (const page of paginateQuery({ client, pageSize: 10 }, {
      TableName: 'Orders', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: 'C#1' } },
    })) pages.push(page.Items.map((it) => Number(it.sk.N)));
    assert.deepEqual(pages.map((p) => p.length).slice(0, 3), [10, 10, 5]);
    assert.deepEqual(pages.flat(), Array.from({ length: 25 }, (_, i) => i + 1));
    const desc = await client.send(new QueryCommand({ TableName: 'Orders', KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: 'C#1' } }, ScanIndexForward: false, Limit: 2 }));
    assert.deepEqual(desc.Items.map((it) => it.sk.N), ['25', '24']);
    assert.deepEqual(desc.LastEvaluatedKey, { pk: { S: 'C#1' }, sk: { N: '24' } });
    await assert.rejects(client.send(new QueryCommand({ TableName: 'Missing', KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: 'x' } } })),
    (e) => e.name === 'ResourceNotFoundException' && e.message === 'Requested resource not found');
    client.destroy();
  } finally {
    await server.close();
  }
});

test('startServer({design}) creates the design\'s tables and sample items; reset() recreates them', async () => {
  const server = await keyscape.startServer({ design: path.join(examplesDir, 'lexicographic-trap.json'), tablePrefix: 't.' });
  try {
    assert.ok(server.tables.length > 0);
    const client = new DynamoDBClient(server.clientConfig);
    for (const t of server.tables) {
      assert.ok(t.TableName.startsWith('t.'), t.TableName);
      const scan = await client.send(new ScanCommand({ TableName: t.TableName }));
      assert.equal(scan.Count, t.ItemCount);
    }
    const first = server.tables[0];
    const scan = await client.send(new ScanCommand({ TableName: first.TableName, Limit: 1 }));
    await client.send(new PutItemCommand({ TableName: first.TableName, Item: { ...scan.Items[0], extra: { S: 'x' } } }));
    const again = server.reset();
    assert.deepEqual(again.map((t) => t.ItemCount), server.tables.map((t) => t.ItemCount));
    const back = await client.send(new ScanCommand({ TableName: first.TableName }));
    assert.ok(back.Items.every((it) => !('extra' in it)));
    client.destroy();
  } finally {
    await server.close();
  }
});

test('a design with an error is refused with the engine\'s message', async () => {
  await assert.rejects(keyscape.startServer({ design: { format: 'keyscape-model', version: 1, tables: 'nope' } }),
    (e) => e instanceof keyscape.DynamoDBError && e.name === 'ValidationException' && /^\/\w+: /.test(e.message));
});

test('createEngine answers as `keyscape exec` does', async () => {
  const engine = await keyscape.createEngine();
  assert.deepEqual(engine.call('ListTables', {}), { TableNames: [] });
  const r = engine.result('DescribeTable', { TableName: 'Nope' });
  assert.equal(r.ok, false);
  assert.equal(r.error.name, 'ResourceNotFoundException');
  engine.dispose();
});

// Raw HTTP: status, headers and body of one exchange.
function exchange(port, { method = 'POST', path: p = '/', headers = {}, body = '' }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function startNative() {
  return new Promise((resolve, reject) => {
    const child = spawn(nativeBin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (d) => {
      const m = /:(\d+)\n/.exec(String(d));
      if (m) resolve({ port: Number(m[1]), stop: () => child.kill('SIGTERM') });
      else reject(new Error(`unexpected: ${d}`));
    });
    child.once('error', reject);
  });
}

const AUTH = 'AWS4-HMAC-SHA256 Credential=a/20260101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=abc';
const JSON10 = 'application/x-amz-json-1.0';
const CASES = [
  { name: 'GET /', method: 'GET' },
  { name: 'GET /other', method: 'GET', path: '/other' },
  { name: 'PUT', method: 'PUT', body: '{}' },
  { name: 'OPTIONS preflight', method: 'OPTIONS', headers: { Origin: 'http://a', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-amz-target' } },
  { name: 'CORS on POST', headers: { Origin: 'http://a', 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables', Authorization: AUTH, 'X-Amz-Date': '20260101T000000Z' }, body: '{}' },
  { name: 'wrong content type', headers: { 'Content-Type': 'text/plain', 'X-Amz-Target': 'DynamoDB_20120810.ListTables' }, body: '{}' },
  { name: 'no target', headers: { 'Content-Type': JSON10, Authorization: AUTH }, body: '{}' },
  { name: 'unknown operation', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.Nope', Authorization: AUTH }, body: '{}' },
  { name: 'no auth', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables' }, body: '{}' },
  { name: 'body not JSON', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables' }, body: '{nope' },
  { name: 'incomplete signature', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables', Authorization: 'AWS4-HMAC-SHA256 Credential=a' }, body: '{}' },
  { name: 'empty body', headers: { 'Content-Type': 'application/json', 'X-Amz-Target': 'DynamoDB_20120810.ListTables', Authorization: AUTH, Date: 'x' } },
  { name: 'validation error', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.Query', Authorization: AUTH, 'X-Amz-Date': 'x' }, body: '{"TableName":"ab"}' },
  { name: 'success', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.ListTables', Authorization: AUTH, 'X-Amz-Date': 'x' }, body: '{}' },
  { name: 'non-ASCII body', headers: { 'Content-Type': JSON10, 'X-Amz-Target': 'DynamoDB_20120810.DescribeTable', Authorization: AUTH, 'X-Amz-Date': 'x' }, body: '{"TableName":"täble"}' },
];
// Headers that differ by design between two servers: per-request ids, clocks, framing.
const VARYING = new Set(['x-amzn-requestid', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (r) => ({ status: r.status, body: r.body,
  headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => !VARYING.has(k)).sort()) });

test('raw HTTP exchanges are answered as `keyscape serve` answers them', async () => {
  const native = await startNative();
  const server = await keyscape.startServer();
  try {
    for (const c of CASES) {
      const a = await exchange(native.port, c);
      const b = await exchange(server.port, c);
      assert.deepEqual(comparable(b), comparable(a), c.name);
      assert.match(b.headers['x-amzn-requestid'], /^[0-9A-Z]{52}$/, c.name);
    }
  } finally {
    native.stop();
    await server.close();
  }
});
