// The package's entry: the engine (createEngine), the DynamoDB endpoint (startServer) and the
// test helper (useKeyscape). Everything runs in the package's wasm build; this file only
// wires the pieces. Types: index.d.mts.
import { KeyscapeEngine } from '../wasm/engine.mjs';
import { loadModule } from '../wasm/node.mjs';

export {
  DynamoDBError, KeyscapeEngine, PROTOCOL_ERROR_TYPE, errorName, isErrorBody, parseResponse,
} from '../wasm/engine.mjs';
export { startServer } from './server.mjs';
export { useKeyscape } from './testing.mjs';

/** A new engine (the same one `keyscape exec` and the page run), in this process. */
export async function createEngine() {
  return new KeyscapeEngine(await loadModule());
}
