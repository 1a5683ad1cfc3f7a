// Benchmark: `keyscape serve` against dynalite 4.0.0 on the same loopback workload
// (./scripts/bench runs it through runServeBench; run alone it prints its own table).
// For PutItem, GetItem and Query it reports requests/s, p50/p99 latency and the CPU time
// per request of the server and of the client, per server, side by side. Bounded: each
// phase stops after --count requests or --seconds seconds.
//
//   node tests/serve/bench.mjs [--count 3000] [--seconds 10] [--concurrency 8]
//                              [--items 2000] [--client raw|http|sdk]
//                              [--servers keyscape,npm,dynalite] [--rounds 1]
// (npm: the npm package's keyscape-serve, the same HTTP rules through wasm in Node)
//
// --rounds N runs the servers in turn N times (keyscape, npm, dynalite, keyscape, ...): on a
// shared machine the load drifts, so each round's ratios are taken between neighbouring
// runs and the median of them is reported ("paired"), with the 1-minute load average of
// every phase.
//
// --client raw (default) writes prebuilt requests on one keep-alive socket per request in
// flight and reads each response by its Content-Length, so the client's share of the
// shared cores is small and the numbers are mostly the servers'; --client http sends the
// same requests through Node's http module (the harness's dynamoRaw); --client sdk goes
// through @aws-sdk/client-dynamodb (signing, marshalling), as an application would. dynalite runs in its own Node process
// (`require('dynalite')({createTableMs:0}).listen(0,'127.0.0.1')`) so that it does not
// share the client's event loop. Numbers only: nothing here asserts a time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  CreateTableCommand, GetItemCommand, PutItemCommand, QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { startServer, dynamoRaw, sdkClient, keyscapeBin, FAKE_AUTH } from './harness.mjs';

const CLOCK_TICKS = 100;  // USER_HZ, the unit of /proc/<pid>/stat's utime and stime on Linux

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const opt = { count: 3000, seconds: 10, concurrency: 8, items: 2000, client: 'raw' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--count') { opt.count = Number(v); i++; }
    else if (a === '--seconds') { opt.seconds = Number(v); i++; }
    else if (a === '--concurrency') { opt.concurrency = Number(v); i++; }
    else if (a === '--items') { opt.items = Number(v); i++; }
    else if (a === '--client') { opt.client = v; i++; }
    else if (a === '--servers') { opt.servers = v.split(','); i++; }
    else if (a === '--rounds') { opt.rounds = Number(v); i++; }
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench.mjs [--count N] [--seconds S] [--concurrency C] [--items N] [--client raw|http|sdk]\n' +
        '                 [--servers keyscape,npm,dynalite] [--rounds N]');
      process.exit(0);
    } else {
      console.error(`bench.mjs: unknown argument ${a}`);
      process.exit(2);
    }
  }
  for (const k of ['count', 'seconds', 'concurrency', 'items', 'rounds']) {
    if (opt[k] === undefined) continue;
    if (!(opt[k] > 0) || !Number.isFinite(opt[k])) {
      console.error(`bench.mjs: --${k} wants a positive number`);
      process.exit(2);
    }
  }
  opt.count = Math.min(opt.count, 200000);
  opt.seconds = Math.min(opt.seconds, 120);
  opt.concurrency = Math.min(Math.floor(opt.concurrency), 256);
  opt.items = Math.min(Math.floor(opt.items), 100000);
  if (opt.rounds !== undefined) opt.rounds = Math.min(Math.floor(opt.rounds), 20);
  if (!['raw', 'http', 'sdk'].includes(opt.client)) {
    console.error('bench.mjs: --client is raw, http or sdk');
    process.exit(2);
  }
  return opt;
}

// dynalite in a child Node process; resolves {url, port, stop}.
export function startDynalite() {
  const dynalitePath = require.resolve('dynalite');
  const script = `
    const server = require(${JSON.stringify(dynalitePath)})({ createTableMs: 0 });
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /port (\d+)/.exec(out);
      if (m) {
        const port = Number(m[1]);
        resolve({
          port, url: `http://127.0.0.1:${port}`, pid: child.pid,
          stop: () => new Promise((res) => { child.once('exit', res); child.kill('SIGTERM'); }),
        });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`dynalite exited early (${code})`)));
  });
}

// The npm package's `keyscape-serve` (as packed: build/npm/package) in its own Node process;
// resolves {url, port, pid, stop}.
export function startNpmServer() {
  const bin = path.resolve(here, '..', '..', 'build', 'npm', 'package', 'bin', 'keyscape-serve.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        const port = Number(m[1]);
        resolve({
          port, url: `http://127.0.0.1:${port}`, pid: child.pid,
          stop: () => new Promise((res) => { child.once('exit', res); child.kill('SIGTERM'); }),
        });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`keyscape-serve (npm) exited early (${code}); ./scripts/build npm`)));
  });
}

const TABLE = 'BenchTable';
const PARTITIONS = 100;
const pad = (n, w) => String(n).padStart(w, '0');
const itemFor = (i) => ({
  pk: { S: `customer#${pad(i % PARTITIONS, 4)}` },
  sk: { S: `order#${pad(i, 8)}` },
  total: { N: String((i * 37) % 10000) },
  status: { S: i % 3 === 0 ? 'SHIPPED' : 'PENDING' },
  note: { S: 'x'.repeat(64) },
});

// The three request kinds, each a function of a sequence number.
function workloads(items) {
  return {
    PutItem: (i) => ({ TableName: TABLE, Item: itemFor(items + i) }),
    GetItem: (i) => {
      const k = (i * 7919) % items;
      return { TableName: TABLE, Key: { pk: itemFor(k).pk, sk: itemFor(k).sk } };
    },
    Query: (i) => ({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :o)',
      ExpressionAttributeValues: { ':p': { S: `customer#${pad(i % PARTITIONS, 4)}` }, ':o': { S: 'order#' } },
      Limit: 10,
    }),
  };
}
const SDK_COMMANDS = {
  CreateTable: CreateTableCommand, PutItem: PutItemCommand, GetItem: GetItemCommand, Query: QueryCommand,
};

// The raw client: one keep-alive socket per request in flight, each request one prebuilt
// buffer (request line, the harness's headers, body), each response read by its
// Content-Length without Node's HTTP machinery. Both servers get the same bytes through the
// same code, so the client's share of the 2 cores is as small as it can be for both.
const HEADER_END = Buffer.from('\r\n\r\n');
class RawConnection {
  constructor(port) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.buffered = null;
    this.pending = null;
    this.socket.on('data', (chunk) => this.onData(chunk));
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  // Sends one prebuilt request; resolves {status, body (Buffer)}.
  send(request) {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  onData(chunk) {
    this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffered.latin1Slice(0, end);
    const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!m) return this.fail(new Error(`response without Content-Length: ${head.slice(0, 200)}`));
    const total = end + 4 + Number(m[1]);
    if (this.buffered.length < total) return;
    if (this.buffered.length > total) return this.fail(new Error('bytes after the response'));
    const body = this.buffered.subarray(end + 4);
    this.buffered = null;
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status: Number(head.slice(9, 12)), body });
  }

  fail(e) {
    if (!this.pending) return;
    const { reject } = this.pending;
    this.pending = null;
    reject(e);
  }

  close() { this.socket.destroy(); }
}

// The request as the harness's dynamoRaw sends it (its headers; Host and Connection as
// Node's http client adds them), one Buffer.
function rawRequestBytes(port, op, request) {
  const body = JSON.stringify(request);
  return Buffer.from('POST / HTTP/1.1\r\n' +
    `Host: 127.0.0.1:${port}\r\n` +
    'Content-Type: application/x-amz-json-1.0\r\n' +
    `X-Amz-Target: DynamoDB_20120810.${op}\r\n` +
    'X-Amz-Date: 20240101T000000Z\r\n' +
    `Authorization: ${FAKE_AUTH}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: keep-alive\r\n\r\n' + body);
}

// A caller: prepare(op, req) turns a request into what call(op, prepared, slot) sends;
// `slot` (0..concurrency-1) names the worker, so that each keeps its own connection.
function makeCaller(target, opt) {
  if (opt.client === 'sdk') {
    const client = sdkClient(target.url, { maxSockets: opt.concurrency });
    return {
      prepare: (op, req) => req,
      call: async (op, req) => { await client.send(new SDK_COMMANDS[op](req)); },
      close: () => client.destroy(),
    };
  }
  if (opt.client === 'http') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: opt.concurrency });
    return {
      prepare: (op, req) => req,
      call: async (op, req) => {
        const r = await dynamoRaw(target.port, op, req, { agent });
        if (r.status !== 200) throw new Error(`${op} answered ${r.status}: ${r.body.slice(0, 200)}`);
      },
      close: () => agent.destroy(),
    };
  }
  const connections = Array.from({ length: opt.concurrency }, () => new RawConnection(target.port));
  return {
    prepare: (op, req) => rawRequestBytes(target.port, op, req),
    call: async (op, request, slot) => {
      const r = await connections[slot].send(request);
      if (r.status !== 200) {
        throw new Error(`${op} answered ${r.status}: ${r.body.toString('utf8').slice(0, 200)}`);
      }
    },
    close: () => { for (const c of connections) c.close(); },
  };
}

// CPU seconds (user + system) a process has used so far; null where /proc is missing.
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

// Runs `count` requests (or until `seconds` pass) with `concurrency` in flight. The
// requests are prepared before the clock starts. Besides req/s and latency it reports the
// CPU time per request of the server process and of this client process (from /proc;
// null elsewhere): the 2 cores are shared, so these say where the time went.
async function phase(caller, op, makeRequest, opt, serverPid) {
  const requests = Array.from({ length: opt.count }, (_, i) => caller.prepare(op, makeRequest(i)));
  const latencies = [];
  const deadline = performance.now() + opt.seconds * 1000;
  let next = 0;
  const server0 = serverPid ? processCpuSeconds(serverPid) : null;
  const client0 = process.cpuUsage();
  const start = performance.now();
  async function worker(slot) {
    while (next < opt.count && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await caller.call(op, requests[i], slot);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opt.concurrency }, (_, slot) => worker(slot)));
  const elapsed = (performance.now() - start) / 1000;
  const client = process.cpuUsage(client0);
  const server1 = serverPid ? processCpuSeconds(serverPid) : null;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const n = latencies.length;
  const perRequestUs = (seconds) => (seconds === null ? null : (seconds * 1e6) / n);
  return {
    n, rps: n / elapsed, p50: q(0.5), p99: q(0.99), load: os.loadavg()[0],
    serverCpuUs: perRequestUs(server0 === null || server1 === null ? null : server1 - server0),
    clientCpuUs: perRequestUs((client.user + client.system) / 1e6),
  };
}

async function benchTarget(name, target, opt, ops) {
  const caller = makeCaller(target, opt);
  const pid = target.child?.pid ?? target.pid;
  const work = workloads(opt.items);
  const results = {};
  try {
    await caller.call('CreateTable', caller.prepare('CreateTable', {
      TableName: TABLE,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }), 0);
    // Preload (not timed).
    let loaded = 0;
    await Promise.all(Array.from({ length: opt.concurrency }, async (_, slot) => {
      while (loaded < opt.items) {
        const i = loaded++;
        await caller.call('PutItem', caller.prepare('PutItem', { TableName: TABLE, Item: itemFor(i) }), slot);
      }
    }));
    for (const op of ops) {
      // Warm-up, then the measured phase.
      await phase(caller, op, work[op], { ...opt, count: Math.min(200, opt.count), seconds: 2 }, pid);
      results[op] = await phase(caller, op, work[op], opt, pid);
      process.stderr.write(`  ${name} ${op}: ${results[op].n} requests\n`);
    }
  } finally {
    caller.close();
  }
  return results;
}

const OPS = ['PutItem', 'GetItem', 'Query'];
const median = (xs) => {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? (v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null;
};

/**
 * keyscape serve, the npm package's server and dynalite on the same PutItem, GetItem and
 * Query phases, `rounds` times in turn; resolves { keyscape, npm, dynalite: {op: {n, rps,
 * p50, p99, load, ...}} (per op the round with the median req/s), rounds: [...each round's],
 * paired: {npm, keyscape: {op: median over rounds of that round's ratio to dynalite}} }.
 * Used by ./scripts/bench.
 */
export async function runServeBench(options = {}) {
  const opt = { count: 3000, seconds: 10, concurrency: 8, items: 2000, client: 'raw', rounds: 1, ...options };
  const starters = { keyscape: startServer, npm: startNpmServer, dynalite: startDynalite };
  const servers = (opt.servers ?? ['keyscape', 'dynalite']).filter((name) => starters[name]);
  const rounds = [];
  for (let r = 0; r < opt.rounds; r++) {
    const round = {};
    for (const name of servers) {
      const target = await starters[name]();
      try {
        round[name] = await benchTarget(opt.rounds > 1 ? `${name} (round ${r + 1})` : name, target, opt, OPS);
      } finally {
        await target.stop();
      }
    }
    rounds.push(round);
  }
  const out = { options: opt, rounds, paired: {} };
  for (const name of ['keyscape', 'npm', 'dynalite']) {
    if (!servers.includes(name)) { out[name] = null; continue; }
    out[name] = Object.fromEntries(OPS.map((op) => {
      const sorted = rounds.map((round) => round[name][op]).sort((a, b) => a.rps - b.rps);
      return [op, sorted[(sorted.length - 1) >> 1]];
    }));
  }
  if (servers.includes('dynalite')) {
    for (const name of ['keyscape', 'npm'].filter((n) => servers.includes(n))) {
      out.paired[name] = Object.fromEntries(OPS.map((op) => [op,
        median(rounds.map((round) => round[name][op].rps / round.dynalite[op].rps))]));
    }
  }
  return out;
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const dynaliteVersion = require('dynalite/package.json').version;
  console.log(`keyscape serve vs dynalite ${dynaliteVersion}: loopback, ${opt.client} client, ` +
    `${opt.concurrency} requests in flight, ${opt.items} items preloaded, ` +
    `each phase at most ${opt.count} requests / ${opt.seconds} s`);
  console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}, ` +
    `keyscape ${path.relative(path.resolve(here, '..', '..'), keyscapeBin())}`);

  const result = await runServeBench(opt);
  const names = ['keyscape', 'npm', 'dynalite'].filter((name) => result[name]);
  const label = { keyscape: 'keyscape serve', npm: 'npm package', dynalite: 'dynalite' };
  const f = (x, d = 0) => (x === null || x === undefined ? '-' : x.toFixed(d));
  const header = ['operation'];
  for (const name of names) header.push(`${label[name]} req/s`, 'p50 ms', 'p99 ms', 'cpu us', 'load');
  const ratio = (a, b) => (result[a] && result[b] ? [`${label[a]}/${label[b]}`, (op) => result[a][op].rps / result[b][op].rps] : null);
  const ratios = [ratio('npm', 'dynalite'), ratio('npm', 'keyscape'), ratio('keyscape', 'dynalite')].filter(Boolean);
  for (const [title] of ratios) header.push(title);
  const paired = Object.keys(result.paired).filter(() => opt.rounds > 1);
  for (const name of paired) header.push(`${label[name]}/dynalite paired`);
  // Server CPU per request, dynalite's over the package's: what the ratio of req/s tends to
  // when the server, not the shared cores, is the limit (the load moves it less).
  const cpuRatio = result.npm && result.dynalite;
  if (cpuRatio) header.push('server cpu dynalite/npm');
  const rows = [header];
  for (const op of OPS) {
    const row = [op];
    for (const name of names) {
      const r = result[name][op];
      row.push(f(r.rps), f(r.p50, 2), f(r.p99, 2), `${f(r.serverCpuUs)}+${f(r.clientCpuUs)}`, f(r.load, 2));
    }
    for (const [, of] of ratios) row.push(`${f(of(op), 2)}x`);
    for (const name of paired) row.push(`${f(result.paired[name][op], 2)}x`);
    if (cpuRatio) row.push(`${f(result.dynalite[op].serverCpuUs / result.npm[op].serverCpuUs, 2)}x`);
    rows.push(row);
  }
  const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (opt.rounds > 1) {
    console.log(`\nper round (req/s, 1-minute load average at the end of the phase):`);
    result.rounds.forEach((round, i) => {
      console.log(`  round ${i + 1}: ${OPS.map((op) => `${op} ${names.map((name) =>
        `${name} ${f(round[name][op].rps)} @${f(round[name][op].load, 1)}`).join(', ')}`).join('; ')}`);
    });
  }
  console.log('req/s: per operation the round with the median req/s; cpu us = CPU microseconds per request, ' +
    'server + client; load = 1-minute load average when the phase ended; paired = the median over rounds of ' +
    'each round\'s ratio (neighbouring runs, so the load drifts less between them).');
  console.log('Every server shares the cores with the client.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
