// ./scripts/bench's driver: writes the request files once (workload.mjs), runs every
// contender on them in this one run, and prints one JSON document (also written to
// build/bench/latest.json) and a readable table with every ratio target of issue 14 as
// measured / target / met or missed by how much. Numbers only: nothing here fails on time.
//
//   node tests/bench/run.mjs [--quick] [--runs N] [--only native,wasm,plainjs,dynalite,chromium,site,share,serve,serve-load]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeWorkload } from './workload.mjs';
import { benchPlainJs } from './plainjs.mjs';
import { evaluateTargets, printReport } from './report.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'build', 'bench');
const CONTENDERS = ['native', 'wasm', 'plainjs', 'dynalite', 'chromium', 'site', 'share', 'serve', 'serve-load'];

const SIZES = {
  full: { items: 100000, queries: 1000, smallItems: 10000, generate: 1000000, runs: 5,
    dynaliteQueries: 200, chromiumQueries: 200, serve: { count: 20000, seconds: 10, items: 2000, rounds: 3 } },
  quick: { items: 20000, queries: 200, smallItems: 2000, generate: 100000, runs: 3,
    dynaliteQueries: 50, chromiumQueries: 50, serve: { count: 500, seconds: 3, items: 500, rounds: 1 } },
};

function parseArgs(argv) {
  const opt = { mode: 'full', only: CONTENDERS, runs: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opt.mode = 'quick';
    else if (a === '--runs') opt.runs = Math.max(1, Number(argv[++i]) | 0);
    else if (a === '--only') opt.only = argv[++i].split(',');
    else if (a === '-h' || a === '--help') {
      console.log(`usage: scripts/bench [--quick] [--runs N] [--only ${CONTENDERS.join(',')}]`);
      process.exit(0);
    } else {
      console.error(`bench: unknown argument ${a}`);
      process.exit(2);
    }
  }
  for (const c of opt.only) {
    if (!CONTENDERS.includes(c)) {
      console.error(`bench: unknown contender ${c} (${CONTENDERS.join(', ')})`);
      process.exit(2);
    }
  }
  return opt;
}

const firstLine = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')[0].trim();
  } catch {
    return null;
  }
};

function machine() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return {
    cpu: os.cpus()[0]?.model ?? null,
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${/PRETTY_NAME="([^"]*)"/.exec(osRelease)?.[1] ?? os.type()} (${os.type()} ${os.release()} ${os.arch()})`,
    cxx: firstLine('c++', ['--version']),
    emcc: firstLine('emcc', ['--version']),
    node: process.version,
    chromium: firstLine(process.env.CHROMIUM_PATH ?? 'chromium', ['--version']),
    openssl: firstLine('openssl', ['version']),
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

function runEngineBench(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
  return JSON.parse(r.stdout);
}

function webWasm() {
  const dir = join(ROOT, 'web', 'dist', 'assets');
  // The page's main module (keyscape-full-*.wasm, loaded on first use, is the other).
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.wasm') && !f.startsWith('keyscape-full')) : null;
  if (!file) return null;
  const bytes = readFileSync(join(dir, file));
  return { file: `web/dist/assets/${file}`, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const sizes = { ...SIZES[opt.mode], ...(opt.runs ? { runs: opt.runs } : {}) };
  const dir = join(OUT, 'requests');
  const step = (what) => process.stderr.write(`bench: ${what}\n`);
  step(`writing the request files (${sizes.items} items, ${sizes.queries} queries of each kind)`);
  writeWorkload(dir, sizes);
  const doc = {
    command: process.env.BENCH_COMMAND ?? `node tests/bench/run.mjs ${process.argv.slice(2).join(' ')}`.trim(),
    date: new Date().toISOString(),
    mode: opt.mode,
    sizes,
    machine: machine(),
    contenders: {},
  };
  const has = (c) => opt.only.includes(c);
  const engineArgs = [dir, '--runs', String(sizes.runs), '--generate', String(sizes.generate)];
  if (has('native')) {
    step('native (build/native/bench/engine_bench)');
    doc.contenders.native = runEngineBench(join(ROOT, 'build/native/bench/engine_bench'), engineArgs);
  }
  if (has('wasm')) {
    step('wasm in Node (build/wasm/bench/engine_bench.js)');
    doc.contenders.wasm = runEngineBench(process.execPath, ['--no-experimental-fetch', join(ROOT, 'build/wasm/bench/engine_bench.js'), ...engineArgs]);
  }
  if (has('plainjs')) {
    step('plain JavaScript model');
    doc.contenders.plainjs = benchPlainJs(dir, sizes.runs);
  }
  if (has('dynalite')) {
    step(`dynalite through the AWS SDK (${sizes.smallItems} items, ${sizes.dynaliteQueries} queries of each kind)`);
    const { benchDynalite } = await import('./dynalite.mjs');
    doc.contenders.dynalite = await benchDynalite(dir, { items: sizes.smallItems, queries: sizes.dynaliteQueries, runs: Math.min(3, sizes.runs) });
  }
  if (has('chromium')) {
    step(`wasm in Chromium through the page's worker (${sizes.generate} generated items)`);
    const { benchChromium } = await import('./chromium.mjs');
    doc.contenders.chromium = await benchChromium(dir, join(ROOT, 'web', 'dist'), { generate: sizes.generate, queries: sizes.chromiumQueries });
    doc.contenders.chromium.webWasm = webWasm();
  }
  if (has('site')) {
    step('cold start of the site and the single file (fresh context, no cache, no service worker), sizes');
    const { benchSite } = await import('./coldstart.mjs');
    doc.contenders.site = await benchSite(join(ROOT, 'web', 'dist'), join(ROOT, 'build', 'keyscape.html'), Math.max(5, sizes.runs));
  }
  if (has('share')) {
    step('share-link codec (web/src/views/work/share/codec.ts in Node)');
    const { benchShare } = await import('./share.mjs');
    doc.contenders.share = { runtime: 'node', workloads: await benchShare(dir, OUT, Math.max(10, sizes.runs)) };
  }
  if (has('serve')) {
    step('keyscape serve and the npm package\'s server vs dynalite, 8 clients in flight');
    const { runServeBench } = await import('../serve/bench.mjs');
    process.env.KEYSCAPE_BIN ??= join(ROOT, 'build/native/keyscape');
    doc.contenders.serve = await runServeBench({ ...sizes.serve, concurrency: 8, servers: ['keyscape', 'npm', 'dynalite'] });
  }
  if (has('serve-load')) {
    step('keyscape serve, 1,000 simultaneous connections (PutItem, then GetItem on each)');
    const { runLoadBench } = await import('../serve/load.mjs');
    process.env.KEYSCAPE_BIN ??= join(ROOT, 'build/native/keyscape');
    doc.contenders.serveLoad = await runLoadBench({ clients: 1000 });
  }
  doc.targets = evaluateTargets(doc);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'latest.json'), JSON.stringify(doc, null, 2) + '\n');
  console.log(JSON.stringify(doc));
  printReport(doc);
  console.log(`\n(written to build/bench/latest.json)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
