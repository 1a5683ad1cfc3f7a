/// <reference types="node" />
// A Vite plugin (build only) for the offline page: after the bundle is written it lists every
// file of the output folder (the page, its scripts, styles, the engine worker and the .wasm),
// hashes their contents into one version, and writes `sw.js` (from sw-template.js) with that
// list and version into the output root. It also puts the Content Security Policy meta tag
// into the built index.html (the dev server injects inline styles, so it gets none).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

export const SW_FILE = 'sw.js';

/** The policy: nothing but the page's own origin; wasm compilation allowed, eval not. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path).split(sep).join('/')];
  });
}

/** The precache list (paths relative to the output root, sorted) and the version of its contents. */
export function precacheManifest(outDir: string): { files: string[]; version: string } {
  const files = filesUnder(outDir).filter((f) => f !== SW_FILE).sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(readFileSync(join(outDir, f)));
  return { files, version: hash.digest('hex').slice(0, 16) };
}

export function precache(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'keyscape-precache',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }];
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const { files, version } = precacheManifest(outDir);
      const template = readFileSync(fileURLToPath(new URL('./sw-template.js', import.meta.url)), 'utf8');
      // The version covers the worker's own code too: a changed template is a new version.
      const full = createHash('sha256').update(version).update(template).digest('hex').slice(0, 16);
      const sw = template
        .replace('"__PRECACHE_VERSION__"', JSON.stringify(full))
        .replace('["__PRECACHE_FILES__"]', JSON.stringify(['./', ...files], null, 1));
      writeFileSync(join(outDir, SW_FILE), sw);
      config.logger.info(`keyscape-precache: ${SW_FILE} precaches ${files.length + 1} entries, version ${full}`);
    },
  };
}
