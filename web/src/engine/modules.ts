// The engine's wasm modules in the site build: the main module, which the worker loads at
// once, and the module with every part (wasm/wasm.cmake), which the worker loads the first
// time an operation the main one is linked without is asked for (engine/parts.ts). The
// single-file build (vite.config.ts, mode "single") replaces this file with modules.single.ts.
import { createEngine, type KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape.mjs';
import wasmUrl from '../generated/keyscape.wasm?url';
import { engineOf } from './instantiate';

/** An engine of the main module: `compiled` (the page compiled it), or fetched and compiled here. */
export function loadMainEngine(compiled: WebAssembly.Module | null): Promise<KeyscapeEngine> {
  if (compiled) return engineOf(createKeyscapeModule, compiled);
  return createEngine(createKeyscapeModule, { locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path) });
}

/** A new engine of the module with every part (fetched on the first call). */
export async function loadFullEngine(): Promise<KeyscapeEngine> {
  const [{ default: factory }, { default: url }] = await Promise.all([
    import('../generated/keyscape-full.mjs'),
    import('../generated/keyscape-full.wasm?url'),
  ]);
  return createEngine(factory, { locateFile: (path) => (path.endsWith('.wasm') ? url : path) });
}
