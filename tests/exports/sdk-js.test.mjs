// The sdk-js export, run: every pattern's exported function, compiled by tsc --strict, sends
// its request with the AWS SDK v3 to `keyscape serve` holding the design's tables and sample
// items, and gets what `keyscape patterns` answers for that pattern.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { CreateTableCommand, DeleteTableCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { KEYSCAPE, keyscape } from './lib.mjs';
import { compileExports } from './libraries_lib.mjs';

const build = compileExports(['sdk-js']);
let server;

// `keyscape serve --port 0`, resolved once its first line names the port.
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(KEYSCAPE, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      out += d;
      const m = /^keyscape serve listening on http:\/\/[^\n]*:(\d+)\n/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`keyscape serve exited ${code}: ${err}`)));
  });
}

before(async () => { server = await startServer(); });
after(() => {
  server?.child.kill('SIGTERM');
  build.remove();
});

// `keyscape patterns` (exit 1 is a failed `expect`, still an answer).
function patternsOf(path) {
  const r = spawnSync(KEYSCAPE, ['patterns', path], { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  return JSON.parse(r.stdout).patterns;
}

// The design's tables, fresh, holding exactly its sample items (patterns run on a copy).
async function reset(client, { createTable, items }) {
  for (const request of createTable) {
    try {
      await client.send(new DeleteTableCommand({ TableName: request.TableName }));
    } catch (e) {
      if (e.name !== 'ResourceNotFoundException') throw e;
    }
    await client.send(new CreateTableCommand(request));
  }
  for (const { table, item } of items) await client.send(new PutItemCommand({ TableName: table, Item: fromJson(item) }));
}

// DynamoDB JSON as the SDK takes it (B and BS as bytes) and back.
function fromJson(v) {
  if (Array.isArray(v)) return v.map(fromJson);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => {
    if (k === 'B' && typeof x === 'string') return [k, Buffer.from(x, 'base64')];
    if (k === 'BS' && Array.isArray(x)) return [k, x.map((b) => Buffer.from(b, 'base64'))];
    return [k, fromJson(x)];
  }));
}
function toJson(output) {
  const { $metadata, ...body } = output;
  return JSON.parse(JSON.stringify(body, (_, x) =>
    (x instanceof Uint8Array ? Buffer.from(x).toString('base64') : x)));
}

// What the SDK call answered, as keyscape writes a response: the body, or the error's body.
async function answer(fn, client) {
  try {
    return toJson(await fn(client));
  } catch (e) {
    if (e.$metadata === undefined) throw e;
    return { __type: e.name, message: e.message };
  }
}
// A PutItem pattern's item is in its table afterwards, as the request wrote it.
async function assertStored(client, { createTable }, request) {
  const { KeySchema } = createTable.find((t) => t.TableName === request.TableName);
  const Key = Object.fromEntries(KeySchema.map(({ AttributeName: k }) => [k, request.Item[k]]));
  const { Item } = await client.send(new GetItemCommand({ TableName: request.TableName, Key: fromJson(Key) }));
  assert.deepEqual(toJson({ Item }).Item, request.Item);
}

function expected(response) {
  if (response.__type === undefined) return response;
  return { __type: response.__type.replace(/^.*#/, ''), message: response.message };
}

test('tsc --strict compiles every sdk-js export', () => {
  assert.equal(build.tscStatus, 0, build.tscOutput);
});

test('every sdk-js pattern function answers what keyscape patterns answers, on keyscape serve', async (t) => {
  let compared = 0;
  for (const design of build.designs) {
    const mod = await import(build.modulePath(design.id, 'sdk-js'));
    const client = mod.makeClient(server.url);
    const loaded = JSON.parse(keyscape(['validate', design.path]));
    const patterns = patternsOf(design.path);
    assert.deepEqual(Object.keys(mod.patterns), patterns.map((p) => p.name), design.id);
    for (const p of patterns) {
      await reset(client, loaded);
      const got = await answer(mod.patterns[p.name], client);
      assert.deepEqual(got, expected(p.response), `${design.id}: ${p.name}`);
      if (p.operation === 'PutItem') await assertStored(client, loaded, p.request);
      compared++;
    }
    client.destroy();
  }
  assert.ok(compared > 0);
  t.diagnostic(`sdk-js: ${compared} pattern responses of ${build.designs.length} designs equal keyscape's`);
  console.log(`sdk-js: ${compared} pattern responses of ${build.designs.length} designs equal keyscape's`);
});
