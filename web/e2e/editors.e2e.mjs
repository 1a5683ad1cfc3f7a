#!/usr/bin/env node
// Browser test of the designer's editors on the built page (web/dist).
//
// - Chat in at most 30 actions: from the page as it opens, through the editors only (no
//   model file opened or pasted), the small chat design: table Chat; entities Room, Message
//   and User; a GSI to find a user by email; five messages; the patterns "latest 20
//   messages of a room, newest first" and "user by email". Every click and every field typed
//   or chosen is one action; the count is printed and must be at most 30. The saved file
//   (the exported model) equals the expected model, and a reload restores it.
// - Items fast: 201 items of `aws dynamodb scan` output pasted into Message's grid, one of
//   them bad: 200 land, the bad row shows the engine's error, nothing else changes; the grid
//   moves with Enter and the arrows.
// - Results and expectations: the returned-items grid lists the response's items page by
//   page with each LastEvaluatedKey; "Expect this result" pins them and the verdict holds.
// - Indexes: a GSI renamed (its pattern follows), re-keyed with two partition attributes,
//   projected INCLUDE, then deleted; billing PROVISIONED with capacity.
// - Screenshots of every editor, light and dark (build/screenshots/editor-*.png).
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/editors.e2e.mjs [--dist <dir>] [--headed]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assert, runBrowserFile, seriousViolations, shotDir, answered } from './harness.mjs';

const TIMEOUT = 15_000;
const MAX_ACTIONS = 30;

/** The chat design the editors must produce (compared without regard to member order). */
const EXPECTED = {
  format: 'keyscape-model',
  version: 1,
  name: 'New design',
  tables: [{ name: 'Chat', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' }, globalSecondaryIndexes: [{ name: 'GSI1', partitionKey: { name: 'GSI1PK', type: 'S' }, projection: { type: 'ALL' } }] }],
  entities: [
    { name: 'Room', table: 'Chat', attributes: { roomId: { type: 'S' } }, keys: { PK: 'ROOM#${roomId}', SK: '#META' } },
    { name: 'Message', table: 'Chat', attributes: { roomId: { type: 'S' }, sentAt: { type: 'S', format: 'iso8601' } }, keys: { PK: 'ROOM#${roomId}', SK: 'MSG#${sentAt}' } },
    { name: 'User', table: 'Chat', attributes: { userId: { type: 'S' }, email: { type: 'S' } }, keys: { PK: 'USER#${userId}', SK: '#PROFILE', GSI1PK: 'EMAIL#${email}' } },
  ],
  items: [0, 1, 2, 3, 4].map((i) => ({ entity: 'Message', values: { roomId: '0', sentAt: `2024-01-01T00:00:0${i}Z` } })),
  accessPatterns: [
    { name: 'latest 20 messages of a room, newest first', table: 'Chat', entity: 'Message', operation: 'Query', key: { partition: 'ROOM#${roomId}' }, parameters: { roomId: '0' }, scanIndexForward: false, limit: 20 },
    { name: 'user by email', table: 'Chat', index: 'GSI1', entity: 'User', operation: 'Query', key: { partition: 'EMAIL#${email}' }, parameters: { email: '' } },
  ],
};

/** JSON with every object's members sorted: equal designs print equal. */
function canonical(v) {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])]));
  return v;
}
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

async function savedFile(page) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.click('[data-testid="save-file"]')]);
  return JSON.parse(readFileSync(await download.path(), 'utf8'));
}

/** Screenshots of `selector` in the light and the dark theme. */
async function shots(page, selector, name) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await page.waitForTimeout(100);
    const box = await page.locator(selector).first().evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
    await page.screenshot({ path: join(shotDir, `editor-${name}-${theme}.png`), fullPage: true, clip: { ...box, height: Math.min(box.height, 1600) } });
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

/** A scan document of `n` Message items in room r1, each with its rendered keys. */
function scanOf(n) {
  const Items = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString().replace('.000Z', 'Z');
    Items.push({ PK: { S: 'ROOM#r1' }, SK: { S: `MSG#${at}` }, roomId: { S: 'r1' }, sentAt: { S: at } });
  }
  return { Items, Count: n, ScannedCount: n, ConsumedCapacity: null };
}

await runBrowserFile({ shot: 'editors-final.png', viewport: { width: 1440, height: 1000 } }, async ({ page, origin, test }) => {
  let actions = 0;
  const click = async (sel) => {
    actions++;
    await page.click(sel, { timeout: TIMEOUT });
  };
  const fill = async (sel, text) => {
    actions++;
    await page.fill(sel, text, { timeout: TIMEOUT });
  };
  const choose = async (sel, value) => {
    actions++;
    await page.selectOption(sel, value, { timeout: TIMEOUT });
  };
  /**
   * Types a key template, then adds each variable the engine offers (one click each, with an
   * optional format): `offered`, the variables the test expects offered, in order. Each offer
   * is waited for (the engine answers when it answers: no fixed wait decides that there is
   * none), and once the design has answered, no other offer may be left.
   */
  const template = async (attr, text, offered, formats = {}) => {
    await fill(`[data-testid="template-${attr}"]`, text);
    const tpl = `[data-testid="key-template"][data-attr="${attr}"]`;
    for (const name of offered) {
      await page.waitForSelector(`${tpl} [data-testid="variable-offer"][data-variable="${name}"]`, { timeout: TIMEOUT });
      if (formats[name]) await choose(`${tpl} [data-variable="${name}"] [data-testid="offer-format"]`, formats[name]);
      await click(`${tpl} [data-variable="${name}"] [data-testid="offer-add"]`);
      await page.waitForSelector(`${tpl} [data-variable="${name}"]`, { state: 'detached', timeout: TIMEOUT });
    }
    await answered(page);
    const left = await page.$$eval(`${tpl} [data-testid="variable-offer"]`, (els) => els.map((e) => e.getAttribute('data-variable')));
    assert(left.length === 0, `${attr} = ${text}: offers left after ${JSON.stringify(offered)}: ${JSON.stringify(left)}`);
  };
  const newEntity = async (name) => {
    await click('[data-testid="add-entity"]');
    await fill('[data-testid="entity-name"]', name);
  };

  let built = null;
  await test(`chat from an empty page through the editors in at most ${MAX_ACTIONS} actions`, async () => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
    await answered(page);
    // An empty design.
    await click('[data-testid="outline-design"]');
    await click('[data-testid="new-design"]');
    // The table and its GSI.
    await fill('[data-testid="table-name"]', 'Chat');
    await click('[data-testid="add-gsi"]');
    await page.waitForSelector('[data-testid="gsi-editor"][data-index="GSI1"]', { timeout: TIMEOUT });
    await answered(page);
    // Room.
    await newEntity('Room');
    await template('PK', 'ROOM#${roomId}', ['roomId']);
    await template('SK', '#META', []);
    // Message and its five samples.
    await newEntity('Message');
    await template('PK', 'ROOM#${roomId}', ['roomId']);
    await template('SK', 'MSG#${sentAt}', ['sentAt'], { sentAt: 'iso8601' });
    await answered(page);
    await click('[data-testid="generate-samples"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sample-row"]').length === 5, null, { timeout: TIMEOUT });
    await answered(page);
    // Latest 20 messages of a room, newest first.
    await click('[data-testid="key-template"][data-attr="PK"] [data-testid="add-pattern-on"]');
    await page.waitForSelector('[data-testid="pattern-form"]', { timeout: TIMEOUT });
    await fill('[data-testid="pf-name"]', 'latest 20 messages of a room, newest first');
    await choose('[data-testid="pf-direction"]', 'desc');
    await fill('[data-testid="pf-limit"]', '20');
    await answered(page);
    // User, found by email through GSI1.
    await newEntity('User');
    await template('PK', 'USER#${userId}', ['userId']);
    await template('SK', '#PROFILE', []);
    await template('GSI1PK', 'EMAIL#${email}', ['email']);
    await answered(page);
    await click('[data-testid="key-template"][data-attr="GSI1PK"] [data-testid="add-pattern-on"][data-index="GSI1"]');
    await page.waitForSelector('[data-testid="pattern-form"]', { timeout: TIMEOUT });
    await fill('[data-testid="pf-name"]', 'user by email');
    await answered(page);
    console.log(`  chat design built in ${actions} actions (clicks and fields typed or chosen)`);
    assert(actions <= MAX_ACTIONS, `${actions} actions, more than ${MAX_ACTIONS}`);
    assert(!(await page.isVisible('[data-testid="design-error"]')), `the design is valid: ${await page.textContent('[data-testid="design-error"]').catch(() => '')}`);
    built = await savedFile(page);
    assert(same(built, EXPECTED), `the exported model is the expected one:\n${JSON.stringify(built)}`);
  });

  await test('a reload restores the chat design', async () => {
    assert(built, 'built first');
    await page.waitForFunction(() => document.querySelector('[data-testid="autosave"]')?.getAttribute('data-state') === 'saved', null, { timeout: TIMEOUT });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
    await answered(page);
    const again = await savedFile(page);
    assert(same(again, built), `after the reload:\n${JSON.stringify(again)}`);
  });

  await test('paste 201 scan items, one bad: 200 land, the bad row gets the engine\'s error, nothing else changes', async () => {
    await page.click('[data-testid="outline-entity"] >> nth=1');
    await page.waitForSelector('[data-testid="sample-grid"]', { timeout: TIMEOUT });
    const before = await savedFile(page);
    const scan = scanOf(200);
    scan.Items.splice(17, 0, { PK: { S: 'ROOM#r1' }, SK: { S: 'MSG#x' }, roomId: { N: '5' }, sentAt: { S: 'x' } });
    await page.click('[data-testid="paste-items"]');
    await page.fill('[data-testid="paste-text"]', JSON.stringify(scan), { timeout: 60_000 });
    await page.click('[data-testid="paste-add"]');
    const outcome = await page.waitForSelector('[data-testid="rows-outcome"]', { timeout: TIMEOUT });
    assert((await outcome.getAttribute('data-added')) === '200', `added ${await outcome.getAttribute('data-added')}`);
    const refused = await page.$$eval('[data-testid="refused-row"]', (els) => els.map((e) => `${e.getAttribute('data-row')}: ${e.textContent}`));
    assert(refused.length === 1 && refused[0].startsWith('18:') && refused[0].includes('of type N in the item, but S in entity Message'), `refused: ${refused}`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sample-row"]').length === 205, null, { timeout: TIMEOUT });
    await answered(page);
    const after = await savedFile(page);
    assert(same(after.items.slice(0, 5), before.items), 'the five earlier items are unchanged');
    assert(after.items.length === 205 && after.items.slice(5).every((it, i) => it.entity === 'Message' && it.values.roomId === 'r1' && it.values.sentAt === scan.Items.filter((x) => x.roomId.S)[i].sentAt.S), 'the 200 good items, in order');
    const { items: _i, ...restAfter } = after;
    const { items: _j, ...restBefore } = before;
    assert(same(restAfter, restBefore), 'nothing but the items changed');
    await shots(page, '.pane-centre', 'samples');
  });

  await test('the sample grid moves with Enter and the arrows', async () => {
    await page.focus('[data-testid="sample-grid"] input[data-row="0"][data-col="0"]');
    await page.keyboard.press('Enter');
    assert(await page.evaluate(() => document.activeElement?.getAttribute('data-row') === '1' && document.activeElement?.getAttribute('data-col') === '0'), 'Enter moves down');
    await page.keyboard.press('ArrowUp');
    assert(await page.evaluate(() => document.activeElement?.getAttribute('data-row') === '0'), 'ArrowUp moves up');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    assert(await page.evaluate(() => document.activeElement?.getAttribute('data-col') === '1'), 'ArrowRight at the end moves right');
  });

  await test('returned items page by page, then "Expect this result" holds', async () => {
    await page.click('[data-testid="outline-pattern"] >> nth=0');
    await page.fill('[data-testid="pf-limit"]', '2');
    await page.fill('[data-testid="pf-param-roomId"]', 'r1');
    await answered(page);
    // 200 items at Limit 2: 100 full pages, each with a LastEvaluatedKey, then DynamoDB's empty last page.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="results-page"]').length === 101, null, { timeout: TIMEOUT });
    const first = await page.$$eval('[data-testid="results-page"][data-page="0"] [data-testid="returned-row"]', (els) => els.map((e) => e.textContent));
    assert(first.length === 2 && first[0].includes('2025-01-01T00:03:19Z') && first[1].includes('2025-01-01T00:03:18Z'), `page 1, newest first: ${first}`);
    const lek = await page.textContent('[data-testid="results-page"][data-page="0"] [data-testid="results-lek"]');
    assert(lek.includes('MSG#2025-01-01T00:03:18Z'), `page 1's LastEvaluatedKey: ${lek}`);
    const last = await page.textContent('[data-testid="results-page"][data-page="100"] [data-testid="results-lek"]');
    assert(last.includes('none'), `the last page has none: ${last}`);
    await page.click('button:has-text("Expect this result")');
    await answered(page);
    await page.waitForSelector('[data-testid="expect-verdict"].ok-text', { timeout: TIMEOUT });
    await page.fill('[data-testid="expect-count"]', '3');
    await answered(page);
    await page.waitForSelector('[data-testid="expect-verdict"].err-text', { timeout: TIMEOUT });
    await page.fill('[data-testid="expect-count"]', '2');
    await answered(page);
    await shots(page, '[data-testid="pattern-form"]', 'pattern');
    await shots(page, '[data-testid="results-card"]', 'results');
    await shots(page, '[data-testid="expect-editor"]', 'expect');
  });

  await test('entity editor: a template variable offered with a type and a format (screenshots)', async () => {
    await page.click('[data-testid="outline-entity"] >> nth=2');
    await page.fill('[data-testid="template-SK"]', '#PROFILE#${joinedAt}');
    await page.waitForSelector('[data-testid="variable-offer"][data-variable="joinedAt"]', { timeout: TIMEOUT });
    await page.click('[data-testid="paste-items"]');
    await shots(page, '.pane-centre', 'entity');
    await page.click('[data-testid="undo"]');
    await answered(page);
  });

  await test('indexes: rename (the pattern follows), two partition attributes, INCLUDE, delete; billing', async () => {
    await page.click('[data-testid="outline-table"] >> nth=0');
    await page.fill('[data-testid="gsi-editor"] [data-testid="ix-name"]', 'ByEmail');
    await answered(page);
    const renamed = await savedFile(page);
    assert(renamed.accessPatterns[1].index === 'ByEmail', `the pattern follows: ${renamed.accessPatterns[1].index}`);
    await page.click('[data-testid="gsi-editor"] >> [aria-label="Add partition key attribute to GSI ByEmail"]');
    await page.fill('[data-testid="gsi-editor"] [data-testid="ix-key-name"] >> nth=1', 'tenant');
    await page.selectOption('[data-testid="gsi-editor"] [data-testid="ix-projection"]', 'INCLUDE');
    await page.fill('[data-testid="gsi-editor"] [data-testid="ix-include"]', 'userId, email');
    await page.selectOption('[data-testid="table-billing"]', 'PROVISIONED');
    await page.fill('[data-testid="table-rcu"]', '7');
    await answered(page);
    const t = (await savedFile(page)).tables[0];
    assert(JSON.stringify(t.globalSecondaryIndexes[0].partitionKey) === JSON.stringify([{ name: 'GSI1PK', type: 'S' }, { name: 'tenant', type: 'S' }]), `two partition attributes: ${JSON.stringify(t.globalSecondaryIndexes[0])}`);
    assert(JSON.stringify(t.globalSecondaryIndexes[0].projection) === JSON.stringify({ type: 'INCLUDE', nonKeyAttributes: ['userId', 'email'] }), 'INCLUDE userId, email');
    assert(t.billingMode === 'PROVISIONED' && t.provisionedThroughput.readCapacityUnits === 7, `billing: ${JSON.stringify(t)}`);
    await shots(page, '.pane-centre', 'table');
    await page.click('[data-testid="gsi-editor"] [data-testid="ix-delete"]');
    await answered(page);
    const gone = await savedFile(page);
    assert(!gone.tables[0].globalSecondaryIndexes && !('index' in gone.accessPatterns[1]) && !('GSI1PK' in gone.entities[2].keys), 'deleted with its templates; the pattern queries the table');
    await page.click('[data-testid="undo"]');
    await answered(page);
    assert((await savedFile(page)).tables[0].globalSecondaryIndexes.length === 1, 'undo restores the GSI');
  });

  await test('axe: no serious or critical violation on the editors, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      for (const at of ['[data-testid="outline-table"] >> nth=0', '[data-testid="outline-entity"] >> nth=1', '[data-testid="outline-pattern"] >> nth=0']) {
        await page.click(at);
        await answered(page);
        const v = await seriousViolations(page);
        assert(v.length === 0, `${theme} ${at}: ${v.join('\n')}`);
      }
    }
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  });
});
