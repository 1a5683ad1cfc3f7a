#!/usr/bin/env node
// Browser test of the site as a host serves it (issue 25, "a site to host"): the page built
// with a share base URL (KEYSCAPE_BASE_URL, as `./scripts/build site --base-url URL` builds it)
// is served under /some/sub/path/ only, and
// - the range view of the trap appears (scripts, styles, worker and wasm all load relative),
// - the service worker installs with that sub-path as its scope,
// - an export answers (the engine's interop part, a second wasm module loaded on first use),
// - a share link made there starts with the configured base URL, and opening it in a fresh
//   browser context (the base URL is served too) gives the same design,
// - the start fetches no other tab's code; a tab's view whose code cannot be fetched says so
//   and loads it on Try again.
// Builds its own copy of the site into a temporary folder (vite build with the base URL;
// src/generated must hold the engine, as `npm run build` leaves it). Ends with
// `browser: N passed, M failed`.
//
// Usage: node e2e/site.e2e.mjs [--headed]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, assert, createRunner, parseArgs, preflight, serveStatic, shotDir, webDir } from './harness.mjs';

const TIMEOUT = 20_000;
const SUB = '/some/sub/path/';
const HOSTED = '/hosted/keyscape/';
const { distDir, headed } = parseArgs();
const { test, passed, failed } = createRunner();

const rangeSks = (page) =>
  page.$$eval('[data-testid="range-view"] [data-testid="range-item"]', (els) => els.map((e) => e.getAttribute('data-sk') ?? ''));

async function rangeViewOf(page) {
  await page.waitForSelector('[data-testid="range-view"] [data-testid="range-item"]', { timeout: TIMEOUT });
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="designer"]');
    return d && d.getAttribute('data-version') === d.getAttribute('data-answered');
  }, null, { timeout: TIMEOUT });
  return rangeSks(page);
}

preflight(distDir); // the engine is built and copied into src/generated
const out = mkdtempSync(join(tmpdir(), 'keyscape-site-'));
const server = await serveStatic(out, [SUB, HOSTED]);
const origin = `http://127.0.0.1:${server.address().port}`;
const baseUrl = `${origin}${HOSTED}`;
let browser;
try {
  console.log(`e2e: building the site with KEYSCAPE_BASE_URL=${baseUrl} into ${out}`);
  const built = spawnSync(process.execPath, [join(webDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, env: { ...process.env, KEYSCAPE_BASE_URL: baseUrl }, stdio: ['ignore', 'inherit', 'inherit'] });
  assert(built.status === 0, `vite build exited ${built.status}`);

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: !headed, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  const problems = [];
  const foreign = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  context.on('request', (r) => {
    if (!r.url().startsWith(`${origin}${SUB}`) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
  });
  let sks = [];

  await test(`the page under ${SUB} loads its files from there and draws the trap's range view`, async () => {
    await page.goto(`${origin}${SUB}#example=lexicographic-trap`, { waitUntil: 'load' });
    sks = await rangeViewOf(page);
    assert(sks.length > 0, 'no range items');
  });

  await test(`the service worker installs with ${SUB} as its scope`, async () => {
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert(scope === `${origin}${SUB}`, `scope ${scope}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: TIMEOUT });
  });

  await test('reloaded from the service worker ten times, the page says "engine ready" every time', async () => {
    // From the cache the engine starts before the page has drawn: its status must still reach
    // the page (it once stayed at "loading engine…" on about one warm load in four).
    for (let i = 0; i < 10; i++) {
      await page.goto(`${origin}${SUB}${i % 2 ? '' : '#example=lexicographic-trap'}`, { waitUntil: 'load' });
      const ready = await page
        .waitForFunction(() => document.querySelector('[data-testid="engine-status"]')?.textContent?.includes('engine ready'), null, { timeout: TIMEOUT })
        .then(() => true, () => false);
      const status = await page.evaluate(() => document.querySelector('[data-testid="engine-status"]')?.textContent);
      assert(ready, `load ${i + 1}: the status still says "${status}"`);
    }
  });

  await test('an export answers there (the interop module loads on first use, from the sub-path)', async () => {
    await page.click('[data-testid="tab-export"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="export-text"]')?.textContent ?? '').length > 100, null, { timeout: TIMEOUT });
    const wasm = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.wasm')));
    // The worker's fetches are in its own timeline; the page's list may be empty, never foreign.
    assert(wasm.every((n) => n.startsWith(origin + SUB)), `wasm from ${wasm.join(', ')}`);
  });

  let link = '';
  await test('a share link made there starts with the configured base URL', async () => {
    await page.click('[data-testid="tab-design"]').catch(() => undefined);
    await page.click('[data-testid="share"]');
    await page.waitForSelector('[data-testid="work-notice"][data-reason="shared"]', { timeout: TIMEOUT });
    link = await page.evaluate(() => navigator.clipboard.readText());
    assert(link.startsWith(`${baseUrl}#m=v1.`), `link ${link.slice(0, 120)}`);
    await page.screenshot({ path: join(shotDir, 'site-subpath.png') });
  });

  await test('the link opened in a fresh context gives the same design', async () => {
    const fresh = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    try {
      const other = await fresh.newPage();
      await other.goto(link, { waitUntil: 'load' });
      const got = await rangeViewOf(other);
      assert(got.join(',') === sks.join(','), `range [${got}] vs [${sks}]`);
      const name = await other.textContent('[data-testid="design-chip"]');
      assert(/Lexicographic trap/.test(name ?? ''), `design ${name}`);
    } finally {
      await fresh.close();
    }
  });

  await test("a tab's view loads its code when first shown; when that fails it says so, and Try again loads it", async () => {
    const fresh = await browser.newContext({ viewport: { width: 1440, height: 960 }, serviceWorkers: 'block' });
    try {
      const other = await fresh.newPage();
      const asked = [];
      other.on('request', (r) => asked.push(r.url()));
      let refused = 0;
      await other.route(/\/assets\/OrderLab-[^/]*\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
      await other.goto(`${origin}${SUB}#example=lexicographic-trap`, { waitUntil: 'load' });
      await rangeViewOf(other);
      const early = asked.filter((u) => /\/assets\/(OrderLab|PartitionView|ExportView|DiffView)-/.test(u));
      assert(early.length === 0, `the start fetched other views' code: ${early.join(', ')}`);
      await other.click('[data-testid="tab-sort-order"]');
      await other.waitForSelector('[data-testid="view-load-error"]', { timeout: TIMEOUT });
      const said = await other.textContent('[data-testid="view-load-error-name"]');
      assert(said === 'The sort order lab did not load', `error title: ${said}`);
      await other.screenshot({ path: join(shotDir, 'view-load-error.png') });
      await other.click('[data-testid="view-load-retry"]');
      await other.waitForSelector('[data-testid="stored-row"]', { timeout: TIMEOUT });
      assert(refused === 2, `the lab's code was asked for ${refused} times, not twice`);
      assert((await other.$('[data-testid="view-load-error"]')) === null, 'the error stays after the view loaded');
    } finally {
      await fresh.close();
    }
  });

  await test('the page only asked its own sub-path for files; no errors', async () => {
    assert(foreign.length === 0, `requests outside ${SUB}: ${foreign.join(', ')}`);
    assert(problems.length === 0, problems.join('\n'));
  });
} catch (e) {
  console.error(e);
  console.log(`browser: ${passed()} passed, ${failed() + 1} failed`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await new Promise((r) => server.close(r));
  rmSync(out, { recursive: true, force: true });
}
if (process.exitCode !== 1) {
  console.log(`browser: ${passed()} passed, ${failed()} failed`);
  process.exitCode = failed() === 0 ? 0 : 1;
}
