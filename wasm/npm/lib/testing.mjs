// useKeyscape: a fresh DynamoDB endpoint for each test file (jest, or vitest with globals;
// `keyscape/vitest` passes vitest's hooks itself). Types: testing.d.mts.
import { startServer } from './server.mjs';

/**
 * Registers beforeAll/afterAll (and beforeEach with `freshTables`) hooks that start and stop
 * a server, and returns a context whose fields are set once beforeAll has run.
 */
export function useKeyscape(options = {}, hooks = globalThis) {
  const { beforeAll, afterAll, beforeEach } = hooks;
  if (typeof beforeAll !== 'function' || typeof afterAll !== 'function') {
    throw new Error('useKeyscape: no beforeAll/afterAll hooks; with vitest, import it from '
      + "'keyscape/vitest' or enable globals");
  }
  const { freshTables = false, ...serverOptions } = options;
  const ctx = { server: undefined, endpoint: undefined, clientConfig: undefined, tables: [] };
  beforeAll(async () => {
    ctx.server = await startServer(serverOptions);
    ctx.endpoint = ctx.server.endpoint;
    ctx.clientConfig = ctx.server.clientConfig;
    ctx.tables = ctx.server.tables;
  });
  if (freshTables) {
    if (typeof beforeEach !== 'function') throw new Error('useKeyscape: freshTables needs beforeEach');
    beforeEach(() => { ctx.tables = ctx.server.reset(); });
  }
  afterAll(() => ctx.server?.close());
  return ctx;
}
