/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { preloadEngine } from './src/engine/preloadPlugin';
import { precache } from './src/offline/precachePlugin';

// The engine's one typed wrapper and its response types live in ../wasm (shared with the
// Node tests); the page imports them as '@wasm/...'.
const wasmDir = fileURLToPath(new URL('../wasm', import.meta.url));

/**
 * KEYSCAPE_BASE_URL (`./scripts/build site --base-url URL`): the address the site is hosted at,
 * which share links point to. Absolute http(s), normalized to end in "/"; '' when unset.
 */
function baseUrl(value = process.env['KEYSCAPE_BASE_URL'] ?? ''): string {
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`KEYSCAPE_BASE_URL must be an absolute http(s) URL, e.g. https://example.org/tools/keyscape/ (got ${value})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`KEYSCAPE_BASE_URL must be http(s) (got ${value})`);
  if (url.search || url.hash) throw new Error(`KEYSCAPE_BASE_URL must have no query or fragment (got ${value})`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

// The site is fully static: relative base so web/dist works from any folder and sub-path,
// the engine's .wasm files are emitted as hashed assets (imported with `?url` in the
// worker), and nothing is loaded from the network at run time.
//
// Mode "single" (`vite build --mode single`, `./scripts/build single`) builds the page for one
// self-contained file (web/scripts/single.mjs inlines the result into build/keyscape.html):
// the worker inlined and started from a Blob (engine/workerFactory.single.ts), the whole
// engine in one module inlined as a data: URL (engine/modules.single.ts), no code splitting,
// no service worker and no CSP meta tag (single.mjs writes one with the inline code's hashes).
export default defineConfig(({ mode }) => {
  const single = mode === 'single';
  const swap = (file: string) => ({
    find: new RegExp(`^\\.(\\.)?/(engine/)?${file}$`),
    replacement: fileURLToPath(new URL(`./src/engine/${file}.single.ts`, import.meta.url)),
  });
  return {
    base: './',
    // precache(): the offline service worker and the CSP meta tag (src/offline/precachePlugin.ts);
    // preloadEngine(): each page preloads the engine's main wasm module, and index.html the page
    // main.tsx loads once the engine has started (src/engine/preloadPlugin.ts).
    plugins: single ? [preact()] : [preact(), precache(), preloadEngine(['src/page.tsx'])],
    define: {
      __KEYSCAPE_BASE_URL__: JSON.stringify(baseUrl()),
      __KEYSCAPE_SINGLE_FILE__: JSON.stringify(single),
    },
    resolve: {
      alias: [{ find: '@wasm', replacement: wasmDir }, ...(single ? [swap('modules'), swap('workerFactory')] : [])],
    },
    server: {
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), wasmDir] },
    },
    // The single file runs its worker from a Blob: Chromium refuses module workers from a
    // blob: URL of a file:// page (an opaque origin), so there the worker is a classic script.
    worker: {
      format: single ? ('iife' as const) : ('es' as const),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsInlineLimit: single ? () => true : 0,
      sourcemap: false,
      // The site has two pages: the playground and the embed (embed.html, src/embed/).
      rollupOptions: single
        ? { output: { codeSplitting: false } }
        : { input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), embed: fileURLToPath(new URL('./embed.html', import.meta.url)) } },
    },
    test: {
      include: ['src/**/*.test.ts'],
      environment: 'node',
      // A guard against a hung test, not a time limit: the engine integration tests generate
      // tens of thousands of items, which takes several seconds on a loaded 2-core machine.
      testTimeout: 60_000,
    },
  };
});
