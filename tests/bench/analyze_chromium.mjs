// The Chromium AnalyzeDesign figures alone (what ./scripts/bench --only chromium measures
// after its other workloads), for iterating on the designer's one call per edit:
//   node tests/bench/analyze_chromium.mjs [--runs N] [--dist web/dist]
// Loads the built page, posts keyscape:AnalyzeDesign of the 50-entity design (with the first
// pattern's range view) N times (60 by default) to the page's own worker, one after another,
// and prints each call's round trip, its time inside the worker's engine.execute, and the
// page's JSON.parse of the answer: p50 / p95 / max of all calls with the first three apart
// (V8 compiles wasm functions optimised only after they have run a while), then p50 / p95 /
// max of the calls after those three ("warm": what each edit costs once the page has
// analysed its first designs; the page analyses the opened design on load). The request is
// the page's own (useDesign.ts: patternResponses false). Numbers only.
import { join } from 'node:path';
import { openBrowser, preflight, webDir } from '../../web/e2e/harness.mjs';
import { design } from './workload.mjs';

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
  window.__analyze = async (request, n) => {
    const w = bench.workers[0];
    const out = [];
    for (let i = 0; i < n; i++) {
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
  const request = JSON.stringify({ model: design(50), view: { rangeView: { pattern: 0 } }, patternResponses: false });
  const r = await page.evaluate(([req, n]) => window.__analyze(req, n), [request, runs]);
  console.log(`keyscape:AnalyzeDesign, 50 entities, ${runs} calls, answer ${r[0].chars} characters`);
  console.log(line('round trip', r.map((x) => x.ms)));
  console.log(line('engine', r.map((x) => x.engineMs)));
  console.log(line('page parse', r.map((x) => x.parseMs)));
  const warm = r.slice(3);
  const stats = (name, xs) => `${name.padEnd(12)} p50 ${f(q(xs, 0.5))}  p95 ${f(q(xs, 0.95))}  max ${f(Math.max(...xs))} ms`;
  console.log(`warm: calls 4 to ${runs}, after the first three (V8's tier-up)`);
  console.log(stats('round trip', warm.map((x) => x.ms)));
  console.log(stats('engine', warm.map((x) => x.engineMs)));
} finally {
  await close();
}
