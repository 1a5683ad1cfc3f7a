// Types of wasm/node.mjs.
import type { KeyscapeEngine, KeyscapeModule } from './engine.mjs';

/** build/wasm of this checkout. */
export declare const defaultBuildDir: string;
/** The instantiated Node module of `buildDir` (one per folder and process). */
export declare function loadModule(buildDir?: string): Promise<KeyscapeModule>;
/** A new engine on the Node build. */
export declare function createNodeEngine(buildDir?: string): Promise<KeyscapeEngine>;
