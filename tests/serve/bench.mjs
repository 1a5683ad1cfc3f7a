// Benchmark: `keyscape serve` against dynalite 4.0.0 on the same loopback workload
// (./scripts/bench runs it through runServeBench; run alone it prints its own table).
// For PutItem, GetItem and Query it reports requests/s and p50/p99 latency per server,
// side by side. Bounded: each phase stops after --count requests or --seconds seconds.
//
//   node tests/serve/bench.mjs [--count 3000] [--seconds 10] [--concurrency 8]
//                              [--items 2000] [--client raw|sdk]
//
// --client raw (default) sends prebuilt JSON bodies over keep-alive HTTP, so the numbers
// are mostly the servers'; --client sdk goes through @aws-sdk/client-dynamodb (signing,
// marshalling), as an application would. dynalite runs in its own Node process
// (`require('dynalite')({createTableMs:0}).listen(0,'127.0.0.1')`) so that it does not
// share the client's event loop. Numbers only: nothing here asserts a time.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import {
  CreateTableCommand, GetItemCommand, PutItemCommand, QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { startServer, dynamoRaw, sdkClient, keyscapeBin } from './harness.mjs';

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
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench.mjs [--count N] [--seconds S] [--concurrency C] [--items N] [--client raw|sdk]');
      process.exit(0);
    } else {
      console.error(`bench.mjs: unknown argument ${a}`);
      process.exit(2);
    }
  }
  for (const k of ['count', 'seconds', 'concurrency', 'items']) {
    if (!(opt[k] > 0) || !Number.isFinite(opt[k])) {
      console.error(`bench.mjs: --${k} wants a positive number`);
      process.exit(2);
    }
  }
  opt.count = Math.min(opt.count, 200000);
  opt.seconds = Math.min(opt.seconds, 120);
  opt.concurrency = Math.min(Math.floor(opt.concurrency), 256);
  opt.items = Math.min(Math.floor(opt.items), 100000);
  if (!['raw', 'sdk'].includes(opt.client)) {
    console.error('bench.mjs: --client is raw or sdk');
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
          port, url: `http://127.0.0.1:${port}`,
          stop: () => new Promise((res) => { child.once('exit', res); child.kill('SIGTERM'); }),
        });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`dynalite exited early (${code})`)));
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

function makeCaller(target, opt) {
  if (opt.client === 'sdk') {
    const client = sdkClient(target.url, { maxSockets: opt.concurrency });
    return {
      call: async (op, req) => { await client.send(new SDK_COMMANDS[op](req)); },
      close: () => client.destroy(),
    };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: opt.concurrency });
  return {
    call: async (op, req) => {
      const r = await dynamoRaw(target.port, op, req, { agent });
      if (r.status !== 200) throw new Error(`${op} answered ${r.status}: ${r.body.slice(0, 200)}`);
    },
    close: () => agent.destroy(),
  };
}

// Runs `count` requests (or until `seconds` pass) with `concurrency` in flight.
async function phase(caller, op, makeRequest, opt) {
  const latencies = [];
  const deadline = performance.now() + opt.seconds * 1000;
  let next = 0;
  const start = performance.now();
  async function worker() {
    while (next < opt.count && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await caller.call(op, makeRequest(i));
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opt.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { n: latencies.length, rps: latencies.length / elapsed, p50: q(0.5), p99: q(0.99) };
}

async function benchTarget(name, target, opt, ops) {
  const caller = makeCaller(target, opt);
  const work = workloads(opt.items);
  const results = {};
  try {
    await caller.call('CreateTable', {
      TableName: TABLE,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
    // Preload (not timed).
    let loaded = 0;
    await Promise.all(Array.from({ length: opt.concurrency }, async () => {
      while (loaded < opt.items) {
        const i = loaded++;
        await caller.call('PutItem', { TableName: TABLE, Item: itemFor(i) });
      }
    }));
    for (const op of ops) {
      // Warm-up, then the measured phase.
      await phase(caller, op, work[op], { ...opt, count: Math.min(200, opt.count), seconds: 2 });
      results[op] = await phase(caller, op, work[op], opt);
      process.stderr.write(`  ${name} ${op}: ${results[op].n} requests\n`);
    }
  } finally {
    caller.close();
  }
  return results;
}

/**
 * keyscape serve and dynalite on the same PutItem, GetItem and Query phases; resolves
 * { keyscape: {op: {n, rps, p50, p99}}, dynalite: {...} }. Used by ./scripts/bench.
 */
export async function runServeBench(options = {}) {
  const opt = { count: 3000, seconds: 10, concurrency: 8, items: 2000, client: 'raw', ...options };
  const ops = ['PutItem', 'GetItem', 'Query'];
  const benchStarted = async (name, start) => {
    const target = await start();
    try {
      return await benchTarget(name, target, opt, ops);
    } finally {
      await target.stop();
    }
  };
  const keyscape = await benchStarted('keyscape', startServer);
  const dynalite = await benchStarted('dynalite', startDynalite);
  return { options: opt, keyscape, dynalite };
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const dynaliteVersion = require('dynalite/package.json').version;
  console.log(`keyscape serve vs dynalite ${dynaliteVersion}: loopback, ${opt.client} client, ` +
    `${opt.concurrency} requests in flight, ${opt.items} items preloaded, ` +
    `each phase at most ${opt.count} requests / ${opt.seconds} s`);
  console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}, ` +
    `keyscape ${path.relative(path.resolve(here, '..', '..'), keyscapeBin())}`);

  const { keyscape: ksResults, dynalite: dlResults } = await runServeBench(opt);

  const f = (x, d = 0) => x.toFixed(d);
  const header = ['operation', 'keyscape req/s', 'p50 ms', 'p99 ms', 'dynalite req/s', 'p50 ms', 'p99 ms', 'ratio'];
  const rows = [header];
  for (const op of ['PutItem', 'GetItem', 'Query']) {
    const k = ksResults[op];
    const d = dlResults[op];
    if (!k || !d) throw new Error(`no ${op} result from ${k ? 'dynalite' : 'keyscape'}`);
    rows.push([op, f(k.rps), f(k.p50, 2), f(k.p99, 2), f(d.rps), f(d.p50, 2), f(d.p99, 2), `${f(k.rps / d.rps, 1)}x`]);
  }
  const widths = header.map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  console.log('ratio = keyscape req/s / dynalite req/s. Both servers share the 2 cores with the client.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
