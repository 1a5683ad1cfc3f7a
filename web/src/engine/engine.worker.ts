// The engine's Web Worker: loads the wasm module once, owns one long-lived
// Engine (through the wrapper, @wasm/engine.mjs), and answers `execute` messages in
// arrival order with the engine's response text (the page parses it). The page never blocks
// on the engine, and a crashed worker can be replaced (see engine/client.ts). It loads the
// main module when told to ('start', from workerFactory.ts: the module the page compiled
// already, or null to fetch and compile it here); requests that come before wait.
//
// The main module is linked without two parts (engine/parts.ts, wasm/wasm.cmake). An
// operation of a part that uses no state goes to an engine of the module with every part,
// loaded on first use, which needs none of the main engine's state. The first operation of a
// part that uses state moves the engine: the worker loads that module, replays into it the
// state changes the main engine took (the requests of the operations ListOperations marks
// `mutates`, recorded here in answer order), and answers with it from then on. A move that
// fails answers that one request with the reason and keeps the main engine, state intact.
import { parseResponse, type KeyscapeEngine } from '@wasm/engine.mjs';
import { LIST_OPERATIONS, mutatingOperations } from './mutating';
import { loadFullEngine, loadMainEngine } from './modules';
import { routesOf, type Routes } from './parts';
import { isToWorker, type ExecuteMessage as Execute, type FromWorker } from './protocol';

/** The part of DedicatedWorkerGlobalScope this file uses (the DOM lib is in scope, not WebWorker). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The engine that answers, what it lacks, and the state changes it took (until it moved). */
interface Current {
  engine: KeyscapeEngine;
  routes: Routes;
  mutating: ReadonlySet<string>;
  /** The state changes to replay when the engine moves; null once it has every part. */
  log: Array<{ op: string; request: string }> | null;
}

function currentOf(engine: KeyscapeEngine, log: Current['log']): Current {
  const listed = engine.execute(LIST_OPERATIONS, '{}');
  const routes = routesOf(listed);
  const complete = routes.elsewhere.size === 0 && routes.moveFirst.size === 0;
  return { engine, routes, mutating: mutatingOperations(listed), log: complete ? null : log };
}

const started = performance.now();
/** The main module the page compiled (or null: load it here), from the 'start' message. */
let startWith: (compiled: WebAssembly.Module | null) => void = () => undefined;
let current: Promise<Current> = new Promise<WebAssembly.Module | null>((resolve) => (startWith = resolve))
  .then(loadMainEngine)
  .then((engine) => currentOf(engine, []));
let fullEngine: Promise<KeyscapeEngine> | null = null;

current.then(
  () => scope.postMessage({ kind: 'ready', loadMs: performance.now() - started }),
  (e: unknown) => scope.postMessage({ kind: 'init-failed', message: describe(e) }),
);

/** The one engine of the module with every part (loaded once; a failed load may be retried). */
function full(): Promise<KeyscapeEngine> {
  if (!fullEngine) {
    fullEngine = loadFullEngine();
    fullEngine.catch(() => (fullEngine = null));
  }
  return fullEngine;
}

/** Moves the engine to the module with every part, replaying `from`'s recorded state changes. */
async function move(from: Current): Promise<Current> {
  const engine = await full();
  for (const { op, request } of from.log ?? []) {
    const r = parseResponse(engine.execute(op, request));
    if (r.ok) continue;
    fullEngine = null; // its state is part of the main engine's: a retry starts a new one
    throw new Error(`The engine could not move to its module with every part: replaying ${op} failed (${r.error.name}: ${r.error.message}).`);
  }
  return currentOf(engine, null);
}

/** Runs one request on `engine` and posts the answer; returns it (null: the engine aborted). */
function run(engine: KeyscapeEngine, msg: Execute): string | null {
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

/** Answers one request in arrival order (the caller chains them). */
async function answer(msg: Execute): Promise<void> {
  let now: Current;
  try {
    now = await current;
  } catch (e) {
    scope.postMessage({ kind: 'failed', id: msg.id, message: describe(e) });
    return;
  }
  if (now.routes.elsewhere.has(msg.op)) {
    // Reads and changes no state: it need not wait for, nor hold up, the requests after it.
    full().then((engine) => void run(engine, msg), (e: unknown) => scope.postMessage({ kind: 'failed', id: msg.id, message: describe(e) }));
    return;
  }
  if (now.routes.moveFirst.has(msg.op)) {
    const moving = move(now);
    try {
      now = await moving;
      current = moving;
    } catch (e) {
      scope.postMessage({ kind: 'failed', id: msg.id, message: describe(e) });
      return;
    }
  }
  const response = run(now.engine, msg);
  if (response !== null && now.log && now.mutating.has(msg.op) && parseResponse(response).ok)
    now.log.push({ op: msg.op, request: msg.request });
}

let queue: Promise<void> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const msg = event.data;
  if (!isToWorker(msg)) return;
  if (msg.kind === 'start') startWith(msg.module);
  else queue = queue.then(() => answer(msg));
});
