// The one typed wrapper over the wasm Engine (wasm/engine_abi.js), used by every JS caller: the page's
// worker and client, the Node tests, the conformance harness. Types: engine.d.mts and
// types/ (the engine's request and response shapes). No Node or DOM dependencies: it works with
// both builds, the Node CommonJS factory (build/wasm/keyscape.js, loaded by node.mjs) and
// the web ES module (build/wasm/web/keyscape.mjs, loaded by the page's worker).

/** __type of the errors the wrapper reports itself when the engine's text is not a JSON object. */
export const PROTOCOL_ERROR_TYPE = 'keyscape#EngineProtocolError';

/** `com.amazonaws.dynamodb.v20120810#ResourceNotFoundException` → `ResourceNotFoundException`. */
export function errorName(type) {
  const hash = type.lastIndexOf('#');
  return hash >= 0 ? type.slice(hash + 1) : type;
}

function isRecord(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The rule: a response body is an error when it has a `__type` member, whatever else it holds. */
export function isErrorBody(body) {
  return isRecord(body) && Object.prototype.hasOwnProperty.call(body, '__type');
}

function positionOf(v) {
  if (!isRecord(v)) return undefined;
  const { parameter, offset, length } = v;
  if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0) return undefined;
  return typeof parameter === 'string' ? { parameter, offset, length } : { offset, length };
}

/**
 * An error response of the engine. Keeps the whole error body (`body`), so members beyond
 * __type and message survive: TransactionCanceledException's CancellationReasons, and a
 * `position` {parameter, offset, length} of an expression error when the engine sends one
 * (offset and length in bytes of the parameter's UTF-8 text).
 */
export class DynamoDBError extends Error {
  constructor(body) {
    const type = String(body.__type);
    const msg = typeof body.message === 'string' ? body.message
      : typeof body.Message === 'string' ? body.Message : '';
    super(msg);
    this.type = type;                      // full __type, e.g. com.amazon.coral.validate#ValidationException
    this.name = errorName(type);           // e.g. ValidationException
    this.body = body;                      // the error body as the engine sent it
    const position = positionOf(body.position);
    if (position) this.position = position;
    if (Array.isArray(body.CancellationReasons)) this.cancellationReasons = body.CancellationReasons;
  }
}

function protocolError(message) {
  return new DynamoDBError({ __type: PROTOCOL_ERROR_TYPE, message });
}

/**
 * Interprets one response text of Engine.execute: `{ok: true, body}` for a success body,
 * `{ok: false, error}` (a DynamoDBError) for an error body or text that is not a JSON object.
 * Never throws.
 */
export function parseResponse(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: protocolError(`The engine returned text that is not JSON: ${String(text).slice(0, 200)}`) };
  }
  if (!isRecord(body)) {
    return { ok: false, error: protocolError(`The engine returned JSON that is not an object: ${String(text).slice(0, 200)}`) };
  }
  if (isErrorBody(body)) return { ok: false, error: new DynamoDBError(body) };
  return { ok: true, body };
}

/** The request as the engine takes it: JSON text, or a value to stringify ({} when absent). */
export function requestText(request) {
  return typeof request === 'string' ? request : JSON.stringify(request ?? {});
}

export class KeyscapeEngine {
  /** @param module the instantiated Emscripten module (has .Engine) */
  constructor(module) {
    this._engine = new module.Engine();
  }

  /** Response text exactly as `keyscape exec` prints it. */
  execute(op, request) {
    return this._engine.execute(op, requestText(request));
  }

  /** The parsed response as a value: {ok: true, body} or {ok: false, error}. */
  result(op, request) {
    return parseResponse(this.execute(op, request));
  }

  /** The parsed success body; throws DynamoDBError on an error response. */
  call(op, request) {
    const r = this.result(op, request);
    if (!r.ok) throw r.error;
    return r.body;
  }

  /** One exec-stream line {"op":...,"request":...} → response text. */
  executeLine(line) {
    return this._engine.executeLine(line);
  }

  /** Fixes CreationDateTime and other clock readings (seconds since the epoch). */
  setFixedClock(seconds) {
    this._engine.setFixedClock(seconds);
  }

  /** Frees the engine's memory; the object is unusable afterwards. */
  dispose() {
    this._engine.delete();
    this._engine = null;
  }
}

/** Instantiates a module with the Emscripten factory of either build and wraps a new Engine. */
export async function createEngine(factory, options = {}) {
  return new KeyscapeEngine(await factory(options));
}
