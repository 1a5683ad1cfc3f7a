// Starts the engine worker in the single-file build (in place of workerFactory.ts): the
// worker's code is inlined in the page and started from a Blob, so a page opened from disk
// (file://, where module scripts cannot be fetched) runs it too. The engine's wasm module
// (the one with every part) is inlined in the page once, as a data: URL; when the page's
// script runs, it decodes and compiles it while the first worker starts, and posts the
// compiled module to every worker it starts ('start').
import wasmUrl from '../generated/keyscape-full.wasm?url';
import EngineWorker from './engine.worker.ts?worker&inline';
import type { ToWorker } from './protocol';

/** The bytes of a base64 data: URL. */
function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const from = (Uint8Array as { fromBase64?: (s: string) => Uint8Array<ArrayBuffer> }).fromBase64;
  if (from) return from(base64);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function compile(): Promise<WebAssembly.Module | null> {
  try {
    return WebAssembly.compile(bytesOf(wasmUrl)).catch(() => null);
  } catch {
    return Promise.resolve(null);
  }
}

const inBrowser = typeof Worker === 'function' && typeof document === 'object';
const compiled = inBrowser ? compile() : Promise.resolve(null);
let early: Worker | null = inBrowser ? new EngineWorker({ name: 'keyscape-engine' }) : null;

export function startEngineWorker(): Worker {
  const worker = early ?? new EngineWorker({ name: 'keyscape-engine' });
  early = null;
  void compiled.then((module) => worker.postMessage({ kind: 'start', module } satisfies ToWorker));
  return worker;
}
