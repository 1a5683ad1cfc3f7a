// The npm package's server frames HTTP/1.1 itself (core/cli/serve/http1.h in its wasm; the
// JavaScript only moves socket bytes): pipelined and split requests, chunked bodies,
// Expect: 100-continue, persistence, HEAD, malformed heads and oversized bodies, over raw
// sockets against the tarball installed in an empty folder.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { installPackage } from './harness.mjs';

let inst;
let server;

before(async () => {
  inst = installPackage();
  const entry = createRequire(path.join(inst.dir, 'index.js')).resolve('keyscape');
  const keyscape = await import(pathToFileURL(entry).href);
  server = await keyscape.startServer();
});
after(async () => {
  await server?.close();
  inst?.remove();
});

const AUTH = 'AWS4-HMAC-SHA256 Credential=a/20260101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=abc';
const head = (op, extra = '') => 'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-amz-json-1.0\r\n'
  + `X-Amz-Target: DynamoDB_20120810.${op}\r\nX-Amz-Date: 20260101T000000Z\r\nAuthorization: ${AUTH}\r\n${extra}`;
const post = (op, body, extra = '') => `${head(op, extra)}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

// The responses in `bytes` (each framed by its Content-Length; a 100 has none, nor does a
// first response to HEAD when headFirst).
function parse(bytes, headFirst) {
  const out = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const lines = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.slice(1).map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()];
    }));
    const length = Number(headers['content-length'] ?? 0);
    const noBody = headFirst && out.length === 0;
    const body = bytes.subarray(end + 4, end + 4 + (noBody ? 0 : length)).toString('utf8');
    out.push({ status: Number(lines[0].split(' ')[1]), statusLine: lines[0], headers, body });
    at = end + 4 + (noBody ? 0 : length);
  }
  return out;
}

// Writes each of `writes` (strings or Buffers; a function is called with what arrived so
// far and its result written) and resolves once `count` responses arrived, or the socket
// closed: {responses, closed, raw}.
function converse(writes, count, { headFirst = false } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let raw = Buffer.alloc(0);
    let closed = false;
    const settle = () => {
      const responses = parse(raw, headFirst);
      if (closed || responses.length >= count) {
        socket.destroy();
        resolve({ responses, closed, raw: raw.toString('latin1') });
        return true;
      }
      return false;
    };
    socket.on('data', (d) => { raw = Buffer.concat([raw, d]); settle(); });
    socket.on('close', () => { closed = true; settle(); });
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const w of writes) {
        socket.write(typeof w === 'function' ? await w(() => raw.toString('latin1')) : w);
        await new Promise((r) => setTimeout(r, 5));
      }
    });
  });
}

test('pipelined requests in one write are answered in order on one connection', async () => {
  const { responses, closed } = await converse([post('CreateTable', JSON.stringify({
    TableName: 'Tbl', BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  })) + post('PutItem', '{"TableName":"Tbl","Item":{"pk":{"S":"a"},"n":{"N":"1"}}}')
    + post('GetItem', '{"TableName":"Tbl","Key":{"pk":{"S":"a"}}}')], 3);
  assert.equal(closed, false);
  assert.deepEqual(responses.map((r) => r.status), [200, 200, 200]);
  assert.deepEqual(JSON.parse(responses[2].body), { Item: { pk: { S: 'a' }, n: { N: '1' } } });
  assert.match(responses[2].headers['x-amz-crc32'], /^\d+$/);
});

test('a request split across writes and a chunked body are answered as a whole one', async () => {
  const whole = post('DescribeTable', '{"TableName":"Tbl"}');
  const split = [whole.slice(0, 7), whole.slice(7, 60), whole.slice(60, -3), whole.slice(-3)];
  const chunked = `${head('DescribeTable', 'Transfer-Encoding: chunked\r\n')}\r\n`
    + '5;ext=1\r\n{"Tab\r\nE\r\nleName":"Tbl"}\r\n0\r\nX-Trailer: y\r\n\r\n';
  const { responses } = await converse([whole, ...split, chunked.slice(0, 150), chunked.slice(150)], 3);
  assert.deepEqual(responses.map((r) => r.status), [200, 200, 200]);
  const tables = responses.map((r) => JSON.parse(r.body).Table.TableName);
  assert.deepEqual(tables, ['Tbl', 'Tbl', 'Tbl']);
});

test('Expect: 100-continue gets an interim 100 before the body is sent', async () => {
  const body = '{"TableName":"Tbl"}';
  const { responses } = await converse([
    `${head('DescribeTable', 'Expect: 100-continue\r\n')}Content-Length: ${body.length}\r\n\r\n`,
    async (seen) => {
      for (let i = 0; i < 100 && !seen().startsWith('HTTP/1.1 100 Continue\r\n\r\n'); i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return body;
    }], 2);
  assert.equal(responses[0].statusLine, 'HTTP/1.1 100 Continue');
  assert.equal(responses[1].status, 200);
});

test('Connection: close and HTTP/1.0 close after the answer; HTTP/1.0 keep-alive stays', async () => {
  const close = await converse([post('ListTables', '{}', 'Connection: close\r\n') + post('ListTables', '{}')], 2);
  assert.equal(close.closed, true);
  assert.equal(close.responses.length, 1);
  assert.equal(close.responses[0].headers.connection, 'close');
  const h10 = await converse([post('ListTables', '{}').replace('HTTP/1.1', 'HTTP/1.0')], 2);
  assert.equal(h10.closed, true);
  assert.equal(h10.responses[0].status, 200);
  const keep = post('ListTables', '{}', 'Connection: keep-alive\r\n').replace('HTTP/1.1', 'HTTP/1.0');
  const h10k = await converse([keep, keep], 2);
  assert.equal(h10k.closed, false);
  assert.deepEqual(h10k.responses.map((r) => [r.status, r.headers.connection]), [[200, 'keep-alive'], [200, 'keep-alive']]);
});

test('HEAD / sends the health response\'s headers without its body', async () => {
  const { responses, raw } = await converse(['HEAD / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n'], 2,
    { headFirst: true });
  const get = raw.slice(raw.lastIndexOf('HTTP/1.1 200'));
  assert.equal(raw.indexOf('healthy'), raw.lastIndexOf('healthy'));  // one body, the GET's
  assert.deepEqual(responses.map((r) => r.status), [200, 200]);
  assert.equal(responses[0].headers['content-length'], String(Buffer.byteLength('healthy: keyscape serve\n')));
  assert.ok(get.endsWith('\r\n\r\nhealthy: keyscape serve\n'), get);
});

test('malformed heads are refused with 400 (431 when too long) and the connection closed', async () => {
  const cases = [
    ['POST /\r\n\r\n', 400],
    ['POST / HTTP/2.0\r\nHost: x\r\n\r\n', 400],
    ['POST / HTTP/1.1\r\nBad Header: x\r\n\r\n', 400],
    [`${head('ListTables')}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
    [`${head('ListTables')}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}`, 400],
    [`${head('ListTables')}Transfer-Encoding: gzip\r\n\r\n{}`, 400],
    [`${head('ListTables')}Transfer-Encoding: chunked\r\n\r\nzz\r\n`, 400],
    [`POST / HTTP/1.1\r\nX: ${'a'.repeat(70 * 1024)}`, 431],
  ];
  for (const [bytes, status] of cases) {
    const { responses, closed } = await converse([bytes], 2);
    assert.equal(closed, true, bytes.slice(0, 60));
    assert.deepEqual(responses.map((r) => r.status), [status], bytes.slice(0, 60));
  }
});

test('a body over 16 MiB is read, dropped and answered 413; the connection stays usable', async () => {
  const big = 16 * 1024 * 1024 + 1;
  const over = `${head('ListTables')}Content-Length: ${big}\r\n\r\n`;
  const { responses, closed } = await converse([over, Buffer.alloc(big, 0x20), post('ListTables', '{}')], 2);
  assert.equal(closed, false);
  assert.deepEqual(responses.map((r) => r.status), [413, 200]);
  assert.match(JSON.parse(responses[0].body).__type, /#RequestEntityTooLarge$/);
  // Past the 64 MiB drain cap the 413 comes at once and the connection closes.
  const huge = await converse([`${head('ListTables')}Content-Length: ${64 * 1024 * 1024 + 1}\r\n\r\n`], 2);
  assert.equal(huge.closed, true);
  assert.deepEqual(huge.responses.map((r) => r.status), [413]);
});
