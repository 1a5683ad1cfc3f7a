// The "site" contender of ./scripts/bench (issue 25): cold-start time, from navigation to the
// first range view (the trap's range items drawn), of the site (web/dist served on loopback)
// and of the single file (build/keyscape.html from file://), each run in a fresh browser
// context (no HTTP cache, no service worker); and the sizes people download: the site's
// files, the single file, the main wasm module and the one with every part, raw and gzip -9.
// Each cold start is measured twice: in Chromium driven over a pipe with nothing watching
// the page's requests or workers (cdpPipe.mjs: what a person's browser does; the issue's
// figure), and under Playwright, whose instrumentation slows the page's own loading.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveStatic } from '../../web/e2e/harness.mjs';
import { inFreshPage, launchPipeChromium } from './cdpPipe.mjs';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The sizes of the site, the single file and the wasm modules (bytes; gzip -9). */
export function siteSizes(distDir, singleFile) {
  const out = {};
  if (existsSync(distDir)) {
    const files = filesUnder(distDir);
    out.site = { files: files.length, bytes: files.reduce((s, f) => s + statSync(f).size, 0), gzipBytes: files.reduce((s, f) => s + gz(readFileSync(f)), 0) };
    for (const f of files.filter((x) => x.endsWith('.wasm'))) {
      const key = /keyscape-full/.test(f) ? 'fullWasm' : 'mainWasm';
      const bytes = readFileSync(f);
      out[key] = { file: f.slice(distDir.length + 1), bytes: bytes.length, gzipBytes: gz(bytes) };
    }
  }
  if (existsSync(singleFile)) {
    const bytes = readFileSync(singleFile);
    out.single = { bytes: bytes.length, gzipBytes: gz(bytes) };
  }
  return out;
}

// Where a cold start's time goes, recorded in the page: when its scripts had arrived, the
// first contentful paint, when the page had compiled the engine's wasm module
// (web/src/engine/workerFactory*.ts), when the engine worker was created and when it first
// answered (ready: the module instantiated, its operations listed), and when the first range
// item was put in the document (the time measured).
function recordStart() {
  const marks = (window.__coldMarks = {});
  for (const name of ['compile', 'compileStreaming']) {
    const compile = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      const compiled = compile.apply(this, args);
      compiled.then(() => (marks.wasmCompiled ??= performance.now()), () => undefined);
      return compiled;
    };
  }
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      marks.workerCreated ??= performance.now();
      this.addEventListener('message', () => (marks.engineAnswered ??= performance.now()), { once: true });
    }
  };
  // The moment the first range item is in the document (Playwright's wait for it can see it
  // later, when the page's main thread is busy with what starts after it).
  let drawn;
  window.__coldDrawn = new Promise((resolve) => (drawn = resolve));
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="range-view"] [data-testid="range-item"]')) return;
    marks.rangeItem = performance.now();
    seen.disconnect();
    drawn();
  });
  seen.observe(document, { childList: true, subtree: true });
}

function marksOf() {
  const m = window.__coldMarks ?? {};
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link');
  const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  return {
    scriptsLoaded: scripts.length ? Math.max(...scripts.map((e) => e.responseEnd)) : null,
    firstContentfulPaint: fcp ? fcp.startTime : null,
    wasmCompiled: m.wasmCompiled ?? null,
    workerCreated: m.workerCreated ?? null,
    engineAnswered: m.engineAnswered ?? null,
    rangeItem: m.rangeItem ?? null,
  };
}

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

/** ms from navigation start to the first range item in the document, in a fresh context, `runs` times; and the medians of where the time went. */
async function coldStarts(browser, url, runs) {
  const parts = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, serviceWorkers: 'block' });
    try {
      await context.addInitScript(recordStart);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForSelector('[data-testid="range-view"] [data-testid="range-item"]', { timeout: 60_000 });
      const marks = await page.evaluate(marksOf);
      parts.push({ ...marks, rangeItem: marks.rangeItem ?? (await page.evaluate(() => performance.now())) });
    } finally {
      await context.close();
    }
  }
  return summary(parts);
}

/** The result of coldStarts from the per-run marks (ms from navigation). */
function summary(parts) {
  const ms = parts.map((m) => m.rangeItem);
  const sorted = [...ms].sort((a, b) => a - b);
  const breakdown = Object.fromEntries(Object.keys(parts[0] ?? {}).map((k) => [k, median(parts.map((p) => p[k]))]));
  return { runs: parts.length, min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], ms, breakdown };
}

/**
 * coldStarts as a person's browser has them: Chromium driven over a pipe (cdpPipe.mjs) with
 * nothing following the page's requests or attaching to its workers, as Playwright does.
 */
async function undebuggedColdStarts(browser, url, runs) {
  const expression = `location.protocol === 'about:' || !window.__coldDrawn ? null : window.__coldDrawn.then(() => new Promise((r) => setTimeout(r, 300))).then(() => (${marksOf})())`;
  const parts = [];
  for (let i = 0; i < runs; i++)
    parts.push(await inFreshPage(browser, { url, initScript: `(${recordStart})();`, expression, viewport: { width: 1440, height: 960 } }));
  return summary(parts);
}

/**
 * The site contender: cold starts of the site and the single file, and the sizes. Each is
 * measured twice: with no debugger on the page's workers (`…ColdStart`, what a person sees,
 * the goal) and under Playwright (`…ColdStartPlaywright`, as the browser tests run it).
 */
export async function benchSite(distDir, singleFile, runs) {
  const doc = { sizes: siteSizes(distDir, singleFile) };
  const server = await serveStatic(distDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const urls = { site: `${origin}/#example=lexicographic-trap`, single: existsSync(singleFile) ? `${pathToFileURL(singleFile).href}#example=lexicographic-trap` : null };
  try {
    const plain = await launchPipeChromium();
    try {
      doc.siteColdStart = await undebuggedColdStarts(plain, urls.site, runs);
      if (urls.single) doc.singleColdStart = await undebuggedColdStarts(plain, urls.single, runs);
    } finally {
      await plain.close();
    }
    const browser = await launchChromium();
    try {
      doc.siteColdStartPlaywright = await coldStarts(browser, urls.site, runs);
      if (urls.single) doc.singleColdStartPlaywright = await coldStarts(browser, urls.single, runs);
    } finally {
      await browser.close();
    }
  } finally {
    await new Promise((r) => server.close(r));
  }
  return doc;
}
