/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { precache } from './src/offline/precachePlugin';

// The engine's one typed wrapper and its response types live in ../wasm (shared with the
// Node tests); the page imports them as '@wasm/...'.
const wasmDir = fileURLToPath(new URL('../wasm', import.meta.url));

// The site is fully static: relative base so web/dist works from any folder,
// the engine's .wasm is emitted as a hashed asset (imported with `?url` in the
// worker), and nothing is loaded from the network at run time.
export default defineConfig({
  base: './',
  // precache(): the offline service worker and the CSP meta tag (src/offline/precachePlugin.ts).
  plugins: [preact(), precache()],
  resolve: {
    alias: { '@wasm': wasmDir },
  },
  server: {
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), wasmDir] },
  },
  worker: {
    format: 'es',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A guard against a hung test, not a time limit: the engine integration tests generate
    // tens of thousands of items, which takes several seconds on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
