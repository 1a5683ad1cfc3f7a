// Types of wasm/engine.mjs (the one wrapper every JS caller uses). The engine's request and
// response types: types/ (index.d.ts); an operation's are RequestOf<Op> and ResponseOf<Op>.
import type { ErrorBody, ErrorPosition, CancellationReason, RequestOf, ResponseOf } from './types';

export type * from './types';

/** __type of the errors the wrapper reports itself when the engine's text is not a JSON object. */
export declare const PROTOCOL_ERROR_TYPE: 'keyscape#EngineProtocolError';

/** The part of a __type after the last '#'. */
export declare function errorName(type: string): string;

/** The rule: a response body is an error when it has a `__type` member. */
export declare function isErrorBody(body: unknown): body is ErrorBody;

/** An error response of the engine; keeps the whole error body. */
export declare class DynamoDBError extends Error {
  /** Full __type, e.g. "com.amazon.coral.validate#ValidationException". */
  readonly type: string;
  /** The part after the last '#', e.g. "ValidationException". */
  override readonly name: string;
  /** `message` (or `Message`) of the body, '' when it has none. */
  override readonly message: string;
  /** The error body exactly as the engine sent it, every member kept. */
  readonly body: ErrorBody & Record<string, unknown>;
  /** The span of the request text the error is about, when the engine sends one. */
  readonly position?: ErrorPosition;
  /** TransactionCanceledException's reasons, one per action. */
  readonly cancellationReasons?: CancellationReason[];
  constructor(body: ErrorBody);
}

export type EngineResult<T> = { ok: true; body: T } | { ok: false; error: DynamoDBError };

/** One response text of Engine.execute as a value. Never throws. */
export declare function parseResponse<T = Record<string, unknown>>(text: string): EngineResult<T>;

/** The request as the engine takes it: JSON text as is, anything else stringified ({} when absent). */
export declare function requestText(request?: object | string): string;

/** The Engine of either build: wasm/engine_abi.js over the C ABI of wasm/bindings.cpp. */
export interface WasmEngine {
  execute(op: string, requestJson: string): string;
  executeLine(line: string): string;
  setFixedClock(seconds: number): void;
  delete(): void;
}

/** The instantiated Emscripten module (either build). */
export interface KeyscapeModule {
  Engine: new () => WasmEngine;
}

export interface KeyscapeModuleOptions {
  /** Maps a file name the loader wants (keyscape.wasm) to a URL. */
  locateFile?: (path: string, scriptDirectory: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
  /**
   * Emscripten's hook to instantiate the wasm module itself: call `receive` with the instance
   * of `imports`; return {} (the exports arrive through `receive`).
   */
  // (Typed without the WebAssembly namespace, which a Node program's types may lack: the
  // imports object, a WebAssembly.Instance and a WebAssembly.Module.)
  instantiateWasm?: (imports: object, receive: (instance: object, module: object) => void) => object;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

/** The default export of build/wasm/web/keyscape.mjs, and what build/wasm/keyscape.js exports. */
export type KeyscapeModuleFactory = (options?: KeyscapeModuleOptions) => Promise<KeyscapeModule>;

export declare class KeyscapeEngine {
  constructor(module: KeyscapeModule);
  /**
   * Response text exactly as `keyscape exec` prints it. The request is typed by the
   * operation, or is JSON text passed as is ({} when absent).
   */
  execute<Op extends string>(op: Op, request?: RequestOf<Op> | string): string;
  /** The parsed response as a value. */
  result<Op extends string>(op: Op, request?: RequestOf<Op>): EngineResult<ResponseOf<Op>>;
  /** The parsed success body; throws DynamoDBError on an error response. */
  call<Op extends string>(op: Op, request?: RequestOf<Op>): ResponseOf<Op>;
  /** One exec-stream line {"op":...,"request":...} → response text. */
  executeLine(line: string): string;
  setFixedClock(seconds: number): void;
  dispose(): void;
}

/** Instantiates a module with the factory of either build and wraps a new Engine. */
export declare function createEngine(
  factory: KeyscapeModuleFactory,
  options?: KeyscapeModuleOptions,
): Promise<KeyscapeEngine>;
