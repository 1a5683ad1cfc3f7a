// The Chromium contender of ./scripts/bench: the built page (web/dist) in Debian's
// chromium through playwright-core (web/e2e/harness.mjs), its engine reached through the
// page's own worker: an init script keeps every Worker the page creates and posts
// `execute` messages to it (ids the page's client ignores). Measures page load to the
// worker's first result, generating 1,000,000 items in the page's 20,000-item chunks
// (generate.jsonl, the requests engine_bench runs),
// DescribePartitions on them, bulk load, per-request query round trips (p50/p95), and
// keyscape:AnalyzeDesign of the 50-entity design, a different edit each call (p50/p95), with
// the time inside the worker's engine call and the page's parse of the answer apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, preflight } from '../../web/e2e/harness.mjs';
import { edits, select } from './analyze_sequences.mjs';
import { QUERY_KINDS } from './workload.mjs';

function hookWorkers() {
  const Native = window.Worker;
  const bench = { workers: [], firstResult: null, nextId: 1e9 };
  window.__bench = bench;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      bench.workers.push(this);
      this.addEventListener('message', (e) => {
        if (e.data?.kind === 'result' && bench.firstResult === null) bench.firstResult = performance.now();
      });
    }
  };
  // One engine call through the page's worker: resolves the wall time and the response.
  window.__benchCall = (op, request) => new Promise((resolve, reject) => {
    const w = bench.workers[0];
    const id = bench.nextId++;
    const t0 = performance.now();
    const on = (e) => {
      if (e.data?.id !== id) return;
      w.removeEventListener('message', on);
      if (e.data.kind !== 'result') reject(new Error(e.data.message));
      else resolve({ ms: performance.now() - t0, engineMs: e.data.elapsedMs, response: e.data.response });
    };
    w.addEventListener('message', on);
    w.postMessage({ kind: 'execute', id, op, request });
  });
  // Requests one after another inside the page (no CDP hop between them): each one's ms.
  window.__benchSeq = async (op, requests) => (await window.__benchSeqSplit(op, requests)).ms;
  // The same, with each one's time inside the worker's engine.execute (elapsedMs) and the
  // page's JSON.parse of the answer (what the page's client does with it).
  window.__benchSeqSplit = async (op, requests) => {
    const out = { ms: [], engineMs: [], parseMs: [], bytes: 0 };
    for (const q of requests) {
      const r = await window.__benchCall(op, q);
      if (r.response.startsWith('{"__type"')) throw new Error(`${op}: ${r.response.slice(0, 300)}`);
      out.ms.push(r.ms);
      out.engineMs.push(r.engineMs);
      const t0 = performance.now();
      JSON.parse(r.response);
      out.parseMs.push(performance.now() - t0);
      out.bytes = r.response.length;
    }
    return out;
  };
}

const lines = (path) => readFileSync(path, 'utf8').split('\n').filter(Boolean);
const quantile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};

async function call(page, op, request) {
  const r = await page.evaluate(([o, q]) => window.__benchCall(o, q), [op, request]);
  if (r.response.startsWith('{"__type"')) throw new Error(`${op}: ${r.response.slice(0, 300)}`);
  return r;
}

/** Runs the browser workloads; `generate` items, `queries` requests of each kind. */
export async function benchChromium(dir, distDir, { generate, queries }) {
  preflight(distDir);
  const { page, origin, close } = await openBrowser({ distDir, headed: false });
  try {
    await page.addInitScript(hookWorkers);
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__bench?.firstResult !== null, null, { timeout: 60000 });
    const firstResult = await page.evaluate(() => window.__bench.firstResult);
    const lab = { ...JSON.parse(readFileSync(join(dir, 'lab-create.json'), 'utf8')), TableName: 'BenchLab' };
    await call(page, 'CreateTable', JSON.stringify(lab));
    const chunks = lines(join(dir, 'generate.jsonl')).map((l) => JSON.stringify({ ...JSON.parse(l), TableName: 'BenchLab' }));
    const seq = (op, reqs) => page.evaluate(([o, q]) => window.__benchSeq(o, q), [op, reqs]);
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    const generateMs = sum(await seq('keyscape:GenerateItems', chunks));
    const describe = [];
    for (let r = 0; r < 3; r++) {
      describe.push((await call(page, 'keyscape:DescribePartitions', JSON.stringify({ TableName: 'BenchLab', PartitionCount: 64 }))).ms);
    }
    await call(page, 'CreateTable', readFileSync(join(dir, 'create.json'), 'utf8'));
    const batches = lines(join(dir, 'load.jsonl'));
    const loadMs = sum(await seq('BatchWriteItem', batches));
    const trips = [];
    for (const kind of QUERY_KINDS) trips.push(...(await seq('Query', lines(join(dir, `query-${kind}.jsonl`)).slice(0, queries))));
    // The designer's one call per edit on the 50-entity design (with a range view): 60 calls,
    // each of a different design (analyze_sequences.mjs edits: the engine reuses its last
    // analysis whole for the very same model, so the same request 60 times would measure
    // that reuse, not an edit). Then 60 pattern selections of one design (the reuse), apart.
    // The first 60 edits run while V8 tiers the engine's functions up (measured apart: the
    // tier-up); the figure is the next 60.
    const tierUp = await page.evaluate(([o, q]) => window.__benchSeqSplit(o, q), ['keyscape:AnalyzeDesign', edits(60)]);
    const split = await page.evaluate(([o, q]) => window.__benchSeqSplit(o, q), ['keyscape:AnalyzeDesign', edits(60, 60)]);
    const analyze = split.ms;
    const selected = await page.evaluate(([o, q]) => window.__benchSeqSplit(o, q), ['keyscape:AnalyzeDesign', select(60)]);
    const stats = (xs) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs) });
    return {
      runtime: 'chromium',
      browser: await page.context().browser()?.version?.() ?? null,
      pageLoadToFirstResultMs: firstResult,
      generate: { items: generate, ms: generateMs, chunks: chunks.length },
      describePartitions: { runs: describe, min: Math.min(...describe), median: quantile(describe, 0.5) },
      load: { items: batches.length * 25, requests: batches.length, ms: loadMs },
      queryRoundTrip: { requests: trips.length, p50: quantile(trips, 0.5), p95: quantile(trips, 0.95) },
      // p50/p95 of the round trip (post, engine, answer back); engine: inside the worker's
      // engine.execute; parse: the page's JSON.parse of the answer (not in the round trip).
      analyzeDesign: {
        requests: analyze.length, p50: quantile(analyze, 0.5), p95: quantile(analyze, 0.95), runs: analyze,
        answerChars: split.bytes, engine: { ...stats(split.engineMs), runs: split.engineMs }, parse: stats(split.parseMs),
      },
      analyzeDesignTierUp: { requests: tierUp.ms.length, ...stats(tierUp.ms), engine: stats(tierUp.engineMs) },
      // The same design, another pattern's range view each call (the last analysis reused).
      analyzeDesignSelect: { requests: selected.ms.length, ...stats(selected.ms), engine: stats(selected.engineMs) },
    };
  } finally {
    await close();
  }
}
