// The share-link workload of ./scripts/bench: the page's own codec (web/src/views/work/share/codec.ts,
// deflate-raw + base64url), transpiled with web's TypeScript and run in Node on the
// 50-entity design's text: encodeLink and decodeLink, each `runs` times. (Types are
// stripped with Vite's transformWithOxc: web's TypeScript 7 has no JS API.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);
const requireWeb = createRequire(new URL('web/package.json', root));

async function loadCodec(outDir) {
  const { transformWithOxc } = await import(pathToFileURL(requireWeb.resolve('vite')).href);
  const path = new URL('web/src/views/work/share/codec.ts', root);
  const js = (await transformWithOxc(readFileSync(path, 'utf8'), path.pathname, { lang: 'ts' })).code;
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'codec.mjs');
  writeFileSync(file, js);
  return import(pathToFileURL(file).href);
}

const stats = (runs, extra = {}) => {
  const s = [...runs].sort((a, b) => a - b);
  return { runs, min: s[0], median: s[Math.floor(s.length / 2)], ...extra };
};

export async function benchShare(dir, outDir, runs) {
  const codec = await loadCodec(outDir);
  const text = readFileSync(join(dir, 'design50.json'), 'utf8');
  const enc = [];
  const dec = [];
  let fragment = '';
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const e = await codec.encodeLink(text);
    enc.push(performance.now() - t0);
    if (!e.ok) throw new Error(e.message);
    fragment = e.fragment;
    const t1 = performance.now();
    const d = await codec.decodeLink(fragment.slice(2));
    dec.push(performance.now() - t1);
    if (!d.ok || d.text !== text) throw new Error('share link did not round-trip');
  }
  const sizes = { modelBytes: Buffer.byteLength(text), linkChars: fragment.length };
  return { 'share.encode': stats(enc, sizes), 'share.decode': stats(dec, sizes) };
}
