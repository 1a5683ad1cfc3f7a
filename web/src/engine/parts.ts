// Which engine module answers an operation. The page's main wasm module is linked without
// two of the engine's parts (wasm/wasm.cmake); keyscape:ListOperations lists their
// operations with "linked": false and names their part, and lists the parts, saying of
// each whether its operations use the database's state. The worker loads the module with
// every part the first time such an operation is asked for: for a part that uses no state,
// as a second engine; for one that does, as the engine itself, with the state replayed into
// it. The operation names and the parts' facts come from the engine; this file only reads
// them.
import { parseResponse } from '@wasm/engine.mjs';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** How the module that answered keyscape:ListOperations answers the operations it lacks. */
export interface Routes {
  /** Operations of a part it is linked without that uses no state: a second engine answers them. */
  elsewhere: ReadonlySet<string>;
  /** Operations of a part it is linked without that uses state: the engine must move first. */
  moveFirst: ReadonlySet<string>;
}

/**
 * The routes of a keyscape:ListOperations response text. Throws an Error saying what is
 * wrong when the answer has no operation or part list, or an unlinked operation names a
 * part the list lacks.
 */
export function routesOf(responseText: string): Routes {
  const r = parseResponse(responseText);
  if (!r.ok) throw new Error(`The engine did not list its operations: ${r.error.name}: ${r.error.message}`);
  const ops = isRecord(r.body) ? r.body['operations'] : undefined;
  if (!Array.isArray(ops)) throw new Error('keyscape:ListOperations answered no "operations" list.');
  const partList = isRecord(r.body) ? r.body['parts'] : undefined;
  if (!Array.isArray(partList)) throw new Error('keyscape:ListOperations answered no "parts" list.');
  const usesState = new Map<string, boolean>();
  for (const p of partList)
    if (isRecord(p) && typeof p['name'] === 'string' && typeof p['usesState'] === 'boolean') usesState.set(p['name'], p['usesState']);
  const elsewhere = new Set<string>();
  const moveFirst = new Set<string>();
  for (const op of ops) {
    if (!isRecord(op) || typeof op['name'] !== 'string' || op['linked'] !== false) continue;
    const part = usesState.get(String(op['part']));
    if (part === undefined) throw new Error(`keyscape:ListOperations lists ${op['name']} in a part it does not list: ${String(op['part'])}`);
    (part ? moveFirst : elsewhere).add(op['name']);
  }
  return { elsewhere, moveFirst };
}
