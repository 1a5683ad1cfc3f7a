// Typed wrapper over the embind Engine (types in engine.d.ts). Works with both builds:
// the Node CommonJS factory (build/wasm/keyscape.js) and the web ES module
// (build/wasm/web/keyscape.mjs).

/** An error response of the engine: DynamoDB's __type and message. */
export class DynamoDBError extends Error {
  constructor(type, message) {
    super(message);
    this.type = type;                      // full __type, e.g. com.amazon.coral.validate#ValidationException
    this.name = type.slice(type.indexOf('#') + 1);
  }
}

export class KeyscapeEngine {
  /** @param module the instantiated Emscripten module (has .Engine) */
  constructor(module) {
    this._engine = new module.Engine();
  }

  /** Response text exactly as `keyscape exec` prints it. */
  execute(op, request) {
    const text = typeof request === 'string' ? request : JSON.stringify(request ?? {});
    return this._engine.execute(op, text);
  }

  /**
   * Parsed response; throws DynamoDBError on an error response. The message member is
   * `message`, or `Message` (SerializationException, TransactionCanceledException); other
   * members of the error body (CancellationReasons) are copied onto the error.
   */
  call(op, request) {
    const body = JSON.parse(this.execute(op, request));
    if (body && typeof body.__type === 'string') {
      const { __type, message, Message, ...rest } = body;
      throw Object.assign(new DynamoDBError(__type, message ?? Message ?? ''), rest);
    }
    return body;
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
