// Starts the engine worker in the single-file build (in place of workerFactory.ts): the
// worker's code is inlined in the page and started from a Blob, so a page opened from disk
// (file://, where module scripts cannot be fetched) runs it too. The engine's wasm module
// (the one with every part) is in the page once, gzipped, as base64 in a data block
// (<script type="application/octet-stream" id="keyscape-wasm">, written by
// scripts/single.mjs), outside the page's script, which then parses 1.6 MB less. When the
// page's script runs, it decodes and compiles the module while the first worker starts, and
// posts the compiled module to every worker it starts ('start').
import EngineWorker from './engine.worker.ts?worker&inline';
import type { ToWorker } from './protocol';

/** The id of the data block that holds the module's bytes (scripts/single.mjs writes it). */
const WASM_BLOCK = 'keyscape-wasm';

function decode(base64: string): Uint8Array<ArrayBuffer> {
  const from = (Uint8Array as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> }).fromBase64;
  if (from) return from(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The module's bytes, gunzipped as they are compiled (the block holds them gzipped). */
function wasmResponse(gzipped: Uint8Array<ArrayBuffer>): Response {
  const bytes = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(bytes, { headers: { 'Content-Type': 'application/wasm' } });
}

/** The compiled module, or null (the worker then says the engine could not be compiled). */
function compile(): Promise<WebAssembly.Module | null> {
  try {
    const base64 = document.getElementById(WASM_BLOCK)?.textContent?.trim();
    if (!base64) return Promise.resolve(null);
    return WebAssembly.compileStreaming(wasmResponse(decode(base64))).catch(() => null);
  } catch {
    return Promise.resolve(null);
  }
}

const inBrowser = typeof Worker === 'function' && typeof document === 'object';
const compiled = inBrowser ? compile() : Promise.resolve(null);
let early: Worker | null = inBrowser ? new EngineWorker({ name: 'keyscape-engine' }) : null;

/** Settles once the page's compile of the engine's module has finished (or failed). */
export function engineCompiled(): Promise<void> {
  return compiled.then(() => undefined);
}

export function startEngineWorker(): Worker {
  const worker = early ?? new EngineWorker({ name: 'keyscape-engine' });
  early = null;
  void compiled.then((module) => worker.postMessage({ kind: 'start', module } satisfies ToWorker));
  return worker;
}
