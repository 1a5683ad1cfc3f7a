// Which engine module answers an operation. The page's main wasm module is linked without
// the engine's rarely used parts; keyscape:ListOperations lists their operations with
// "linked": false and names the part that answers them. The worker loads a part's module the
// first time one of its operations is asked for. The operation names come from the engine;
// this file only knows which files of the build hold which part.
import { parseResponse } from '@wasm/engine.mjs';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Operation name -> part name, for the operations keyscape:ListOperations lists as not
 * linked into the module that answered. Throws an Error when the answer has no such list.
 */
export function unlinkedOperations(responseText: string): ReadonlyMap<string, string> {
  const r = parseResponse(responseText);
  if (!r.ok) throw new Error(`The engine did not list its operations: ${r.error.name}: ${r.error.message}`);
  const ops = isRecord(r.body) ? r.body['operations'] : undefined;
  if (!Array.isArray(ops)) throw new Error('keyscape:ListOperations answered no "operations" list.');
  const parts = new Map<string, string>();
  for (const op of ops) {
    if (!isRecord(op) || typeof op['name'] !== 'string') continue;
    if (op['linked'] === false && typeof op['part'] === 'string') parts.set(op['name'], op['part']);
  }
  return parts;
}
