// The engine's Web Worker: loads the wasm module once, owns one long-lived
// Engine (through the wrapper, @wasm/engine.mjs), and answers `execute` messages in
// arrival order with the engine's response text (the page parses it). The page never blocks
// on the engine, and a crashed worker can be replaced (see engine/client.ts). It loads the
// main module when told to ('start', from workerFactory.ts: the module the page compiled
// already, or null to fetch and compile it here); requests that come before wait. Which
// engine answers a request, and the engine's move to the module with every part on the first
// operation the main module lacks that uses state: engine/router.ts.
import type { KeyscapeEngine } from '@wasm/engine.mjs';
import { loadFullEngine, loadMainEngine } from './modules';
import { isToWorker, type ExecuteMessage, type FromWorker } from './protocol';
import { EngineRouter } from './router';

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
/** The main module the page compiled (or null: load it here), from the 'start' message. */
let startWith: (compiled: WebAssembly.Module | null) => void = () => undefined;
const compiled = new Promise<WebAssembly.Module | null>((resolve) => (startWith = resolve));
const router = new EngineRouter<KeyscapeEngine>(compiled.then(loadMainEngine), loadFullEngine);

router.ready().then(
  () => scope.postMessage({ kind: 'ready', loadMs: performance.now() - started }),
  (e: unknown) => scope.postMessage({ kind: 'init-failed', message: describe(e) }),
);

/** Runs one request on `engine` and posts the answer; returns it (null: the engine aborted). */
function run(engine: KeyscapeEngine, msg: ExecuteMessage): string | null {
  const t0 = performance.now();
  let response: string;
  try {
    response = engine.execute(msg.op, msg.request);
  } catch (e) {
    // The engine answers every error as a value; a throw is the wasm module aborting
    // (out of memory, a trap), after which it cannot answer again: the page replaces us.
    scope.postMessage({ kind: 'aborted', id: msg.id, message: describe(e) });
    return null;
  }
  scope.postMessage({ kind: 'result', id: msg.id, response, elapsedMs: performance.now() - t0 });
  return response;
}

const failed = (msg: ExecuteMessage) => (e: unknown) => scope.postMessage({ kind: 'failed', id: msg.id, message: describe(e) });

/** Answers one request; the caller chains them, so 'here' requests answer in arrival order. */
async function answer(msg: ExecuteMessage): Promise<void> {
  let route;
  try {
    route = await router.route(msg.op);
  } catch (e) {
    failed(msg)(e);
    return;
  }
  if (route.kind === 'aside') {
    // Reads and changes no state: it need not wait for, nor hold up, the requests after it.
    route.engine.then((engine) => void run(engine, msg), failed(msg));
    return;
  }
  const response = run(route.engine, msg);
  if (response !== null) await router.record(route.engine, msg.op, msg.request, response);
}

let queue: Promise<void> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const msg = event.data;
  if (!isToWorker(msg)) return;
  if (msg.kind === 'start') startWith(msg.module);
  else queue = queue.then(() => answer(msg));
});
