// Runs the native CLI's main (core/cli/main.cc), compiled to wasm with Node's file system,
// with `args` as its command line. The process exits with main's exit code.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'wasm');

export function runCli(args) {
  globalThis.keyscapeCliOptions = {
    arguments: args,
    thisProgram: 'keyscape',
    wasmBinary: fs.readFileSync(path.join(dir, 'keyscape-cli.wasm')),
  };
  createRequire(import.meta.url)(path.join(dir, 'keyscape-cli.js'));
}
