// The engine's Web Worker: loads the wasm module once, owns one long-lived
// Engine (through the wrapper, @wasm/engine.mjs), and answers `execute` messages in
// arrival order with the engine's response text (the page parses it). The page never blocks
// on the engine, and a crashed worker can be replaced (see engine/client.ts). Operations of a
// part the main module is linked without (engine/parts.ts) go to that part's module, loaded
// on first use: they read no engine state, so it needs none of the main engine's.
import type { KeyscapeEngine } from '@wasm/engine.mjs';
import { loadMainEngine, PART_MODULES } from './modules';
import { unlinkedOperations } from './parts';
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
const enginePromise: Promise<KeyscapeEngine> = loadMainEngine();

/** Operation -> part, for the operations the main module does not answer (from the engine). */
const unlinked: Promise<ReadonlyMap<string, string>> = enginePromise.then((engine) =>
  unlinkedOperations(engine.execute('keyscape:ListOperations', '{}')),
);
const partEngines = new Map<string, Promise<KeyscapeEngine>>();

/** The engine that answers `op`: the main one, or its part's module (loaded once). */
async function engineFor(op: string): Promise<KeyscapeEngine> {
  const part = (await unlinked).get(op);
  if (part === undefined) return enginePromise;
  let engine = partEngines.get(part);
  if (!engine) {
    const load = PART_MODULES[part];
    if (!load) throw new Error(`The engine's ${part} part is not in this build.`);
    engine = load();
    partEngines.set(part, engine);
    engine.catch(() => partEngines.delete(part)); // a failed load may be retried
  }
  return engine;
}

enginePromise.then(
  () => scope.postMessage({ kind: 'ready', loadMs: performance.now() - started }),
  (e: unknown) => scope.postMessage({ kind: 'init-failed', message: describe(e) }),
);

scope.addEventListener('message', (event) => {
  const msg = event.data;
  if (!isToWorker(msg)) return;
  // The main module answers in arrival order (each request waits on the same settled
  // promises); a part's operation may answer later than requests sent after it while its
  // module loads, which is harmless: parts read and change no engine state.
  engineFor(msg.op).then(
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
