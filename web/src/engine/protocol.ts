// The typed message protocol between the page and the engine worker, and the
// parsing of the engine's JSON responses. Pure: no DOM, no worker globals.

/** Page → worker. Every request carries an id; the worker answers with the same id. */
export type ToWorker =
  | { kind: 'execute'; id: number; op: string; request: string };

/** Worker → page. */
export type FromWorker =
  | { kind: 'ready'; loadMs: number }
  | { kind: 'init-failed'; message: string }
  | { kind: 'result'; id: number; response: string; elapsedMs: number }
  | { kind: 'failed'; id: number; message: string };

/** A DynamoDB error as the engine (and DynamoDB) reports it. */
export interface EngineError {
  /** The full `__type`, e.g. `com.amazon.coral.validate#ValidationException`. */
  type: string;
  /** The part after `#`, e.g. `ValidationException`. */
  name: string;
  /** The message text, byte for byte as the engine returned it. */
  message: string;
}

export type EngineResult<T> =
  | { ok: true; body: T; elapsedMs: number }
  | { ok: false; error: EngineError; elapsedMs: number };

/** `com.amazonaws.dynamodb.v20120810#ResourceNotFoundException` → `ResourceNotFoundException`. */
export function errorName(type: string): string {
  const hash = type.lastIndexOf('#');
  return hash >= 0 ? type.slice(hash + 1) : type;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Interprets one response text from `Engine.execute`. A body with a string
 * `__type` is an error (DynamoDB puts the message in `message`, or in `Message` for
 * SerializationException and TransactionCanceledException); anything else that parses as a JSON object is a success body.
 * Text that is not a JSON object is reported as an engine protocol error.
 */
export function parseEngineResponse<T = Record<string, unknown>>(
  text: string,
  elapsedMs = 0,
): EngineResult<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      elapsedMs,
      error: {
        type: 'keyscape#EngineProtocolError',
        name: 'EngineProtocolError',
        message: `The engine returned text that is not JSON: ${text.slice(0, 200)}`,
      },
    };
  }
  if (!isRecord(parsed)) {
    return {
      ok: false,
      elapsedMs,
      error: {
        type: 'keyscape#EngineProtocolError',
        name: 'EngineProtocolError',
        message: `The engine returned JSON that is not an object: ${text.slice(0, 200)}`,
      },
    };
  }
  const type = parsed['__type'];
  if (typeof type === 'string') {
    const msg = parsed['message'] ?? parsed['Message'];
    return {
      ok: false,
      elapsedMs,
      error: { type, name: errorName(type), message: typeof msg === 'string' ? msg : '' },
    };
  }
  return { ok: true, body: parsed as T, elapsedMs };
}

/** Operations that change engine state; the client replays them after a worker restart. */
export const MUTATING_OPS: ReadonlySet<string> = new Set([
  'CreateTable',
  'DeleteTable',
  'PutItem',
  'DeleteItem',
  'UpdateItem',
  'BatchWriteItem',
  // Deterministic for its Seed, so replaying it rebuilds the same generated data set.
  'keyscape:GenerateItems',
]);

export function isFromWorker(v: unknown): v is FromWorker {
  if (!isRecord(v) || typeof v['kind'] !== 'string') return false;
  switch (v['kind']) {
    case 'ready':
      return typeof v['loadMs'] === 'number';
    case 'init-failed':
      return typeof v['message'] === 'string';
    case 'result':
      return typeof v['id'] === 'number' && typeof v['response'] === 'string' &&
        typeof v['elapsedMs'] === 'number';
    case 'failed':
      return typeof v['id'] === 'number' && typeof v['message'] === 'string';
    default:
      return false;
  }
}

export function isToWorker(v: unknown): v is ToWorker {
  return isRecord(v) && v['kind'] === 'execute' && typeof v['id'] === 'number' &&
    typeof v['op'] === 'string' && typeof v['request'] === 'string';
}
