#!/usr/bin/env node
// keyscape conformance: golden cases (DynamoDB's behaviour, cross-checked against dynalite 4.0.0)
// and a seeded random differential against dynalite 4.0.0 running in-process.
//
//   node --no-experimental-fetch tests/conformance/run.mjs [--seed N] [--queries N]
//        [--scans N] [--golden-only] [--random-only] [--only I] [--only-scan I] [--filter TEXT] [--verbose] [--show N]
//   --only I replays random query I of the seed; --filter runs the golden cases whose id or group contains TEXT.
//
// Ends with "conformance: N passed, M failed"; exits 1 on any failure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGolden } from './lib/golden.mjs';
import { runDifferential } from './lib/differential.mjs';
import { divergences } from './divergences.mjs';
import { short } from './lib/compare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const o = { seed: null, queries: 5000, golden: true, random: true, verbose: false, filter: null, show: 12, only: null, scans: 1000, onlyScan: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--seed') o.seed = Number(val()) >>> 0;
    else if (a === '--queries') o.queries = Number(val());
    else if (a === '--scans') o.scans = Number(val());
    else if (a === '--only-scan') { o.onlyScan = Number(val()); o.golden = false; }
    else if (a === '--golden-only') o.random = false;
    else if (a === '--random-only') o.golden = false;
    else if (a === '--filter') o.filter = val();
    else if (a === '--only') { o.only = Number(val()); o.golden = false; }
    else if (a === '--show') o.show = Number(val());
    else if (a === '--verbose' || a === '-v') o.verbose = true;
    else if (a === '--via') o.via = val();
    else if (a === '--help' || a === '-h') {
      console.log('usage: node --no-experimental-fetch tests/conformance/run.mjs [--seed N] [--queries N] [--scans N] [--golden-only|--random-only] [--only I] [--only-scan I] [--filter TEXT] [--show N] [--verbose] [--via wasm|serve|npm]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (o.via && !['wasm', 'serve', 'npm'].includes(o.via)) throw new Error('--via takes wasm, serve or npm');
  if (o.via) process.env.KEYSCAPE_VIA = o.via;
  if (o.seed === null) o.seed = (Date.now() ^ (process.pid << 16)) >>> 0;
  if (!Number.isInteger(o.queries) || o.queries < 0) throw new Error('--queries needs a non-negative integer');
  if (!Number.isInteger(o.scans) || o.scans < 0) throw new Error('--scans needs a non-negative integer');
  return o;
}

const opts = parseArgs(process.argv.slice(2));
console.log(`keyscape through: ${{ serve: 'keyscape serve (HTTP)', npm: 'the npm package\'s keyscape-serve (HTTP)' }[process.env.KEYSCAPE_VIA] ?? 'the Node wasm build'}`);
const t0 = Date.now();
let passed = 0, failed = 0;
const hits = new Map();
const addHits = (m) => { for (const [k, v] of m) hits.set(k, (hits.get(k) || 0) + v); };

if (opts.golden) {
  const g = await runGolden(path.join(here, 'golden'), { verbose: opts.verbose, filter: opts.filter });
  console.log(`golden: ${g.passed} passed, ${g.failed} failed (dynalite cross-check: ${g.agree} agree, ` +
    `${g.diverged} allow-listed divergences, ${g.skipped} not compared)`);
  for (const gr of g.groups) console.log(`  ${gr.group.padEnd(44)} ${String(gr.passed).padStart(4)} passed ${String(gr.failed).padStart(4)} failed`);
  for (const f of g.failures.slice(0, opts.verbose ? Infinity : 1000)) {
    console.log(`  FAIL ${f.id} [${f.group}]${f.desc ? ' ' + f.desc : ''}${f.ref ? ' (' + f.ref + ')' : ''}`);
    if (f.request) console.log(`      request: ${short(f.request, 300)}`);
    console.log(`      ${f.why}`);
  }
  passed += g.passed; failed += g.failed;
  addHits(g.hits);
}

if (opts.random && (opts.queries > 0 || opts.scans > 0 || opts.only !== null || opts.onlyScan !== null)) {
  const r = await runDifferential({ seed: opts.seed, queries: opts.queries, scans: opts.scans, verbose: opts.verbose, show: opts.show, only: opts.only, onlyScan: opts.onlyScan });
  passed += r.passed; failed += r.failed;
  addHits(r.hits);
}

console.log('divergences hit (allow-list):');
for (const d of divergences) console.log(`  ${d.id.padEnd(24)} ${hits.get(d.id) || 0}`);
console.log(`time: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`conformance: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
