// Loads the Node build (build/wasm/keyscape.js + .wasm) and returns a KeyscapeEngine (engine.mjs,
// the one wrapper). Types: node.d.mts.
// The .wasm bytes are passed in directly: Emscripten 3.1.6's loader would otherwise try
// fetch() on a file path under Node 20.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { KeyscapeEngine } from './engine.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultBuildDir = path.resolve(here, '..', 'build', 'wasm');

const modules = new Map();  // resolved build folder -> Promise<module>

/** The instantiated module of `buildDir` (shared by every engine of this process). */
export function loadModule(buildDir = defaultBuildDir) {
  const dir = path.resolve(buildDir);
  if (!modules.has(dir)) {
    const require = createRequire(import.meta.url);
    const factory = require(path.join(dir, 'keyscape.js'));
    const wasmBinary = fs.readFileSync(path.join(dir, 'keyscape.wasm'));
    modules.set(dir, factory({ wasmBinary }));
  }
  return modules.get(dir);
}

/** A new engine on the Node build. */
export async function createNodeEngine(buildDir = defaultBuildDir) {
  return new KeyscapeEngine(await loadModule(buildDir));
}
