// The lessons (docs/lessons/<id>.json) cannot rot: every lesson's design and its stored
// solution (<id>.solution.json) are valid models, every task FAILS on the starting design and
// PASSES on the solution, and the engine is the judge, natively (the CLI) and in wasm (the
// Node build, the engine the page runs), which must agree — an `expect` task holds when
// keyscape:RunAccessPatterns says the named pattern's expect holds (with the task's expect
// put on that pattern, as the page does), a `lint-absent` task when keyscape:Lint no longer
// reports the rule.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'build', 'native', 'keyscape');
const dir = path.join(root, 'docs', 'lessons');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-lessons-'));
const ids = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.solution.json')).map((f) => f.slice(0, -5)).sort();
const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));

let n = 0;
function engine(cmd, model) {
  const file = path.join(scratch, `m${n++}.json`);
  fs.writeFileSync(file, JSON.stringify(model));
  const r = spawnSync(cli, [cmd, file], { encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.notEqual(r.status, 2, `keyscape ${cmd}: invalid model: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** The model the page checks a task on: the design with the task's expect on its pattern. */
function taskModel(model, check) {
  const m = structuredClone(model);
  if (check.kind === 'expect') for (const p of m.accessPatterns ?? []) p.expect = p.name === check.pattern ? check.expect : undefined;
  return m;
}

const wasm = await createNodeEngine();
after(() => wasm.dispose());
/** The wasm engine's answer to a CLI command's operation. */
function wasmEngine(cmd, model) {
  const op = { lint: 'keyscape:Lint', patterns: 'keyscape:RunAccessPatterns' }[cmd];
  const body = JSON.parse(wasm.execute(op, { model }));
  assert.equal(body.__type, undefined, `wasm ${op}: ${body.message}`);
  return body;
}

/** Whether the engine (`run`: the native CLI or wasm) says the task is done on `model`. */
function passesWith(run, model, check) {
  if (check.kind === 'lint-absent') return !run('lint', model).findings.some((f) => f.rule === check.rule);
  assert.equal(check.kind, 'expect', `unknown task kind ${check.kind}`);
  const p = run('patterns', taskModel(model, check)).patterns.find((x) => x.name === check.pattern);
  return p?.expect?.holds === true;
}

/** Whether the task is done on `model`: the native and the wasm engine say the same. */
function passes(model, check) {
  const native = passesWith(engine, model, check);
  assert.equal(passesWith(wasmEngine, model, check), native, 'the wasm engine judges the task as the native one does');
  return native;
}

test('the lessons the issues ask for exist (eight of issue 12, multi-attribute keys of issue 23)', () => {
  for (const id of ['lexicographic-trap', 'iso-dates', 'hierarchy', 'overloading', 'audit-log', 'sort-key-ids', 'hot-partitions', 'gsi', 'multi-attribute-keys'])
    assert.ok(ids.includes(id), `docs/lessons/${id}.json is missing`);
});

for (const id of ids) {
  test(`lesson ${id}: valid, and every task fails before and passes after`, () => {
    const lesson = read(`${id}.json`);
    const solution = read(`${id}.solution.json`);
    assert.equal(lesson.format, 'keyscape-lesson');
    assert.equal(lesson.id, id);
    assert.ok(lesson.title && lesson.narrative.length > 0 && lesson.tasks.length > 0, 'title, narrative and tasks');
    for (const model of [lesson.design, solution]) engine('validate', model);
    const names = new Set(lesson.design.accessPatterns.map((p) => p.name));
    for (const t of lesson.tasks) {
      assert.ok(t.id && t.text, 'a task has an id and a text');
      if (t.check.kind === 'expect') assert.ok(names.has(t.check.pattern), `task ${t.id}: no pattern ${t.check.pattern}`);
      assert.equal(passes(lesson.design, t.check), false, `task ${t.id} already passes on the starting design`);
      assert.equal(passes(solution, t.check), true, `task ${t.id} does not pass on the solution`);
    }
  });
}
