// The engine's wasm module in the single-file build (vite.config.ts, mode "single"; in place
// of modules.ts): one file cannot fetch a second module later, so the engine is the module
// with every part (keyscape-full, the whole engine), and keyscape:ListOperations lists every
// operation as linked. Its bytes are in the page (a data block), which compiles them
// (workerFactory.single.ts) and posts the compiled module; the worker holds no copy.
import type { KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape-full.mjs';
import { engineOf } from './instantiate';

export function loadMainEngine(compiled: WebAssembly.Module | null): Promise<KeyscapeEngine> {
  if (!compiled) return Promise.reject(new Error('The page could not compile the engine: its wasm module (the keyscape-wasm block of the file) is missing or damaged.'));
  return engineOf(createKeyscapeModule, compiled);
}

/** Never called: the main module has every part. */
export function loadFullEngine(): Promise<KeyscapeEngine> {
  return Promise.reject(new Error('The single file has one engine module, with every part.'));
}
