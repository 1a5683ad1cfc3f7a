// A Vite plugin (build only, not the single file): each page the site builds (index.html,
// embed.html) preloads the engine's main wasm module, so that its download starts while the
// browser reads the page, before any script runs. workerFactory.ts compiles it from the same
// request (fetch in "cors" mode with same-origin credentials: the preload's `crossorigin`).
import type { Plugin } from 'vite';

/** The main module's file in the bundle: keyscape-<hash>.wasm (not keyscape-full-<hash>.wasm). */
export function mainWasmFile(fileNames: readonly string[]): string | undefined {
  return fileNames.find((f) => /(^|\/)keyscape-[^/]*\.wasm$/.test(f) && !/(^|\/)keyscape-full-[^/]*\.wasm$/.test(f));
}

export function preloadEngine(): Plugin {
  return {
    name: 'keyscape-preload-engine',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = ctx.bundle ? mainWasmFile(Object.keys(ctx.bundle)) : undefined;
        if (!file) throw new Error('keyscape-preload-engine: the bundle has no keyscape-*.wasm to preload');
        const attrs = { rel: 'preload', href: `./${file}`, as: 'fetch', type: 'application/wasm', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}
