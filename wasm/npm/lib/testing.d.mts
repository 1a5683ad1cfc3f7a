// Types of lib/testing.mjs and lib/vitest.mjs.
import type { ClientConfig, KeyscapeServer, StartServerOptions, TableSummary } from './server.mjs';

export interface UseKeyscapeOptions extends StartServerOptions {
  /** Recreate the design's tables and sample items before each test. */
  freshTables?: boolean;
}

/** Filled in by the beforeAll hook; read it inside tests. */
export interface KeyscapeContext {
  server: KeyscapeServer | undefined;
  endpoint: string | undefined;
  clientConfig: ClientConfig | undefined;
  tables: TableSummary[];
}

export interface TestHooks {
  beforeAll: (fn: () => unknown) => unknown;
  afterAll: (fn: () => unknown) => unknown;
  beforeEach?: (fn: () => unknown) => unknown;
}

/** A fresh endpoint per test file (hooks: jest's or vitest's globals unless given). */
export declare function useKeyscape(options?: UseKeyscapeOptions, hooks?: TestHooks): KeyscapeContext;
