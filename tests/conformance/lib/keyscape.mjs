// The keyscape Node wasm build (build/wasm/keyscape.js + .wasm) behind the same interface as
// DynaliteStore. The build is copied to a private temporary folder once per run, so a rebuild
// in the middle of a run cannot mix an old .js with a new .wasm.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { parseResponse, requestText } from '../../../wasm/engine.mjs';
import { createNodeEngine, defaultBuildDir } from '../../../wasm/node.mjs';

let snapshotDir = null;

// The DynamoDB Streams operations, which `keyscape serve` answers under their own target.
const STREAMS_OPS = new Set(['ListStreams', 'DescribeStream', 'GetShardIterator', 'GetRecords']);

function snapshot() {
  if (snapshotDir) return snapshotDir;
  const src = process.env.KEYSCAPE_WASM_DIR || defaultBuildDir;
  for (const f of ['keyscape.js', 'keyscape.wasm']) {
    if (!fs.existsSync(path.join(src, f))) {
      throw new Error(`missing ${path.join(src, f)}: build it with ./scripts/build wasm`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-conformance-'));
  for (const f of ['keyscape.js', 'keyscape.wasm']) fs.copyFileSync(path.join(src, f), path.join(dir, f));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  snapshotDir = dir;
  return dir;
}

// What both stores share on top of their own execute(op, request) -> response text.
class StoreBase {
  /** The parsed body, success or error (the wrapper's parseResponse; errors stay bodies to compare). */
  async call(op, request) {
    const r = parseResponse(await this.execute(op, request));
    return r.ok ? r.body : r.error.body;
  }

  async createTable(request) {
    const r = await this.call('CreateTable', request);
    if (r.__type) throw new Error(`keyscape CreateTable ${request.TableName}: ${r.message}`);
  }
}

export class KeyscapeStore extends StoreBase {
  /** The wasm engine in-process, or `keyscape serve` over HTTP when KEYSCAPE_VIA=serve. */
  static async create() {
    if (process.env.KEYSCAPE_VIA === 'serve') return ServeStore.create();
    if (process.env.KEYSCAPE_VIA === 'npm') return ServeStore.create('npm');
    const s = new KeyscapeStore();
    // Emscripten's Node loader installs process-wide handlers that rethrow any uncaught error
    // after printing the whole minified module; the harness reports its own errors.
    const before = { u: process.listeners('uncaughtException'), r: process.listeners('unhandledRejection') };
    s.engine = await createNodeEngine(snapshot());
    for (const l of process.listeners('uncaughtException')) if (!before.u.includes(l)) process.removeListener('uncaughtException', l);
    for (const l of process.listeners('unhandledRejection')) if (!before.r.includes(l)) process.removeListener('unhandledRejection', l);
    s.engine.setFixedClock(0);
    return s;
  }

  /** Response text exactly as the engine returns it. */
  async execute(op, request) {
    return this.engine.execute(op, request);
  }


  close() {
    this.engine.dispose();
  }
}

// The same interface over DynamoDB's HTTP protocol: a `keyscape serve --port 0` process of
// the native build (KEYSCAPE_BIN, default build/native/keyscape) per store, or with 'npm' the
// npm package's `keyscape-serve` (the package as packed: build/npm/package).
export class ServeStore extends StoreBase {
  static async create(kind = 'serve') {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
    const bin = kind === 'npm' ? path.join(root, 'build', 'npm', 'package', 'bin', 'keyscape-serve.mjs')
      : process.env.KEYSCAPE_BIN || path.join(root, 'build', 'native', 'keyscape');
    if (!fs.existsSync(bin)) throw new Error(`missing ${bin}: build it with ./scripts/build ${kind === 'npm' ? 'npm' : 'native'}`);
    const s = new ServeStore();
    const [cmd, args] = kind === 'npm' ? [process.execPath, [bin]] : [bin, ['serve']];
    s.proc = spawn(cmd, [...args, '--port', '0', '--fixed-clock', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    s.url = await new Promise((resolve, reject) => {
      let buf = '';
      s.proc.stdout.on('data', (d) => {
        buf += d;
        const m = /listening on (http:\/\/[^\s]+)/.exec(buf);
        if (m) resolve(m[1]);
      });
      s.proc.on('exit', (code) => reject(new Error(`keyscape serve exited with ${code}`)));
    });
    s.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    return s;
  }

  execute(op, request) {
    const body = requestText(request);
    return new Promise((resolve, reject) => {
      const req = http.request(this.url, {
        method: 'POST', agent: this.agent,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `${STREAMS_OPS.has(op) ? 'DynamoDBStreams_20120810' : 'DynamoDB_20120810'}.${op}`,
          authorization: 'AWS4-HMAC-SHA256 Credential=x/20261130/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
          'x-amz-date': '20261130T000000Z',
          'content-length': Buffer.byteLength(body),
        },
      }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        // TagResource and UntagResource succeed with an empty body on the wire (the exec
        // stream's {}), compared here as the engine's answer.
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve(text === '' && res.statusCode === 200 ? '{}' : text);
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }


  close() {
    this.agent.destroy();
    this.proc.kill('SIGTERM');
  }
}
