// The engine's wasm modules in the site build: the main module, which the worker loads at
// once, and the module of each part the main one is linked without (wasm/wasm.cmake), which
// the worker loads the first time one of that part's operations is asked for. The single-file
// build (vite.config.ts, mode "single") replaces this file with modules.single.ts.
import { createEngine, type KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape.mjs';
import wasmUrl from '../generated/keyscape.wasm?url';

export function loadMainEngine(): Promise<KeyscapeEngine> {
  return createEngine(createKeyscapeModule, { locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path) });
}

/** Part name (keyscape:ListOperations' "part") -> the loader of the module holding it. */
export const PART_MODULES: Readonly<Record<string, () => Promise<KeyscapeEngine>>> = {
  interop: async () => {
    const [{ default: factory }, { default: url }] = await Promise.all([
      import('../generated/keyscape-interop.mjs'),
      import('../generated/keyscape-interop.wasm?url'),
    ]);
    return createEngine(factory, { locateFile: (path) => (path.endsWith('.wasm') ? url : path) });
  },
};
