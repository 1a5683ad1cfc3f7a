// The engine's Web Worker: loads the wasm module once, owns one long-lived
// Engine (through the wrapper, @wasm/engine.mjs), and answers `execute` messages in
// arrival order with the engine's response text (the page parses it). The page never blocks
// on the engine, and a crashed worker can be replaced (see engine/client.ts).
import { createEngine, type KeyscapeEngine } from '@wasm/engine.mjs';
import createKeyscapeModule from '../generated/keyscape.mjs';
import wasmUrl from '../generated/keyscape.wasm?url';
import { isToWorker, type FromWorker } from './protocol';

/** The part of DedicatedWorkerGlobalScope this file uses (the DOM lib is in scope, not WebWorker). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

const started = performance.now();
const enginePromise: Promise<KeyscapeEngine> = createEngine(createKeyscapeModule, {
  locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path),
});

enginePromise.then(
  () => scope.postMessage({ kind: 'ready', loadMs: performance.now() - started }),
  (e: unknown) => scope.postMessage({ kind: 'init-failed', message: describe(e) }),
);

scope.addEventListener('message', (event) => {
  const msg = event.data;
  if (!isToWorker(msg)) return;
  enginePromise.then(
    (engine) => {
      const t0 = performance.now();
      let response: string;
      try {
        response = engine.execute(msg.op, msg.request);
      } catch (e) {
        // The engine answers every error as a value; a throw is the wasm module aborting
        // (out of memory, a trap), after which it cannot answer again: the page replaces us.
        scope.postMessage({ kind: 'aborted', id: msg.id, message: describe(e) });
        return;
      }
      scope.postMessage({ kind: 'result', id: msg.id, response, elapsedMs: performance.now() - t0 });
    },
    (e: unknown) => scope.postMessage({ kind: 'failed', id: msg.id, message: describe(e) }),
  );
});
