// Shared by the npm package's tests: installs build/npm/keyscape-<version>.tgz (made by
// `./scripts/build npm`) in an empty temporary folder with npm, as a user would, and finds
// the native CLI to compare with.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
export const nativeBin = path.join(repoRoot, 'build', 'native', 'keyscape');
export const examplesDir = path.join(repoRoot, 'docs', 'examples');

/** The examples' paths (docs/examples/*.json), sorted. */
export function examples() {
  return fs.readdirSync(examplesDir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => path.join(examplesDir, f));
}

/** The tarball; throws when `./scripts/build npm` has not made it. */
export function tarball() {
  const dir = path.join(repoRoot, 'build', 'npm');
  const found = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^keyscape-.*\.tgz$/.test(f)) : [];
  if (found.length !== 1) throw new Error(`expected one build/npm/keyscape-*.tgz, found ${found.length}: run ./scripts/build npm`);
  return path.join(dir, found[0]);
}

/**
 * Installs the tarball in a new empty folder (no network beyond the registry; the package
 * has no dependencies). Returns {dir, pkg (the installed package's folder), seconds, remove}.
 */
export function installPackage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-npm-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true,"type":"module"}\n');
  const t0 = process.hrtime.bigint();
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball()],
    { cwd: dir, stdio: 'pipe' });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    dir, seconds,
    pkg: path.join(dir, 'node_modules', 'keyscape'),
    bin: (name) => path.join(dir, 'node_modules', '.bin', name),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Makes this suite's own node_modules (SDKs, vitest) resolvable from `dir`. */
export function linkTestModules(dir) {
  const from = path.join(here, 'node_modules');
  for (const name of fs.readdirSync(from)) {
    const target = path.join(dir, 'node_modules', name);
    if (name === 'keyscape' || name.startsWith('.') || fs.existsSync(target)) continue;
    fs.symlinkSync(path.join(from, name), target);
  }
}

/** Runs a command; {status, stdout, stderr} as Buffers (exact bytes). */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { maxBuffer: 256 << 20, ...options });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
