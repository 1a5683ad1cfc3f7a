// Compares two keyscape binaries' answers byte for byte on the designer's calls: AnalyzeDesign
// (with and without a range view, each pattern's range view for the examples) of the
// 50-entity bench design and of every example in docs/examples, plus RunAccessPatterns, Lint,
// Cost and ValidateModel of each, every export of each example, a diff of each with another and
// the bench's edit sequence. For checking a speed change against main's build:
//   node tests/bench/compare_answers.mjs OLD_KEYSCAPE NEW_KEYSCAPE
// Prints the number of requests compared and the first difference; exit 1 on a difference.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { edits } from './analyze_sequences.mjs';
import { design } from './workload.mjs';

const [oldBin, newBin] = process.argv.slice(2);
if (!oldBin || !newBin) throw new Error('usage: compare_answers.mjs OLD_KEYSCAPE NEW_KEYSCAPE');
const root = new URL('../../', import.meta.url).pathname;
const dir = join(root, 'docs/examples');
const models = [['design50', design(50)]];
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort())
  models.push([f, JSON.parse(readFileSync(join(dir, f), 'utf8'))]);

const lines = [];
for (const [, model] of models) {
  const n = Array.isArray(model.accessPatterns) ? model.accessPatterns.length : 0;
  lines.push({ op: 'keyscape:AnalyzeDesign', request: { model } });
  for (let i = 0; i < Math.min(n, 8); i++)
    lines.push({ op: 'keyscape:AnalyzeDesign', request: { model, view: { rangeView: { pattern: i } } } });
  for (const op of ['keyscape:RunAccessPatterns', 'keyscape:Lint', 'keyscape:Cost', 'keyscape:ValidateModel'])
    lines.push({ op, request: { model } });
}
// The operations that read pattern runs besides the designer's: every export format of
// each example, and the diff of each example against the next one. Last, the bench's edit
// sequence (each call one edit away from the one before: the reuse across edits).
const formats = JSON.parse(execFileSync(newBin, ['exec'], { input: '{"op":"keyscape:ListExportFormats","request":{}}\n' }).toString()).formats;
for (let m = 1; m < models.length; m++) {
  for (const { id } of formats) lines.push({ op: 'keyscape:Export', request: { model: models[m][1], format: id } });
  lines.push({ op: 'keyscape:DiffDesigns', request: { old: models[m][1], new: models[(m % (models.length - 1)) + 1][1] } });
}
for (const r of edits(60)) lines.push({ op: 'keyscape:AnalyzeDesign', request: JSON.parse(r) });
const input = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
const run = (bin) => execFileSync(bin, ['exec'], { input, maxBuffer: 1 << 30 }).toString().split('\n');
const a = run(oldBin), b = run(newBin);
for (let i = 0; i < lines.length; i++) {
  if (a[i] !== b[i]) {
    let k = 0;
    while (a[i][k] === b[i][k]) k++;
    console.log(`differs: line ${i} (${lines[i].op}) at ${k}:\n old ${a[i].slice(Math.max(0, k - 80), k + 80)}\n new ${b[i].slice(Math.max(0, k - 80), k + 80)}`);
    process.exit(1);
  }
}
console.log(`${lines.length} answers identical`);
