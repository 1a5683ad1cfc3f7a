#!/usr/bin/env node
// Browser test of the built playground (web/dist) with the real engine.
//
// Through harness.mjs: serves web/dist on 127.0.0.1 (a tiny static server, correct MIME types incl.
// application/wasm), drives Debian's /usr/bin/chromium through playwright-core
// with a fresh user-data-dir, and checks the lexicographic-trap example end to
// end: stored order, Query ascending/descending, Limit + next page, DynamoDB
// errors shown verbatim, PutItem placement. Any console error, page error,
// failed request or request to another origin fails the run. Saves a screenshot
// to build/screenshots/playground.png and ends with `browser: N passed, M failed`.
//
// Usage: node e2e/query.e2e.mjs [--dist <dir>] [--headed]
import { join } from 'node:path';
import { assert, runBrowserFile, shotDir } from './harness.mjs';

const TIMEOUT = 30_000; // a guard against a hang; a loaded 2-core machine is slow, not wrong

function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

// ---------- page helpers ----------
const rowsOf = (page, testId) =>
  page.$$eval(`[data-testid="${testId}"]`, (rows) => rows.map((r) => r.getAttribute('data-sk') ?? ''));

/** Waits until the rows with `testId` carry exactly `expected` sort keys, in order. */
async function expectRows(page, testId, expected) {
  const deadline = Date.now() + TIMEOUT;
  let actual = [];
  while (Date.now() < deadline) {
    actual = await rowsOf(page, testId);
    if (sameList(actual, expected)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`${testId}: expected [${expected.join(', ')}], got [${actual.join(', ')}]`);
}

/** Also checks that each row's visible sort-key cell shows the SK text. */
async function expectRowText(page, testId, expected) {
  const texts = await page.$$eval(`[data-testid="${testId}-sk"]`, (cells) => cells.map((c) => c.textContent ?? ''));
  assert(sameList(texts, expected), `${testId}: visible SK text [${texts.join(', ')}] != [${expected.join(', ')}]`);
}

async function text(page, testId) {
  return (await page.textContent(`[data-testid="${testId}"]`, { timeout: TIMEOUT }))?.trim() ?? '';
}

async function runQuery(page, { kce, eav, direction, limit }) {
  if (kce !== undefined) await page.fill('[data-testid="kce"]', kce);
  if (eav !== undefined) await page.fill('[data-testid="eav"]', eav);
  if (direction !== undefined) await page.selectOption('[data-testid="direction"]', direction);
  if (limit !== undefined) await page.fill('[data-testid="limit"]', limit);
  await page.click('[data-testid="run-query"]');
}

const DEFAULT_KCE = 'PK = :pk AND begins_with(SK, :prefix)';
const DEFAULT_EAV = '{\n  ":pk": { "S": "CUSTOMER#42" },\n  ":prefix": { "S": "ORDER#" }\n}';
const TRAP_ORDER = ['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2'];
// Totals of the example orders, in stored (byte) order; written by src/example.ts.
const EXAMPLE_TOTALS = [['ORDER#1', 24.99], ['ORDER#10', 80], ['ORDER#100', 7.25], ['ORDER#2', 12.5]];

await runBrowserFile({ shot: 'playground.png' }, async ({ page, origin, test }) => {
  let shotTaken = false;
  await test('page loads; the engine seeds the example and shows the partition in stored order', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // The page opens on the designer; this file tests the sort-order lab tab.
    await page.click('[data-testid="tab-sort-order"]');
    assert((await page.title()).includes('keyscape'), 'title mentions keyscape');
    const h1 = await page.textContent('h1');
    assert(/keyscape\s+—\s+DynamoDB key design playground/.test(h1 ?? ''), `header text: ${h1}`);
    await page.waitForSelector('[data-testid="stored-row"]', { timeout: TIMEOUT });
    await expectRows(page, 'stored-row', ['#PROFILE', ...TRAP_ORDER]);
    await expectRowText(page, 'stored-row', ['#PROFILE', ...TRAP_ORDER]);
    const status = await text(page, 'engine-status');
    assert(status.startsWith('engine ready'), `engine status: ${status}`);
    const callout = await text(page, 'trap-callout');
    assert(/sort keys compare as UTF-8 bytes/i.test(callout), `callout explains byte order: ${callout}`);
    assert(callout.includes('ORDER#100 is stored before ORDER#2'), `callout names the trap: ${callout}`);
    assert(callout.includes('ORDER#0001'), 'callout shows the zero-padding fix');
  });

  await test('query form is prefilled with the example', async () => {
    assert((await page.inputValue('[data-testid="kce"]')) === DEFAULT_KCE, 'KeyConditionExpression prefilled');
    const eav = JSON.parse(await page.inputValue('[data-testid="eav"]'));
    assert(eav[':pk']?.S === 'CUSTOMER#42' && eav[':prefix']?.S === 'ORDER#', 'ExpressionAttributeValues prefilled');
    assert((await page.inputValue('[data-testid="direction"]')) === 'ascending', 'direction ascending');
    assert((await page.inputValue('[data-testid="limit"]')) === '', 'no Limit');
  });

  await test('Query ascending returns ORDER#1, ORDER#10, ORDER#100, ORDER#2', async () => {
    await runQuery(page, { kce: DEFAULT_KCE, eav: DEFAULT_EAV, direction: 'ascending', limit: '' });
    await expectRows(page, 'result-row', TRAP_ORDER);
    await expectRowText(page, 'result-row', TRAP_ORDER);
    assert((await text(page, 'count')) === '4', 'Count 4');
    assert((await text(page, 'scanned-count')) === '4', 'ScannedCount 4');
    assert(await page.isVisible('[data-testid="lek-none"]'), 'no LastEvaluatedKey');
    assert(!(await page.isVisible('[data-testid="next-page"]')), 'no next-page button');
  });

  await test('Query descending (ScanIndexForward false) returns the reverse order', async () => {
    await runQuery(page, { direction: 'descending' });
    await expectRows(page, 'result-row', [...TRAP_ORDER].reverse());
    const req = await text(page, 'request-json');
    assert(req.includes('"ScanIndexForward": false'), 'request shows ScanIndexForward: false');
  });

  await test('Limit 2 returns two rows and a LastEvaluatedKey; next page continues after it', async () => {
    await runQuery(page, { direction: 'ascending', limit: '2' });
    await expectRows(page, 'result-row', ['ORDER#1', 'ORDER#10']);
    assert((await text(page, 'count')) === '2', 'Count 2');
    const lek = JSON.parse(await text(page, 'lek'));
    assert(lek.PK?.S === 'CUSTOMER#42' && lek.SK?.S === 'ORDER#10', `LastEvaluatedKey: ${JSON.stringify(lek)}`);
    await page.click('[data-testid="next-page"]');
    await expectRows(page, 'result-row', ['ORDER#100', 'ORDER#2']);
    assert((await text(page, 'page-no')) === '2', 'page 2');
    const req = JSON.parse((await text(page, 'request-json')).replace(/^Query\s*/, ''));
    assert(req.ExclusiveStartKey?.SK?.S === 'ORDER#10', 'page 2 sends ExclusiveStartKey ORDER#10');
    assert(req.Limit === 2, 'page 2 keeps Limit 2');
    // Follow the chain to its end: no item is repeated or skipped.
    while (await page.isVisible('[data-testid="next-page"]')) {
      const before = await text(page, 'page-no');
      await page.click('[data-testid="next-page"]');
      await page.waitForFunction(
        (b) => document.querySelector('[data-testid="page-no"]')?.textContent !== b ||
          document.querySelector('[data-testid="query-error"]') !== null,
        before,
        { timeout: TIMEOUT },
      );
      const extra = await rowsOf(page, 'result-row');
      assert(extra.length === 0, `pages after the last item are empty, got [${extra.join(', ')}]`);
    }
  });

  await test('a bad expression shows the DynamoDB error in an error box', async () => {
    await runQuery(page, { kce: 'PK = :pk AND begins_with(SK, :prefix', limit: '' });
    await page.waitForSelector('[data-testid="query-error"]', { state: 'visible', timeout: TIMEOUT });
    assert((await text(page, 'query-error-name')) === 'ValidationException', 'error name ValidationException');
    const msg = await text(page, 'query-error-message');
    assert(msg.startsWith('Invalid KeyConditionExpression: Syntax error; token: '), `syntax error message: ${msg}`);
    assert((await rowsOf(page, 'result-row')).length === 0, 'no stale result rows beside the error');
  });

  await test('an undefined placeholder shows DynamoDB\'s exact message', async () => {
    await runQuery(page, { kce: 'PK = :pk AND SK = :nope' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="query-error-message"]')?.textContent?.includes(':nope'),
      null,
      { timeout: TIMEOUT },
    );
    const msg = await text(page, 'query-error-message');
    const want =
      'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :nope';
    assert(msg === want, `message: ${msg}`);
    const type = await page.textContent('[data-testid="query-error"] .error-type');
    assert(type === 'com.amazon.coral.validate#ValidationException', `__type: ${type}`);
  });

  await test('a FilterExpression naming a reserved word gets DynamoDB\'s message; with #name it filters', async () => {
    await page.fill('[data-testid="filter"]', 'total > :min');
    await runQuery(page, {
      kce: DEFAULT_KCE,
      eav: '{ ":pk": { "S": "CUSTOMER#42" }, ":prefix": { "S": "ORDER#" }, ":min": { "N": "10" } }',
    });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="query-error-message"]')?.textContent?.includes('reserved keyword'),
      null,
      { timeout: TIMEOUT },
    );
    const msg = await text(page, 'query-error-message');
    assert(msg === 'Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: total', `message: ${msg}`);
    await page.fill('[data-testid="filter"]', '#t > :min');
    await page.fill('[data-testid="ean"]', '{ "#t": "total" }');
    await runQuery(page, {});
    const rows = await rowsOf(page, 'result-row');
    const kept = EXAMPLE_TOTALS.filter(([, t]) => t > 10).map(([sk]) => sk);
    await expectRows(page, 'result-row', kept);
    assert((await text(page, 'scanned-count')) === '4', 'ScannedCount counts items before the filter');
    assert((await text(page, 'count')) === String(kept.length), `Count after the filter (rows ${rows.join(', ')})`);
    await page.fill('[data-testid="filter"]', '');
    await page.fill('[data-testid="ean"]', '');
    await runQuery(page, { eav: DEFAULT_EAV });
    await expectRows(page, 'result-row', TRAP_ORDER);
  });

  await test('invalid JSON in ExpressionAttributeValues is reported without calling the engine', async () => {
    await runQuery(page, { kce: DEFAULT_KCE, eav: '{ ":pk": ' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="query-error-message"]')?.textContent?.includes('not valid JSON'),
      null,
      { timeout: TIMEOUT },
    );
    await runQuery(page, { eav: DEFAULT_EAV });
    await expectRows(page, 'result-row', TRAP_ORDER);
    assert(!(await page.isVisible('[data-testid="query-error"]')), 'error box cleared by a good query');
  });

  await test('PutItem ORDER#3 lands after ORDER#2, and the query results refresh', async () => {
    await page.fill('[data-testid="new-pk"]', 'CUSTOMER#42');
    await page.fill('[data-testid="new-sk"]', 'ORDER#3');
    await page.fill('[data-testid="new-attrs"]', '{"total": 19.99, "status": "PENDING"}');
    await page.click('[data-testid="put-item"]');
    await expectRows(page, 'stored-row', ['#PROFILE', ...TRAP_ORDER, 'ORDER#3']);
    const msg = await text(page, 'put-result');
    assert(msg.includes('position 6 of 6') && msg.includes('after ORDER#2'), `put result: ${msg}`);
    await expectRows(page, 'result-row', [...TRAP_ORDER, 'ORDER#3']);
    await page.waitForTimeout(1700); // let the highlight flash settle before the screenshot
    await page.screenshot({ path: join(shotDir, 'playground.png'), fullPage: true });
    shotTaken = true;
  });

  await test('each stored position says which byte decides it (the engine\'s explanation)', async () => {
    await page.selectOption('[data-testid="partition"]', 'CUSTOMER#42');
    await page.waitForSelector('[data-testid="stored-row"][data-sk="ORDER#2"]', { timeout: TIMEOUT });
    const why = await page.$eval('[data-testid="stored-row"][data-sk="ORDER#2"] td.why', (e) => ({ text: e.textContent ?? '', title: e.getAttribute('title') ?? '' }));
    assert(/byte 7\s*'1'\s*0x31\s*<\s*'2'\s*0x32/.test(why.text), `ORDER#2 follows ORDER#100 at byte 7: ${why.text}`);
    assert(why.title === "ORDER#100 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32", `the engine's sentence: ${why.title}`);
  });

  await test('PutItem with a missing key shows the engine\'s error', async () => {
    await page.fill('[data-testid="new-sk"]', '');
    await page.click('[data-testid="put-item"]');
    await page.waitForSelector('[data-testid="put-error"]', { state: 'visible', timeout: TIMEOUT });
    const name = await text(page, 'put-error-name');
    assert(name === 'ValidationException', `error name: ${name}`);
    assert((await text(page, 'put-error-message')).length > 0, 'error message shown');
  });

  await test('the zero-padded fix stores the orders in numeric order', async () => {
    await page.click('[data-testid="load-fix"]');
    await expectRows(page, 'stored-row', ['ORDER#0001', 'ORDER#0002', 'ORDER#0010', 'ORDER#0100']);
    assert(await page.isVisible('[data-testid="ok-callout"]'), 'ok callout shown');
    await page.selectOption('[data-testid="partition"]', 'CUSTOMER#42');
    await expectRows(page, 'stored-row', ['#PROFILE', ...TRAP_ORDER, 'ORDER#3']);
  });

  await test('PartiQL: the engine says a SELECT by partition key is a Query and one without it a Scan', async () => {
    await page.fill('[data-testid="partiql-statement"]', 'SELECT * FROM "Orders" WHERE PK = \'CUSTOMER#42\' AND begins_with(SK, \'ORDER#\')');
    await page.click('[data-testid="partiql-explain"]');
    await page.waitForSelector('[data-testid="partiql-plan"][data-operation="Query"]', { timeout: TIMEOUT });
    assert((await text(page, 'partiql-plan-head')) === 'Query on Orders', 'Query on Orders');
    assert((await text(page, 'partiql-request')).includes('"KeyConditionExpression": "#n0 = :v0 AND begins_with(#n1, :v1)"'), 'the key condition it became');
    await page.fill('[data-testid="partiql-statement"]', 'SELECT * FROM "Orders" WHERE total > 10');
    await page.click('[data-testid="partiql-explain"]');
    await page.waitForSelector('[data-testid="partiql-plan"][data-operation="Scan"]', { timeout: TIMEOUT });
    const head = await text(page, 'partiql-plan-head');
    assert(head === 'Scan on Orders: the WHERE clause does not fix the partition key PK with = (at the top level, joined by AND)', `scan reason: ${head}`);
    await page.fill('[data-testid="partiql-statement"]', 'SELECT * FROM "Orders" WHERE');
    await page.click('[data-testid="partiql-explain"]');
    await page.waitForSelector('[data-testid="partiql-error"]', { timeout: TIMEOUT });
    assert((await text(page, 'partiql-error-message')) === "Statement wasn't well formed, can't be processed: Unexpected term", 'the engine\'s message');
  });

  // A second screenshot with a DynamoDB error box, for people reviewing the UI.
  await runQuery(page, { kce: 'PK = :pk AND begins_with(SK, :prefix' });
  await page.waitForSelector('[data-testid="query-error"]', { timeout: TIMEOUT }).catch(() => undefined);
  await page.screenshot({ path: join(shotDir, 'playground-error.png'), fullPage: true });

  return shotTaken;
});
