// The page's one way to run an engine operation and treat its answer.
// `Exec` is the page's engine port: the worker client's `execute`, or the Node engine
// in integration tests. An engine error is a value (EngineResult); `unwrap` and `call`
// turn it into an EngineCallError for code that cannot go on without the answer, and
// `problemOf` turns anything thrown on the way into the problem a view shows.
import type { DynamoDBError, ResponseOf } from '@wasm/engine.mjs';
import type { EngineResult } from './protocol';

/** Runs one engine operation: resolves with the engine's answer, rejects only if the worker fails. */
export type Exec = <Op extends string>(op: Op, request: object) => Promise<EngineResult<ResponseOf<Op>>>;

/** A problem to show: an error the engine returned, or one found before sending. */
export type Problem =
  | { kind: 'engine'; error: DynamoDBError }
  | { kind: 'local'; title: string; message: string };

/** The engine answered `op` with an error. */
export class EngineCallError extends Error {
  constructor(readonly op: string, readonly error: DynamoDBError) {
    super(`${op} failed: ${error.name}: ${error.message}`);
  }
}

/** The body of a successful answer; throws EngineCallError for an error answer. */
export function unwrap<T>(op: string, result: { ok: true; body: T } | { ok: false; error: DynamoDBError }): T {
  if (!result.ok) throw new EngineCallError(op, result.error);
  return result.body;
}

/** Runs `op` and returns its body; throws EngineCallError when the engine answers an error. */
export async function call<Op extends string>(exec: Exec, op: Op, request: object): Promise<ResponseOf<Op>> {
  return unwrap(op, await exec(op, request));
}

/**
 * What to show for something thrown while talking to the engine: the engine's own error
 * (EngineCallError), or "Engine unavailable" with the reason (the worker failed or stopped).
 */
export function problemOf(e: unknown): Problem {
  if (e instanceof EngineCallError) return { kind: 'engine', error: e.error };
  return { kind: 'local', title: 'Engine unavailable', message: e instanceof Error ? e.message : String(e) };
}
