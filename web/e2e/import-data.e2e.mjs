#!/usr/bin/env node
// Browser test of designs from real data in the Work panel (web/src/views/work/persist/):
// - the chat fixture's scan output (tests/fixtures/table-data/chat.scan.json, two pages) is
//   imported through the engine: before anything is replaced, a dialog lists every inference
//   with its confidence and evidence exactly as keyscape:Import answers (the same file
//   through the native CLI), and what lint finds in the data (the hot room);
// - "Keep my design" changes nothing; "Replace the design" opens the imported design, the
//   work open before stays in Saved designs, and the notice's button opens it again;
// - a CSV file is imported the same way; a file that is not table data shows the engine's
//   message and keeps the work.
// No serious axe violation with the dialog open, light or dark. Screenshots (light and dark)
// go to build/screenshots/. Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/import-data.e2e.mjs [--dist <dir>] [--headed]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { assert, repoDir, runBrowserFile, seriousViolations, shotDir, answered as waitAnswered, autosaved } from './harness.mjs';

const TIMEOUT = 20_000;
const answered = (page) => waitAnswered(page, TIMEOUT);
mkdirSync(shotDir, { recursive: true });
const fixture = (name) => join(repoDir, 'tests', 'fixtures', 'table-data', name);

// The engine's answer for the same file: the native CLI's keyscape:Import (the fronts print the same JSON).
const cli = spawnSync(join(repoDir, 'build', 'native', 'keyscape'), ['import', '--from', 'dynamodb-json', '--report', fixture('chat.scan.json')], { encoding: 'utf8', maxBuffer: 1 << 26 });
assert(cli.status === 0, `keyscape import: ${cli.stderr}`);
const want = { body: JSON.parse(cli.stdout) };

/** The open design's name (the outline's design node shows its editor). */
async function designName(page) {
  await page.click('[data-testid="outline-design"]');
  return page.inputValue('[data-testid="design-name"]');
}

async function pick(page, format, file) {
  await page.selectOption('[data-testid="import-format"]', format);
  await page.setInputFiles('[data-testid="import-file-input"]', file);
}

await runBrowserFile({ shot: 'import-data-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test }) => {
  await page.goto(`${origin}/#example=online-shop`);
  await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
  await answered(page);
  await page.click('[data-testid="outline-design"]');
  await page.fill('[data-testid="design-name"]', 'My shop');
  await answered(page);
  await autosaved(page);

  await test('a scan document: every inference with its confidence, shown before anything is replaced', async () => {
    await pick(page, 'dynamodb-json', fixture('chat.scan.json'));
    await page.waitForSelector('[data-testid="confirm-dialog"] [data-testid="import-review"]', { timeout: TIMEOUT });
    const rows = await page.$$eval('[data-testid="import-inference"]', (els) => els.map((e) => ({
      kind: e.getAttribute('data-kind'), subject: e.getAttribute('data-subject'), confidence: Number(e.getAttribute('data-confidence')),
    })));
    const expected = want.body.inferences.map(({ kind, subject, confidence }) => ({ kind, subject, confidence }));
    assert(JSON.stringify(rows) === JSON.stringify(expected), `inferences:\n${JSON.stringify(rows)}\nwant\n${JSON.stringify(expected)}`);
    assert(rows.some((r) => r.kind === 'template' && r.subject === 'Msg.SK'), 'the message sort-key template');
    const evidence = await page.textContent('[data-testid="import-inference"][data-kind="entity"][data-subject="Msg"]');
    assert(/400 of 400 values/.test(evidence ?? ''), `evidence: ${evidence}`);
    assert(await page.isVisible('[data-testid="import-findings"] li[data-rule="hot-partition"]'), 'the hot room is reported');
    assert((await page.inputValue('[data-testid="design-name"]')) === 'My shop', 'nothing replaced while the dialog is open');
    await page.screenshot({ path: join(shotDir, 'import-data-light.png') });
    const light = await seriousViolations(page);
    assert(light.length === 0, `axe (light): ${light.join(' | ')}`);
    const toggleTheme = () => page.evaluate(() => document.querySelector('[data-testid="theme-toggle"]')?.click());  // under the dialog's backdrop
    await toggleTheme();
    const dark = await seriousViolations(page);  // after the theme's transition
    await page.screenshot({ path: join(shotDir, 'import-data-dark.png') });
    assert(dark.length === 0, `axe (dark): ${dark.join(' | ')}`);
    await toggleTheme();
  });

  await test('"Keep my design" keeps it', async () => {
    await page.click('[data-testid="confirm-no"]');
    await page.waitForSelector('[data-testid="confirm-dialog"]', { state: 'detached', timeout: TIMEOUT });
    assert((await designName(page)) === 'My shop', 'the design is unchanged');
  });

  await test('"Replace the design" opens the import; the design before opens again from the notice', async () => {
    await pick(page, 'dynamodb-json', fixture('chat.scan.json'));
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForSelector('[data-testid="work-notice"][data-reason="import"]', { timeout: TIMEOUT });
    await answered(page);
    assert((await designName(page)) === want.body.model.name, `opened: ${await designName(page)}`);
    const saved = await page.$$eval('[data-testid="saved-entry"] [data-testid="saved-open"]', (els) => els.map((e) => e.textContent));
    assert(saved.includes('My shop'), `saved: ${saved}`);
    await page.screenshot({ path: join(shotDir, 'import-data-imported.png') });
    await page.click('[data-testid="work-notice-action"]');
    await page.waitForSelector('[data-testid="saved-entry"][data-current="true"]:has-text("My shop")', { timeout: TIMEOUT });
    await answered(page);
    assert((await designName(page)) === 'My shop', 'the design before is open again');
  });

  await test('a CSV file is imported the same way; a file that is not table data keeps the work', async () => {
    await pick(page, 'csv', fixture('chat.users.csv'));
    await page.waitForSelector('[data-testid="import-inference"][data-kind="template"][data-subject="User.PK"]', { timeout: TIMEOUT });
    await page.click('[data-testid="confirm-no"]');
    await pick(page, 'dynamodb-json', fixture('gen_chat.py'));
    const n = await page.waitForSelector('[data-testid="work-notice"][data-tone="error"]', { timeout: TIMEOUT });
    assert(/not DynamoDB JSON/.test((await n.textContent()) ?? ''), 'the engine\'s message');
    assert((await designName(page)) === 'My shop', 'the work is kept');
  });
});
