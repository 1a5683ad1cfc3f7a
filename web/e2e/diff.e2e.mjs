#!/usr/bin/env node
// Browser test of the Changes tab (web/src/views/diff/): the open design against a
// baseline, as keyscape:DiffDesigns answers.
// - The lexicographic trap kept as the baseline: against itself nothing changes.
// - The fix applied in the designer: every Order (500,000 by expectedCount) is rewritten,
//   1,000,000 write units, $0.625 on demand; "Latest order" answers differently;
//   unpadded-number is resolved. The numbers are the engine's (the same request through the
//   Node build gives the same answer).
// - The kept baseline survives a reload; a baseline file and a bad link are read.
// No serious axe violation, light or dark. Screenshots (light and dark) go to build/screenshots/. Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/diff.e2e.mjs [--dist <dir>] [--headed]
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeEngine } from '../../wasm/node.mjs';
import { assert, repoDir, runBrowserFile, seriousViolations, shotDir, answered as waitAnswered } from './harness.mjs';

const TIMEOUT = 20_000;
const answered = (page) => waitAnswered(page, TIMEOUT);
mkdirSync(shotDir, { recursive: true });
const example = (id) => JSON.parse(readFileSync(join(repoDir, 'docs', 'examples', `${id}.json`), 'utf8'));

/** Waits until the Changes tab shows a diff whose items-rewritten reads `n`. */
async function rewritten(page, n) {
  try {
    await page.waitForFunction((want) => document.querySelector('[data-testid="diff-items-rewritten"]')?.getAttribute('data-value') === String(want), n, { timeout: TIMEOUT });
  } catch {
    throw new Error(`items rewritten: ${await page.getAttribute('[data-testid="diff-items-rewritten"]', 'data-value').catch(() => 'none')}, expected ${n} (${await page.textContent('[data-testid="diff-view"]')})`);
  }
}

const statusOf = (page, name) => page.getAttribute(`[data-testid="diff-pattern"][data-name="${name}"]`, 'data-status');

await runBrowserFile({ shot: 'diff-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test }) => {
  await page.goto(`${origin}/#example=lexicographic-trap`);
  await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
  await answered(page);

  await test('kept as the baseline, the design against itself changes nothing', async () => {
    await page.click('[data-testid="tab-changes"]');
    await page.click('[data-testid="diff-keep"]');
    await rewritten(page, 0);
    assert((await page.$$('[data-testid="diff-change"]')).length === 0, 'no changes');
    const statuses = await page.$$eval('[data-testid="diff-pattern"]', (els) => els.map((e) => e.getAttribute('data-status')));
    assert(statuses.length === 4 && statuses.every((s) => s === 'same'), `patterns: ${statuses}`);
  });

  await test('the fix applied: every Order rewritten, with its write units and cost', async () => {
    await page.click('[data-testid="tab-design"]');
    await page.click('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"] [data-testid="apply-fix"]');
    await answered(page);
    await page.click('[data-testid="tab-changes"]');
    await rewritten(page, 500000);
    assert(await page.getAttribute('[data-testid="diff-write-units"]', 'data-value') === '1000000', 'write units');
    assert(await page.getAttribute('[data-testid="diff-cost"]', 'data-value') === '0.625', 'on-demand cost');
    assert((await page.textContent('[data-testid="diff-deletes"]')) === '500,000', 'deletes shown exactly');
    assert(await page.isVisible('[data-testid="diff-change"][data-kind="key-template"][data-path="/entities/0/keys/SK"]'), 'the SK template change');
    assert((await statusOf(page, 'Latest order of a customer')) === 'differs', 'latest order answers differently');
    assert(await page.isVisible('[data-testid="diff-lint-resolved"][data-rule="unpadded-number"]'), 'unpadded-number resolved');
    // The page draws the engine's answer: the same request through the Node build.
    const engine = await createNodeEngine();
    const fixed = example('lexicographic-trap');
    fixed.entities[0].keys.SK = 'ORDER#${n|pad(10)}';
    const r = engine.result('keyscape:DiffDesigns', { old: example('lexicographic-trap'), new: fixed });
    assert(r.ok && r.body.migration.itemsRewritten === 500000 && r.body.migration.writeUnits === 1000000, 'the Node engine agrees');
    engine.dispose();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(shotDir, 'diff-light.png'), fullPage: true });
    const light = await seriousViolations(page);
    assert(light.length === 0, `axe (light): ${light.join(' | ')}`);
    await page.click('[data-testid="theme-toggle"]');
    await page.screenshot({ path: join(shotDir, 'diff-dark.png'), fullPage: true });
    const dark = await seriousViolations(page);
    assert(dark.length === 0, `axe (dark): ${dark.join(' | ')}`);
    await page.click('[data-testid="theme-toggle"]');
  });

  await test('the kept baseline survives a reload', async () => {
    await page.reload();
    await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
    await answered(page);
    await page.click('[data-testid="tab-changes"]');
    const from = await page.textContent('[data-testid="diff-baseline-from"]');
    assert(/Comparing with Lexicographic trap \(kept at/.test(from ?? ''), `baseline: ${from}`);
    await page.waitForSelector('[data-testid="diff-items-rewritten"]', { timeout: TIMEOUT });
  });

  await test('a baseline from a file, and a bad link with its message', async () => {
    await page.setInputFiles('[data-testid="diff-file"]', join(repoDir, 'docs', 'examples', 'lexicographic-trap-fixed.json'));
    await page.waitForFunction(() => document.querySelector('[data-testid="diff-baseline-from"]')?.textContent?.includes('file lexicographic-trap-fixed.json'), null, { timeout: TIMEOUT });
    await page.fill('[data-testid="diff-link"]', 'https://example.org/#m=v1.@@@');
    await page.click('[data-testid="diff-link-use"]');
    await page.waitForSelector('[data-testid="diff-error"]', { timeout: TIMEOUT });
    const msg = await page.textContent('[data-testid="diff-error"]');
    assert(/damaged/.test(msg ?? ''), `link error: ${msg}`);
    assert((await page.textContent('[data-testid="diff-baseline-from"]'))?.includes('file lexicographic-trap-fixed.json'), 'the file baseline stays');
  });
});
