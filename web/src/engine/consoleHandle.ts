// The page's engine, reachable from the browser console (and the browser tests) as
// `keyscape.execute(op, request)`: a request sent this way is the page's own (it waits for
// a restart to finish and, when its operation changes state, is replayed after one).
import type { EngineClient } from './client';

interface ConsoleHandle {
  execute: EngineClient['execute'];
}

/** Installs `globalThis.keyscape` for `client`; returns the function that removes it. */
export function exposeEngine(client: EngineClient): () => void {
  const scope = globalThis as typeof globalThis & { keyscape?: ConsoleHandle };
  const handle: ConsoleHandle = { execute: (op, request) => client.execute(op, request) };
  scope.keyscape = handle;
  return () => {
    if (scope.keyscape === handle) delete scope.keyscape;
  };
}
