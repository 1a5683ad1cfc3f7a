#!/usr/bin/env node
// Browser test of the engine's limits and of a dying worker (docs/RELIABILITY.md):
// 1. with the engine's memory cap lowered (keyscape:Limits, posted to the page's engine
//    worker from page context), generating 100,000 items answers the cap's error on the
//    page, and the page keeps working: the design is still open, its query still answers,
//    and a smaller generation succeeds;
// 2. the worker is killed from page context (terminate, then the error event a dying
//    worker fires); the page restarts it on its own, says so, and the design and its query
//    are back;
// 3. after the Partitions tab generated items of a design entity and a PartiQL write
//    (ExecuteStatement INSERT and UPDATE, sent through the page's own engine client,
//    window.keyscape), the worker is killed again: the page replays the state changes the
//    engine lists as mutating, says nothing was lost, and the same Query answers the same
//    items. Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/recovery.e2e.mjs [--dist <dir>] [--headed]
import { assert, runBrowserFile } from './harness.mjs';

const TIMEOUT = 30_000; // a guard against a hang; a loaded 2-core machine is slow, not wrong
const SLOW = 120_000;

// Keeps the page's engine worker in window.__engineWorker (the page posts to it first).
async function captureWorker(page) {
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (msg, ...rest) {
      window.__engineWorker = this;
      return post.call(this, msg, ...rest);
    };
  });
}

// One engine call straight to the worker (an id the page never uses, so it ignores the answer).
function engineCall(page, op, request) {
  return page.evaluate(({ op, request }) => new Promise((resolve) => {
    const w = window.__engineWorker;
    const id = -1 - Math.floor(Math.random() * 1e9);
    const onMessage = (e) => {
      if (e.data?.id !== id) return;
      w.removeEventListener('message', onMessage);
      resolve(JSON.parse(e.data.response));
    };
    w.addEventListener('message', onMessage);
    w.postMessage({ kind: 'execute', id, op, request: JSON.stringify(request) });
  }), { op, request });
}

async function waitReady(page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="engine-status"]')?.textContent?.includes('engine ready'),
    null,
    { timeout: SLOW },
  );
}

// One engine call through the page's own client (recorded, and replayed after a restart).
function pageCall(page, op, request) {
  return page.evaluate(async ({ op, request }) => {
    const r = await window.keyscape.execute(op, request);
    return r.ok ? { ok: true, body: r.body } : { ok: false, error: `${r.error.name}: ${r.error.message}` };
  }, { op, request });
}

async function killWorker(page, message) {
  await page.evaluate((message) => {
    const w = window.__engineWorker;
    w.terminate();
    w.dispatchEvent(new ErrorEvent('error', { message }));
  }, message);
}

const rangeSks = (page) =>
  page.$$eval('[data-testid="range-view"] [data-testid="range-item"]', (els) => els.map((e) => e.getAttribute('data-sk')));

async function waitRange(page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="range-view"] [data-testid="range-item"]').length > 0, null, { timeout: SLOW });
  return rangeSks(page);
}

await runBrowserFile({ shot: 'recovery.png', viewport: { width: 1440, height: 1000 }, setup: captureWorker }, async ({ page, origin, test }) => {
  let design = '';
  let sks = [];
  await test('the memory cap answers an error on the page, and the page goes on working', async () => {
    await page.goto(`${origin}/#example=online-shop`, { waitUntil: 'load' });
    await waitReady(page);
    design = (await page.textContent('[data-testid="design-chip"]')) ?? '';
    sks = await waitRange(page);
    const limits = await engineCall(page, 'keyscape:Limits', { MemoryCapMegabytes: 4 });
    assert(limits.MemoryCapMegabytes === 4, `the cap is set: ${JSON.stringify(limits)}`);
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: SLOW });
    await page.selectOption('[data-testid="design-entity"]', 'Order');
    await page.fill('[data-testid="design-count"]', '100000');
    await page.click('[data-testid="design-generate"]');
    await page.waitForSelector('[data-testid="gen-error"]', { timeout: SLOW });
    const error = (await page.textContent('[data-testid="gen-error"]')) ?? '';
    assert(/memory cap of 4 MB would be exceeded/.test(error), `the page shows the engine's error: ${error}`);
    assert(/LimitExceeded/.test(error), `names the error type: ${error}`);
    // The page still works: a smaller generation succeeds, the design and its query are there.
    await page.fill('[data-testid="design-count"]', '1000');
    await page.click('[data-testid="design-generate"]');
    await page.waitForSelector('[data-testid="gen-result"]', { timeout: SLOW });
    await page.click('[data-testid="tab-design"]');
    assert((await page.textContent('[data-testid="design-chip"]')) === design, 'the same design is open');
    assert((await waitRange(page)).join() === sks.join(), 'the query answers as before');
  });

  await test('a killed worker is restarted on its own and the design comes back', async () => {
    await killWorker(page, 'killed by the test');
    await page.waitForSelector('[data-testid="engine-restarted"]', { timeout: SLOW });
    await waitReady(page);
    const notice = (await page.textContent('[data-testid="engine-restarted"]')) ?? '';
    assert(/restarted/.test(notice) && /killed by the test/.test(notice), `the page says what happened: ${notice}`);
    assert((await page.textContent('[data-testid="design-chip"]')) === design, 'the design is still open');
    assert((await waitRange(page)).join() === sks.join(), 'its query answers from the new engine');
    const limits = await engineCall(page, 'keyscape:Limits', {});
    assert(limits.MemoryCapMegabytes > 4, `a new engine (default cap): ${JSON.stringify(limits)}`);
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: SLOW });
    assert(!(await page.$('[data-testid="engine-failure"]')), 'no failure banner is left');
  });

  await test('generated design data and a PartiQL write are replayed into the new engine: the same Query answers the same items', async () => {
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="design-entity"]', { timeout: SLOW });
    await page.selectOption('[data-testid="design-entity"]', 'Order');
    await page.fill('[data-testid="design-count"]', '3000');
    await page.fill('[data-testid="design-keycount"]', '40');
    await page.click('[data-testid="design-generate"]');
    await page.waitForSelector('[data-testid="gen-result"]', { timeout: SLOW });
    const result = (await page.textContent('[data-testid="gen-result"]')) ?? '';
    assert(/3,0\d\d items/.test(result), `the design table holds the samples and 3,000 generated items: ${result}`);
    // A generated key (the design's samples are keyed CUSTOMER#c_01 and the like).
    const scan = await pageCall(page, 'Scan', { TableName: 'Design.Shop', Limit: 200 });
    assert(scan.ok, `the design table is there: ${scan.error}`);
    const pk = scan.body.Items.map((it) => it.PK?.S).find((v) => /^CUSTOMER#\d+$/.test(v ?? ''));
    assert(pk, 'a generated Order key to query');
    const insert = await pageCall(page, 'ExecuteStatement', { Statement: `INSERT INTO "Design.Shop" VALUE {'PK': '${pk}', 'SK': 'NOTE#1', 'note': 'inserted by PartiQL'}` });
    assert(insert.ok, `the PartiQL INSERT is answered: ${insert.error}`);
    const update = await pageCall(page, 'ExecuteStatement', { Statement: `UPDATE "Design.Shop" SET note = 'updated by PartiQL' WHERE PK = '${pk}' AND SK = 'NOTE#1'` });
    assert(update.ok, `the PartiQL UPDATE is answered: ${update.error}`);
    const query = { TableName: 'Design.Shop', KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': { S: pk } } };
    const before = await pageCall(page, 'Query', query);
    assert(before.ok && before.body.Count > 1, `the Query answers the key's items: ${JSON.stringify(before).slice(0, 200)}`);
    assert(before.body.Items.some((it) => it.note?.S === 'updated by PartiQL'), 'the PartiQL write is among them');
    const count = (await pageCall(page, 'DescribeTable', { TableName: 'Design.Shop' })).body.Table.ItemCount;

    await page.evaluate(() => { window.__killedWorker = window.__engineWorker; });
    await killWorker(page, 'killed after generating');
    await page.waitForFunction(() => /killed after generating/.test(document.querySelector('[data-testid="engine-restarted"]')?.textContent ?? ''), null, { timeout: SLOW });
    await waitReady(page);
    await page.waitForFunction(() => /as they were|could not be restored/.test(document.querySelector('[data-testid="engine-restarted"]')?.textContent ?? ''), null, { timeout: SLOW });
    const notice = (await page.textContent('[data-testid="engine-restarted"]')) ?? '';
    assert(!(await page.$('[data-testid="engine-replay-failed"]')), `every replayed change was taken: ${notice}`);
    assert(/your design and its data are as they were \(\d+ changes replayed\)/.test(notice), `the page says the data is back: ${notice}`);
    const after = await pageCall(page, 'Query', query);
    assert(after.ok, `the Query answers from the new engine: ${after.error}`);
    assert(JSON.stringify(after.body.Items) === JSON.stringify(before.body.Items), `the same items, in the same order: ${after.body.Count} vs ${before.body.Count}`);
    const again = (await pageCall(page, 'DescribeTable', { TableName: 'Design.Shop' })).body.Table.ItemCount;
    assert(again === count, `the table holds as many items as before: ${again} vs ${count}`);
    assert(await page.evaluate(() => window.__engineWorker !== window.__killedWorker), 'the answers come from a new worker');
  });
});
