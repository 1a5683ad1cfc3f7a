#!/usr/bin/env node
// Browser test of the partition view (web/dist with the real engine): generate 100,000
// items in chunks while the page stays responsive, see them on partitions and in the
// hash strip, hover a key, put the reference's worked example on the table (5,000
// writes/s on one key, a new on-demand table with 4 partitions), see the throttled
// partition, apply write sharding and read the before/after comparison. Any console
// error, page error, failed request or request to another origin fails the run. Saves
// build/screenshots/partitions.png and ends with `browser: N passed, M failed`.
//
// Usage: node e2e/partitions.e2e.mjs [--dist <dir>] [--headed]
import { join } from 'node:path';
import { assert, countEngineCalls, engineCalls, runBrowserFile, shotDir } from './harness.mjs';

const TIMEOUT = 30_000; // a guard against a hang; a loaded 2-core machine is slow, not wrong
const SLOW = 120_000; // generating and placing 100,000 items on a busy 2-core machine
const ITEMS = 100_000;
const KEYS = 1_000;
const HOT_KEY = 'CUSTOMER#0';

async function text(page, testId) {
  return (await page.textContent(`[data-testid="${testId}"]`, { timeout: TIMEOUT }))?.trim() ?? '';
}

/** The partition columns of the chart: index, throttled, items, write demand. */
function columns(page) {
  return page.$$eval('[data-testid="partition-col"]', (els) =>
    els.map((e) => ({
      index: Number(e.getAttribute('data-index')),
      throttled: e.getAttribute('data-throttled') === 'true',
      items: Number(e.getAttribute('data-items')),
      writeDemand: Number(e.getAttribute('data-write-demand') || 0),
    })),
  );
}

/** The partition columns' item counts, summed. */
async function placedItems(page) {
  return (await columns(page)).reduce((a, c) => a + c.items, 0);
}

await runBrowserFile({ shot: 'partitions.png', viewport: { width: 1440, height: 1000 }, setup: countEngineCalls }, async ({ page, origin, test }) => {
  let shotTaken = false;
  let samples = 0;
  await test('the hidden partition view computes nothing; shown after two design changes, it loads the design once', async () => {
    await page.goto(`${origin}/?hidden#example=online-shop`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="engine-status"]')?.textContent?.includes('engine ready'),
      null,
      { timeout: SLOW },
    );
    await page.waitForSelector('[data-testid="range-item"]', { timeout: SLOW });
    await page.waitForTimeout(1500);
    const PARTITION_OPS = ['keyscape:LoadDesign', 'keyscape:DescribePartitions', 'keyscape:DescribeKeys', 'keyscape:SimulateLoad', 'keyscape:DesignLoad', 'keyscape:GenerateItems'];
    await engineCalls(page); // the page's start (the sort-order lab's example table, the design's analysis)
    await page.evaluate(() => { location.hash = '#example=audit-log'; });
    await page.waitForFunction(() => document.querySelector('[data-testid="design-chip"]')?.textContent?.includes('audit'), null, { timeout: TIMEOUT }).catch(() => undefined);
    await page.waitForTimeout(800);
    await page.evaluate(() => { location.hash = '#example=online-shop'; });
    await page.waitForTimeout(1500);
    const hidden = await engineCalls(page);
    console.log(`       engine calls for two design changes with the partition view hidden: ${hidden.length} (${hidden.join(', ')})`);
    assert(hidden.length > 0, 'the design changes were analysed');
    assert(!hidden.some((op) => PARTITION_OPS.includes(op)), `no partition view call while it is hidden: ${hidden.join(', ')}`);
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: SLOW });
    // The view asks for its load after it draws the columns: wait for that call (a loaded
    // machine answers late), then a little more for any second call to show.
    await page.waitForFunction(() => window.__engineCalls.includes('keyscape:SimulateLoad'), null, { timeout: SLOW });
    await page.waitForTimeout(500);
    const shown = await engineCalls(page);
    console.log(`       engine calls for showing the partition view: ${shown.length} (${shown.join(', ')})`);
    assert(shown.filter((op) => op === 'keyscape:LoadDesign').length === 1, `the design is loaded once: ${shown.join(', ')}`);
    assert(shown.filter((op) => op === 'keyscape:SimulateLoad').length === 1, `and its load simulated once: ${shown.join(', ')}`);
    const chip = await text(page, 'table-chip');
    assert(/table\s*Shop/.test(chip) && !chip.includes('OrdersAtScale') && !chip.includes('Design.'), `the header names the design's table shown: ${chip}`);
    await page.click('[data-testid="tab-design"]');
    await page.waitForTimeout(300);
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForTimeout(800);
    const again = await engineCalls(page);
    assert(!again.includes('keyscape:LoadDesign'), `shown again without a change: no reload (${again.join(', ')})`);
  });

  await test("the partition view shows the open design's sample items on partitions", async () => {
    await page.goto(`${origin}/#example=online-shop`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="engine-status"]')?.textContent?.includes('engine ready'),
      null,
      { timeout: TIMEOUT },
    );
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="design-source"]', { state: 'visible', timeout: TIMEOUT });
    assert((await page.getAttribute('[data-testid="source-design"]', 'aria-pressed')) === 'true', 'the design is the default source');
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: SLOW });
    assert((await page.inputValue('[data-testid="design-table"]')) === 'Shop', 'the design table is chosen');
    samples = Number((await text(page, 'design-sample-count')).match(/([\d,]+) sample item/)?.[1].replace(/,/g, ''));
    assert(samples > 5, `the design's sample items are counted: ${samples}`);
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="partition-col"]')].reduce((a, e) => a + Number(e.getAttribute('data-items')), 0) === n, samples, { timeout: SLOW });
    assert((await placedItems(page)) === samples, 'every sample item is on a partition');
    assert((await page.getAttribute('.chart-card', 'data-table')) === 'Design.Shop', 'the chart shows the design table');
    const note = await text(page, 'design-load-note');
    assert(/access patterns? of the design with a rate on this table/.test(note), `the load comes from the patterns' rates: ${note}`);
    const names = await page.$$eval('[data-testid="pattern-name"]', (els) => els.map((e) => e.value));
    assert(names.includes('Customer profile'), `a load row per rated pattern of the table: ${names.join(' | ')}`);
  });

  await test(`generating ${ITEMS.toLocaleString('en-US')} items of the design's Order entity places them with the samples`, async () => {
    await page.selectOption('[data-testid="design-entity"]', 'Order');
    await page.fill('[data-testid="design-count"]', String(ITEMS));
    await page.fill('[data-testid="design-keycount"]', String(KEYS));
    await page.click('[data-testid="design-generate"]');
    await page.waitForSelector('[data-testid="gen-result"]', { timeout: SLOW });
    const result = await text(page, 'gen-result');
    const total = samples + ITEMS;
    assert(result.includes(`${total.toLocaleString('en-US')} items`), `the table holds the samples and the generated items: ${result}`);
    assert(/none replaced/.test(result), `every Order key is distinct (ULID sort keys): ${result}`);
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="partition-col"]')].reduce((a, e) => a + Number(e.getAttribute('data-items')), 0) === n, total, { timeout: SLOW });
    // A generated key (the design's own samples are keyed CUSTOMER#c_01, PRODUCT#..., few of ~1,000).
    let key = '';
    for (let i = 20; i < 60 && !/^CUSTOMER#\d+$/.test(key); i++) {
      const dot = await page.waitForSelector(`[data-testid="hash-strip"] circle:nth-child(${i})`, { timeout: SLOW });
      await dot.hover({ force: true });
      await page.waitForSelector('[data-testid="tip-count"]', { timeout: TIMEOUT });
      key = await text(page, 'tip-key');
    }
    assert(/^CUSTOMER#\d+$/.test(key), `keys follow the entity's template CUSTOMER#\${customerId}: ${key}`);
    const tip = await text(page, 'chart-tooltip');
    assert(/ORDER#[0-9A-Z]{26}/.test(tip), `the collection holds Order items keyed ORDER#<ulid>: ${tip}`);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shotDir, 'partitions-design.png'), fullPage: true });
  });

  await test('the partition view opens from its tab and says the placement is illustrative', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="engine-status"]')?.textContent?.includes('engine ready'),
      null,
      { timeout: TIMEOUT },
    );
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="source-demo"]', { state: 'visible', timeout: TIMEOUT });
    await page.waitForFunction(() => !document.querySelector('[data-testid="source-demo"]')?.hasAttribute('disabled'), null, { timeout: SLOW });
    await page.click('[data-testid="source-demo"]');
    await page.waitForSelector('[data-testid="gen-run"]', { state: 'visible', timeout: TIMEOUT });
    assert(!(await page.isVisible('[data-testid="stored-row"]')), 'the sort-order view is hidden');
    const note = await text(page, 'hash-disclaimer');
    assert(/hash function is not public/i.test(note), `says the hash function is not public: ${note}`);
    assert(/MD5/.test(note) && /statistics are what matter/i.test(note), `names MD5 and the statistics: ${note}`);
    assert((await text(page, 'table-chip')).includes('OrdersAtScale'), 'header names the partition view table');
    assert(await page.isVisible('[data-testid="partitions-empty"]'), 'empty state before any data');
  });

  await test(`generating ${ITEMS.toLocaleString('en-US')} items shows progress, then places every key with a bounded number of engine calls`, async () => {
    await page.fill('[data-testid="gen-count"]', String(ITEMS));
    await page.fill('[data-testid="gen-keycount"]', String(KEYS));
    // Watch the main thread: the longest gap between animation frames while the worker
    // works is logged (a number to look at, not asserted: tests never assert wall-clock time).
    await page.evaluate(() => {
      const w = window;
      w.__frames = { last: performance.now(), maxGap: 0, running: true, count: 0 };
      const tick = () => {
        const f = w.__frames;
        const now = performance.now();
        f.maxGap = Math.max(f.maxGap, now - f.last);
        f.last = now;
        f.count++;
        if (f.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await engineCalls(page); // the sort-order view's seeding is not this test's
    await page.click('[data-testid="gen-run"]');
    await page.waitForSelector('[data-testid="gen-progress"]', { state: 'visible', timeout: TIMEOUT });
    const seen = new Set();
    const phases = new Set();
    const deadline = Date.now() + SLOW;
    while (Date.now() < deadline) {
      const state = await page.evaluate(() => {
        const p = document.querySelector('[data-testid="gen-progress"]');
        return p ? { phase: p.getAttribute('data-phase'), now: p.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') } : null;
      });
      if (!state) break;
      phases.add(state.phase);
      if (state.phase === 'generating') {
        seen.add(state.now);
        if (seen.size === 3) await page.locator('[data-testid="gen-progress"]').locator('xpath=..').screenshot({ path: join(shotDir, 'partitions-progress.png') }).catch(() => undefined);
      }
      await page.waitForTimeout(40);
    }
    await page.waitForSelector('[data-testid="gen-result"]', { timeout: SLOW });
    const frames = await page.evaluate(() => {
      window.__frames.running = false;
      return { maxGap: window.__frames.maxGap, count: window.__frames.count };
    });
    console.log(`       progress values seen: ${[...seen].join(', ')}; phases: ${[...phases].join(' → ')}; longest frame gap ${Math.round(frames.maxGap)} ms over ${frames.count} frames`);
    assert(seen.size >= 3, `the progress bar moved through several values while generating: ${[...seen].join(', ')}`);
    const calls = await engineCalls(page);
    const chunks = calls.filter((op) => op === 'keyscape:GenerateItems').length;
    console.log(`       engine calls for generating and drawing: ${calls.length} (${chunks} GenerateItems chunks)`);
    assert(!calls.includes('Scan') && !calls.includes('Query'), `no Scan or Query loops to place keys: ${calls.join(', ')}`);
    assert(calls.length <= chunks + 8, `a bounded number of other calls: ${calls.join(', ')}`);
    const result = await text(page, 'gen-result');
    assert(result.includes('100,000 items'), `result names 100,000 items: ${result}`);
    assert(result.includes('none replaced'), `every generated item is distinct: ${result}`);
    assert(result.includes('1,000 partition key values'), `1,000 partition keys: ${result}`);
  });

  await test('one column per partition, their items add up, every key is a dot in the hash strip', async () => {
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: TIMEOUT });
    const cols = await columns(page);
    assert(cols.length === 4, `a new on-demand table has 4 partitions, got ${cols.length}`);
    const total = cols.reduce((a, c) => a + c.items, 0);
    assert(total === ITEMS, `partition item counts add up to ${ITEMS}: ${total}`);
    assert(cols.every((c) => c.items > ITEMS / 4 / 2), `uniform keys spread evenly: ${cols.map((c) => c.items).join(', ')}`);
    const dots = await page.getAttribute('[data-testid="hash-strip"]', 'data-dots');
    assert(Number(dots) === KEYS, `one dot per partition key: ${dots}`);
    const drawn = await page.$$eval('[data-testid="hash-strip"] circle', (c) => c.length);
    assert(drawn === KEYS, `dots are drawn: ${drawn}`);
  });

  await test('hovering a key shows its partition and its item collection', async () => {
    const dot = await page.$('[data-testid="hash-strip"] circle:nth-child(500)');
    assert(dot, 'a dot to hover');
    await dot.hover({ force: true });
    await page.waitForSelector('[data-testid="chart-tooltip"]', { state: 'visible', timeout: TIMEOUT });
    const key = await text(page, 'tip-key');
    assert(/^CUSTOMER#\d+$/.test(key), `tooltip names the key: ${key}`);
    await page.waitForSelector('[data-testid="tip-count"]', { timeout: TIMEOUT });
    const tip = await text(page, 'chart-tooltip');
    assert(/→ partition \d/.test(tip), `tooltip names the partition: ${tip}`);
    assert(/\d+ items?/.test(await text(page, 'tip-count')), 'tooltip counts the item collection');
    assert(tip.includes('ORDER#'), `tooltip lists sort keys of the collection: ${tip}`);
    const highlighted = await page.$$eval('.pchart .col-bg.hot', (els) => els.length);
    assert(highlighted === 1, `the key's partition is highlighted (${highlighted})`);
    const dimmed = await page.$$eval('[data-testid="hash-strip"] circle.out', (els) => els.length);
    assert(dimmed > 0, 'keys of other partitions are dimmed');
    await page.screenshot({ path: join(shotDir, 'partitions-hover.png'), fullPage: false, clip: { x: 0, y: 0, width: 1440, height: 1000 } });
    await page.mouse.move(5, 5);
  });

  await test('the worked example (5,000 writes/s on one key, on-demand, 4 partitions) throttles one partition', async () => {
    await page.click('[data-testid="preset-hot"]');
    assert((await page.inputValue('[data-testid="pattern-writes"]')) === '5000', '5,000 writes/s');
    assert((await page.inputValue('[data-testid="pattern-dist"]')) === 'HOT_KEY', 'one hot key');
    assert((await page.inputValue('[data-testid="pattern-hotkey"]')) === HOT_KEY, `on ${HOT_KEY}`);
    assert((await page.inputValue('[data-testid="billing-mode"]')) === 'PAY_PER_REQUEST', 'on-demand');
    assert((await page.inputValue('[data-testid="partition-count"]')) === '4', '4 partitions');
    await engineCalls(page);
    await page.click('[data-testid="run-sim"]');
    await page.waitForSelector('[data-testid="partition-col"][data-throttled="true"]', { timeout: SLOW });
    await page.waitForSelector('[data-testid="hot-marker"]', { timeout: TIMEOUT });
    await page.waitForTimeout(200);
    const redraw = await engineCalls(page);
    console.log(`       engine calls for one load run and its redraw: ${redraw.length} (${redraw.join(', ')})`);
    assert(redraw.length <= 2, `a load run costs at most 2 engine calls: ${redraw.join(', ')}`);
    const cols = await columns(page);
    const hot = cols.filter((c) => c.throttled);
    assert(hot.length === 1, `exactly one throttled partition: ${JSON.stringify(cols)}`);
    assert(hot[0].writeDemand === 5000, `it carries all 5,000 WCU/s: ${hot[0].writeDemand}`);
    assert(await page.isVisible('[data-testid="throttled-label"]'), 'the throttled partition is labelled');
    const label = await text(page, 'throttled-label');
    assert(/THROTTLED/.test(label), `label: ${label}`);
    const fill = await page.$eval('.pchart .col-bg.throttled', (e) => getComputedStyle(e).fill);
    assert(fill !== 'none' && fill !== 'transparent' && fill !== 'rgba(0, 0, 0, 0)', `throttled column is tinted: ${fill}`);
    const stat = await page.textContent('[data-testid="stat-throttled"] .stat-value');
    assert(stat === '1 of 4', `summary: 1 of 4 throttled (${stat})`);
    assert((await page.$$('[data-testid="hot-marker"]')).length >= 1, 'the hot key is marked in the hash strip');
    assert((await text(page, 'hot-keys')).includes(HOT_KEY), 'the hot key is listed');
  });

  await test('write sharding shows the hottest partition before/after and the extra reads', async () => {
    await page.check('[data-testid="shard-enabled"]');
    assert((await page.inputValue('[data-testid="shard-key"]')) === HOT_KEY, 'sharding the hot key');
    await page.fill('[data-testid="shard-count"]', '10');
    await engineCalls(page);
    await page.click('[data-testid="run-sim"]');
    await page.waitForSelector('[data-testid="sharding-compare"]', { timeout: SLOW });
    await page.waitForTimeout(200);
    const sharded = await engineCalls(page);
    console.log(`       engine calls for the sharded load run and its redraw: ${sharded.length} (${sharded.join(', ')})`);
    assert(sharded.length <= 2, `a load run costs at most 2 engine calls: ${sharded.join(', ')}`);
    const before = Number(await page.getAttribute('[data-testid="hottest-before"]', 'data-write-demand'));
    const after = Number(await page.getAttribute('[data-testid="hottest-after"]', 'data-write-demand'));
    assert(before === 5000, `hottest partition before: 5,000 WCU/s (${before})`);
    assert(after > 0 && after < before, `hottest partition after is cooler: ${after}`);
    const beforeText = await text(page, 'hottest-before');
    const afterText = await text(page, 'hottest-after');
    assert(beforeText.includes('5,000') && beforeText.includes('1 of 4'), `before: ${beforeText}`);
    assert(/After · 10 shards/.test(afterText), `after: ${afterText}`);
    const reads = await text(page, 'extra-reads');
    assert(reads.includes('10 Queries') && reads.includes('+9'), `a full read of the key costs 9 more queries: ${reads}`);
    const verdict = await text(page, 'sharding-verdict');
    assert(/4 partitions serve at most 4,000 WCU\/s/.test(verdict), `explains why 4 partitions cannot take 5,000 WCU/s: ${verdict}`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shotDir, 'partitions.png'), fullPage: true });
    shotTaken = true;
  });

  await test('the chart can show the sharded design with its shard keys', async () => {
    await engineCalls(page);
    await page.click('[data-testid="view-after"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="shard-marker"]').length === 10, null, { timeout: TIMEOUT });
    await page.locator('.chart-card').screenshot({ path: join(shotDir, 'partitions-sharded.png') });
    const toggle = await engineCalls(page);
    console.log(`       engine calls for showing the sharded layout: ${toggle.length} (${toggle.join(', ')})`);
    assert(toggle.length <= 1, `showing another layout costs at most one DescribeKeys: ${toggle.join(', ')}`);
    await page.click('[data-testid="view-before"]');
    assert((await page.$$('[data-testid="shard-marker"]')).length === 0, 'shard markers only in the sharded view');
    await page.waitForTimeout(200);
    const back = await engineCalls(page);
    assert(back.length === 0, `a layout seen before costs no call: ${back.join(', ')}`);
  });

  await test('the sort-order view still works after the partition view', async () => {
    await page.click('[data-testid="tab-sort-order"]');
    await page.waitForSelector('[data-testid="stored-row"]', { state: 'visible', timeout: TIMEOUT });
    assert((await text(page, 'table-chip')).includes('Orders'), 'header names the example table');
    const rows = await page.$$eval('[data-testid="stored-row"]', (r) => r.map((x) => x.getAttribute('data-sk')));
    assert(rows.join(',') === '#PROFILE,ORDER#1,ORDER#10,ORDER#100,ORDER#2', `example untouched: ${rows.join(',')}`);
  });

  return shotTaken;
});
