// Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe), with no
// more than the cold-start bench asks of it: fresh browser contexts, a page navigated with a
// script to run first, and an expression's value. Unlike Playwright it watches nothing else:
// Playwright follows each of the page's requests (the Network domain) and holds each new
// worker until it has attached to it (Target.setAutoAttach with waitForDebuggerOnStart),
// which a person's browser never does; on this 2-core machine a cold start's scripts arrived
// at 179 ms under Playwright and at 80 ms here, in the same minute.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../../web/e2e/harness.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Launches headless Chromium on a fresh profile; resolves to { send, close }. */
export async function launchPipeChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'keyscape-cdp-'));
  const child = spawn(CHROMIUM, ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  const waiting = new Map();
  let nextId = 1;
  let pending = '';
  fromBrowser.on('data', (chunk) => {
    pending += chunk.toString();
    for (let end = pending.indexOf('\0'); end >= 0; end = pending.indexOf('\0')) {
      const message = JSON.parse(pending.slice(0, end));
      pending = pending.slice(end + 1);
      const reply = message.id !== undefined && waiting.get(message.id);
      if (!reply) continue;
      waiting.delete(message.id);
      if (message.error) reply.reject(new Error(`${reply.method}: ${message.error.message}`));
      else reply.resolve(message.result);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => {
    for (const { method, reject } of waiting.values()) reject(new Error(`${method}: Chromium exited`));
    waiting.clear();
  });
  /** Sends one command (to the page of `sessionId`, or the browser); resolves to its result. */
  function send(method, params = {}, sessionId = undefined) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { method, resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }
  async function close() {
    await Promise.race([send('Browser.close').catch(() => undefined), pause(5_000)]);
    child.kill('SIGKILL');
    await exited;
    // Chromium's helper processes may still be writing into the profile for a while.
    for (let tries = 1; ; tries++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        return;
      } catch (e) {
        if (tries === 50) throw e;
        await pause(100);
      }
    }
  }
  await send('Browser.getVersion');
  return { send, close };
}

/**
 * The value of `expression` in the page of `sessionId` once it is not null: the expression
 * is tried again (every 20 ms, for up to a minute) while the navigation has not yet replaced
 * the blank page, or replaces it meanwhile (the evaluation's context is destroyed).
 */
async function valueOnceThere(browser, sessionId, expression) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      const { result, exceptionDetails } = await browser.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      if (result.value !== null && result.value !== undefined) return result.value;
    } catch (e) {
      if (!/context was destroyed|Cannot find context/i.test(e.message)) throw e;
    }
    await pause(20);
  }
  throw new Error(`no value of ${expression.slice(0, 60)}… within a minute`);
}

/**
 * In a fresh browser context of `browser` (no cache, no service worker): a page of `viewport`
 * runs `initScript` before the page's own scripts, navigates to `url`, and the value of
 * `expression` (awaited if a promise; JSON-serialisable; null or undefined while the page is
 * not there yet) is returned.
 */
export async function inFreshPage(browser, { url, initScript, expression, viewport }) {
  const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId, width: viewport.width, height: viewport.height });
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Emulation.setDeviceMetricsOverride', { width: viewport.width, height: viewport.height, deviceScaleFactor: 1, mobile: false }, sessionId);
    // The Page domain must be on for a script to run on new documents (and only then).
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    return await valueOnceThere(browser, sessionId, expression);
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId });
  }
}
