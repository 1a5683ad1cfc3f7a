#!/usr/bin/env node
// Browser test that a person's work is never lost and never changed, on the built page
// (web/dist):
// - Each loss path leaves the earlier design recoverable: New design (a record of its own),
//   opening a saved design, a built-in example or an import over an edit still waiting for
//   the autosave, deleting (undoable), and a share link opened over unsaved work.
// - The undo history is saved with the design and survives a reload; saved designs show
//   when they were last changed; an import's banner goes when another design opens.
// - Exact values: `12345678901234567890123` typed into an N field survives byte for byte
//   into the saved model file and the share link; the same number held by a link as a JSON
//   number survives too; a 39-digit number shows the engine's error on the field.
// Ends with `browser: N passed, M failed`; screenshots go to build/screenshots/.
//
// Usage: node e2e/safety.e2e.mjs [--dist <dir>] [--headed]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { assert, repoDir, runBrowserFile, shotDir, answered, autosaved } from './harness.mjs';

const TIMEOUT = 15_000;
const BIG = '12345678901234567890123';
const TOO_BIG = '123456789012345678901234567890123456789';
const shot = (page, name) => page.screenshot({ path: join(shotDir, name) });
const exampleText = (id) => readFileSync(join(repoDir, 'docs', 'examples', `${id}.json`), 'utf8');
const linkOf = (text) => `v1.${Buffer.from(deflateRawSync(Buffer.from(text, 'utf8'))).toString('base64url')}`;
const fixture = (p) => join(repoDir, 'tests', 'fixtures', p);

const chipName = (page) => page.evaluate(() => document.querySelector('[data-testid="design-chip"]')?.textContent?.replace(/^design\s*/, '').trim());

async function expectName(page, name, what) {
  try {
    await page.waitForFunction((n) => document.querySelector('[data-testid="design-chip"]')?.textContent?.replace(/^design\s*/, '').trim() === n, name, { timeout: TIMEOUT });
  } catch {
    throw new Error(`${what}: the editor holds "${await chipName(page)}", not "${name}"`);
  }
  await answered(page);
}

/** Renames the open design; waits for the autosave unless `wait` is false (an edit in its pause). */
async function rename(page, name, wait = true) {
  await page.click('[data-testid="outline-design"]');
  await page.fill('[data-testid="design-name"]', name);
  if (!wait) return;
  await answered(page);
  await autosaved(page);
}

const savedNames = (page) => page.$$eval('[data-testid="saved-entry"] [data-testid="saved-open"]', (els) => els.map((e) => e.textContent ?? ''));

async function expectSaved(page, name, what) {
  try {
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="saved-open"]')].some((e) => e.textContent === n), name, { timeout: TIMEOUT });
  } catch {
    throw new Error(`${what}: "${name}" is not in Saved designs (${(await savedNames(page)).join(', ')})`);
  }
}

async function openSaved(page, name) {
  await page.click(`[data-testid="saved-entry"]:has([data-testid="saved-open"]:text-is("${name}")) [data-testid="saved-open"]`);
  await expectName(page, name, `opened "${name}" from Saved designs`);
}

async function notice(page) {
  const el = await page.waitForSelector('[data-testid="work-notice"]', { timeout: TIMEOUT });
  return { reason: await el.getAttribute('data-reason'), text: await el.textContent() };
}

async function saveFileText(page) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.click('[data-testid="save-file"]')]);
  return readFileSync(await download.path(), 'utf8');
}

async function start(page, origin) {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
  await answered(page);
}

await runBrowserFile({ shot: 'safety-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  await test('New design: a new saved design; the earlier one stays saved and opens again', async () => {
    await start(page, origin);
    await rename(page, 'Mine A');
    await page.getByRole('button', { name: 'New design', exact: true }).click();
    await expectName(page, 'New design', 'after New design');
    const n = await notice(page);
    assert(n.reason === 'new-design' && n.text.includes('"Mine A" stays in Saved designs'), `notice: ${JSON.stringify(n)}`);
    await expectSaved(page, 'New design', 'the new design has a record of its own');
    await expectSaved(page, 'Mine A', 'the earlier design');
    await shot(page, 'safety-new-design.png');
    await page.click('[data-testid="work-notice-action"]');
    await expectName(page, 'Mine A', 'the notice opens the earlier design again');
  });

  await test('the undo history is saved with the design and survives a reload', async () => {
    await page.reload({ waitUntil: 'load' });
    await expectName(page, 'Mine A', 'after the reload');
    await page.waitForSelector('[data-testid="undo"]:not([disabled])', { timeout: TIMEOUT });
    await page.click('[data-testid="undo"]');
    await expectName(page, 'Lexicographic trap', 'undo after the reload');
    await page.click('[data-testid="redo"]');
    await expectName(page, 'Mine A', 'redo after the reload');
    await autosaved(page);
  });

  await test('saved designs show when they were last changed', async () => {
    const times = await page.$$eval('[data-testid="saved-entry"] [data-testid="saved-updated"] time', (els) => els.map((e) => e.getAttribute('datetime')));
    assert(times.length === (await page.$$('[data-testid="saved-entry"]')).length, `every entry has a time: ${times}`);
    const age = Date.now() - Date.parse(times[0] ?? '');
    assert(age >= 0 && age < 10 * 60_000, `the newest was changed just now: ${times[0]}`);
  });

  await test('open: a saved design opened over an edit in the autosave pause keeps the edit', async () => {
    await rename(page, 'Mine B', false);
    await openSaved(page, 'New design');
    await expectSaved(page, 'Mine B', 'the edit made just before opening');
    await openSaved(page, 'Mine B');
  });

  await test('open: a built-in example chosen over an edit in the autosave pause keeps the edit', async () => {
    await rename(page, 'Mine C', false);
    await page.selectOption('[data-testid="example-picker"]', 'online-shop');
    await expectName(page, 'Online shop', 'the example is open');
    await expectSaved(page, 'Mine C', 'the edit made just before the example');
    await openSaved(page, 'Mine C');
  });

  await test('import: the design in the editor stays saved; the import banner goes when another design opens', async () => {
    await rename(page, 'Mine D', false);
    await page.selectOption('[data-testid="import-format"]', 'nosql-workbench');
    await page.setInputFiles('[data-testid="import-file-input"]', fixture('nosql-workbench/AnOnlineShop_facets.json'));
    const n = await notice(page);
    assert(n.reason === 'import', `notice: ${JSON.stringify(n)}`);
    await expectSaved(page, 'Mine D', 'the design the import replaced');
    await openSaved(page, 'Mine D');
    assert(!(await page.isVisible('[data-testid="work-notice"]')), 'the import banner went with the imported design');
  });

  await test('delete: asks first, then can be undone', async () => {
    await page.click('[data-testid="saved-entry"]:has([data-testid="saved-open"]:text-is("Mine D")) [data-testid="saved-delete"]');
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    await page.click('[data-testid="confirm-no"]');
    await expectSaved(page, 'Mine D', 'declined');
    await page.getByRole('button', { name: 'Delete "Mine D"' }).click();
    await page.click('[data-testid="confirm-yes"]');
    const n = await notice(page);
    assert(n.reason === 'deleted', `notice: ${JSON.stringify(n)}`);
    assert(!(await savedNames(page)).includes('Mine D'), 'deleted');
    await shot(page, 'safety-deleted.png');
    await page.getByRole('button', { name: 'Undo delete' }).click();
    await expectSaved(page, 'Mine D', 'after Undo delete');
    await openSaved(page, 'Mine D');
  });

  await test('a share link opened over unsaved work asks, and the work stays saved', async () => {
    await rename(page, 'Mine E', false);
    await page.goto(`${origin}/#m=${linkOf(exampleText('audit-log'))}`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    await page.click('[data-testid="confirm-yes"]');
    await expectName(page, 'Actor audit log', 'the shared design is open');
    await expectSaved(page, 'Mine E', 'the work the link replaced');
    await openSaved(page, 'Mine E');
  });

  /** Types `text` into the N field `total` of the trap example's first Order; waits for the engine. */
  async function typeTotal(text) {
    await page.click('[data-testid="outline-entity"] >> nth=0');
    await page.fill('[data-testid="sample-total"] >> nth=0', text);
    await answered(page);
  }

  await test(`exact values: ${BIG} typed into an N field survives into the model file and the share link`, async () => {
    await page.click('[data-testid="outline-design"]');
    await page.selectOption('[data-testid="example-picker"]', 'lexicographic-trap');
    await expectName(page, 'Lexicographic trap', 'the example');
    await typeTotal(BIG);
    assert(!(await page.isVisible('[data-testid="design-error"]')), 'the engine accepts 23 digits');
    assert((await page.inputValue('[data-testid="sample-total"] >> nth=0')) === BIG, 'the field keeps the text');
    const file = await saveFileText(page);
    assert(file.includes(`"total": "${BIG}"`), `the saved model holds the digits: ${/"total": [^,\n]*/.exec(file)?.[0]}`);
    await page.click('[data-testid="share"]');
    await notice(page);
    const url = await page.evaluate(() => location.href);
    const text = inflateRawSync(Buffer.from(/#m=v1\.([A-Za-z0-9_-]+)$/.exec(url)[1], 'base64url')).toString('utf8');
    assert(text.includes(`"total":"${BIG}"`), 'the share link holds the digits');
  });

  await test(`exact values: a link holding ${BIG} as a JSON number keeps every digit`, async () => {
    const doc = exampleText('lexicographic-trap').replace(/"total": 18\.5/, `"total": ${BIG}`);
    assert(doc.includes(`"total": ${BIG}`), 'the link text holds a JSON number');
    await page.goto(`${origin}/#m=${linkOf(doc)}`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    await page.click('[data-testid="confirm-yes"]');
    await expectName(page, 'Lexicographic trap', 'the linked design');
    await page.click('[data-testid="outline-entity"] >> nth=0');
    assert((await page.inputValue('[data-testid="sample-total"] >> nth=0')) === BIG, 'the field shows every digit');
    const file = await saveFileText(page);
    assert(file.includes(BIG), `the saved model holds the digits: ${/"total": [^,\n]*/.exec(file)?.[0]}`);
  });

  await test('exact values: a 39-digit number shows the engine\'s error on the field', async () => {
    await typeTotal(TOO_BIG);
    const err = await page.waitForSelector('[data-testid="sample-error"]', { timeout: TIMEOUT });
    const message = await err.textContent();
    const design = await page.textContent('[data-testid="design-error"] .error-message');
    assert(message === design, `the field shows the engine's own message: ${message} / ${design}`);
    assert(/^\/items\/0\/values/.test(message) && /38 significant digits/.test(message), `message: ${message}`);
    assert((await page.getAttribute('[data-testid="sample-total"] >> nth=0', 'aria-invalid')) === 'true', 'the field is marked invalid');
    await err.scrollIntoViewIfNeeded();
    await shot(page, 'safety-39-digits.png');
    await typeTotal('18.5');
    assert(!(await page.isVisible('[data-testid="sample-error"]')), 'the error goes with the fix');
  });
});
