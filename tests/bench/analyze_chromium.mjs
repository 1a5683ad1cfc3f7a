// The Chromium AnalyzeDesign figures alone (what ./scripts/bench --only chromium measures
// after its other workloads), for iterating on the designer's one call per edit:
//   node tests/bench/analyze_chromium.mjs [--runs N] [--dist web/dist]
// Loads the built page and posts keyscape:AnalyzeDesign of the 50-entity design (the page's
// own request: the first pattern's range view, patternResponses false, as useDesign.ts asks)
// to the page's own worker, one call after another, in sequences of N calls each
// (analyze_sequences.mjs): "edits", a different design each call (a pattern edit, an
// entity-template edit and an attribute edit in turn: the engine reuses what the last
// design's analysis has in common with it), twice: the
// first N calls include V8's tier-up (wasm functions run as baseline code until V8 has
// compiled them optimised, in the background: on a busy machine that takes dozens of
// calls), the next N calls (N other designs) are THE EDIT FIGURE; then "select", the same
// design with another pattern's range view each call (the engine reuses its last analysis
// and draws only the view), and "repeat", the same request N times. For each: the round
// trip, the time inside the worker's engine.execute and the page's JSON.parse of the answer,
// p50 / p95 / max. Numbers only.
import { join } from 'node:path';
import { openBrowser, preflight, webDir } from '../../web/e2e/harness.mjs';
import { edits, repeat, select } from './analyze_sequences.mjs';

const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const runs = Number(arg('--runs', 60));
const distDir = arg('--dist', join(webDir, 'dist'));

function hookWorkers() {
  const Native = window.Worker;
  const bench = { workers: [], ready: false, nextId: 1e9 };
  window.__bench = bench;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      bench.workers.push(this);
      this.addEventListener('message', (e) => { if (e.data?.kind === 'result') bench.ready = true; });
    }
  };
  window.__analyze = async (requests) => {
    const w = bench.workers[0];
    const out = [];
    for (const request of requests) {
      const id = bench.nextId++;
      const t0 = performance.now();
      const r = await new Promise((resolve) => {
        const on = (e) => {
          if (e.data?.id !== id) return;
          w.removeEventListener('message', on);
          resolve(e.data);
        };
        w.addEventListener('message', on);
        w.postMessage({ kind: 'execute', id, op: 'keyscape:AnalyzeDesign', request });
      });
      const ms = performance.now() - t0;
      if (r.kind !== 'result' || r.response.startsWith('{"__type"')) throw new Error(String(r.message ?? r.response.slice(0, 300)));
      const p0 = performance.now();
      JSON.parse(r.response);
      out.push({ ms, engineMs: r.elapsedMs, parseMs: performance.now() - p0, chars: r.response.length });
    }
    return out;
  };
}

const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const f = (x) => x.toFixed(1);
const line = (name, xs) => `${name.padEnd(12)} p50 ${f(q(xs, 0.5))}  p95 ${f(q(xs, 0.95))}  max ${f(Math.max(...xs))}  first three ${xs.slice(0, 3).map(f).join(', ')} ms`;

preflight(distDir);
const { page, origin, close } = await openBrowser({ distDir, headed: false });
try {
  await page.addInitScript(hookWorkers);
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.__bench?.ready, null, { timeout: 60000 });
  const print = (r) => {
    console.log(line('round trip', r.map((x) => x.ms)));
    console.log(line('engine', r.map((x) => x.engineMs)));
    console.log(line('page parse', r.map((x) => x.parseMs)));
  };
  const sequences = [
    ['edits, tier-up', 'the first calls of the page: a different design each call (pattern, entity-template, attribute edits in turn), while V8 tiers up', edits(runs)],
    ['edits', `${runs} other designs, after those: THE EDIT FIGURE`, edits(runs, runs)],
    ['select', 'the same design, another pattern\'s range view each call (the last analysis reused)', select(runs)],
    ['repeat', 'the same request each call (the last analysis reused)', repeat(runs)],
  ];
  for (const [name, what, requests] of sequences) {
    const r = await page.evaluate((reqs) => window.__analyze(reqs), requests);
    console.log(`keyscape:AnalyzeDesign, 50 entities, ${runs} calls, ${name}: ${what}; answer ${r[0].chars} characters`);
    print(r);
  }
} finally {
  await close();
}
