// `keyscape serve` under hostile clients (docs/RELIABILITY.md "Hostile inputs"): a client
// that sends one byte per second, bodies sent half-way, 100 concurrent connections, and
// hostile bodies (deep JSON, invalid UTF-8, 10 MB). The server keeps answering the others.
// Run: cd tests/serve && npm ci && KEYSCAPE_BIN=build/native/keyscape node --test hostile.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer, dynamoRaw, FAKE_AUTH } from './harness.mjs';

let server;

before(async () => {
  server = await startServer(['--fixed-clock', '1700000000']);
  const r = await dynamoRaw(server.port, 'CreateTable', {
    TableName: 'Hostile',
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'p', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'p', KeyType: 'HASH' }],
  });
  assert.equal(r.status, 200, r.body);
});

after(async () => {
  if (server) assert.equal(await server.stop(), 0, server.stderr());
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function headers(op, length) {
  return `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-amz-json-1.0\r\n` +
    `X-Amz-Target: DynamoDB_20120810.${op}\r\nX-Amz-Date: 20240101T000000Z\r\n` +
    `Authorization: ${FAKE_AUTH}\r\nContent-Length: ${length}\r\n\r\n`;
}

// A raw socket; resolves `closed` with everything the server sent when it closes.
function rawSocket() {
  const socket = net.connect(server.port, '127.0.0.1');
  let data = '';
  socket.on('data', (d) => { data += d; });
  const closed = new Promise((resolve) => {
    socket.on('close', () => resolve(data));
    socket.on('error', () => undefined);
  });
  const connected = new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed, connected, received: () => data };
}

async function itemWorks(i) {
  const put = await dynamoRaw(server.port, 'PutItem', { TableName: 'Hostile', Item: { p: { S: `k${i}` }, n: { N: String(i) } } });
  assert.equal(put.status, 200, put.body);
  const get = await dynamoRaw(server.port, 'GetItem', { TableName: 'Hostile', Key: { p: { S: `k${i}` } } });
  assert.equal(get.status, 200, get.body);
  assert.deepEqual(JSON.parse(get.body), { Item: { p: { S: `k${i}` }, n: { N: String(i) } } });
}

test('a client sending one byte per second does not hold up the others', async () => {
  const body = JSON.stringify({ TableName: 'Hostile', Key: { p: { S: 'k1' } } });
  const request = headers('GetItem', Buffer.byteLength(body)) + body;
  const slow = rawSocket();
  await slow.connected;
  const head = request.slice(0, 8);
  for (const ch of head) {  // 8 seconds of one byte per second: longer than the read timeout
    slow.socket.write(ch);
    await itemWorks(1);     // meanwhile the others are answered
    await sleep(1000);
  }
  slow.socket.end(request.slice(head.length));
  // httplib drops a request line that trickles in past its timeouts: the slow client gets
  // its answer or a closed connection, never a hang, and the server goes on.
  const reply = await slow.closed;
  assert.ok(reply === '' || /^HTTP\/1\.1 200 [^]*"Item":\{/.test(reply), reply.slice(0, 200));
  await itemWorks(2);
});

test('half-sent bodies are dropped after the read timeout; the others are answered meanwhile', async () => {
  const halves = [];
  for (let i = 0; i < 5; i++) {
    const s = rawSocket();
    await s.connected;
    s.socket.write(headers('PutItem', 1000) + '{"TableName":"Hostile","Item":');  // never finished
    halves.push(s);
  }
  for (let i = 0; i < 20; i++) await itemWorks(i);
  // The server closes each stalled connection itself (5 s read timeout), without an answer.
  const replies = await Promise.all(halves.map((s) => s.closed));
  for (const r of replies) assert.doesNotMatch(r, /^HTTP\/1\.1 200 /);
  await itemWorks(99);
});

test('100 concurrent connections are all answered, with stalled clients open', async () => {
  const stalled = [];
  for (let i = 0; i < 10; i++) {
    const s = rawSocket();
    await s.connected;
    s.socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n');  // headers never finished
    stalled.push(s);
  }
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => itemWorks(1000 + i).then(() => true)));
  assert.equal(results.length, 100);
  const scan = await dynamoRaw(server.port, 'Scan', { TableName: 'Hostile', Select: 'COUNT' });
  assert.ok(JSON.parse(scan.body).Count >= 100, scan.body);
  for (const s of stalled) s.socket.destroy();
});

test('hostile bodies get errors and the next request works', async () => {
  const bodies = [
    '['.repeat(100000) + ']'.repeat(100000),
    Buffer.concat([Buffer.from('{"TableName":"Hostile","Item":{"p":{"S":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}}}')]),
    JSON.stringify({ TableName: 'Hostile', Item: { p: { S: 'x' }, v: { S: 'a'.repeat(10 << 20) } } }),
    JSON.stringify({ TableName: 'Hostile', Item: { p: { S: 'x' }, v: { N: '9'.repeat(1000) } } }),
    '{"TableName":"Hostile","Item":{"p":{"S":"x"},"v":{"N":NaN}}}',
    JSON.stringify({ TableName: 'Hostile', Item: { p: { S: 'x' }, v: { N: 'Infinity' } } }),
  ];
  for (const body of bodies) {
    const r = await dynamoRaw(server.port, 'PutItem', body);
    assert.equal(r.status, 400, r.body.slice(0, 200));
    const err = JSON.parse(r.body);
    assert.match(err.__type, /#(SerializationException|ValidationException)$/);
    await itemWorks(7);
  }
});
