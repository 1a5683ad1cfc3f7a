// The "site" contender of ./scripts/bench (issue 25): cold-start time, from navigation to the
// first range view (the trap's range items drawn), of the site (web/dist served on loopback)
// and of the single file (build/keyscape.html from file://), each run in a fresh browser
// context (no HTTP cache, no service worker); and the sizes people download: the site's
// files, the single file, the main and the interop wasm modules raw and gzip -9.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveStatic } from '../../web/e2e/harness.mjs';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The sizes of the site, the single file and the wasm modules (bytes; gzip -9). */
export function siteSizes(distDir, singleFile) {
  const out = {};
  if (existsSync(distDir)) {
    const files = filesUnder(distDir);
    out.site = { files: files.length, bytes: files.reduce((s, f) => s + statSync(f).size, 0), gzipBytes: files.reduce((s, f) => s + gz(readFileSync(f)), 0) };
    for (const f of files.filter((x) => x.endsWith('.wasm'))) {
      const key = /keyscape-interop/.test(f) ? 'interopWasm' : 'mainWasm';
      const bytes = readFileSync(f);
      out[key] = { file: f.slice(distDir.length + 1), bytes: bytes.length, gzipBytes: gz(bytes) };
    }
  }
  if (existsSync(singleFile)) {
    const bytes = readFileSync(singleFile);
    out.single = { bytes: bytes.length, gzipBytes: gz(bytes) };
  }
  return out;
}

/** ms from navigation start to the first range item, in a fresh context, `runs` times. */
async function coldStarts(browser, url, runs) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForSelector('[data-testid="range-view"] [data-testid="range-item"]', { timeout: 60_000 });
      ms.push(await page.evaluate(() => performance.now()));
    } finally {
      await context.close();
    }
  }
  const sorted = [...ms].sort((a, b) => a - b);
  return { runs, min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], ms };
}

/** The site contender: cold starts of the site and the single file, and the sizes. */
export async function benchSite(distDir, singleFile, runs) {
  const doc = { sizes: siteSizes(distDir, singleFile) };
  const browser = await launchChromium();
  const server = await serveStatic(distDir);
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    doc.siteColdStart = await coldStarts(browser, `${origin}/#example=lexicographic-trap`, runs);
    if (existsSync(singleFile)) doc.singleColdStart = await coldStarts(browser, `${pathToFileURL(singleFile).href}#example=lexicographic-trap`, runs);
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
  return doc;
}
