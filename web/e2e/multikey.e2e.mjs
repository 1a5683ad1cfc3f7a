#!/usr/bin/env node
// Browser test of a multi-attribute GSI key (docs/examples/tournament-brackets.json): the
// range view lists the partition in the index's tuple order and shows each sort attribute;
// the pattern form has one condition row per sort attribute, in key order, and what the
// rows say is compiled and answered by the engine (one condition per attribute in the
// request, the matched items); a range before an equality gets DynamoDB's error and the
// lint finding; the aggregate view groups the index by the partition tuple. Screenshots of
// the form and the range view, light and dark, in build/screenshots/multikey-*.png.
//
// Usage: node e2e/multikey.e2e.mjs [--dist <dir>] [--headed]
// NOT YET RUN: written when the branch's wasm build could not finish before its deadline, so
// it is not in run-all.mjs; run it once against a build of this branch, fix what it finds,
// then add it to run-all's FILES.
import { join } from 'node:path';
import { answered, assert, runBrowserFile, seriousViolations, shotDir } from './harness.mjs';

const TIMEOUT = 30_000;

// The spring cup in Europe, in ByBracket's order: round (N), court, startsAt.
const BRACKET = [
  '1 · A · 2026-05-02T10:00:00Z', '1 · A · 2026-05-02T14:00:00Z', '1 · A · 2026-05-02T18:00:00Z',
  '1 · B · 2026-05-02T10:00:00Z', '1 · B · 2026-05-02T18:00:00Z', '2 · A · 2026-05-09T10:00:00Z',
  '2 · B · 2026-05-09T12:00:00Z', '3 · C · 2026-05-16T10:00:00Z', '10 · A · 2026-06-20T19:00:00Z',
];

const rangeItems = (page) =>
  page.$$eval('[data-testid="range-view"] [data-testid="range-item"]', (els) =>
    els.map((e) => ({ sk: e.getAttribute('data-sk') ?? '', state: e.getAttribute('data-state') ?? '', parts: e.querySelectorAll('[data-testid="range-sk-part"]').length })));

/** Waits until the range view has answered the design's current version. */
async function settled(page) {
  await answered(page, TIMEOUT);
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="designer"]');
    const rv = document.querySelector('[data-testid="range-card"]');
    return d && rv && rv.getAttribute('data-version') === d.getAttribute('data-version');
  }, null, { timeout: TIMEOUT });
}

/** Waits until the matched items are exactly `want` (sort texts). */
async function expectMatched(page, want) {
  const deadline = Date.now() + TIMEOUT;
  let got = [];
  while (Date.now() < deadline) {
    got = (await rangeItems(page)).filter((i) => i.state === 'matched').map((i) => i.sk);
    if (got.join('|') === want.join('|')) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`matched: expected [${want.join(', ')}], got [${got.join(', ')}]`);
}

async function compiled(page) {
  return JSON.parse((await page.textContent('[data-testid="compiled-request"]')) ?? '{}');
}

async function shots(page, name) {
  for (const theme of ['light', 'dark']) {
    if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== theme) {
      await page.click('[data-testid="theme-toggle"]');
      await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme, { timeout: TIMEOUT });
    }
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = await page.locator('[data-testid="pattern-form"]').boundingBox();
    const rv = await page.locator('[data-testid="range-card"]').boundingBox();
    const bottom = Math.max(box.y + box.height, rv.y + rv.height);
    await page.screenshot({ path: join(shotDir, `multikey-${name}-${theme}.png`), fullPage: true,
      clip: { x: 0, y: Math.max(0, box.y - 10), width: 1440, height: Math.min(1800, bottom - box.y + 20) } });
  }
  await page.click('[data-testid="theme-toggle"]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, { timeout: TIMEOUT });
}

await runBrowserFile({ shot: 'multikey.png' }, async ({ page, origin, test }) => {
  await test('the range view orders the bracket by the attribute tuple and shows each attribute', async () => {
    await page.goto(`${origin}/#example=tournament-brackets`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="outline-pattern"]', { timeout: TIMEOUT });
    await page.click('[data-testid="outline-pattern"] >> nth=1'); // Matches of a round
    await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
    await settled(page);
    const items = await rangeItems(page);
    assert(items.map((i) => i.sk).join('|') === BRACKET.join('|'), `stored order: ${items.map((i) => i.sk).join(', ')}`);
    assert(items.every((i) => i.parts === 3), 'one cell per sort attribute');
    await expectMatched(page, BRACKET.slice(0, 5));
    const where = await page.textContent('[data-testid="range-partition"]');
    assert(where.includes('tournament = spring-cup · region = eu'), `both partition attributes: ${where}`);
    assert(where.includes('sorted by round, then court, then startsAt'), `sort attributes: ${where}`);
  });

  await test('the form has one condition per sort attribute; the engine compiles and answers them', async () => {
    const rows = await page.$$eval('[data-testid="pf-sort-row"]', (els) => els.map((e) => e.getAttribute('data-attribute')));
    assert(rows.join(',') === 'round,court,startsAt', `rows in key order: ${rows}`);
    const partitions = await page.$$eval('[data-testid="pf-partition"]', (els) => els.map((e) => e.value));
    assert(partitions.join(',') === '${tournament},${region}', `one partition template per attribute: ${partitions}`);
    await page.selectOption('[data-testid="pf-sort-op-1"]', '=');
    await page.fill('[data-testid="pf-sort-value-1"]', '${court}');
    await page.waitForSelector('[data-testid="pf-param-court"]', { timeout: TIMEOUT });
    await page.fill('[data-testid="pf-param-court"]', 'B');
    await settled(page);
    await expectMatched(page, BRACKET.slice(3, 5));
    await page.selectOption('[data-testid="pf-sort-op-2"]', '>=');
    await page.fill('[data-testid="pf-sort-value-2"]', '${from|iso8601}');
    await page.waitForSelector('[data-testid="pf-param-from"]', { timeout: TIMEOUT });
    await page.fill('[data-testid="pf-param-from"]', '2026-05-02T12:00:00Z');
    await settled(page);
    await expectMatched(page, [BRACKET[4]]);
    const req = await compiled(page);
    assert(req.KeyConditionExpression === '#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND #sk2 = :sk2 AND #sk3 >= :sk3',
      `one condition per attribute: ${req.KeyConditionExpression}`);
    assert(req.ExpressionAttributeValues[':sk'].N === '1' && req.ExpressionAttributeValues[':sk3'].S === '2026-05-02T12:00:00Z',
      `typed values: ${JSON.stringify(req.ExpressionAttributeValues)}`);
    const heads = await page.textContent('[data-testid="range-sort-names"]');
    assert(heads.includes('startsAt >= 2026-05-02T12:00:00Z'), `the conditions over the columns: ${heads}`);
    await shots(page, 'form');
    const violations = await seriousViolations(page);
    assert(violations.length === 0, violations.join('\n'));
  });

  await test('a range before an equality: DynamoDB\'s error and the lint finding', async () => {
    await page.selectOption('[data-testid="pf-sort-op-0"]', '>');
    await answered(page, TIMEOUT);
    await page.waitForSelector('[data-testid="range-error"]', { timeout: TIMEOUT });
    const error = await page.textContent('[data-testid="range-error"]');
    assert(error.includes('RANGE key attributes round must have equality conditions'), `DynamoDB's message: ${error}`);
    const form = await page.textContent('[data-testid="pattern-form"]');
    assert(form.includes('multi-key-range-before-equality') || form.includes('followed by a condition on court'), `lint finding on the row: ${form.slice(0, 400)}`);
    // Not used on the first row ends the conditions: the whole bracket again.
    await page.selectOption('[data-testid="pf-sort-op-0"]', '');
    await settled(page);
    const n = await page.$$eval('[data-testid="pf-sort-value-1"]', (els) => els.length);
    assert(n === 0, 'the rows after it were dropped');
    await expectMatched(page, BRACKET);
  });

  await test('the aggregate view groups the index by the partition tuple, in tuple order', async () => {
    await page.click('[data-testid="outline-table"] >> nth=0');
    await page.waitForSelector('[data-testid="aggregate-view"]', { timeout: TIMEOUT });
    const text = await page.$eval('[data-testid="aggregate-index"][data-index="ByBracket"]', (e) => e.textContent ?? '');
    for (const pk of ['autumn-cup · eu', 'spring-cup · eu', 'spring-cup · na'])
      assert(text.includes(pk), `group ${pk}: ${text.slice(0, 300)}`);
    const rows = await page.$$eval('[data-testid="aggregate-index"][data-index="ByBracket"] [data-testid="aggregate-item"]', (els) => els.map((e) => e.innerText));
    const first = rows.findIndex((r) => r.includes('2026-05-02T10:00:00Z'));
    const tenth = rows.findIndex((r) => r.includes('2026-06-20T19:00:00Z'));
    const third = rows.findIndex((r) => r.includes('2026-05-16T10:00:00Z'));
    assert(first >= 0 && first < third && third < tenth, `round 10 after rounds 1 and 3 (numbers by value): rows ${first}, ${third}, ${tenth}`);
    assert(rows.length === 13, `13 matches carry every key attribute (m13 has no court): ${rows.length}`);
    await page.screenshot({ path: join(shotDir, 'multikey-aggregate-light.png'), fullPage: true });
  });
});
