#!/usr/bin/env node
// Browser test of share links, autosave, saved designs, files and imports on the built page
// (web/dist).
//
// - Share: the button writes `#m=v1.<base64url(deflate-raw(model JSON))>` to the address bar
//   and the clipboard; Node's zlib reads it back as the engine's canonical model; a fresh
//   browser (own profile) opening the link downloads the very same model file bytes.
// - A link opened while work exists asks in the page first (keep, then replace).
// - Truncated, bit-flipped, oversized, zip-bomb, wrong-version and invalid-model links each
//   show their message and keep the work (by hash change and by reload).
// - Reload restores autosaved work; undo and redo by keyboard; saved designs renamed,
//   duplicated, deleted; a damaged record and a full quota show a message and lose nothing.
// - A NoSQL Workbench fixture imported through the page (the engine's notes shown), an
//   aws-mcp file and a model file dropped on the page.
// - An item value `<img src=x onerror=alert(1)>` shows as text and runs nothing.
// Every test fails on any console error. Screenshots go to build/screenshots/
// (web/e2e/screenshots/ with --update-screenshots). Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/share.e2e.mjs [--dist <dir>] [--headed] [--update-screenshots]
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { createNodeEngine } from '../../wasm/node.mjs';
import { assert, openBrowser, parseArgs, repoDir, runBrowserFile, shotDir, webDir, answered, autosaved } from './harness.mjs';

const TIMEOUT = 15_000;
const SHOTS = process.argv.includes('--update-screenshots') ? join(webDir, 'e2e', 'screenshots') : shotDir;
mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name, fullPage = false) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, name), fullPage });
};

const engine = await createNodeEngine();
const canonicalOf = (model) => {
  const v = engine.result('keyscape:ValidateModel', { model });
  assert(v.ok, `ValidateModel: ${v.error?.message}`);
  return v.body.model;
};
const b64url = (buf) => Buffer.from(buf).toString('base64url');
const linkOf = (text) => `v1.${b64url(deflateRawSync(Buffer.from(text, 'utf8')))}`;
const example = (id) => JSON.parse(readFileSync(join(repoDir, 'docs', 'examples', `${id}.json`), 'utf8'));
const fixture = (p) => join(repoDir, 'tests', 'fixtures', p);

// ---------- page helpers ----------

async function designName(page) {
  await page.click('[data-testid="outline-design"]');
  return page.inputValue('[data-testid="design-name"]');
}

/** Waits until the design open in the editor is named `name` (the chip in the top bar). */
async function expectName(page, name, what) {
  try {
    await page.waitForFunction((n) => document.querySelector('[data-testid="design-chip"]')?.textContent?.replace(/^design\s*/, '').trim() === n, name, { timeout: TIMEOUT });
  } catch {
    throw new Error(`${what}: the editor holds "${await page.textContent('[data-testid="design-chip"]')}", not "${name}"`);
  }
  await answered(page);
  const got = await designName(page);
  assert(got === name, `${what}: design name ${got}`);
}

async function expectSks(page, expected) {
  try {
    await page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="range-item"]')].map((e) => e.getAttribute('data-sk')).join(',') === want, expected.join(','), { timeout: TIMEOUT });
  } catch {
    const got = await page.$$eval('[data-testid="range-item"]', (els) => els.map((e) => e.getAttribute('data-sk')));
    throw new Error(`range view: expected [${expected}], got [${got}]`);
  }
}

async function rename(page, name) {
  await page.click('[data-testid="outline-design"]');
  await page.fill('[data-testid="design-name"]', name);
  await answered(page);
  await autosaved(page);
}

async function notice(page) {
  const el = await page.waitForSelector('[data-testid="work-notice"]', { timeout: TIMEOUT });
  return { reason: await el.getAttribute('data-reason'), title: await page.textContent('[data-testid="work-notice-title"]'), message: await page.textContent('[data-testid="work-notice-message"]') };
}

async function dismiss(page) {
  if (!(await page.isVisible('[data-testid="work-notice-dismiss"]'))) return;
  await page.click('[data-testid="work-notice-dismiss"]');
  await page.waitForSelector('[data-testid="work-notice"]', { state: 'detached', timeout: TIMEOUT });
}

async function savedNames(page) {
  return page.$$eval('[data-testid="saved-entry"] [data-testid="saved-open"]', (els) => els.map((e) => e.textContent ?? ''));
}

async function saveFileText(page) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.click('[data-testid="save-file"]')]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

/** Navigates to `#m=<payload>` (a hash change, or a full load with `reload`). */
async function openLink(page, origin, payload, reload = false) {
  await page.goto(`${origin}/#m=${payload}`, { waitUntil: 'load' });
  if (reload) await page.reload({ waitUntil: 'load' });
}

await runBrowserFile({ shot: 'share-final.png', viewport: { width: 1440, height: 960 } }, async ({ page, origin, test: run }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Each test fails on a console error of its own.
  const test = (name, fn) => run(name, async () => {
    const n = errors.length;
    await fn();
    assert(errors.length === n, errors.slice(n).join('\n'));
  });

  let shared = null;  // { payload, file }

  await test('share: the button puts #m=v1.<base64url(deflate-raw(canonical model))> in the address bar and the clipboard', async () => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="range-view"]', { timeout: TIMEOUT });
    await page.click('[data-testid="lint-finding"][data-path="/entities/0/keys/SK"] [data-testid="apply-fix"]');
    await answered(page);
    await autosaved(page);
    await page.click('[data-testid="share"]');
    const n = await notice(page);
    assert(n.reason === 'shared' && n.title === 'Link copied', `notice: ${JSON.stringify(n)}`);
    const url = await page.evaluate(() => location.href);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    assert(clip === url, `clipboard ${clip.slice(0, 80)} vs address bar ${url.slice(0, 80)}`);
    const m = /#m=(v1\.([A-Za-z0-9_-]+))$/.exec(url);
    assert(m, `address bar: ${url.slice(0, 120)}`);
    const text = inflateRawSync(Buffer.from(m[2], 'base64url')).toString('utf8');
    const model = JSON.parse(text);
    assert(text === JSON.stringify(canonicalOf(model)), 'the link holds the canonical model');
    assert(model.entities[0].keys.SK === 'ORDER#${n|pad(10)}', `the fixed template: ${model.entities[0].keys.SK}`);
    const file = await saveFileText(page);
    assert(file.text === `${JSON.stringify(model, null, 2)}\n`, 'Save file downloads the same canonical model');
    shared = { payload: m[1], file };
    await shot(page, 'share-link.png');
  });

  await test('share round trip: a fresh browser opens the link and holds the same model bytes', async () => {
    assert(shared, 'needs the shared link');
    const other = await openBrowser({ ...parseArgs(), viewport: { width: 1200, height: 900 } });
    try {
      await other.page.goto(`${other.origin}/#m=${shared.payload}`, { waitUntil: 'load' });
      await other.page.waitForSelector('[data-testid="saved-entry"]', { timeout: TIMEOUT });
      await expectSks(other.page, ['ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
      await answered(other.page);
      const file = await saveFileText(other.page);
      assert(file.name === shared.file.name, `file name ${file.name}`);
      assert(file.text === shared.file.text, 'the same canonical model bytes in the fresh browser');
      assert(!(await other.page.isVisible('[data-testid="confirm-dialog"]')), 'nothing to ask in a fresh browser');
      assert(other.problems.length === 0, other.problems.join('\n'));
      assert(other.foreign.length === 0, `foreign requests: ${other.foreign}`);
    } finally {
      await other.close();
    }
  });

  const trapLink = linkOf(JSON.stringify(example('lexicographic-trap')));
  await test('a link opened while work exists asks in the page; keep, then replace', async () => {
    await rename(page, 'My work');
    await openLink(page, origin, trapLink);
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    const text = await page.textContent('[data-testid="confirm-dialog"]');
    assert(/"Lexicographic trap".*replaces "My work".*stays in Saved designs/.test(text), `dialog: ${text}`);
    await shot(page, 'share-confirm.png');
    await page.click('[data-testid="confirm-no"]');
    await expectName(page, 'My work', 'kept the work');
    assert(!(await page.evaluate(() => location.hash)).startsWith('#m='), 'the declined link leaves the address bar');
    await openLink(page, origin, linkOf(JSON.stringify(example('lexicographic-trap'))).replace(/$/, ''));
    await page.goto(`${origin}/#m=${trapLink}`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="confirm-dialog"]'));
    await answered(page);
    await expectName(page, 'Lexicographic trap', 'the shared design is open');
    const names = await savedNames(page);
    assert(names.includes('My work') && names.includes('Lexicographic trap'), `saved: ${names}`);
    // Back to the work for the next tests.
    await page.click('[data-testid="saved-entry"]:has-text("My work") [data-testid="saved-open"]');
    await answered(page);
    await expectName(page, 'My work', 'reopened from the list');
  });

  const good = Buffer.from(deflateRawSync(Buffer.from(JSON.stringify(example('online-shop')), 'utf8')));
  const flipped = Buffer.from(good);
  flipped[Math.floor(flipped.length / 2)] ^= 0x10;
  let seed = 1;
  const noise = randomBytes(70 * 1024).map(() => (seed = (seed * 48271) % 2147483647) & 0xff);
  const bad = [
    { label: 'truncated', payload: `v1.${b64url(good.subarray(0, Math.floor(good.length / 2)))}`, reasons: ['truncated'], words: /incomplete/ },
    { label: 'bit-flipped', payload: `v1.${b64url(flipped)}`, reasons: ['corrupt', 'truncated', 'not-json', 'invalid'], words: /damaged|incomplete|not valid/ },
    { label: 'oversized', payload: `v1.${b64url(noise)}`, reasons: ['too-long'], words: /up to 64 KB.*Save file/ },
    { label: 'zip bomb', payload: `v1.${b64url(deflateRawSync(Buffer.alloc(40 * 1024 * 1024, 0x20)))}`, reasons: ['too-large'], words: /over 1 MB once decompressed/ },
    { label: 'wrong version', payload: `v2.${b64url(good)}`, reasons: ['version'], words: /format v2.*v1 links only/ },
    { label: 'not a model', payload: linkOf('{"format":"keyscape-model","version":1}'), reasons: ['invalid'], words: /not valid: \// },
  ];
  for (const b of bad) {
    await test(`a ${b.label} link shows what is wrong and keeps the work`, async () => {
      await dismiss(page);
      await openLink(page, origin, b.payload);
      const n = await notice(page);
      assert(b.reasons.includes(n.reason), `${b.label}: reason ${n.reason}: ${n.message}`);
      assert(b.words.test(n.message) && /your work is unchanged/.test(n.title), `${b.label}: ${n.title} / ${n.message}`);
      assert(!(await page.isVisible('[data-testid="confirm-dialog"]')), 'nothing to confirm');
      await expectName(page, 'My work', `${b.label}: the work stays`);
      if (b.label === 'zip bomb') await shot(page, 'share-link-error.png');
    });
  }

  await test('a truncated link on a fresh load: the message, and the autosaved work restored', async () => {
    await openLink(page, origin, bad[0].payload, true);
    const n = await notice(page);
    assert(n.reason === 'truncated', `reason ${n.reason}`);
    await answered(page);
    await expectName(page, 'My work', 'the work restored');
  });

  await test('reload restores the autosaved work', async () => {
    await dismiss(page);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await rename(page, 'My work, renamed');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-testid="saved-entry"][data-current="true"]', { timeout: TIMEOUT });
    await expectSks(page, ['ORDER#0000000001', 'ORDER#0000000002', 'ORDER#0000000010', 'ORDER#0000000100']);
    await expectName(page, 'My work, renamed', 'restored after reload');
  });

  await test('undo and redo by keyboard: Ctrl+Z, ⌘+Z and Shift+Ctrl+Z; Ctrl+S downloads the file', async () => {
    await rename(page, 'Key');
    await rename(page, 'Keyboard');
    await page.click('#design-title');
    const name = async () => {
      await answered(page);
      return page.inputValue('[data-testid="design-name"]');
    };
    await page.keyboard.press('Control+z');
    assert((await name()) === 'Key', 'one undo takes back the last edit');
    await page.keyboard.press('Control+z');
    assert((await name()) === 'My work, renamed', 'two undos: before both edits');
    await page.keyboard.press('Shift+Control+z');
    assert((await name()) === 'Key', 'one redo');
    await page.keyboard.press('Shift+Control+Z');
    assert((await name()) === 'Keyboard', 'two redos');
    await page.keyboard.press('Meta+z');
    assert((await name()) === 'Key', '⌘+Z undoes too');
    await rename(page, 'My work');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.keyboard.press('Control+s')]);
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert(download.suggestedFilename() === 'My-work.keyscape.json' && saved.name === 'My work', `Ctrl+S downloads the design: ${download.suggestedFilename()}`);
  });

  await test('saved designs: duplicate, rename and delete (asked in the page)', async () => {
    const before = await savedNames(page);
    await page.click('[data-testid="saved-entry"][data-current="true"] [data-testid="saved-duplicate"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="saved-entry"]').length === n + 1, before.length, { timeout: TIMEOUT });
    assert((await savedNames(page)).includes('My work (copy)'), 'the copy is listed');
    const copy = page.locator('[data-testid="saved-entry"]:has-text("My work (copy)")');
    await copy.locator('[data-testid="saved-rename"]').click();
    await page.fill('[data-testid="saved-rename-input"]', 'Second try');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="saved-open"]')].some((e) => e.textContent === 'Second try'), null, { timeout: TIMEOUT });
    await page.click('[data-testid="saved-entry"]:has-text("Second try") [data-testid="saved-open"]');
    await answered(page);
    await expectName(page, 'Second try', 'the renamed copy opens under its new name');
    await shot(page, 'share-saved.png');
    await page.click('[data-testid="saved-entry"]:has-text("Second try") [data-testid="saved-delete"]');
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="saved-entry"]').length === n, before.length, { timeout: TIMEOUT });
    const after = await savedNames(page);
    assert(!after.includes('Second try') && after.includes('My work'), `after delete: ${after}`);
    await page.click('[data-testid="saved-entry"]:has-text("My work") [data-testid="saved-open"]');
    await expectName(page, 'My work', 'reopened after the delete');
    await page.waitForSelector('[data-testid="saved-entry"][data-current="true"]:has-text("My work")', { timeout: TIMEOUT });
  });

  await test('a damaged record and a full quota show a message and lose nothing else', async () => {
    await page.evaluate(() => new Promise((resolve, reject) => {
      const r = indexedDB.open('keyscape');
      r.onsuccess = () => {
        const tx = r.result.transaction(['designs', 'meta'], 'readwrite');
        tx.objectStore('designs').put('not a design', 'broken');
        tx.objectStore('meta').put('broken', 'current');
        tx.oncomplete = () => { r.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    }));
    const names = await savedNames(page);
    await page.reload({ waitUntil: 'load' });
    let n = await notice(page);
    assert(n.reason === 'damaged-record' && /stays in Saved designs/.test(n.message), `damaged: ${JSON.stringify(n)}`);
    await page.waitForSelector('[data-testid="saved-entry"][data-damaged="true"]', { timeout: TIMEOUT });
    assert((await savedNames(page)).join('|') === names.join('|'), 'every other design is still listed');
    await page.click('[data-testid="saved-entry"]:has-text("My work") [data-testid="saved-open"]');
    await expectName(page, 'My work', 'reopened');
    const put = await page.evaluateHandle(() => IDBObjectStore.prototype.put);
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await dismiss(page);
    await page.click('[data-testid="outline-design"]');
    await page.fill('[data-testid="design-name"]', 'Too much');
    try {
      n = await notice(page);
      assert(n.reason === 'quota' && /full/.test(n.title) && /nothing saved before is lost/.test(n.message), `quota: ${JSON.stringify(n)}`);
      assert((await page.getAttribute('[data-testid="autosave"]', 'data-state')) === 'failed', 'the autosave says it failed');
    } finally {
      await page.evaluate((p) => { IDBObjectStore.prototype.put = p; }, put);
    }
    assert((await savedNames(page)).join('|') === names.join('|'), 'the saved designs are untouched');
    await page.click('[data-testid="saved-entry"][data-damaged="true"] [data-testid="saved-delete"]');
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForSelector('[data-testid="saved-entry"][data-damaged="true"]', { state: 'detached', timeout: TIMEOUT });
    await rename(page, 'My work');
    await dismiss(page);
  });

  await test('import a NoSQL Workbench file through the page: the engine\'s model and notes', async () => {
    const doc = JSON.parse(readFileSync(fixture('nosql-workbench/AnOnlineShop_facets.json'), 'utf8'));
    const want = engine.result('keyscape:Import', { from: 'nosql-workbench', document: doc });
    assert(want.ok && want.body.notes.length > 0, 'the engine imports the fixture with notes');
    await page.selectOption('[data-testid="import-format"]', 'nosql-workbench');
    await page.setInputFiles('[data-testid="import-file-input"]', fixture('nosql-workbench/AnOnlineShop_facets.json'));
    const n = await notice(page);
    assert(n.reason === 'import' && /NoSQL Workbench/.test(n.title), `import: ${JSON.stringify(n)}`);
    const notes = await page.$$eval('[data-testid="import-notes"] li', (els) => els.map((e) => e.textContent));
    assert(notes.join('\n') === want.body.notes.join('\n'), `notes:\n${notes.join('\n')}`);
    await answered(page);
    const file = await saveFileText(page);
    assert(file.text === `${JSON.stringify(want.body.model, null, 2)}\n`, 'the page holds the engine\'s imported model');
    assert((await savedNames(page)).includes('AnOnlineShop'), 'the import is saved');
    await shot(page, 'share-import.png');
  });

  const drop = async (name, text) => {
    const dt = await page.evaluateHandle(([n, t]) => {
      const d = new DataTransfer();
      d.items.add(new File([t], n, { type: 'application/json' }));
      return d;
    }, [name, text]);
    await page.dispatchEvent('[data-testid="designer"]', 'drop', { dataTransfer: dt });
  };

  await test('drag and drop: an aws-mcp file is imported, a model file opens as it was saved', async () => {
    await dismiss(page);
    await drop('dynamodb_data_model.json', readFileSync(fixture('aws-mcp/dynamodb_data_model.json'), 'utf8'));
    const n = await notice(page);
    assert(n.reason === 'import' && /aws-mcp/.test(n.title), `drop aws-mcp: ${JSON.stringify(n)}`);
    await drop(shared.file.name, shared.file.text);
    await page.waitForSelector('[data-testid="work-notice"]', { state: 'detached', timeout: TIMEOUT });
    await answered(page);
    assert((await saveFileText(page)).text === shared.file.text, 'the dropped model file, byte for byte');
    await drop('junk.json', '{"hello": 1}');
    const j = await notice(page);
    assert(j.reason === 'open-failed' && /your work is unchanged/.test(j.title), `junk: ${JSON.stringify(j)}`);
    assert((await saveFileText(page)).text === shared.file.text, 'a file that is no design keeps the work');
  });

  await test('an item value <img src=x onerror=alert(1)> shows as text and runs nothing', async () => {
    await dismiss(page);
    const XSS = '<img src=x onerror=alert(1)>';
    const m = example('lexicographic-trap');
    m.name = XSS;
    m.items[0].values.customerId = XSS;
    await openLink(page, origin, linkOf(JSON.stringify(m)));
    await page.waitForSelector('[data-testid="confirm-dialog"]', { timeout: TIMEOUT });
    assert((await page.textContent('[data-testid="confirm-dialog"]')).includes(`"${XSS}"`), 'the dialog shows the name as text');
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForFunction((x) => document.querySelector('[data-testid="design-chip"]')?.textContent?.includes(x), XSS, { timeout: TIMEOUT });
    await answered(page);
    await page.click('[data-testid="outline-entity"]');
    await page.waitForFunction((x) => document.body.textContent.includes(`CUSTOMER#${x}`), XSS, { timeout: TIMEOUT });
    assert((await page.textContent('[data-testid="design-chip"]')).includes(XSS), 'the design chip shows the name as text');
    const imgs = await page.evaluate(() => document.querySelectorAll('img').length);
    assert(imgs === 0, `no element made from the value: ${imgs} img`);
    assert(dialogs.length === 0, `no script ran: ${dialogs}`);
    await shot(page, 'share-xss.png');
  });
});
