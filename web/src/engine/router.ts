// Which engine answers each request in the worker (engine.worker.ts), and the engine's move
// to the module with every part. The main module is linked without two parts
// (engine/parts.ts): an operation of a part that uses no state goes "aside", to an engine of
// the module with every part, loaded on first use, which needs none of the main engine's
// state; the first operation of a part that uses state moves the engine there: the module is
// loaded, the state changes the main engine took (the successful requests of the operations
// ListOperations marks `mutates`, recorded in answer order) are replayed into it, and it
// answers from then on. A move that fails rejects that one request with the reason and keeps
// the main engine, its state intact. Pure: no worker globals (tests drive it with fakes).
import { parseResponse } from '@wasm/engine.mjs';
import { LIST_OPERATIONS, mutatingOperations } from './mutating';
import { routesOf, type Routes } from './parts';

/** What the router needs of an engine (the wrapper's KeyscapeEngine). */
export interface EngineLike {
  execute(op: string, request: string): string;
}

/** Where a request runs: on the engine (in arrival order), or aside (it waits for nothing). */
export type Route<E extends EngineLike> = { kind: 'here'; engine: E } | { kind: 'aside'; engine: Promise<E> };

interface Current<E> {
  engine: E;
  routes: Routes;
  mutating: ReadonlySet<string>;
  /** The state changes to replay when the engine moves; null once it has every part. */
  log: Array<{ op: string; request: string }> | null;
}

function currentOf<E extends EngineLike>(engine: E, log: Current<E>['log']): Current<E> {
  const listed = engine.execute(LIST_OPERATIONS, '{}');
  const routes = routesOf(listed);
  const complete = routes.elsewhere.size === 0 && routes.moveFirst.size === 0;
  return { engine, routes, mutating: mutatingOperations(listed), log: complete ? null : log };
}

export class EngineRouter<E extends EngineLike> {
  private current: Promise<Current<E>>;
  private fullEngine: Promise<E> | null = null;

  /** `main`: the main module's engine; `loadFull`: a new engine of the module with every part. */
  constructor(main: Promise<E>, private readonly loadFull: () => Promise<E>) {
    this.current = main.then((engine) => currentOf(engine, []));
  }

  /** Resolves once the main engine answers (rejects when it failed to load). */
  ready(): Promise<void> {
    return this.current.then(() => undefined);
  }

  /**
   * Where `op` runs, moving the engine first when it needs to. The caller awaits each route
   * and runs 'here' requests before asking for the next route (arrival order).
   */
  async route(op: string): Promise<Route<E>> {
    let now = await this.current;
    if (now.routes.elsewhere.has(op)) return { kind: 'aside', engine: this.full() };
    if (now.routes.moveFirst.has(op)) {
      const moving = this.move(now);
      now = await moving;
      this.current = moving;
    }
    return { kind: 'here', engine: now.engine };
  }

  /** Records `op`'s request when `engine` is the one that answers and took a state change. */
  async record(engine: E, op: string, request: string, response: string): Promise<void> {
    const now = await this.current;
    if (now.engine !== engine || !now.log || !now.mutating.has(op)) return;
    if (parseResponse(response).ok) now.log.push({ op, request });
  }

  /** The one engine of the module with every part (loaded once; a failed load may be retried). */
  private full(): Promise<E> {
    if (!this.fullEngine) {
      const loading = this.loadFull();
      this.fullEngine = loading;
      loading.catch(() => {
        if (this.fullEngine === loading) this.fullEngine = null;
      });
    }
    return this.fullEngine;
  }

  /** The engine moved to the module with every part, `from`'s recorded changes replayed. */
  private async move(from: Current<E>): Promise<Current<E>> {
    const engine = await this.full();
    for (const { op, request } of from.log ?? []) {
      const r = parseResponse(engine.execute(op, request));
      if (r.ok) continue;
      this.fullEngine = null; // it holds part of the main engine's state: a retry starts a new one
      throw new Error(`The engine could not move to its module with every part: replaying ${op} failed (${r.error.name}: ${r.error.message}).`);
    }
    return currentOf(engine, null);
  }
}
