import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// The site is fully static: relative base so web/dist works from any folder,
// the engine's .wasm is emitted as a hashed asset (imported with `?url` in the
// worker), and nothing is loaded from the network at run time.
export default defineConfig({
  base: './',
  plugins: [preact()],
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
  },
});
