// Writes the seeds of tests/fuzz/template_fuzz.cc into tests/fuzz/corpus/template_fuzz/
// from the golden vectors tests/vectors/template_*.json: one file per step, the template on
// the first line, then the values one per line (in the request's order) or the key.
// Run: node tests/fuzz/template_seeds.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorDir = path.join(root, 'tests', 'vectors');
const outDir = path.join(root, 'tests', 'fuzz', 'corpus', 'template_fuzz');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
let n = 0;
for (const file of fs.readdirSync(vectorDir).filter((f) => /^template_.*\.json$/.test(f)).sort()) {
  for (const c of JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8')).cases) {
    for (const step of c.steps) {
      const r = step.request;
      if (!r || typeof r.template !== 'string') continue;
      const rest = typeof r.key === 'string' ? [r.key]
        : Object.values(r.values && typeof r.values === 'object' ? r.values : {}).map(String);
      const name = `${path.basename(file, '.json')}-${String(++n).padStart(3, '0')}.txt`;
      fs.writeFileSync(path.join(outDir, name), [r.template, ...rest].join('\n'));
    }
  }
}
console.log(`wrote ${n} seeds to ${path.relative(root, outDir)}`);
