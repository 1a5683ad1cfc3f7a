#!/usr/bin/env node
// Browser test of the page for every reader, on the built page (web/dist):
// - axe-core reports no serious or critical violation in the light and the dark theme on
//   Design, Export, Partitions, the Sort order lab and an open lesson (a screenshot of each).
// - Buttons are found by their verb (the accessible name a screen reader reads).
// - Arrow keys, Home and End move along the view tabs (and select them) and the outline.
// - The Partitions header names the design's table; the Sort order lab queries a table and
//   an index of the open design with its sample items.
// Ends with `browser: N passed, M failed`; screenshots go to build/screenshots/.
//
// Usage: node e2e/access.e2e.mjs [--dist <dir>] [--headed]
import { join } from 'node:path';
import { assert, runBrowserFile, seriousViolations, shotDir, answered } from './harness.mjs';

const TIMEOUT = 15_000;
const SLOW = 60_000;
const shot = (page, name) => page.screenshot({ path: join(shotDir, name) });

async function theme(page, want) {
  const now = await page.evaluate(() => document.documentElement.dataset.theme);
  if (now !== want) await page.click('[data-testid="theme-toggle"]');
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, want);
}

const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent ?? '');

/** Each view as a person reaches it, ready to be judged. */
const VIEWS = {
  design: async (page) => {
    await page.click('[data-testid="tab-design"]');
    await page.click('[data-testid="outline-pattern"]:has(.node-sub:text-matches("^Query")) >> nth=0');
    await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
    await answered(page);
  },
  export: async (page) => {
    await page.click('[data-testid="tab-export"]');
    await page.waitForSelector('#view-export:not([hidden]) pre, #view-export:not([hidden]) code', { timeout: TIMEOUT });
  },
  partitions: async (page) => {
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('[data-testid="partition-col"]', { timeout: SLOW });
  },
  'sort-order-lab': async (page) => {
    await page.click('[data-testid="tab-sort-order"]');
    await page.waitForSelector('[data-testid="result-row"]', { timeout: TIMEOUT });
  },
};

await runBrowserFile({ shot: 'access-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test }) => {
  await page.goto(`${origin}/#example=online-shop`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });

  await test('buttons carry their verb as their accessible name', async () => {
    for (const name of ['Share link', 'Save file', 'Open file', 'Undo', 'Redo']) assert(await page.getByRole('button', { name, exact: true }).count() === 1, `a button named "${name}"`);
    await page.click('[data-testid="outline-design"]');
    assert(await page.getByRole('button', { name: 'New design', exact: true }).count() === 1, 'a button named "New design"');
    const unnamed = await page.$$eval('button', (els) => els.filter((b) => b.offsetParent !== null && !(b.getAttribute('aria-label') || b.textContent || '').trim()).length);
    assert(unnamed === 0, `${unnamed} visible buttons without a name`);
  });

  await test('arrow keys, Home and End move along the view tabs and select them', async () => {
    await page.focus('[data-testid="tab-design"]');
    await page.keyboard.press('ArrowRight');
    assert((await focused(page)) === 'tab-export', `focus after ArrowRight: ${await focused(page)}`);
    assert((await page.getAttribute('[data-testid="tab-export"]', 'aria-selected')) === 'true', 'ArrowRight selects Export');
    await page.keyboard.press('End');
    assert((await focused(page)) === 'tab-sort-order', `End: ${await focused(page)}`);
    await page.keyboard.press('ArrowRight');
    assert((await focused(page)) === 'tab-design', `ArrowRight wraps: ${await focused(page)}`);
    const stops = await page.$$eval('[role="tab"]', (els) => els.map((e) => e.tabIndex));
    assert(stops.filter((t) => t === 0).length === 1, `one tab stop among the tabs: ${stops}`);
  });

  await test('arrow keys move along the outline; Enter selects', async () => {
    await page.focus('[data-testid="outline-design"]');
    await page.keyboard.press('ArrowDown');
    assert((await focused(page)) === 'outline-table', `ArrowDown: ${await focused(page)}`);
    await page.keyboard.press('End');
    assert((await focused(page)) === 'outline-pattern', `End: ${await focused(page)}`);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await answered(page);
    const current = await page.$$eval('[data-testid="outline"] button.node', (els) => els.filter((e) => e.classList.contains('active')).map((e) => e.textContent));
    assert(current.length === 1, `one node selected: ${current}`);
    await page.keyboard.press('Home');
    assert((await focused(page)) === 'outline-design', `Home: ${await focused(page)}`);
    const stops = await page.$$eval('[data-testid="outline"] button.node', (els) => els.filter((e) => e.tabIndex === 0).length);
    assert(stops === 1, `one tab stop in the outline: ${stops}`);
  });

  await test("the Partitions header names the design's table", async () => {
    await VIEWS.partitions(page);
    const chip = await page.textContent('[data-testid="table-chip"]');
    assert(/table\s*Shop/.test(chip) && !/OrdersAtScale|Design\./.test(chip), `chip: ${chip}`);
  });

  await test('the Sort order lab queries a table and an index of the open design', async () => {
    await VIEWS['sort-order-lab'](page);
    const options = await page.$$eval('[data-testid="query-target"] option', (els) => els.map((e) => e.textContent));
    assert(options.some((o) => o.startsWith('Shop (design table)')) && options.some((o) => o.startsWith('Shop · GSI ')), `targets: ${options}`);
    await page.selectOption('[data-testid="query-target"]', 't:Shop');
    await page.waitForFunction(() => document.querySelector('[data-testid="query-table"]')?.textContent === 'Lab.Shop', null, { timeout: TIMEOUT });
    await page.waitForSelector('[data-testid="result-row"]', { timeout: TIMEOUT });
    assert(/table\s*Shop/.test(await page.textContent('[data-testid="table-chip"]')), 'the header names the design table');
    const gsi = options.find((o) => o.startsWith('Shop · GSI '));
    await page.selectOption('[data-testid="query-target"]', { label: gsi });
    await page.waitForFunction(() => /\(index GSI/.test(document.querySelector('[data-testid="query-table"]')?.parentElement?.textContent ?? ''), null, { timeout: TIMEOUT });
    await page.waitForSelector('[data-testid="result-row"]', { timeout: TIMEOUT });
    assert(!(await page.isVisible('[data-testid="query-error"]')), 'the index query runs');
    await shot(page, 'access-lab-design.png');
    await page.selectOption('[data-testid="query-target"]', 'lab');
    await page.waitForFunction(() => document.querySelector('[data-testid="query-table"]')?.textContent === 'Orders', null, { timeout: TIMEOUT });
  });

  for (const mode of ['light', 'dark']) {
    await test(`axe: no serious or critical violation in the ${mode} theme on Design, Export, Partitions and the Sort order lab`, async () => {
      await theme(page, mode);
      const found = [];
      for (const [name, show] of Object.entries(VIEWS)) {
        await show(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
        await shot(page, `access-${name}-${mode}.png`);
      }
      assert(found.length === 0, found.join('\n'));
    });
  }

  for (const mode of ['light', 'dark']) {
    await test(`axe: no serious or critical violation in the ${mode} theme with a lesson open`, async () => {
      await page.goto(`${origin}/#lesson=lexicographic-trap`, { waitUntil: 'load' });
      await page.waitForSelector('[data-testid="lesson-panel"]', { timeout: TIMEOUT });
      await theme(page, mode);
      await answered(page);
      const found = await seriousViolations(page);
      await shot(page, `access-lesson-${mode}.png`);
      assert(found.length === 0, found.join('\n'));
    });
  }
});
