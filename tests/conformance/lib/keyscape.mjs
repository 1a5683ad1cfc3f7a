// The keyscape Node wasm build (build/wasm/keyscape.js + .wasm) behind the same interface as
// DynaliteStore. The build is copied to a private temporary folder once per run, so a rebuild
// in the middle of a run cannot mix an old .js with a new .wasm.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeEngine, defaultBuildDir } from '../../../wasm/node.mjs';

let snapshotDir = null;

function snapshot() {
  if (snapshotDir) return snapshotDir;
  const src = process.env.KEYSCAPE_WASM_DIR || defaultBuildDir;
  for (const f of ['keyscape.js', 'keyscape.wasm']) {
    if (!fs.existsSync(path.join(src, f))) {
      throw new Error(`missing ${path.join(src, f)}: build it with ./scripts/build wasm`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-conformance-'));
  for (const f of ['keyscape.js', 'keyscape.wasm']) fs.copyFileSync(path.join(src, f), path.join(dir, f));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  snapshotDir = dir;
  return dir;
}

export class KeyscapeStore {
  static async create() {
    const s = new KeyscapeStore();
    // Emscripten's Node loader installs process-wide handlers that rethrow any uncaught error
    // after printing the whole minified module; the harness reports its own errors.
    const before = { u: process.listeners('uncaughtException'), r: process.listeners('unhandledRejection') };
    s.engine = await createNodeEngine(snapshot());
    for (const l of process.listeners('uncaughtException')) if (!before.u.includes(l)) process.removeListener('uncaughtException', l);
    for (const l of process.listeners('unhandledRejection')) if (!before.r.includes(l)) process.removeListener('unhandledRejection', l);
    s.engine.setFixedClock(0);
    return s;
  }

  /** Response text exactly as the engine returns it. */
  async execute(op, request) {
    return this.engine.execute(op, typeof request === 'string' ? request : JSON.stringify(request ?? {}));
  }

  async call(op, request) {
    const text = await this.execute(op, request);
    try {
      return JSON.parse(text);
    } catch {
      return { __type: 'harness#UnparsableResponse', message: text.slice(0, 500) };
    }
  }

  async createTable(request) {
    const r = await this.call('CreateTable', request);
    if (r.__type) throw new Error(`keyscape CreateTable ${request.TableName}: ${r.message}`);
  }

  close() {
    this.engine.dispose();
  }
}
