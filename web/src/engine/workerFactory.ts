// Starts the engine worker: a module worker Vite builds from engine.worker.ts into its own
// file. The single-file build (vite.config.ts, mode "single") replaces this file with
// workerFactory.single.ts.
//
// A cold start waits on a chain: the page's script, the worker's script, the wasm module's
// download and compilation. So that the links overlap, this file starts them when the page's
// script runs, before the first render: the main wasm module is fetched (index.html preloads
// it: engine/preloadPlugin.ts) and compiled here, while the first worker is started and loads
// its script; the compiled module is posted to every worker this page starts ('start'). When
// compiling here fails (a host that serves .wasm with the wrong MIME type), the worker is
// told to load the module itself, which has a fallback for that.
import wasmUrl from '../generated/keyscape.wasm?url';
import type { ToWorker } from './protocol';

function compileMain(): Promise<WebAssembly.Module | null> {
  if (typeof WebAssembly.compileStreaming !== 'function' || typeof fetch !== 'function') return Promise.resolve(null);
  return WebAssembly.compileStreaming(fetch(wasmUrl, { credentials: 'same-origin' })).catch(() => null);
}

function newWorker(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'keyscape-engine' });
}

const inBrowser = typeof Worker === 'function' && typeof document === 'object';
const compiled = inBrowser ? compileMain() : Promise.resolve(null);
let early: Worker | null = inBrowser ? newWorker() : null;

/** Settles once the page's compile of the engine's module has finished (or failed). */
export function engineCompiled(): Promise<void> {
  return compiled.then(() => undefined);
}

export function startEngineWorker(): Worker {
  const worker = early ?? newWorker();
  early = null;
  void compiled.then((module) => worker.postMessage({ kind: 'start', module } satisfies ToWorker));
  return worker;
}
