// Types of wasm/engine.mjs.

/** An error response of the engine: DynamoDB's __type and message. */
export declare class DynamoDBError extends Error {
  /** Full __type, e.g. "com.amazon.coral.validate#ValidationException". */
  readonly type: string;
  /** The part after '#', e.g. "ValidationException". */
  readonly name: string;
  constructor(type: string, message: string);
}

/** The embind module produced by Emscripten (either build). */
export interface KeyscapeModule {
  Engine: new () => {
    execute(op: string, requestJson: string): string;
    executeLine(line: string): string;
    setFixedClock(seconds: number): void;
    delete(): void;
  };
}

export declare class KeyscapeEngine {
  constructor(module: KeyscapeModule);
  /** Response text exactly as `keyscape exec` prints it. */
  execute(op: string, request?: unknown): string;
  /** Parsed response; throws DynamoDBError on an error response. */
  call<T = Record<string, unknown>>(op: string, request?: unknown): T;
  executeLine(line: string): string;
  setFixedClock(seconds: number): void;
  dispose(): void;
}
