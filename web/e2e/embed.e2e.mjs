#!/usr/bin/env node
// Browser test of the embed (issue 25, "embeds for articles"): the designer's Share menu
// "Embed" gives an <iframe> snippet; a page served from a second local port (another origin)
// holds it, and
// - the embed's range items equal the full page's for the same pattern,
// - editing a bound in the embed redraws it (one keyscape:RangeView with overrides),
// - "Open in keyscape" opens the full page with the same design,
// - embeds of the table's aggregate view (view=aggregate) and of its partitions
//   (view=partitions) show the same index groups / partitions as the full page opened from
//   their "Open in keyscape" on the same view, and draw only the view asked for,
// - the embed sets no cookies and asks for nothing but its own files.
// Screenshots (light and dark) of the Share menu's Embed panel and of the host page.
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/embed.e2e.mjs [--dist <dir>] [--headed]
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, assert, createRunner, parseArgs, preflight, seriousViolations, serveStatic, shotDir } from './harness.mjs';

const TIMEOUT = 20_000;
const PATTERN = 'Orders of a customer';
const { distDir, headed } = parseArgs();
const { test, passed, failed } = createRunner();

const itemsIn = (scope) => scope.locator('[data-testid="range-view"] [data-testid="range-item"]');
async function rangeOf(scope) {
  const items = itemsIn(scope);
  await items.first().waitFor({ timeout: TIMEOUT });
  return items.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-sk')}:${e.getAttribute('data-state')}`));
}

preflight(distDir);
const site = await serveStatic(distDir);
const siteOrigin = `http://127.0.0.1:${site.address().port}`;
let hostHtml = '';
const host = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(hostHtml);
});
await new Promise((r) => host.listen(0, '127.0.0.1', r));
const hostOrigin = `http://127.0.0.1:${host.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: !headed, args: CHROMIUM_ARGS });

try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin });
  const page = await context.newPage();
  const problems = [];
  const watch = (p) => {
    p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    p.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  };
  watch(page);
  let full = [];
  let snippet = '';
  // The host page with each kind of embed (for the dark screenshots).
  let patternHost = '';
  let aggregateHost = '';
  let partitionsHost = '';

  await test('the Share menu\'s Embed gives an <iframe> snippet of embed.html for the pattern', async () => {
    await page.goto(`${siteOrigin}/#example=lexicographic-trap`, { waitUntil: 'load' });
    full = await rangeOf(page);
    await page.getByRole('button', { name: 'Embed' }).click();
    await page.waitForSelector('[data-testid="embed-snippet"]', { timeout: TIMEOUT });
    await page.selectOption('[data-testid="embed-pattern-select"]', PATTERN);
    await page.waitForFunction((p) => document.querySelector('[data-testid="embed-snippet"]')?.value.includes(`pattern=${encodeURIComponent(p)}`), PATTERN, { timeout: TIMEOUT });
    snippet = await page.inputValue('[data-testid="embed-snippet"]');
    assert(snippet.startsWith(`<iframe src="${siteOrigin}/embed.html#m=v1.`), `snippet ${snippet.slice(0, 120)}`);
    await page.locator('[data-testid="embed-panel"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shotDir, 'embed-menu-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.screenshot({ path: join(shotDir, 'embed-menu-dark.png') });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  });

  const hostContext = await browser.newContext({ viewport: { width: 900, height: 800 } });
  const requests = [];
  hostContext.on('request', (r) => requests.push(r.url()));
  // The engine operations the embed's page posts to its worker (read in the embed's frame).
  await hostContext.addInitScript(() => {
    window.__engineCalls = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (msg && msg.kind === 'execute') window.__engineCalls.push(msg.op);
      return post.call(this, msg, ...rest);
    };
  });
  const embedCalls = () => hostPage.frames()[1].evaluate(() => window.__engineCalls.slice());
  const hostPage = await hostContext.newPage();
  watch(hostPage);
  const frame = hostPage.frameLocator('iframe');

  await test('in a page of another origin, the embed\'s range items equal the full page\'s', async () => {
    hostHtml = `<!doctype html><html lang="en"><head><title>An article</title></head><body style="font-family:sans-serif;max-width:820px;margin:20px auto">
<h1>Why ORDER#10 sorts before ORDER#2</h1><p>Sort keys of type S compare byte by byte:</p>${snippet}<p>Pad the numbers.</p></body></html>`;
    await hostPage.goto(`${hostOrigin}/article.html`, { waitUntil: 'load' });
    patternHost = hostHtml;
    const embedded = await rangeOf(frame);
    assert(embedded.join(',') === full.join(','), `embed [${embedded}] vs full page [${full}]`);
    await hostPage.screenshot({ path: join(shotDir, 'embed-host-light.png') });
  });

  await test('editing a bound redraws the embed', async () => {
    const bound = frame.locator('[data-testid="embed-bound"]');
    assert((await bound.inputValue()) === 'ORDER#', `bound ${await bound.inputValue()}`);
    await bound.fill('ORDER#10');
    const want = 'ORDER#1:outside,ORDER#10:matched,ORDER#100:matched,ORDER#2:outside';
    await frame.locator(`[data-testid="range-item"][data-sk="ORDER#1"][data-state="outside"]`).waitFor({ timeout: TIMEOUT });
    const got = await rangeOf(frame);
    assert(got.join(',') === want, `after the edit [${got}]`);
  });

  await test('"Open in keyscape" opens the full page with the same design', async () => {
    const [opened] = await Promise.all([hostContext.waitForEvent('page'), frame.locator('[data-testid="embed-open"]').click()]);
    watch(opened);
    await opened.waitForLoadState('load');
    assert(opened.url().startsWith(`${siteOrigin}/#m=v1.`), `opened ${opened.url().slice(0, 100)}`);
    const got = await rangeOf(opened);
    assert(got.join(',') === full.join(','), `full page from the embed [${got}] vs [${full}]`);
    const chip = await opened.textContent('[data-testid="design-chip"]');
    assert(/Lexicographic trap/.test(chip ?? ''), `design ${chip}`);
    await opened.close();
  });

  /** A snippet of the Share menu's Embed for a view (the table views: the design's first table). */
  async function snippetFor(view) {
    await page.selectOption('[data-testid="embed-view-select"]', view);
    await page.waitForFunction((v) => document.querySelector('[data-testid="embed-snippet"]')?.value.includes(`view=${v}`), view, { timeout: TIMEOUT });
    return page.inputValue('[data-testid="embed-snippet"]');
  }
  const aggregateOf = (scope) => scope.locator('[data-testid="aggregate-view"]').first().waitFor({ timeout: TIMEOUT }).then(() =>
    scope.locator('[data-testid="aggregate-index"]').evaluateAll((cards) => cards.map((c) => `${c.getAttribute('data-index') || 'table'}[${[...c.querySelectorAll('[data-testid="aggregate-item"]')].map((r) => `${r.getAttribute('data-pk')}/${r.getAttribute('data-sk')}`).join(' ')}]`)));
  async function partitionsOf(scope) {
    await scope.locator('[data-testid="stat-throttled"]').first().waitFor({ timeout: TIMEOUT });
    const stats = await scope.locator('[data-testid="partition-stats"]').first().innerText();
    const chart = await scope.locator('[data-testid="partition-svg"]').first().getAttribute('aria-label');
    return `${stats.replace(/\s+/g, ' ')} | ${chart}`;
  }
  /** Puts a snippet in the host page. */
  async function host(snip) {
    hostHtml = `<!doctype html><html lang="en"><head><title>An article</title></head><body style="font-family:sans-serif;max-width:820px;margin:20px auto"><h1>A design</h1>${snip}</body></html>`;
    await hostPage.goto(`${hostOrigin}/article.html`, { waitUntil: 'load' });
  }
  async function openFull() {
    const [opened] = await Promise.all([hostContext.waitForEvent('page'), frame.locator('[data-testid="embed-open"]').click()]);
    watch(opened);
    await opened.waitForLoadState('load');
    return opened;
  }

  await test('an aggregate-view embed shows the full page\'s aggregate view of the table, and opens it', async () => {
    const snip = await snippetFor('aggregate');
    assert(/view=aggregate&amp;table=/.test(snip), `snippet ${snip.slice(0, 200)}`);
    await host(snip);
    const embedded = await aggregateOf(frame);
    assert(embedded.length >= 1 && embedded[0].includes('/'), `embed groups ${embedded}`);
    assert((await frame.locator('[data-testid="range-view"], [data-testid="partition-chart"]').count()) === 0, 'only the aggregate view is drawn');
    const calls = await embedCalls();
    assert(calls.includes('keyscape:AggregateView') && !calls.some((op) => /RangeView|AnalyzeDesign|LoadDesign|SimulateLoad/.test(op)), `the embed's engine calls: ${calls}`);
    aggregateHost = hostHtml;
    await hostPage.screenshot({ path: join(shotDir, 'embed-aggregate-light.png') });
    const axe = await seriousViolations(hostPage.frames()[1]);
    assert(axe.length === 0, `accessibility (light): ${axe.join('\n')}`);
    const opened = await openFull();
    assert(/#m=v1\.[^&]*&view=aggregate/.test(opened.url()), `opened ${opened.url().slice(0, 60)}…${opened.url().slice(-40)}`);
    const full = await aggregateOf(opened);
    assert(full.join(',') === embedded.join(','), `full page [${full}] vs embed [${embedded}]`);
    await opened.close();
  });

  await test('a partitions embed shows the full page\'s partitions of the table, and opens the partition view', async () => {
    const snip = await snippetFor('partitions');
    await host(snip);
    const embedded = await partitionsOf(frame);
    assert(/items \d/i.test(embedded) && /partition/.test(embedded), `embed partitions ${embedded}`);
    assert((await frame.locator('[data-testid="range-view"], [data-testid="aggregate-view"], [data-testid="design-source"]').count()) === 0, 'only the partition chart is drawn');
    const calls = await embedCalls();
    assert(calls.includes('keyscape:LoadDesign') && !calls.some((op) => /RangeView|AnalyzeDesign|AggregateView/.test(op)), `the embed's engine calls: ${calls}`);
    partitionsHost = hostHtml;
    await hostPage.screenshot({ path: join(shotDir, 'embed-partitions-light.png') });
    const axe = await seriousViolations(hostPage.frames()[1]);
    assert(axe.length === 0, `accessibility (light): ${axe.join('\n')}`);
    const opened = await openFull();
    await opened.waitForSelector('[data-testid="tab-partitions"][aria-selected="true"]', { timeout: TIMEOUT });  // the full page opens on the partition view
    const full = await partitionsOf(opened);
    assert(full === embedded, `full page ${full} vs embed ${embedded}`);
    await opened.close();
  });

  await test('the embed sets no cookies and asks for nothing but its own files', async () => {
    const cookies = await hostContext.cookies();
    assert(cookies.length === 0, `cookies: ${JSON.stringify(cookies)}`);
    const other = requests.filter((u) => !u.startsWith(`${siteOrigin}/`) && !u.startsWith(`${hostOrigin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert(other.length === 0, `requests elsewhere: ${other.join(', ')}`);
    assert(requests.some((u) => u.startsWith(`${siteOrigin}/embed.html`)), 'the embed page was loaded from the site');
  });

  await test('dark theme: the embed follows the system preference', async () => {
    const dark = await browser.newContext({ viewport: { width: 900, height: 800 }, colorScheme: 'dark' });
    try {
      const p = await dark.newPage();
      watch(p);
      hostHtml = patternHost;
      await p.goto(`${hostOrigin}/article.html`, { waitUntil: 'load' });
      await rangeOf(p.frameLocator('iframe'));
      const theme = await p.frames()[1]?.evaluate(() => document.documentElement.dataset.theme);
      assert(theme === 'dark', `theme ${theme}`);
      await p.screenshot({ path: join(shotDir, 'embed-host-dark.png') });
      for (const [html, name] of [[aggregateHost, 'aggregate'], [partitionsHost, 'partitions']]) {
        if (!html) continue;  // its own test failed
        hostHtml = html;
        await p.reload({ waitUntil: 'load' });
        const f = p.frameLocator('iframe');
        await (name === 'aggregate' ? aggregateOf(f) : partitionsOf(f));
        await p.screenshot({ path: join(shotDir, `embed-${name}-dark.png`) });
        const axe = await seriousViolations(p.frames()[1]);
        assert(axe.length === 0, `accessibility of the ${name} embed (dark): ${axe.join('\n')}`);
      }
    } finally {
      await dark.close();
    }
  });

  await test('no console errors or page errors', async () => {
    assert(problems.length === 0, problems.join('\n'));
  });
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await browser.close();
  await new Promise((r) => site.close(r));
  await new Promise((r) => host.close(r));
}
console.log(`browser: ${passed()} passed, ${failed() + (process.exitCode === 1 ? 1 : 0)} failed`);
process.exitCode = failed() === 0 && process.exitCode !== 1 ? 0 : 1;
