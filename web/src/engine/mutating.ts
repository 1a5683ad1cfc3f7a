// Which operations change the engine's state, as the engine itself lists them
// (keyscape:ListOperations, `mutates`). The client replays exactly the requests of these
// operations after a worker restart; the page keeps no list of operation names of its own.
import { parseResponse } from '@wasm/engine.mjs';

/** The operation that lists every operation the engine answers. */
export const LIST_OPERATIONS = 'keyscape:ListOperations';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The names of the operations marked `mutates` in a keyscape:ListOperations response text.
 * Throws an Error saying what is wrong when the engine answered an error or a body
 * without the operation list (then the page cannot know what to replay).
 */
export function mutatingOperations(responseText: string): ReadonlySet<string> {
  const r = parseResponse(responseText);
  if (!r.ok) throw new Error(`The engine did not list its operations (${LIST_OPERATIONS}): ${r.error.name}: ${r.error.message}`);
  const ops = isRecord(r.body) ? r.body['operations'] : undefined;
  if (!Array.isArray(ops)) throw new Error(`${LIST_OPERATIONS} answered no "operations" list.`);
  const names = new Set<string>();
  for (const op of ops) {
    if (!isRecord(op) || typeof op['name'] !== 'string' || typeof op['mutates'] !== 'boolean')
      throw new Error(`${LIST_OPERATIONS} answered an operation without a name and a mutates flag: ${JSON.stringify(op)}`);
    if (op['mutates']) names.add(op['name']);
  }
  return names;
}
