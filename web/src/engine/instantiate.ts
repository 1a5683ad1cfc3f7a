// An engine of a wasm module the page compiled already (engine/workerFactory.ts posts it to
// the worker), through Emscripten's instantiateWasm hook: the worker neither fetches nor
// compiles it again.
import { createEngine, type KeyscapeEngine, type KeyscapeModuleFactory, type KeyscapeModuleOptions } from '@wasm/engine.mjs';

/** A new engine of `compiled` (the module `factory`'s glue was built for). */
export function engineOf(factory: KeyscapeModuleFactory, compiled: WebAssembly.Module): Promise<KeyscapeEngine> {
  return new Promise((resolve, reject) => {
    const instantiateWasm: KeyscapeModuleOptions['instantiateWasm'] = (imports, receive) => {
      WebAssembly.instantiate(compiled, imports as WebAssembly.Imports).then((instance) => receive(instance, compiled), reject);
      return {}; // the exports arrive through `receive`
    };
    createEngine(factory, { instantiateWasm }).then(resolve, reject);
  });
}
