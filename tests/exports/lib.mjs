// Shared by the exports checks: the native CLI, the example designs, scratch folders.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(new URL('../..', import.meta.url).pathname);
export const KEYSCAPE = join(ROOT, 'build/native/keyscape');
export const EXAMPLES_DIR = join(ROOT, 'docs/examples');
export const BIN = join(ROOT, 'tests/exports/node_modules/.bin');

/** Every example design: [{ id, path, model }] in file-name order. */
export function exampleDesigns() {
  return readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const path = join(EXAMPLES_DIR, f);
      return { id: f.replace(/\.json$/, ''), path, model: JSON.parse(readFileSync(path, 'utf8')) };
    });
}

/** Runs `keyscape ...args`; returns stdout, throws with stderr on a non-zero exit. */
export function keyscape(args, options = {}) {
  const r = spawnSync(KEYSCAPE, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options });
  if (r.status !== 0) throw new Error(`keyscape ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

/** `keyscape patterns MODEL_PATH`'s runs: exit 1 is a failed `expect`, still an answer. */
export function patternRuns(modelPath) {
  const r = spawnSync(KEYSCAPE, ['patterns', modelPath], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`keyscape patterns ${modelPath} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout).patterns;
}

/** `keyscape export --format F MODEL_PATH`. */
export function exportDesign(format, modelPath) {
  return keyscape(['export', '--format', format, modelPath]);
}

/** The design's items as keyscape puts them: keyscape:ValidateModel's `items`. */
export function renderedItems(modelPath) {
  return JSON.parse(keyscape(['validate', modelPath])).items;
}

/** A fresh scratch folder, removed by the returned function. */
export function scratch(prefix = 'keyscape-export-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `text` to dir/name and returns the path. */
export function writeFile(dir, name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs a command, returning stdout; throws with its output on failure. */
export function run(cmd, args, options = {}) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} failed: ${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}
