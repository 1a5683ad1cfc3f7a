#!/usr/bin/env node
// Browser test: engine calls per designer edit, counted where the worker receives them
// (harness countEngineCalls: every `execute` message the page posts to its engine worker;
// the page itself carries no test hook).
//
// Each designer edit is ONE keyscape:AnalyzeDesign, and nothing else, with the Partitions,
// Export and Sort order lab views hidden: typing in a field (the pattern name, the entity
// name, the design name), adding an entity, editing a pattern (its sort operator, its
// Limit), undo and redo, typing in a key template (its parse-back check comes with the
// answer) and adding a pattern (its parameters are the variables the answer gave for the
// partition template). The Partitions view, once shown and left, computes nothing on an
// edit either. Each count is printed.
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/calls.e2e.mjs [--dist <dir>] [--headed]
import { assert, countEngineCalls, engineCalls, runBrowserFile } from './harness.mjs';

const TIMEOUT = 15_000;
/** No call for this long after the design's answer: the edit's calls are all made. */
const QUIET_MS = 600;

/** Waits until the designer has the engine's answer for its current version, then for quiet. */
async function settle(page) {
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="designer"]');
    return d && d.getAttribute('data-answered') === d.getAttribute('data-version');
  }, null, { timeout: TIMEOUT });
  let seen = -1;
  for (;;) {
    const n = await page.evaluate(() => window.__engineCalls.length);
    if (n === seen) return;
    seen = n;
    await page.waitForTimeout(QUIET_MS);
  }
}

/** Runs `edit` on a settled page and returns the engine operations it caused. */
async function callsOf(page, edit) {
  await settle(page);
  await engineCalls(page);
  await edit();
  await settle(page);
  return engineCalls(page);
}

const counts = [];
function expectCalls(label, calls, expected) {
  counts.push(`${label}: ${calls.length} (${calls.join(', ')})`);
  console.log(`       ${label}: ${calls.length} engine call(s): ${calls.join(', ')}`);
  assert(JSON.stringify(calls) === JSON.stringify(expected), `${label}: expected [${expected.join(', ')}], got [${calls.join(', ')}]`);
}

const ONE = ['keyscape:AnalyzeDesign'];

await runBrowserFile({ shot: 'calls.png', setup: countEngineCalls }, async ({ page, origin, test }) => {
  await page.goto(`${origin}/#example=lexicographic-trap`);
  await page.waitForSelector('[data-testid="designer"]', { timeout: TIMEOUT });
  await settle(page);

  await test('opening the page: the designer asks AnalyzeDesign once; no hidden view computes', async () => {
    const calls = await engineCalls(page);
    const design = calls.filter((op) => op === 'keyscape:AnalyzeDesign').length;
    console.log(`       opening: ${calls.join(', ')}`);
    assert(design === 1, `AnalyzeDesign ${design} times on opening`);
    const designerOps = ['keyscape:ValidateModel', 'keyscape:RunAccessPatterns', 'keyscape:Lint', 'keyscape:Cost', 'keyscape:RangeView', 'keyscape:AggregateView'];
    assert(!calls.some((op) => designerOps.includes(op)), `separate designer calls: ${calls}`);
    const partitions = ['keyscape:LoadDesign', 'keyscape:DescribePartitions', 'keyscape:SimulateLoad', 'keyscape:GenerateItems', 'keyscape:PreviewItems'];
    assert(!calls.some((op) => partitions.includes(op)), `the hidden Partitions view computed: ${calls}`);
  });

  await test('typing in the pattern name: one AnalyzeDesign per keystroke', async () => {
    await page.click('[data-testid="outline-pattern"] >> nth=0');
    await settle(page);
    expectCalls('pattern name, one key', await callsOf(page, () => page.press('[data-testid="pf-name"]', 'End').then(() => page.keyboard.type('s'))), ONE);
    expectCalls('pattern name, backspace', await callsOf(page, () => page.keyboard.press('Backspace')), ONE);
  });

  await test('editing a pattern: sort operator, Limit', async () => {
    expectCalls('sort operator', await callsOf(page, () => page.selectOption('[data-testid="pf-op"]', 'begins_with')), ONE);
    expectCalls('Limit', await callsOf(page, () => page.fill('[data-testid="pf-limit"]', '2')), ONE);
    expectCalls('Limit cleared', await callsOf(page, () => page.fill('[data-testid="pf-limit"]', '')), ONE);
  });

  await test('undo and redo: one AnalyzeDesign each', async () => {
    expectCalls('undo', await callsOf(page, () => page.click('[data-testid="undo"]')), ONE);
    expectCalls('redo', await callsOf(page, () => page.click('[data-testid="redo"]')), ONE);
  });

  await test('adding an entity, typing its name: one AnalyzeDesign each', async () => {
    expectCalls('add entity', await callsOf(page, () => page.click('[data-testid="add-entity"]')), ONE);
    expectCalls('entity name, one key', await callsOf(page, () => page.press('[data-testid="entity-name"]', 'End').then(() => page.keyboard.type('x'))), ONE);
    expectCalls('undo, with the design selected', await callsOf(page, async () => {
      await page.click('[data-testid="outline-design"]');
      await settle(page);
      await engineCalls(page);
      await page.click('[data-testid="undo"]');
    }), ONE);
    // A new entity starts blank (no key templates), which leaves the design invalid: undo it too.
    expectCalls('undo the added entity', await callsOf(page, () => page.click('[data-testid="undo"]')), ONE);
  });

  await test('typing in the design name: one AnalyzeDesign', async () => {
    expectCalls('design name', await callsOf(page, () => page.press('[data-testid="design-name"]', 'End').then(() => page.keyboard.type('!'))), ONE);
  });

  await test('typing in a key template: one AnalyzeDesign, which carries the parse-back of its key', async () => {
    await page.click('[data-testid="outline-entity"] >> nth=0');
    await settle(page);
    const field = '[data-testid="key-template"] >> nth=1 >> input';
    const calls = await callsOf(page, () => page.press(field, 'End').then(() => page.keyboard.type('Z')));
    expectCalls('key template', calls, ONE);
    const typed = await page.inputValue(field);
    const shown = await page.locator('[data-testid="key-template"] >> nth=1 >> [data-testid="parse-back"]').textContent();
    assert(/^(parses back to |does not parse back: )/.test(shown ?? ''), `key template ${typed}: parse-back shows "${shown}"`);
  });

  await test('adding a pattern: one AnalyzeDesign; its parameters are the partition template\'s variables', async () => {
    expectCalls('add pattern', await callsOf(page, () => page.click('[data-testid="add-pattern"]')), ONE);
  });

  await test('after the Partitions tab was shown and left, an edit is still one AnalyzeDesign', async () => {
    await page.click('[data-testid="tab-partitions"]');
    await page.waitForSelector('#view-partitions .card', { timeout: TIMEOUT });
    await page.waitForTimeout(QUIET_MS);
    await page.click('[data-testid="tab-design"]');
    await settle(page);
    await page.click('[data-testid="outline-pattern"] >> nth=0');
    expectCalls('pattern name, Partitions shown before', await callsOf(page, () => page.press('[data-testid="pf-name"]', 'End').then(() => page.keyboard.type('p'))), ONE);
  });

  await test('the hidden Partitions tab computed nothing during the edits', async () => {
    assert(counts.length >= 12, `only ${counts.length} edits counted`);
    const all = counts.join('\n');
    for (const op of ['keyscape:LoadDesign', 'keyscape:DescribePartitions', 'keyscape:DescribeKeys', 'keyscape:SimulateLoad'])
      assert(!all.includes(op), `${op} was called while Partitions was hidden`);
  });
  console.log(`e2e: engine calls per designer edit:\n  ${counts.join('\n  ')}`);
});
