// `keyscape verify --endpoint URL MODEL` (core/cli/verify/verify.h) against real endpoints:
// `keyscape serve` and dynalite 4.0.0 (over HTTP, as any DynamoDB-compatible endpoint), and
// small Node proxies in front of keyscape serve that misbehave on purpose (one Query answered
// in reverse order, one request held until SIGINT). Every run must leave no table behind
// (ListTables on the endpoint afterwards).
//
// Designs: every docs/examples/*.json, plus tests/verify/all-operations.json (one pattern per
// operation). dynalite 4.0.0 does not implement TransactGetItems and TransactWriteItems (it
// answers UnknownOperationException): against dynalite those two patterns of
// all-operations.json must be reported DIFFERS with that error and every other pattern ok —
// the exclusion is asserted, not skipped. Neither has it multi-attribute GSI keys: a design with one
// is asserted to be refused at CreateTable, with no table left.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import { startServer, dynamoRaw, keyscapeBin, repoRoot } from './harness.mjs';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite');

const EXIT_BOUND_MS = 60000;  // a bound against hangs, not a timing assertion
const examplesDir = path.join(repoRoot, 'docs/examples');
const allOperations = path.join(repoRoot, 'tests/verify/all-operations.json');
const examples = fs.readdirSync(examplesDir).filter((f) => f.endsWith('.json')).sort()
  .map((f) => path.join(examplesDir, f));
const DYNALITE_LACKS = new Map([
  ['TransactGetItems', 'dynalite 4.0.0 does not implement TransactGetItems'],
  ['TransactWriteItems', 'dynalite 4.0.0 does not implement TransactWriteItems'],
]);

// Whether a design has a GSI keyed by more than one partition or sort attribute.
function hasMultiAttributeKey(modelPath) {
  const m = JSON.parse(fs.readFileSync(modelPath, 'utf8'));
  return (m.tables ?? []).some((t) => (t.globalSecondaryIndexes ?? []).some((g) =>
    [g.partitionKey].flat().length > 1 || [g.sortKey ?? []].flat().length > 1));
}

// A clean environment: no AWS variables of the developer's, HOME without ~/.aws.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-verify-home-'));
function cleanEnv(extra = {}) {
  const env = { PATH: process.env.PATH, HOME: home };
  return { ...env, ...extra };
}

// Runs keyscape verify; resolves {code, signal, stdout, stderr}. `onSpawn(child)` may act on
// the running process.
function verify(args, { env = cleanEnv(), onSpawn } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(keyscapeBin(), ['verify', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`keyscape verify did not end within ${EXIT_BOUND_MS} ms\n${stdout}\n${stderr}`));
    }, EXIT_BOUND_MS);
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('exit', (code, signal) => { clearTimeout(timer); resolve({ code, signal, stdout, stderr }); });
    if (onSpawn) onSpawn(child);
  });
}

// The patterns keyscape runs for a design (names and operations), from `keyscape patterns`.
// Exit 1 is a failed `expect` (the trap example's), still an answer.
function patternsOf(model) {
  const r = spawnSync(keyscapeBin(), ['patterns', model], { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.ok(r.status === 0 || r.status === 1, `keyscape patterns ${model} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout).patterns;
}

// stdout's `pattern "NAME": verdict` lines, in order.
function reportLines(stdout) {
  return stdout.split('\n').filter((l) => l.startsWith('pattern ')).map((l) => {
    const m = /^pattern ("(?:[^"\\]|\\.)*"): (.*)$/.exec(l);
    assert.ok(m, `report line: ${l}`);
    return { name: JSON.parse(m[1]), verdict: m[2] };
  });
}

async function listTables(port) {
  const r = await dynamoRaw(port, 'ListTables', {});
  assert.equal(r.status, 200, r.body);
  return JSON.parse(r.body).TableNames;
}

function startDynalite() {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// An HTTP proxy to 127.0.0.1:`targetPort`. `onRequest({op, body, headers})` may answer
// 'hold' (never answer: the socket stays open until the proxy closes), {respond: body} (answer
// that body instead of the endpoint), or a function that rewrites the response body text.
// With `tls` ({key, cert}) the proxy speaks https.
function startProxy(targetPort, onRequest = () => null, { tls } = {}) {
  const held = new Set();
  const handler = (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const op = String(req.headers['x-amz-target'] || '').split('.').pop();
      const action = onRequest({ op, body: body.toString('utf8'), headers: req.headers });
      if (action === 'hold') { held.add(res); return; }
      if (action && action.respond) {  // answer in place of the endpoint
        const text = JSON.stringify(action.respond);
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'content-length': Buffer.byteLength(text) });
        res.end(text);
        return;
      }
      const headers = { ...req.headers, host: `127.0.0.1:${targetPort}` };
      const up = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers },
        (upRes) => {
          const out = [];
          upRes.on('data', (c) => out.push(c));
          upRes.on('end', () => {
            let text = Buffer.concat(out).toString('utf8');
            if (typeof action === 'function') text = action(text);
            const h = { ...upRes.headers, 'content-length': Buffer.byteLength(text) };
            delete h['x-amz-crc32'];
            res.writeHead(upRes.statusCode, h);
            res.end(text);
          });
        });
      up.on('error', (e) => { res.writeHead(502); res.end(String(e)); });
      up.end(body);
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    port: server.address().port,
    held,
    close: () => new Promise((r) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => r());
    }),
  })));
}

// The model's own table names in a request body, the prefix taken off.
function unprefixed(request) {
  return JSON.parse(JSON.stringify(request).replace(/"keyscape-verify-[0-9a-f]{8}-/g, '"'));
}

function assertAllOk(run, model) {
  const expected = patternsOf(model).map((p) => p.name);
  const lines = reportLines(run.stdout);
  assert.deepEqual(lines.map((l) => l.name), expected, run.stderr);
  for (const l of lines) assert.equal(l.verdict, 'ok', `${path.basename(model)} / ${l.name}\n${run.stderr}`);
  assert.match(run.stdout, new RegExp(`^${expected.length} patterns: ${expected.length} ok, 0 DIFFERS$`, 'm'));
  assert.equal(run.code, 0, run.stderr);
}

let serve;
before(async () => { serve = await startServer(); });
after(async () => {
  await serve.stop();
  fs.rmSync(home, { recursive: true, force: true });
});

describe('verify against keyscape serve', () => {
  for (const model of [...examples, allOperations]) {
    test(`${path.basename(model)}: every pattern ok, no table left`, async () => {
      const run = await verify(['--endpoint', serve.url, model]);
      assertAllOk(run, model);
      assert.match(run.stderr, /deleted table keyscape-verify-[0-9a-f]{8}-/);
      assert.deepEqual(await listTables(serve.port), []);
    });
  }

  test('--prefix names the tables', async () => {
    const seen = [];
    const proxy = await startProxy(serve.port, ({ op, body }) => {
      if (op === 'CreateTable') seen.push(JSON.parse(body).TableName);
      return null;
    });
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, '--prefix', 'ci-run-7.',
        path.join(examplesDir, 'online-shop.json')]);
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(seen, ['ci-run-7.Shop']);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
  });
});

describe('verify against dynalite 4.0.0', () => {
  let server, port;
  before(async () => { server = await startDynalite(); port = server.address().port; });
  after(() => new Promise((r) => server.close(() => r())));

  for (const model of examples) {
    if (hasMultiAttributeKey(model)) {
      // Excluded (explicit): dynalite 4.0.0 has no multi-attribute GSI keys (DynamoDB, November
      // 2025) and refuses the CreateTable; verify must say so and leave no table behind.
      test(`${path.basename(model)}: dynalite refuses its multi-attribute key, no table left`, async () => {
        const run = await verify(['--endpoint', `http://127.0.0.1:${port}`, model]);
        assert.notEqual(run.code, 0);
        assert.match(run.stderr, /CreateTable .*Member must have length less than or equal to 2/);
        assert.deepEqual(await listTables(port), []);
      });
      continue;
    }
    test(`${path.basename(model)}: every pattern ok, no table left`, async () => {
      const run = await verify(['--endpoint', `http://127.0.0.1:${port}`, model]);
      assertAllOk(run, model);
      assert.deepEqual(await listTables(port), []);
    });
  }

  test('all-operations.json: ok but for the operations dynalite lacks (explicit)', async () => {
    const run = await verify(['--endpoint', `http://127.0.0.1:${port}`, allOperations]);
    const patterns = patternsOf(allOperations);
    const lines = reportLines(run.stdout);
    assert.equal(lines.length, patterns.length, run.stderr);
    for (const [i, p] of patterns.entries()) {
      if (DYNALITE_LACKS.has(p.operation)) {
        // Excluded: DYNALITE_LACKS says why. Its answer must be that error and nothing else.
        assert.match(lines[i].verdict, /^DIFFERS: endpoint error UnknownOperationException/, p.name);
      } else {
        assert.equal(lines[i].verdict, 'ok', `${p.name}\n${run.stderr}`);
      }
    }
    assert.ok(patterns.some((p) => DYNALITE_LACKS.has(p.operation)), 'the design uses transactions');
    assert.equal(run.code, 1);
    assert.deepEqual(await listTables(port), []);
  });
});

describe('verify finds and names a difference', () => {
  test('one Query answered in reverse order: exit 1, exactly that pattern DIFFERS', async () => {
    const model = path.join(examplesDir, 'online-shop.json');
    const target = patternsOf(model).find((p) => p.name === 'Orders of a customer, newest first');
    assert.ok(target.response.Items.length >= 2);
    let reversed = 0;
    const proxy = await startProxy(serve.port, ({ op, body }) => {
      if (op !== 'Query' || JSON.stringify(unprefixed(JSON.parse(body))) !== JSON.stringify(target.request)) return null;
      return (text) => {
        const r = JSON.parse(text);
        r.Items.reverse();
        reversed++;
        return JSON.stringify(r);
      };
    });
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, model]);
      assert.equal(run.code, 1, run.stderr);
      assert.equal(reversed, 1);
      const differs = reportLines(run.stdout).filter((l) => l.verdict !== 'ok');
      const first = target.response.Items[0], last = target.response.Items.at(-1);
      assert.deepEqual(differs, [{
        name: target.name,
        verdict: `DIFFERS: item 1 differs: endpoint orderId ${last.orderId.S}, keyscape ${first.orderId.S}`,
      }]);
      assert.match(run.stdout, /^10 patterns: 9 ok, 1 DIFFERS$/m);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
  });
});

describe('verify retries UnprocessedItems', () => {
  test('the endpoint leaves a whole batch unprocessed twice: verify sends it again', async () => {
    let batches = 0;
    const proxy = await startProxy(serve.port, ({ op, body }) => {
      if (op !== 'BatchWriteItem') return null;
      batches++;
      return batches <= 2 ? { respond: { UnprocessedItems: JSON.parse(body).RequestItems } } : null;
    });
    const model = path.join(examplesDir, 'lexicographic-trap.json');  // one batch of sample items
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, model]);
      assertAllOk(run, model);
      assert.equal(batches, 3);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
  });
});

describe('verify waits for lagging indexes', () => {
  test('a GSI that shows fewer items at first: verify polls until it shows them all', async () => {
    let countScans = 0;
    const proxy = await startProxy(serve.port, ({ op, body }) => {
      const r = JSON.parse(body);
      if (op !== 'Scan' || r.Select !== 'COUNT' || r.IndexName !== 'ByColour') return null;
      countScans++;
      if (countScans > 2) return null;
      return (text) => JSON.stringify({ ...JSON.parse(text), Count: 1 });  // still propagating
    });
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, allOperations]);
      assertAllOk(run, allOperations);
      assert.equal(countScans, 3);
      assert.match(run.stderr, /sample items visible in every table and index after/);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
  });
});

describe('verify on bad input and bad endpoints', () => {
  test('an unreachable endpoint: exit 2, a clear message, nothing reported', async () => {
    const port = await new Promise((resolve) => {
      const s = http.createServer().listen(0, '127.0.0.1', () => {
        const p = s.address().port;
        s.close(() => resolve(p));
      });
    });
    const run = await verify(['--endpoint', `http://127.0.0.1:${port}`, path.join(examplesDir, 'online-shop.json')]);
    assert.equal(run.code, 2);
    assert.match(run.stderr, new RegExp(`keyscape verify: http://127.0.0.1:${port}: cannot connect`));
    assert.equal(run.stdout, '');
  });

  test('an invalid model: exit 2 with the JSON path, the endpoint never contacted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-verify-'));
    try {
      const model = JSON.parse(fs.readFileSync(path.join(examplesDir, 'lexicographic-trap.json'), 'utf8'));
      model.entities[0].keys.SK = 'ORDER#${orderNum}';
      const file = path.join(dir, 'bad.json');
      fs.writeFileSync(file, JSON.stringify(model));
      let contacted = 0;
      const proxy = await startProxy(serve.port, () => { contacted++; return null; });
      try {
        const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, file]);
        assert.equal(run.code, 2);
        assert.match(run.stderr, /bad\.json: \/entities\/0\/keys\/SK: /);
        assert.equal(contacted, 0);
      } finally {
        await proxy.close();
      }
      fs.writeFileSync(file, '{"format": ');
      const broken = await verify(['--endpoint', serve.url, file]);
      assert.equal(broken.code, 2);
      assert.match(broken.stderr, /bad\.json: \/: invalid JSON/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bad options and endpoints: exit 2 before anything is sent', async () => {
    const model = path.join(examplesDir, 'online-shop.json');
    assert.equal((await verify([model])).code, 2);  // no --endpoint
    const withPath = await verify(['--endpoint', 'http://127.0.0.1:8000/tables', model]);
    assert.equal(withPath.code, 2);
    assert.match(withPath.stderr, /only scheme, host and port are allowed/);
    const ftp = await verify(['--endpoint', 'ftp://127.0.0.1', model]);
    assert.match(ftp.stderr, /the scheme must be http or https/);
    const prefix = await verify(['--endpoint', serve.url, '--prefix', 'bad prefix/', model]);
    assert.equal(prefix.code, 2);
    // AWS itself without credentials: refused before any connection is made.
    const aws = await verify(['--endpoint', 'https://dynamodb.eu-west-1.amazonaws.com', model]);
    assert.equal(aws.code, 2);
    assert.match(aws.stderr, /no AWS credentials for https:\/\/dynamodb\.eu-west-1\.amazonaws\.com/);
    const profile = await verify(['--endpoint', serve.url, '--profile', 'nope', model]);
    assert.equal(profile.code, 2);
    assert.match(profile.stderr, /profile nope is in neither .*\.aws\/credentials nor .*\.aws\/config/);
  });
});

describe('verify over https (OpenSSL through cpp-httplib)', () => {
  test('a certificate the system trusts: ok; one it does not: exit 2 naming the TLS failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-verify-tls-'));
    const key = path.join(dir, 'key.pem'), cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    let seen = 0;
    const proxy = await startProxy(serve.port, () => { seen++; return null; },
      { tls: { key: fs.readFileSync(key), cert: fs.readFileSync(cert) } });
    const model = path.join(examplesDir, 'lexicographic-trap.json');
    try {
      const trusted = await verify(['--endpoint', `https://127.0.0.1:${proxy.port}`, model],
        { env: cleanEnv({ SSL_CERT_FILE: cert }) });
      assertAllOk(trusted, model);
      assert.ok(seen > 0);
      assert.deepEqual(await listTables(serve.port), []);
      const before = seen;
      const untrusted = await verify(['--endpoint', `https://127.0.0.1:${proxy.port}`, model],
        { env: cleanEnv({ SSL_CERT_FILE: path.join(dir, 'none.pem') }) });
      assert.equal(untrusted.code, 2);
      assert.match(untrusted.stderr, /the server's TLS certificate did not verify/);
      assert.equal(seen, before);  // nothing was sent
    } finally {
      await proxy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('verify signs its requests (SigV4, checked by the AWS SDK signer)', () => {
  class Sha256 {
    constructor(secret) { this.h = secret ? crypto.createHmac('sha256', secret) : crypto.createHash('sha256'); }
    update(data) { this.h.update(data); }
    async digest() { return new Uint8Array(this.h.digest()); }
  }

  test('credentials from the environment, a session token, --region', async () => {
    const seen = [];
    const proxy = await startProxy(serve.port, ({ op, body, headers }) => { seen.push({ op, body, headers }); return null; });
    try {
      const env = cleanEnv({ AWS_ACCESS_KEY_ID: 'AKIDVERIFY', AWS_SECRET_ACCESS_KEY: 'verify/secret+key', AWS_SESSION_TOKEN: 'token-1' });
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, '--region', 'eu-west-1',
        path.join(examplesDir, 'audit-log.json')], { env });
      assert.equal(run.code, 0, run.stderr);
      assert.ok(seen.length > 5);
      const credentials = { accessKeyId: 'AKIDVERIFY', secretAccessKey: 'verify/secret+key', sessionToken: 'token-1' };
      const signer = new SignatureV4({ credentials, region: 'eu-west-1', service: 'dynamodb', sha256: Sha256, applyChecksum: false });
      for (const { op, body, headers } of seen) {
        const m = /^AWS4-HMAC-SHA256 Credential=AKIDVERIFY\/(\d{8})\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=([0-9a-f]{64})$/
          .exec(headers.authorization);
        assert.ok(m, `${op}: ${headers.authorization}`);
        assert.equal(headers['x-amz-target'], `DynamoDB_20120810.${op}`);
        assert.equal(headers['content-type'], 'application/x-amz-json-1.0');
        const d = headers['x-amz-date'];
        const signingDate = new Date(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}Z`);
        const signed = await signer.sign({
          method: 'POST', protocol: 'http:', hostname: '127.0.0.1', port: proxy.port, path: '/', query: {},
          headers: {
            'content-type': headers['content-type'], host: headers.host, 'x-amz-target': headers['x-amz-target'],
          },
          body,
        }, { signingDate });
        assert.equal(signed.headers.authorization, headers.authorization, op);
      }
    } finally {
      await proxy.close();
    }
  });
});

describe('verify never waits without a bound', () => {
  test('an endpoint that stops answering: the request times out (--timeout 1), exit 2, tables deleted', async () => {
    const proxy = await startProxy(serve.port, ({ op }) => (op === 'Query' ? 'hold' : null));
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, '--timeout', '1',
        path.join(examplesDir, 'online-shop.json')]);
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /no complete answer within 1 s/);
      assert.match(run.stderr, /deleted table keyscape-verify-[0-9a-f]{8}-Shop/);
      assert.ok(proxy.held.size >= 1);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
    const bad = await verify(['--endpoint', serve.url, '--timeout', '0', path.join(examplesDir, 'online-shop.json')]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--timeout 0: whole seconds from 1 to 600/);
  });
});

describe('verify deletes its tables when interrupted', () => {
  test('SIGINT while a request is held: the tables are deleted, exit 130', async () => {
    let child;
    let sentInt = false;
    const proxy = await startProxy(serve.port, ({ op }) => {
      if (op === 'Query' && !sentInt) {
        sentInt = true;
        // The tables exist now; interrupt once the held request is in flight.
        listTables(serve.port).then((names) => {
          assert.equal(names.length, 1);
          assert.match(names[0], /^keyscape-verify-[0-9a-f]{8}-Shop$/);
          child.kill('SIGINT');
        });
        return 'hold';
      }
      return null;
    });
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, path.join(examplesDir, 'online-shop.json')],
        { onSpawn: (c) => { child = c; } });
      assert.equal(sentInt, true);
      assert.equal(run.code, 130, run.stderr);
      assert.match(run.stderr, /interrupted; deleting the tables it created/);
      assert.match(run.stderr, /deleted table keyscape-verify-[0-9a-f]{8}-Shop/);
      assert.equal(proxy.held.size, 1);
      assert.deepEqual(await listTables(serve.port), []);
    } finally {
      await proxy.close();
    }
  });

  test('a second SIGINT during the cleanup ends at once and names the table left', async () => {
    let child;
    const proxy = await startProxy(serve.port, ({ op }) => {
      if (op === 'Query' || op === 'DeleteTable') {
        child.kill('SIGINT');  // first on the held Query, second on the held DeleteTable
        return 'hold';
      }
      return null;
    });
    try {
      const run = await verify(['--endpoint', `http://127.0.0.1:${proxy.port}`, path.join(examplesDir, 'online-shop.json')],
        { onSpawn: (c) => { child = c; } });
      assert.equal(run.code, 130, run.stderr);
      const left = /interrupted again; table (keyscape-verify-[0-9a-f]{8}-Shop) is left on/.exec(run.stderr);
      assert.ok(left, run.stderr);
      assert.deepEqual(await listTables(serve.port), [left[1]]);
      assert.equal((await dynamoRaw(serve.port, 'DeleteTable', { TableName: left[1] })).status, 200);
    } finally {
      await proxy.close();
    }
  });
});
