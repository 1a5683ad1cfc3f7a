#!/usr/bin/env node
// Browser test of the designer (the Design and Export tabs) on the built page (web/dist).
//
// - The first minute: the page opens on the lexicographic trap; the range view shows
//   ORDER#1, ORDER#10, ORDER#100, ORDER#2 and the deciding byte; the unpadded-number fix is
//   applied with one click and the range view reorders numerically; the compiled request is
//   copied to the clipboard.
// - The range view's data-state against the engine's own answers: for each sort operator,
//   both directions, Limit and a filter (set through the pattern form), the items' states are
//   compared with the Count, ScannedCount, Items and LastEvaluatedKey that the engine (the
//   Node build of the same C++, build/wasm) answers for the request the page shows, followed
//   page by page; the same on a GSI pattern of the online-shop example and on an LSI added from the page.
// - The aggregate view, an entity's live template preview, the Export tab's download, the
//   dark theme and an 820 px wide window.
// Screenshots go to build/screenshots/ (web/e2e/screenshots/ with --update-screenshots).
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/designer.e2e.mjs [--dist <dir>] [--headed] [--update-screenshots]
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeEngine } from '../../wasm/node.mjs';
import { assert, repoDir, runBrowserFile, seriousViolations, shotDir, webDir } from './harness.mjs';

const TIMEOUT = 15_000;
// build/screenshots on every run; `--update-screenshots` refreshes the committed set in
// web/e2e/screenshots/ (the README shows them), so a test run leaves the tree clean.
const SHOTS = process.argv.includes('--update-screenshots') ? join(webDir, 'e2e', 'screenshots') : shotDir;
mkdirSync(SHOTS, { recursive: true });
const shot = (page, name, fullPage = true) => page.screenshot({ path: join(SHOTS, name), fullPage });


/** axe-core's serious and critical violations on the page as it is now. */

const example = (id) => JSON.parse(readFileSync(join(repoDir, 'docs', 'examples', `${id}.json`), 'utf8'));

// ---------- page helpers ----------

/** Waits until the range view and the compiled request answer the current design. */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const d = document.querySelector('[data-testid="designer"]');
      const rv = document.querySelector('[data-testid="range-card"]');
      const req = document.querySelector('[data-testid="compiled-request"]');
      if (!d || !rv || !req) return false;
      const v = d.getAttribute('data-version');
      return rv.getAttribute('data-version') === v && req.getAttribute('data-version') === v && !document.querySelector('[data-testid="range-error"]');
    },
    null,
    { timeout: TIMEOUT },
  );
}

const rangeItems = (page) =>
  page.$$eval('[data-testid="range-view"] [data-testid="range-item"]', (els) =>
    els.map((e) => ({ sk: e.getAttribute('data-sk') ?? '', state: e.getAttribute('data-state') ?? '' })));

async function expectSks(page, expected) {
  const deadline = Date.now() + TIMEOUT;
  let got = [];
  while (Date.now() < deadline) {
    got = (await rangeItems(page)).map((i) => i.sk);
    if (got.join(',') === expected.join(',')) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`range view: expected [${expected.join(', ')}], got [${got.join(', ')}]`);
}

async function compiledRequest(page) {
  return JSON.parse((await page.textContent('[data-testid="compiled-request"]')) ?? '{}');
}

/** Sets the pattern form; `undefined` members are left as they are. */
async function setForm(page, { op, value, high, direction, limit, filter }) {
  if (op !== undefined) await page.selectOption('[data-testid="pf-op"]', op);
  if (value !== undefined) await page.fill('[data-testid="pf-value"]', value);
  if (high !== undefined) await page.fill('[data-testid="pf-high"]', high);
  if (direction !== undefined) await page.selectOption('[data-testid="pf-direction"]', direction);
  if (limit !== undefined) await page.fill('[data-testid="pf-limit"]', limit);
  if (filter !== undefined) {
    await page.fill('[data-testid="pf-filter"]', filter ? filter.expression : '');
    if (filter) {
      await page.fill('[data-testid="pf-filter-names"]', JSON.stringify(filter.names));
      await page.fill('[data-testid="pf-filter-values"]', JSON.stringify(filter.values));
    }
  }
  await settled(page);
}

// ---------- the engine's own answers (Node build of the same engine) ----------

const enginePromise = createNodeEngine();
enginePromise.catch(() => undefined);  // reported where it is awaited

/** An engine holding the design's tables and sample items, as the model ops put them. */
async function loadedEngine(model) {
  const engine = await createNodeEngine();
  const v = engine.result('keyscape:ValidateModel', { model });
  assert(v.ok, `ValidateModel: ${v.error?.message}`);
  for (const t of v.body.createTable) assert(engine.result('CreateTable', t).ok, 'CreateTable');
  for (const i of v.body.items) assert(engine.result('PutItem', { TableName: i.table, Item: i.item }).ok, 'PutItem');
  return engine;
}

/** The request without its projection (and the #p names only it uses): the same pages, with keys. */
function withoutProjection(request) {
  const { ProjectionExpression, ...rest } = request;
  if (ProjectionExpression === undefined) return request;
  const names = Object.fromEntries(Object.entries(rest.ExpressionAttributeNames ?? {}).filter(([n]) => !/^#p\d/.test(n)));
  return { ...rest, ExpressionAttributeNames: names };
}

/** The request followed through every LastEvaluatedKey: the engine's pages. */
function pagesOf(engine, compiled) {
  const pages = [];
  const request = withoutProjection(compiled);
  let req = { ...request };
  for (let n = 0; n < 100; n++) {
    const r = engine.result('Query', req);
    assert(r.ok, `Query: ${r.error?.message}`);
    pages.push(r.body);
    if (!r.body.LastEvaluatedKey) break;
    req = { ...request, ExclusiveStartKey: r.body.LastEvaluatedKey };
  }
  return pages;
}

const skText = (av) => (av ? String(Object.values(av)[0]) : '');

/** The page's range view states against the engine's pages of the page's compiled request. */
async function checkAgainstEngine(page, engine, sortKey, label) {
  const items = await rangeItems(page);
  const request = await compiledRequest(page);
  const pages = pagesOf(engine, request);
  const forward = request.ScanIndexForward !== false;
  const first = pages[0];
  const matched = items.filter((i) => i.state === 'matched').map((i) => i.sk);
  if (!forward) matched.reverse();
  const returned = (first.Items ?? []).map((i) => skText(i[sortKey]));
  assert(matched.join(',') === returned.join(','), `${label}: matched [${matched}] != page 1 Items [${returned}]`);
  assert(matched.length === first.Count, `${label}: ${matched.length} matched, Count ${first.Count}`);
  const read = items.filter((i) => i.state === 'matched' || i.state === 'filtered').map((i) => i.sk);
  assert(read.length === first.ScannedCount, `${label}: ${read.length} read, ScannedCount ${first.ScannedCount}`);
  if (first.LastEvaluatedKey) {
    const last = forward ? read[read.length - 1] : read[0];
    assert(last === skText(first.LastEvaluatedKey[sortKey]), `${label}: read stops at ${last}, LastEvaluatedKey ${JSON.stringify(first.LastEvaluatedKey)}`);
  }
  const later = pages.slice(1).reduce((n, p) => n + p.ScannedCount, 0);
  const beyond = items.filter((i) => i.state === 'beyond-limit').length;
  assert(beyond === later, `${label}: ${beyond} beyond-limit, later pages scanned ${later}`);
  const shownCount = Number(await page.textContent('[data-testid="range-count"]'));
  const shownScanned = Number(await page.textContent('[data-testid="range-scanned"]'));
  assert(shownCount === first.Count && shownScanned === first.ScannedCount, `${label}: summary ${shownCount}/${shownScanned}`);
  return { items, first, pages };
}

const TOTAL_OVER = (n) => ({ expression: '#t > :t', names: { '#t': 'total' }, values: { ':t': { N: String(n) } } });

await runBrowserFile({ shot: 'designer-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  await test('first minute: the lexicographic trap in the range view, its deciding byte and the lint finding', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
    await settled(page);
    await expectSks(page, ['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
    const states = (await rangeItems(page)).map((i) => i.state);
    assert(states.every((s) => s === 'matched'), `all four are returned: ${states}`);
    await page.hover('[data-testid="range-item"][data-sk="ORDER#100"]');
    const why = await page.textContent('[data-testid="order-explain-text"]');
    assert(why === "ORDER#100 < ORDER#2: byte 7, '1' 0x31 < '2' 0x32", `deciding byte: ${why}`);
    const finding = page.locator('[data-testid="lint-finding"][data-rule="unpadded-number"][data-path="/entities/0/keys/SK"]');
    assert((await finding.count()) === 1, 'the unpadded-number finding on the entity template');
    assert(await page.isVisible('[data-testid="tab-partitions"]'), 'the partition view stays reachable');
    await shot(page, 'designer-trap.png', false);
  });

  await test('first minute: one click on the fix reorders the range view numerically', async () => {
    await page.click('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"] [data-testid="apply-fix"]');
    await expectSks(page, ['ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
    await settled(page);
    const left = page.locator('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"]');
    assert((await left.count()) === 0, 'the finding is gone once fixed');
    await shot(page, 'designer-fixed.png', false);
  });

  await test('first minute: copy the compiled request', async () => {
    await page.click('[data-testid="copy-request"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="copy-request"]')?.textContent?.includes('Copied'), null, { timeout: TIMEOUT });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await page.textContent('[data-testid="compiled-request"]');
    assert(copied === shown, 'the clipboard holds the compiled request');
    const req = JSON.parse(copied);
    assert(req.TableName === 'Orders' && /begins_with\(#sk, :sk\)/.test(req.KeyConditionExpression), `request: ${copied}`);
  });

  await test('accessibility: axe-core finds no serious violations in the designer and the export tab', async () => {
    const design = await seriousViolations(page);
    assert(design.length === 0, `design tab:\n${design.join('\n')}`);
    await page.click('[data-testid="tab-export"]');
    await page.waitForSelector('[data-testid="export-text"]', { timeout: TIMEOUT });
    const exp = await seriousViolations(page);
    assert(exp.length === 0, `export tab:\n${exp.join('\n')}`);
    await page.click('[data-testid="tab-design"]');
  });

  // The unfixed trap again (#example= reopens the bundled design), and the engine's answers.
  const trap = example('lexicographic-trap');
  const trapEngine = await loadedEngine(trap);

  const cases = [
    { label: 'begins_with ORDER#1, ascending', form: { op: 'begins_with', value: 'ORDER#1' } },
    { label: 'between, descending, Limit 2', form: { op: 'between', value: 'ORDER#10', high: 'ORDER#2', direction: 'desc', limit: '2' } },
    { label: '> with a filter', form: { op: '>', value: 'ORDER#1', direction: 'asc', limit: '', filter: TOTAL_OVER(50) } },
    { label: '< descending, Limit 1, filter', form: { op: '<', value: 'ORDER#2', direction: 'desc', limit: '1' } },
    { label: '<= ascending, Limit 1, filter removes the first', form: { op: '<=', value: 'ORDER#10', direction: 'asc', limit: '1', filter: TOTAL_OVER(20) } },
    { label: '= one key', form: { op: '=', value: 'ORDER#100', limit: '', filter: null } },
    { label: '>= descending, Limit 3', form: { op: '>=', value: 'ORDER#10', direction: 'desc', limit: '3' } },
    { label: 'whole partition, filter, Limit 2', form: { op: '', limit: '2', direction: 'asc', filter: TOTAL_OVER(40) } },
  ];
  const seen = new Set();
  await test('range view states match the engine for each operator, direction, Limit and filter', async () => {
    await page.goto(`${origin}/#example=lexicographic-trap`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid="pattern-form"]', { timeout: TIMEOUT });
    await settled(page);
    for (const c of cases) {
      try {
        await setForm(page, c.form);
      } catch (e) {
        const err = await page.textContent('[data-testid="range-error"]').catch(() => '');
        const derr = await page.textContent('[data-testid="design-error"]').catch(() => '');
        throw new Error(`${c.label}: the range view did not settle (${err} ${derr}): ${e.message}`);
      }
      const { items } = await checkAgainstEngine(page, trapEngine, 'SK', c.label);
      for (const i of items) seen.add(i.state);
      if (c.label.startsWith('<=')) await shot(page, 'designer-filter-limit.png', false);
    }
    for (const s of ['matched', 'filtered', 'outside', 'beyond-limit'])
      assert(seen.has(s), `the cases show every state; missing ${s}`);
  });

  await test('a filter syntax error: DynamoDB\'s message on the field, its span underlined', async () => {
    await page.fill('[data-testid="pf-filter"]', '#t >> :t');
    await page.waitForSelector('[data-testid="filter-error"]', { timeout: TIMEOUT });
    const message = await page.textContent('[data-testid="filter-error"]');
    assert(message.includes('Invalid FilterExpression: Syntax error; token: ">", near: ">> :t"'), `message: ${message}`);
    const span = await page.textContent('[data-testid="error-span"] mark');
    assert(span === '>', `underlined span: ${span}`);
    await shot(page, 'designer-filter-error.png', false);
    await page.fill('[data-testid="pf-filter"]', '#t > :t');
    await settled(page);
    assert(!(await page.isVisible('[data-testid="filter-error"]')), 'the error goes once fixed');
  });

  await test('ascending and descending side by side', async () => {
    await page.click('[data-testid="outline-pattern"] >> nth=1');
    await settled(page);
    await page.check('[data-testid="compare-directions"]');
    await page.waitForSelector('[data-testid="range-view-other"]', { timeout: TIMEOUT });
    const dirs = await page.$$eval('[data-testid^="range-view"]', (els) => els.map((e) => e.getAttribute('data-direction')));
    assert(dirs.join(',') === 'descending,ascending', `directions: ${dirs}`);
    const firstOf = (id) => page.$$eval(`[data-testid="${id}"] [data-testid="range-item"][data-state="matched"]`, (els) => els.map((e) => e.getAttribute('data-sk')));
    const mine = await firstOf('range-view');
    const other = await firstOf('range-view-other');
    assert(mine.join() === 'ORDER#2' && other.join() === 'ORDER#1', `Limit 1: descending ${mine}, ascending ${other}`);
    await shot(page, 'designer-directions.png', false);
    await page.uncheck('[data-testid="compare-directions"]');
  });

  await test('range view on a GSI pattern (online shop) matches the engine', async () => {
    const shop = example('online-shop');
    const shopEngine = await loadedEngine(shop);
    await page.click('[data-testid="outline-design"]');
    await page.selectOption('[data-testid="example-picker"]', 'online-shop');
    await page.waitForFunction(() => location.hash === '#example=online-shop', null, { timeout: TIMEOUT });
    const gsi = shop.accessPatterns.findIndex((p) => p.index === 'GSI1');
    await page.click(`[data-testid="outline-pattern"] >> nth=${gsi}`);
    await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
    await settled(page);
    const sk = shop.tables[0].globalSecondaryIndexes.find((g) => g.name === 'GSI1').sortKey.name;
    await checkAgainstEngine(page, shopEngine, sk, 'GSI1 as designed');
    await setForm(page, { direction: 'asc', limit: '1' });
    await checkAgainstEngine(page, shopEngine, sk, 'GSI1 ascending, Limit 1');
    const where = await page.textContent('[data-testid="range-partition"]');
    assert(where.includes('GSI GSI1'), `names the index: ${where}`);
    const filtered = shop.accessPatterns.findIndex((p) => p.filter);
    await page.click(`[data-testid="outline-pattern"] >> nth=${filtered}`);
    await settled(page);
    await checkAgainstEngine(page, shopEngine, 'SK', 'table pattern with its own filter and Limit');
  });

  await test('aggregate view: items grouped by partition, a sparse index shows only its items', async () => {
    await page.click('[data-testid="outline-table"] >> nth=0');
    await page.waitForSelector('[data-testid="aggregate-view"]', { timeout: TIMEOUT });
    const indexes = await page.$$eval('[data-testid="aggregate-index"]', (els) => els.map((e) => e.getAttribute('data-index')));
    assert(indexes.join(',') === ',GSI1,GSI2', `table and both GSIs: ${indexes}`);
    const counts = await page.$$eval('[data-testid="aggregate-index"]', (els) => els.map((e) => e.querySelectorAll('[data-testid="aggregate-item"]').length));
    assert(counts[0] > counts[2], `GSI2 is sparse: ${counts}`);
    await shot(page, 'designer-aggregate.png');
  });

  await test('range view on an LSI added from the page matches the engine', async () => {
    await page.click('[data-testid="outline-design"]');
    await page.selectOption('[data-testid="example-picker"]', 'lexicographic-trap');
    await page.waitForFunction(() => location.hash === '#example=lexicographic-trap', null, { timeout: TIMEOUT });
    await page.click('[data-testid="outline-table"] >> nth=0');
    await page.click('[data-testid="add-lsi"]');
    await page.click('[data-testid="outline-entity"] >> nth=0');
    await page.fill('[data-testid="template-LSI1SK"]', '${placedAt|iso8601}');
    await page.click('[data-testid="add-pattern"]');
    await page.selectOption('[data-testid="pf-index"]', 'LSI1');
    await page.fill('[data-testid="pf-param-customerId"]', 'c_01');
    await page.selectOption('[data-testid="pf-op"]', 'between');
    await page.fill('[data-testid="pf-value"]', '2026-01-06');
    await page.fill('[data-testid="pf-high"]', '2026-03');
    await settled(page);
    const where = await page.textContent('[data-testid="range-partition"]');
    assert(where.includes('LSI LSI1'), `names the LSI: ${where}`);
    // The engine's answers on the same design: the example with the LSI and its template.
    const withLsi = example('lexicographic-trap');
    withLsi.tables[0].localSecondaryIndexes = [{ name: 'LSI1', sortKey: { name: 'LSI1SK', type: 'S' }, projection: { type: 'ALL' } }];
    withLsi.entities[0].keys.LSI1SK = '${placedAt|iso8601}';
    const lsiEngine = await loadedEngine(withLsi);
    const { items } = await checkAgainstEngine(page, lsiEngine, 'LSI1SK', 'LSI between');
    assert(items.map((i) => i.state).join(',') === 'outside,matched,matched,outside', `LSI states: ${items.map((i) => `${i.sk}:${i.state}`)}`);
    await setForm(page, { direction: 'desc', limit: '1', filter: TOTAL_OVER(50) });
    await checkAgainstEngine(page, lsiEngine, 'LSI1SK', 'LSI between, descending, Limit 1, filter');
  });

  await test('entity: editing a key template previews the rendered keys at once', async () => {
    await page.goto(`${origin}/#example=lexicographic-trap`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid="outline-entity"]', { timeout: TIMEOUT });
    // A pattern's own finding sits on its field; its fix applies there.
    await page.click('[data-testid="outline-pattern"] >> nth=2');
    await page.waitForSelector('[data-testid="pf-value"] ~ [class="field-findings"] [data-testid="field-fix"]', { timeout: TIMEOUT });
    await page.click('[data-testid="field-fix"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="pf-value"]')?.value === 'ORDER#${after|pad(10)}', null, { timeout: TIMEOUT });
    await page.click('[data-testid="outline-entity"] >> nth=0');
    const note = await page.textContent('[data-testid="key-template"][data-attr="SK"] [data-testid="field-finding"]');
    assert(note.includes('unpadded-number') && note.includes('Use ORDER#${n|pad(10)}'), `the SK template's finding on its field: ${note}`);
    await page.fill('[data-testid="template-SK"]', 'ORDER#${n|pad(4)}');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="rendered-SK"]')].some((e) => e.textContent === 'ORDER#0100'), null, { timeout: TIMEOUT });
    await page.fill('[data-testid="template-SK"]', 'ORDER#${nope}');
    await page.waitForSelector('[data-testid="template-error"]', { timeout: TIMEOUT });
    const err = await page.textContent('[data-testid="template-error"]');
    assert(err.includes('/entities/0/keys/SK') && err.includes('nope'), `error on the field: ${err}`);
    await page.fill('[data-testid="template-SK"]', 'ORDER#${n|pad(4)}');
    await page.waitForSelector('[data-testid="template-error"]', { state: 'detached', timeout: TIMEOUT });
    await shot(page, 'designer-entity.png');
  });

  await test('from an empty design: a table, two entities, a GSI, three patterns; the trap, its fix, the request', async () => {
    await page.click('[data-testid="outline-design"]');
    await page.click('[data-testid="new-design"]');
    await page.fill('[data-testid="table-name"]', 'Orders');
    // Entity 1: orders keyed by an unpadded number.
    await page.click('[data-testid="add-entity"]');
    await page.fill('[data-testid="entity-name"]', 'Order');
    await page.click('[data-testid="add-attribute"]');
    await page.fill('[data-testid="attribute-name"] >> nth=0', 'customerId');
    await page.click('[data-testid="add-attribute"]');
    await page.fill('[data-testid="attribute-name"] >> nth=1', 'n');
    await page.selectOption('[data-testid="attribute-type"] >> nth=1', 'N');
    await page.fill('[data-testid="template-PK"]', 'CUSTOMER#${customerId}');
    await page.fill('[data-testid="template-SK"]', 'ORDER#${n}');
    for (const n of [1, 2, 10, 100]) {
      await page.click('[data-testid="add-sample"]');
      const row = page.locator('[data-testid="sample-row"]').last();
      await row.locator('[data-testid="sample-customerId"]').fill('c1');
      await row.locator('[data-testid="sample-n"]').fill(String(n));
    }
    // Entity 2: the customer's profile in the same collection.
    await page.click('[data-testid="add-entity"]');
    await page.fill('[data-testid="entity-name"]', 'Customer');
    await page.click('[data-testid="add-attribute"]');
    await page.fill('[data-testid="attribute-name"] >> nth=0', 'customerId');
    await page.fill('[data-testid="template-PK"]', 'CUSTOMER#${customerId}');
    await page.fill('[data-testid="template-SK"]', '#PROFILE');
    await page.click('[data-testid="add-sample"]');
    await page.locator('[data-testid="sample-row"]').last().locator('[data-testid="sample-customerId"]').fill('c1');
    // A GSI that only orders carry.
    await page.click('[data-testid="outline-table"] >> nth=0');
    await page.click('[data-testid="add-gsi"]');
    // "Add GSI" keys it by a partition attribute only: give it a sort key attribute too.
    await page.click('[data-testid="gsi-editor"] [data-testid="ix-add-key"] >> nth=1');
    await page.fill('[data-testid="gsi-editor"] [data-testid="ix-key-name"] >> nth=1', 'GSI1SK');
    await page.click('[data-testid="outline-entity"] >> nth=0');
    await page.fill('[data-testid="template-GSI1PK"]', 'ORDERS');
    await page.fill('[data-testid="template-GSI1SK"]', 'ORDER#${n}');
    // Pattern 1: the customer's orders.
    await page.click('[data-testid="add-pattern"]');
    await page.fill('[data-testid="pf-name"]', 'Orders of a customer');
    await page.fill('[data-testid="pf-param-customerId"]', 'c1');
    await page.selectOption('[data-testid="pf-op"]', 'begins_with');
    await page.fill('[data-testid="pf-value"]', 'ORDER#');
    await settled(page);
    const items = await rangeItems(page);
    assert(items.map((i) => `${i.sk}:${i.state}`).join(',') === '#PROFILE:outside,ORDER#1:matched,ORDER#10:matched,ORDER#100:matched,ORDER#2:matched', `the trap: ${JSON.stringify(items)}`);
    // Pattern 2: every order through the GSI, newest number last.
    await page.click('[data-testid="add-pattern"]');
    await page.fill('[data-testid="pf-name"]', 'All orders');
    await page.selectOption('[data-testid="pf-index"]', 'GSI1');
    await page.fill('[data-testid="pf-partition"]', 'ORDERS');
    await settled(page);
    await expectSks(page, ['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
    // Pattern 3: the profile, by keyboard.
    await page.click('[data-testid="add-pattern"]');
    await page.focus('[data-testid="pf-name"]');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Customer profile');
    await page.selectOption('[data-testid="pf-entity"]', 'Customer');
    await page.fill('[data-testid="pf-param-customerId"]', 'c1');
    await page.selectOption('[data-testid="pf-op"]', '=');
    await page.focus('[data-testid="pf-value"]');
    await page.keyboard.type('#PROFILE');
    await settled(page);
    await expectSks(page, ['#PROFILE', 'ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
    const states = (await rangeItems(page)).map((i) => i.state).join(',');
    assert(states === 'matched,outside,outside,outside,outside', `the profile only: ${states}`);
    const patterns = await page.$$eval('[data-testid="outline-pattern"]', (els) => els.length);
    const entities = await page.$$eval('[data-testid="outline-entity"]', (els) => els.length);
    assert(patterns === 3 && entities === 2, `outline: ${entities} entities, ${patterns} patterns`);
    await shot(page, 'designer-built.png', false);
    // The fix, then the right order on the first pattern and on the GSI.
    await page.click('[data-testid="outline-pattern"] >> nth=0');
    await page.click('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"] [data-testid="apply-fix"]');
    await expectSks(page, ['#PROFILE', 'ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
    await page.click('[data-testid="copy-request"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="copy-request"]')?.textContent?.includes('Copied'), null, { timeout: TIMEOUT });
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    assert(copied.ExpressionAttributeValues[':pk'].S === 'CUSTOMER#c1', `copied: ${JSON.stringify(copied)}`);
    // Undo brings the unpadded template back; redo the fix.
    await page.click('[data-testid="undo"]');
    await expectSks(page, ['#PROFILE', 'ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
    await page.click('[data-testid="redo"]');
    await expectSks(page, ['#PROFILE', 'ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
  });

  await test('export: every format listed, previewed and downloaded', async () => {
    await page.click('[data-testid="tab-export"]');
    await page.waitForSelector('[data-testid="export-format"]', { timeout: TIMEOUT });
    const formats = await page.$$eval('[data-testid="export-format"]', (els) => els.map((e) => e.getAttribute('data-format')));
    const engine = await enginePromise;
    const listed = engine.result('keyscape:ListExportFormats', {});
    assert(formats.join(',') === listed.body.formats.map((f) => f.id).join(','), `formats: ${formats}`);
    for (const id of formats) {
      await page.click(`[data-testid="export-format"][data-format="${id}"]`);
      await page.waitForFunction((want) => document.querySelector('[data-testid="export-filename"]')?.textContent?.endsWith(want), listed.body.formats.find((f) => f.id === id).extension, { timeout: TIMEOUT });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.click('[data-testid="export-download"]')]);
      const name = await page.textContent('[data-testid="export-filename"]');
      assert(download.suggestedFilename() === name, `${id}: downloaded ${download.suggestedFilename()}, shown ${name}`);
      const text = readFileSync(await download.path(), 'utf8');
      const shown = await page.textContent('[data-testid="export-text"]');
      assert(text === shown, `${id}: the download is the previewed text`);
    }
    await shot(page, 'designer-export.png', false);
  });

  await test('dark theme and an 820 px window keep the range view readable', async () => {
    await page.click('[data-testid="tab-design"]');
    await page.click('[data-testid="outline-pattern"] >> nth=1');
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    assert(before === 'light', `the page starts in the system's (light) theme: ${before}`);
    await page.click('[data-testid="theme-toggle"]');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: TIMEOUT });
    await page.setViewportSize({ width: 820, height: 1000 });
    await settled(page);
    const dark = await seriousViolations(page);
    assert(dark.length === 0, `dark theme:\n${dark.join('\n')}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert(overflow <= 0, `no horizontal scrolling at 820 px (${overflow} px too wide)`);
    await shot(page, 'designer-dark-820.png');
    await page.click('[data-testid="theme-toggle"]');
    await page.setViewportSize({ width: 1440, height: 960 });
  });

  await test('keyboard: the outline and the range view are reachable with Tab', async () => {
    await page.focus('[data-testid="outline-pattern"] >> nth=0');
    await page.keyboard.press('Enter');
    await settled(page);
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'range-item');
    }
    assert(reached, 'Tab reaches the range view items');
    const why = await page.textContent('[data-testid="order-explain"]');
    assert(/byte|numerically|prefix|</i.test(why), `focusing an item explains its order: ${why}`);
  });
});
