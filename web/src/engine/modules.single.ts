// The engine's wasm module in the single-file build (vite.config.ts, mode "single"; in place
// of modules.ts): one file cannot fetch a second module later, so the worker loads the
// module with every part (keyscape-full, the whole engine), inlined as a data: URL, and
// never needs another (keyscape:ListOperations lists every operation as linked).
import { createEngine, type KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape-full.mjs';
import wasmUrl from '../generated/keyscape-full.wasm?url';

export function loadMainEngine(): Promise<KeyscapeEngine> {
  return createEngine(createKeyscapeModule, { locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path) });
}

/** The module with every part is the main one here. */
export const loadFullEngine = loadMainEngine;
