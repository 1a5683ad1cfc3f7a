#!/usr/bin/env node
// Browser test of the single file (issue 25, "one file for offline sessions"): opens
// build/keyscape.html (`./scripts/build single`) from file://, with no server at all, and
// - the trap's range view appears, and Apply fix reorders it numerically,
// - an export downloads (the whole engine is in the file: no second module to fetch),
// - the design survives a reload (autosave in the browser),
// - the page asks for nothing but its own file, data: and blob: URLs; no console errors.
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/single.e2e.mjs [--file build/keyscape.html] [--headed]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, answered, assert, autosaved, createRunner, repoDir, shotDir } from './harness.mjs';

const TIMEOUT = 20_000;
const argv = process.argv.slice(2);
const fileArg = argv.indexOf('--file');
const file = resolve(fileArg >= 0 ? argv[fileArg + 1] : join(repoDir, 'build', 'keyscape.html'));
const url = pathToFileURL(file).href;
const { test, passed, failed } = createRunner();

const sks = (page) => page.$$eval('[data-testid="range-view"] [data-testid="range-item"]', (els) => els.map((e) => e.getAttribute('data-sk') ?? ''));
async function expectSks(page, want) {
  try {
    await page.waitForFunction((w) => [...document.querySelectorAll('[data-testid="range-view"] [data-testid="range-item"]')].map((e) => e.getAttribute('data-sk')).join(',') === w, want.join(','), { timeout: TIMEOUT });
  } catch {
    throw new Error(`range view: expected [${want}], got [${await sks(page)}]`);
  }
}

if (!existsSync(file)) {
  console.error(`e2e: ${file} not found; run \`./scripts/build single\` first.`);
  console.log('browser: 0 passed, 1 failed');
  process.exit(1);
}
const profile = mkdtempSync(join(tmpdir(), 'keyscape-single-'));
let context;
try {
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: !argv.includes('--headed'), args: CHROMIUM_ARGS, viewport: { width: 1440, height: 960 }, acceptDownloads: true });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  const foreign = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url().slice(0, 100)} (${r.failure()?.errorText})`));
  context.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(url) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
  });

  await test('opened from file://, the trap\'s range view appears', async () => {
    await page.goto(`${url}#example=lexicographic-trap`, { waitUntil: 'load' });
    await expectSks(page, ['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
    await page.screenshot({ path: join(shotDir, 'single-trap.png') });
  });

  await test('Apply fix reorders the range view numerically', async () => {
    await page.click('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"] [data-testid="apply-fix"]');
    await expectSks(page, ['ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
    await answered(page);
  });

  await test('an export downloads', async () => {
    await page.click('[data-testid="tab-export"]');
    await page.waitForSelector('[data-testid="export-download"]', { timeout: TIMEOUT });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.click('[data-testid="export-download"]')]);
    const text = readFileSync(await download.path(), 'utf8');
    assert(text.length > 100 && text.includes('Orders'), `export ${download.suggestedFilename()}: ${text.slice(0, 200)}`);
    await page.click('[data-testid="tab-design"]');
  });

  await test('the fixed design survives a reload (autosave)', async () => {
    await autosaved(page);
    await page.goto(url, { waitUntil: 'load' });
    await expectSks(page, ['ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
  });

  await test('only its own file, data: and blob: URLs; no console errors', async () => {
    assert(foreign.length === 0, `requests: ${foreign.join(', ')}`);
    assert(problems.length === 0, problems.join('\n'));
  });
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`browser: ${passed()} passed, ${failed() + (process.exitCode === 1 ? 1 : 0)} failed`);
process.exitCode = failed() === 0 && process.exitCode !== 1 ? 0 : 1;
