// The engine's wasm module in the single-file build (vite.config.ts, mode "single"; in place
// of modules.ts): one file cannot fetch a second module later, so the worker loads the
// module with every part (keyscape-interop, the whole engine), inlined as a data: URL, and
// needs no part modules (keyscape:ListOperations lists every operation as linked).
import { createEngine, type KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape-interop.mjs';
import wasmUrl from '../generated/keyscape-interop.wasm?url';

export function loadMainEngine(): Promise<KeyscapeEngine> {
  return createEngine(createKeyscapeModule, { locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path) });
}

export const PART_MODULES: Readonly<Record<string, () => Promise<KeyscapeEngine>>> = {};
