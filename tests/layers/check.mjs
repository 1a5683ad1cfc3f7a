// Checks the engine's layering (ARCHITECTURE.md, "Layers"): every source file of core/ sits in
// a layer folder (sub-folders allowed: core/src/interop/export/infra/cdk.cc is in interop) and
// declares that layer's namespace (or one inside it), and includes only its own layer or lower
// ones. Includes are of three kinds:
//   #include "keyscape/<layer>/..."  a public header (core/include/keyscape)
//   #include "<layer>/..."           a private header of the file's own layer, by its path under
//                                    core/src (a private header of another layer is refused)
//   #include "name.h"                a private header in the file's own folder
// A quoted include that climbs out of a folder ("../") is refused. Inside api, the DynamoDB
// API never depends on keyscape's own operations: nothing under api/dynamodb/ includes
// keyscape/api/keyscape/... or api/keyscape/...
// Prints one line per violation and ends with "layers: N passed, M failed" (N: files checked).
// `node check.mjs [ROOT]` checks ROOT/core (default: this repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LAYERS = [
  'base', 'value', 'keycodec', 'expr', 'table', 'query', 'partition',
  'model', 'datagen', 'analysis', 'interop', 'api',
];
const TOP = ['engine']; // core/src/engine.cc and core/include/keyscape/engine.h: above every layer
const rank = (layer) => (TOP.includes(layer) ? LAYERS.length : LAYERS.indexOf(layer));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// The layer of a path under core/src or core/include/keyscape: its first folder; 'engine' for
// engine.{h,cc} at the top; '' for any other file at the top.
function layerOf(rel) {
  const m = rel.match(/^core\/(?:src|include\/keyscape)\/(.+)$/);
  if (!m) return null;
  const parts = m[1].split('/');
  if (parts.length === 1) return parts[0].startsWith('engine.') ? 'engine' : '';
  return parts[0];
}

// The path of `rel` inside its layer tree, after core/src/ or core/include/keyscape/.
const inTree = (rel) => rel.replace(/^core\/(?:src|include\/keyscape)\//, '');
const inDynamoDb = (rel) => /^api\/dynamodb\//.test(inTree(rel));

// The problem with one include of file `rel` (of `layer`), or null.
function includeProblem(root, rel, layer, target) {
  if (target.includes('..')) return `includes "${target}", which climbs out of its folder`;
  const pub = target.match(/^keyscape\/(.+)$/);
  if (pub) {
    const t = pub[1].includes('/') ? pub[1].split('/')[0] : pub[1].replace(/\.h$/, '');
    if (rank(t) < 0) return `includes ${target}, which is in no layer`;
    if (rank(t) > rank(layer)) return `layer ${layer} includes ${target} of the higher layer ${t}`;
    if (inDynamoDb(rel) && /^api\/keyscape\//.test(pub[1])) {
      return `api/dynamodb includes ${target} of api/keyscape`;
    }
    return null;
  }
  if (!target.includes('/')) {
    if (!existsSync(join(root, dirname(rel), target))) {
      return `includes "${target}", which is not in its folder`;
    }
    return null;
  }
  const t = target.split('/')[0];
  if (!existsSync(join(root, 'core/src', target))) {
    return `includes "${target}", which is not a private header under core/src`;
  }
  if (t !== layer) return `layer ${layer} includes "${target}", a private header of layer ${t}`;
  if (inDynamoDb(rel) && /^api\/keyscape\//.test(target)) {
    return `api/dynamodb includes "${target}" of api/keyscape`;
  }
  return null;
}

// Every violation in root's core/, and the number of files checked.
export function check(root) {
  const problems = [];
  let checked = 0;
  for (const base of ['core/src', 'core/include/keyscape']) {
    for (const file of walk(join(root, base))) {
      if (!/\.(cc|h)$/.test(file)) continue;
      checked++;
      const rel = relative(root, file);
      const layer = layerOf(rel);
      if (layer === '' || (layer !== 'engine' && !LAYERS.includes(layer))) {
        problems.push(`${rel}: not in a layer folder (${LAYERS.join(', ')})`);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      if (layer !== 'engine') {
        const spaces = [...text.matchAll(/^namespace (keyscape[\w:]*) \{/gm)].map((m) => m[1]);
        const own = (ns) => ns === `keyscape::${layer}` || ns.startsWith(`keyscape::${layer}::`);
        const foreign = spaces.filter((ns) => !own(ns));
        if (spaces.length === 0 || foreign.length) {
          problems.push(`${rel}: declares namespace ${foreign[0] ?? '(none)'}, not keyscape::${layer}`);
        }
      }
      for (const m of text.matchAll(/^#include "([^"]+)"/gm)) {
        const problem = includeProblem(root, rel, layer, m[1]);
        if (problem) problems.push(`${rel}: ${problem}`);
      }
    }
  }
  return { problems, checked };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url));
  const { problems, checked } = check(root);
  for (const p of problems) console.log(p);
  const failed = new Set(problems.map((p) => p.split(':')[0])).size;
  console.log(`layers: ${checked - failed} passed, ${failed} failed`);
  process.exitCode = problems.length ? 1 : 0;
}
