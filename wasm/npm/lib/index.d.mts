// Types of the keyscape package (lib/index.mjs).
import type { KeyscapeEngine } from '../wasm/engine.mjs';

export type * from '../wasm/types/index.js';
export {
  DynamoDBError, KeyscapeEngine, PROTOCOL_ERROR_TYPE, errorName, isErrorBody, parseResponse,
} from '../wasm/engine.mjs';
export type { StartServerOptions, KeyscapeServer, ClientConfig, TableSummary } from './server.mjs';
export { startServer } from './server.mjs';
export type { UseKeyscapeOptions, KeyscapeContext, TestHooks } from './testing.mjs';
export { useKeyscape } from './testing.mjs';

/** A new engine (the same one `keyscape exec` and the page run), in this process. */
export declare function createEngine(): Promise<KeyscapeEngine>;
