// Checks the engine's layering (ARCHITECTURE.md, "Layers"): every source file of core/ sits in
// a layer folder and that layer's namespace, and includes only its own layer or lower ones.
// Prints one line per violation and ends with "layers: N passed, M failed" (N: files checked).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LAYERS = ['base', 'value', 'keycodec', 'expr', 'table', 'query', 'partition', 'model', 'api'];
const TOP = ['engine']; // core/src/engine.cc and core/include/keyscape/engine.h: above every layer
const rank = (layer) => (TOP.includes(layer) ? LAYERS.length : LAYERS.indexOf(layer));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// The layer a file belongs to: its folder under core/src or core/include/keyscape (a file in a
// sub-folder of a layer, e.g. core/src/api/dynamodb/query.cc, belongs to that layer).
function layerOf(path) {
  const rel = relative(ROOT, path);
  const m = rel.match(/^core\/(?:src|include\/keyscape)\/(?:([^/]+)\/(?:[^/]+\/)*)?([^/]+)$/);
  if (!m) return null;
  if (!m[1]) return m[2].startsWith('engine.') ? 'engine' : '';
  return m[1];
}

const problems = [];
let checked = 0;
for (const base of ['core/src', 'core/include/keyscape']) {
  for (const file of walk(join(ROOT, base))) {
    if (!/\.(cc|h)$/.test(file)) continue;
    checked++;
    const rel = relative(ROOT, file);
    const layer = layerOf(file);
    if (layer === '' || (layer !== 'engine' && !LAYERS.includes(layer))) {
      problems.push(`${rel}: not in a layer folder (${LAYERS.join(', ')})`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (layer !== 'engine') {
      const spaces = [...text.matchAll(/^namespace (keyscape[\w:]*) \{/gm)].map((m) => m[1]);
      const foreign = spaces.filter((ns) => ns !== `keyscape::${layer}` && !ns.startsWith(`keyscape::${layer}::`));
      if (spaces.length === 0 || foreign.length) {
        problems.push(`${rel}: declares namespace ${foreign[0] ?? '(none)'}, not keyscape::${layer}`);
      }
    }
    for (const m of text.matchAll(/^#include "keyscape\/([^"]+)"/gm)) {
      const target = m[1].includes('/') ? m[1].split('/')[0] : m[1].replace(/\.h$/, '');
      if (rank(target) < 0) problems.push(`${rel}: includes keyscape/${m[1]}, which is in no layer`);
      else if (rank(target) > rank(layer)) {
        problems.push(`${rel}: layer ${layer} includes keyscape/${m[1]} of the higher layer ${target}`);
      }
    }
  }
}
for (const p of problems) console.log(p);
console.log(`layers: ${checked - problems.length} passed, ${problems.length} failed`);
process.exitCode = problems.length ? 1 : 0;
