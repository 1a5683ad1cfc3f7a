#!/usr/bin/env node
// Browser test of the lessons and of the offline page (issue 12 items 3 and 4), on the built
// page (web/dist, served from a copy so the update test can change it):
// - the Lessons entry is in the top bar of the first screen; `#lesson=<id>` opens a lesson;
// - every lesson is completed by a scripted user through the page's own controls (the lint
//   fix button, key templates, the pattern form) until the engine ticks every task, and the
//   progress survives a reload (localStorage);
// - the Content Security Policy meta tag is in place and nothing violates it;
// - after one visit the service worker controls the page; with the network off a reload
//   loads the page and the engine still answers; serving a new version makes the page say so.
// Screenshots go to build/screenshots/ (web/e2e/screenshots/ with --update-screenshots),
// among them the values field of an attribute and the multi-attribute lesson's tasks, light and dark.
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/lessons.e2e.mjs [--dist <dir>] [--headed] [--update-screenshots]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, parseArgs, repoDir, runBrowserFile, seriousViolations, shotDir, webDir } from './harness.mjs';

const TIMEOUT = 20_000;
const SHOTS = process.argv.includes('--update-screenshots') ? join(webDir, 'e2e', 'screenshots') : shotDir;
mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
};

// Serve a copy of the build: the update test writes a new sw.js into it.
const { distDir } = parseArgs();
const copy = mkdtempSync(join(tmpdir(), 'keyscape-dist-'));
try {
  cpSync(distDir, copy, { recursive: true });
} catch {
  // a missing build: the harness's preflight reports it
}
const argv = process.argv.slice(2);
const at = argv.indexOf('--dist');
if (at >= 0) argv.splice(at, 2);
process.argv = [process.argv[0], process.argv[1], ...argv, '--dist', copy];
process.on('exit', () => rmSync(copy, { recursive: true, force: true }));


/** axe-core's serious and critical violations on the page as it is now. */

/** Every Content Security Policy violation any page reported. */
const violations = [];

const lessonIds = readdirSync(join(repoDir, 'docs', 'lessons'))
  .filter((f) => f.endsWith('.json') && !f.endsWith('.solution.json'))
  .map((f) => f.slice(0, -5));
const lessonOf = (id) => JSON.parse(readFileSync(join(repoDir, 'docs', 'lessons', `${id}.json`), 'utf8'));

/** Waits until the lesson panel has checked the design version the designer shows. */
async function checked(page) {
  await page.waitForFunction(
    () => {
      const d = document.querySelector('[data-testid="designer"]');
      const p = document.querySelector('[data-testid="lesson-panel"]');
      return d && p && d.getAttribute('data-answered') === d.getAttribute('data-version') && p.getAttribute('data-checked') === d.getAttribute('data-version');
    },
    null,
    { timeout: TIMEOUT },
  );
}

/** An element in both themes: SHOTS/<name>-light.png and <name>-dark.png. */
async function themedShots(page, selector, name) {
  for (const theme of ['light', 'dark']) {
    if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== theme) await page.click('[data-testid="theme-toggle"]');
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme, { timeout: TIMEOUT });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.locator(selector).screenshot({ path: join(SHOTS, `${name}-${theme}.png`) });
  }
  await page.click('[data-testid="theme-toggle"]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, { timeout: TIMEOUT });
}

const taskStates = (page) =>
  page.$$eval('[data-testid="lesson-task"]', (els) => els.map((e) => `${e.getAttribute('data-task')}=${e.getAttribute('data-done')}`));

async function expectTasks(page, done, what) {
  await checked(page);
  const states = await taskStates(page);
  const bad = states.filter((s) => s.endsWith('=true') !== done);
  assert(bad.length === 0, `${what}: tasks ${bad.join(', ')}`);
}

async function entity(page, i) {
  await page.click(`[data-testid="outline-entity"] >> nth=${i}`);
  await page.waitForSelector('[data-testid="template-PK"]', { timeout: TIMEOUT });
}
async function pattern(page, i) {
  await page.click(`[data-testid="outline-pattern"] >> nth=${i}`);
  await page.waitForSelector('[data-testid="pattern-form"]', { timeout: TIMEOUT });
}
/** Types a key template; waits for the engine unless the design is meant to be half-edited. */
async function template(page, attr, text, wait = true) {
  await page.fill(`[data-testid="template-${attr}"]`, text);
  if (wait) await checked(page);
}

/** What a learner does in each lesson, with the page's own controls. */
const SOLVE = {
  'lexicographic-trap': async (page) => {
    // The first two tasks are typed, as the lesson asks; the rest uses the findings' fixes.
    await entity(page, 0);
    await template(page, 'SK', 'ORDER#${n|pad(10)}');
    const [typed] = await taskStates(page);
    assert(typed === 'typed=true', `after typing the SK template: ${typed}`);
    await pattern(page, 2);
    await page.fill('[data-testid="pf-value"]', 'ORDER#${after|pad(10)}');
    await checked(page);
    await page.click('[data-testid="outline-design"]');
    for (let n = 0; n < 10; n++) {
      await checked(page);
      const fix = await page.$('[data-testid="lint-finding"][data-rule="unpadded-number"] [data-testid="apply-fix"]');
      if (!fix) return;
      await fix.click();
    }
    throw new Error('unpadded-number is still reported after 10 fixes');
  },
  'iso-dates': async (page) => {
    await entity(page, 0);
    await template(page, 'SK', 'INVOICE#${issuedAt|iso8601}#${invoiceNo|pad(8)}');
  },
  hierarchy: async (page) => {
    await entity(page, 0);
    await template(page, 'SK', 'LOCATION#${country}#${state}#${city}#${zip|pad(5)}#${storeNo|pad(4)}');
  },
  overloading: async (page) => {
    await entity(page, 0);
    await template(page, 'SK', '#METADATA');
    await entity(page, 1);
    await template(page, 'SK', '#SUBSCRIPTION');
  },
  'audit-log': async (page) => {
    await pattern(page, 0);
    await page.selectOption('[data-testid="pf-direction"]', 'desc');
    await checked(page);
    await pattern(page, 1);
    await page.selectOption('[data-testid="pf-op"]', 'between');
    await page.fill('[data-testid="pf-value"]', 'EVT#${from|iso8601}');
    await page.fill('[data-testid="pf-high"]', 'EVT#${to|iso8601}#~');
    await checked(page);
  },
  'sort-key-ids': async (page) => {
    await entity(page, 0);
    await template(page, 'SK', 'PROJECT#${projectId}');
  },
  'hot-partitions': async (page) => {
    // As the lesson says: shard the key, give the shard its closed set of 16 values in the
    // attribute editor, key the pattern the same way; its rate stays 4,000 votes a second.
    await entity(page, 0);
    await template(page, 'PK', 'POLL#${pollId}#${shard}', false);
    await page.fill('[data-testid="attribute-values"][aria-label^="values of shard "]', Array.from({ length: 16 }, (_, i) => i).join(', '));
    await checked(page);
    const [cardinality] = await taskStates(page);
    assert(cardinality === 'cardinality=true', `after the shard's values: ${cardinality}`);
    await themedShots(page, '.card:has([data-testid="attribute-row"])', 'lesson-hot-partitions-values');
    await pattern(page, 0);
    await page.fill('[data-testid="pf-partition"]', 'POLL#${pollId}#${shard}');
    await checked(page);
    const rate = await page.inputValue('[data-testid="pf-rate"]');
    assert(rate === '4000', `the pattern keeps its rate: ${rate}`);
  },
  gsi: async (page) => {
    await entity(page, 1);
    await template(page, 'GSI1PK', 'CUSTOMER#${customerId}', false);
    await template(page, 'GSI1SK', 'TOTAL#${totalCents|pad(10)}');
    await entity(page, 0);
    await template(page, 'GSI1PK', '', false);
    await template(page, 'GSI1SK', '');
  },
  'multi-attribute-keys': async (page) => {
    // The index editor: round becomes a number, startsAt a third sort attribute.
    await page.click('[data-testid="outline-table"] >> nth=0');
    const gsi = '[data-testid="gsi-editor"][data-index="ByBracket"]';
    await page.selectOption(`${gsi} [aria-label="type of sort key attribute 1 of GSI ByBracket"]`, 'N');
    await page.click(`${gsi} [aria-label="Add sort key attribute to GSI ByBracket"]`);
    await page.fill(`${gsi} [aria-label="sort key attribute 3 of GSI ByBracket"]`, 'startsAt');
    // The entity's round a number too (its sample values are read as numbers).
    await entity(page, 0);
    await page.selectOption('[data-testid="attribute-type"][aria-label="type of round"]', 'N');
    await checked(page);
    const [number] = await taskStates(page);
    assert(number === 'number=true', `after round became a number: ${number}`);
    // A third condition, a range on the last attribute used.
    await pattern(page, 2);
    await page.selectOption('[data-testid="pf-sort-op-2"]', '>=');
    await page.fill('[data-testid="pf-sort-value-2"]', '${from|iso8601}');
    await page.waitForSelector('[data-testid="pf-param-from"]', { timeout: TIMEOUT });
    if ((await page.inputValue('[data-testid="pf-param-from"]')) !== '2026-05-02T12:00:00Z') await page.fill('[data-testid="pf-param-from"]', '2026-05-02T12:00:00Z');
    await checked(page);
    // Equality before the range.
    await pattern(page, 3);
    await page.selectOption('[data-testid="pf-sort-op-0"]', '=');
    await checked(page);
    await page.waitForSelector('[data-testid="lesson-complete"]', { timeout: TIMEOUT });
    await themedShots(page, '.lesson-tasks', 'lesson-multi-attribute-keys-tasks');
  },
};

await runBrowserFile(
  {
    shot: 'lessons-final.png',
    viewport: { width: 1440, height: 960 },
    setup: async (page) => {
      await page.exposeFunction('__reportCsp', (text) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => window.__reportCsp(`${e.violatedDirective}: ${e.blockedURI} (${location.href})`));
      });
    },
  },
  async ({ page, origin, test }) => {
    await page.goto(`${origin}/`);
    await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });

    await test('the Lessons entry is in the top bar of the first screen', async () => {
      const box = await page.locator('[data-testid="lessons-button"]').boundingBox();
      assert(box && box.y >= 0 && box.y + box.height <= 960 && box.x + box.width <= 1440, `lessons button at ${JSON.stringify(box)}`);
      assert(await page.isVisible('.topbar [data-testid="lessons-button"]'), 'the button is not in the top bar');
      await page.click('[data-testid="lessons-button"]');
      const listed = await page.$$eval('[data-testid="lesson-link"]', (els) => els.map((e) => e.getAttribute('data-lesson')));
      assert(listed.length === lessonIds.length && lessonIds.every((id) => listed.includes(id)), `listed ${listed.join(', ')}`);
      await shot(page, 'lessons-menu.png');
      await page.keyboard.press('Escape');
    });

    await test('the Content Security Policy allows only this origin (wasm compilation, no eval)', async () => {
      const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert(csp && csp.includes("script-src 'self' 'wasm-unsafe-eval'") && csp.includes("worker-src 'self'") && csp.includes("connect-src 'self'"), `CSP: ${csp}`);
      assert(!/'unsafe-eval'|'unsafe-inline'/.test(csp), `CSP allows eval or inline code: ${csp}`);
      assert(!(await page.$('script:not([src])')), 'an inline script in the page');
    });

    for (const id of Object.keys(SOLVE)) {
      await test(`lesson ${id}: a scripted learner completes every task`, async () => {
        const lesson = lessonOf(id);
        if (id === 'lexicographic-trap') {
          await page.click('[data-testid="lessons-button"]');
          await page.click(`[data-testid="lesson-link"][data-lesson="${id}"]`);
        } else {
          await page.goto(`${origin}/#lesson=${id}`);
        }
        await page.waitForSelector(`[data-testid="lesson-panel"][data-lesson="${id}"]`, { timeout: TIMEOUT });
        assert(page.url().endsWith(`#lesson=${id}`), `address ${page.url()}`);
        assert((await page.textContent('#lesson-title')) === lesson.title, 'title');
        await expectTasks(page, false, 'open on the starting design');
        await SOLVE[id](page);
        await page.waitForSelector('[data-testid="lesson-complete"]', { timeout: TIMEOUT });
        await expectTasks(page, true, 'after the edits');
        await shot(page, `lesson-${id}.png`);
      });
    }

    await test('accessibility: no serious axe violations with a lesson and the menu open, light and dark', async () => {
      for (const theme of ['light', 'dark']) {
        if (theme === 'dark') await page.click('[data-testid="theme-toggle"]');
        const panel = await seriousViolations(page);
        await page.click('[data-testid="lessons-button"]');
        const menu = await seriousViolations(page);
        await page.keyboard.press('Escape');
        assert(panel.length + menu.length === 0, `${theme}: ${[...panel, ...menu].join('\n')}`);
      }
      await shot(page, 'lesson-dark.png');
      await page.click('[data-testid="theme-toggle"]');
    });

    await test('progress is kept: after a reload the menu shows every lesson done', async () => {
      await page.goto(`${origin}/`);
      await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
      await page.click('[data-testid="lessons-button"]');
      const progress = await page.$$eval('[data-testid="lesson-link"] .lesson-progress', (els) => els.map((e) => e.textContent));
      const want = lessonIds.map((id) => `${lessonOf(id).tasks.length}/${lessonOf(id).tasks.length}`).sort();
      assert(JSON.stringify([...progress].sort()) === JSON.stringify(want), `progress ${progress.join(', ')}`);
      await page.keyboard.press('Escape');
    });

    await test('after one visit the page reloads and works with the network off', async () => {
      await page.waitForSelector('[data-testid="offline-ready"]', { timeout: TIMEOUT });
      assert(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'no service worker controls the page');
      const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)))).flat());
      assert(cached.some((u) => u.endsWith('.wasm')), `the wasm is not cached: ${cached.join(', ')}`);
      await page.context().setOffline(true);
      try {
        await page.reload();
        await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
        await page.goto(`${origin}/#lesson=lexicographic-trap`);
        await page.waitForSelector('[data-testid="lesson-panel"]', { timeout: TIMEOUT });
        await expectTasks(page, false, 'offline, on the starting design');
        assert((await page.$$('[data-testid="lint-finding"]')).length > 0, 'the engine gave no lint findings offline');
        await shot(page, 'offline.png');
      } finally {
        await page.context().setOffline(false);
      }
    });

    await test('a new version served: the page installs it and says so', async () => {
      const sw = join(copy, 'sw.js');
      writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-next"'));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.waitForSelector('[data-testid="offline-updated"]', { timeout: TIMEOUT });
      // The new worker controls the page as it starts activating; it then drops the old cache.
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: TIMEOUT });
      const keys = await page.evaluate(() => caches.keys());
      assert(keys.length === 1 && keys[0].endsWith('-next'), `caches after the update: ${keys.join(', ')}`);
      await shot(page, 'offline-updated.png');
    });

    await test('no Content Security Policy violation on any page shown', async () => {
      assert(violations.length === 0, `violations: ${violations.join('; ')}`);
    });
  },
);
