// Types of the Emscripten ES module built from wasm/bindings.cpp
// (build/wasm/web/keyscape.mjs, copied to src/generated/ by scripts/copy-wasm.mjs).

/** The long-lived engine object. Owned by JS: call delete() exactly once. */
export interface WasmEngine {
  /**
   * Runs one DynamoDB-style operation. `requestJson` is the DynamoDB request body;
   * the result is the response body, or `{"__type": "...#Name", "message": "..."}`.
   * Never throws for bad input: errors are values.
   */
  execute(op: string, requestJson: string): string;
  delete(): void;
}

export interface KeyscapeModule {
  Engine: new () => WasmEngine;
}

export interface KeyscapeModuleOptions {
  /** Maps a file name the loader wants (keyscape.wasm) to a URL. */
  locateFile?: (path: string, scriptDirectory: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

export type KeyscapeModuleFactory = (options?: KeyscapeModuleOptions) => Promise<KeyscapeModule>;
