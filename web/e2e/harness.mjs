// Shared pieces of the browser tests: a static server for web/dist, Chromium through
// playwright-core with the project's flags, a watch for console/page errors and
// requests to other origins, and a tiny test runner with a `browser: N passed, M failed`
// summary.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = resolve(webDir, '..');
export const shotDir = join(repoDir, 'build', 'screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function parseArgs(argv = process.argv.slice(2)) {
  const value = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { distDir: resolve(value('--dist') ?? join(webDir, 'dist')), headed: argv.includes('--headed') };
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `root` read-only on 127.0.0.1, on a free port, at each of `mounts` (paths that end in
 * "/"; anything outside them is 404).
 */
export function serveStatic(root, mounts = ['/']) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const full = decodeURIComponent(url.pathname);
    const mount = mounts.find((m) => full.startsWith(m));
    if (mount === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let path = `/${full.slice(mount.length)}`;
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    let body;
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

/** Checks the prerequisites; prints the summary line and exits when one is missing. */
export function preflight(distDir) {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`e2e: ${distDir}/index.html not found; run \`npm run build\` first.`);
    console.log('browser: 0 passed, 1 failed');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`e2e: ${CHROMIUM} not found (apt-get install -y chromium).`);
    console.log('browser: 0 passed, 1 failed');
    process.exit(1);
  }
  mkdirSync(shotDir, { recursive: true });
}

/** The flags every browser test launches Chromium with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches Chromium with the project's flags (a browser for fresh contexts of its own). */
export function launchChromium({ headless = true } = {}) {
  return chromium.launch({ executablePath: CHROMIUM, headless, args: CHROMIUM_ARGS });
}

/**
 * Serves distDir, launches Chromium on a fresh profile, and watches the page.
 * Returns { page, origin, problems, foreign, close }.
 */
export async function openBrowser({ distDir, headed, viewport = { width: 1440, height: 960 } }) {
  const server = await serveStatic(distDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const userDataDir = mkdtempSync(join(tmpdir(), 'keyscape-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: !headed,
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor: 1,
  });
  const problems = [];
  const foreign = [];
  const watchConsole = (where) => (msg) => {
    if (msg.type() === 'error') problems.push(`console error (${where}): ${msg.text()}`);
  };
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', watchConsole('page'));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('worker', (w) => {
    if (typeof w.on === 'function') w.on('console', watchConsole('worker'));
  });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  context.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  async function close() {
    await context.close().catch(() => undefined);
    await new Promise((r) => server.close(r));
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return { page, origin, problems, foreign, close };
}

/** A tiny sequential test runner. */
export function createRunner() {
  const results = [];
  async function test(name, fn) {
    const t0 = Date.now();
    try {
      await fn();
      results.push({ name, ok: true });
      console.log(`  ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      results.push({ name, ok: false, error: e });
      console.log(`  FAIL ${name}\n       ${String(e?.stack ?? e).split('\n').join('\n       ')}`);
    }
  }
  const passed = () => results.filter((r) => r.ok).length;
  const failed = () => results.length - passed();
  return { test, results, passed, failed };
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/**
 * Counts the engine calls the page makes: every `execute` message the page posts to its
 * engine worker (one per engine operation). Read with engineCalls(page).
 */
export async function countEngineCalls(page) {
  await page.addInitScript(() => {
    window.__engineCalls = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (msg && msg.kind === 'execute') window.__engineCalls.push(msg.op);
      return post.call(this, msg, ...rest);
    };
  });
}

/** The engine operations called since the last call (clears the list). */
export function engineCalls(page) {
  return page.evaluate(() => window.__engineCalls.splice(0));
}

/**
 * Runs one browser test file: checks the prerequisites, opens the page's browser, runs
 * `body({ page, origin, test, shotTaken })` (which returns true when it saved `shot`
 * itself), then the two checks every file ends with (only its own origin; no console
 * errors, page errors or failed requests), saves `shot` (full page) if the body did
 * not, prints `browser: N passed, M failed` and exits with the result.
 */
export async function runBrowserFile({ shot, viewport, setup }, body) {
  const { distDir, headed } = parseArgs();
  const { test, passed, failed } = createRunner();
  const finish = (extraFailed) => {
    console.log(`browser: ${passed()} passed, ${failed() + extraFailed} failed`);
    process.exit(failed() + extraFailed === 0 ? 0 : 1);
  };
  try {
    preflight(distDir);
    const { page, origin, problems, foreign, close } = await openBrowser({ distDir, headed, viewport });
    if (setup) await setup(page);
    console.log(`e2e: serving ${distDir} at ${origin}`);
    let shotTaken = false;
    try {
      shotTaken = (await body({ page, origin, test })) === true;
      await test('the page only talked to its own origin', async () => {
        assert(foreign.length === 0, `requests to other origins: ${foreign.join(', ')}`);
      });
      await test('no console errors, page errors or failed requests', async () => {
        assert(problems.length === 0, problems.join('\n'));
      });
    } finally {
      if (!shotTaken) await page.screenshot({ path: join(shotDir, shot), fullPage: true }).catch(() => undefined);
      await close();
    }
    console.log(`e2e: screenshot ${join(shotDir, shot)}`);
  } catch (e) {
    console.error(e);
    finish(1);
  }
  finish(0);
}

const AXE_SOURCE = () => readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page, one line each. Runs only once
 * every CSS transition and animation has finished (a theme switch fades colours for a
 * moment, and axe would judge the contrast of the colours in between). axe is injected
 * with page.evaluate, not addScriptTag: the page's CSP refuses inline scripts.
 */
export async function seriousViolations(page) {
  // Two frames first: a transition a click just caused starts at the next style update, and
  // getAnimations() lists it only from then on.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE());
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

/** Waits until the engine has answered the design's current version. */
export async function answered(page, timeout = 15_000) {
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="designer"]');
    return d && d.getAttribute('data-version') === d.getAttribute('data-answered');
  }, null, { timeout });
}

/** Waits until the autosave holds the design's current version. */
export async function autosaved(page, timeout = 15_000) {
  await page.waitForFunction(() => {
    const d = document.querySelector('[data-testid="designer"]');
    const a = document.querySelector('[data-testid="autosave"]');
    return d && a && a.getAttribute('data-state') === 'saved' && a.getAttribute('data-saved-version') === d.getAttribute('data-version');
  }, null, { timeout });
}
