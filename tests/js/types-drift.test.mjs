// The engine against its declared types (wasm/types/), so the types cannot drift from the
// engine. Every step of the golden vectors (tests/vectors/exec_*.json and template_*.json)
// and of samples.mjs (a representative request of every operation) is written into a
// generated .ts file as two object literals, its request typed RequestOf<Op> and its
// response typed ResponseOf<Op> (or ErrorBody for an error body), and TypeScript
// (web/node_modules, strict) checks them: a member the types do not declare, a missing
// required member or a wrong type is an error. A request the types refuse passes only when
// the engine refused it too with a ValidationException or SerializationException (the
// vectors send invalid requests on purpose); those are counted. The operation list comes
// from the engine (keyscape:ListOperations): each listed operation must have a successful
// sample, its listed request and response type names must be the types OperationRequests
// and OperationResponses map it to, and those maps must hold exactly the listed operations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { errorName, isErrorBody as isError } from '../../wasm/engine.mjs';
import { createNodeEngine } from '../../wasm/node.mjs';
import { runSamples } from './samples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorDir = path.join(root, 'tests', 'vectors');
const tsc = path.join(root, 'web', 'node_modules', '.bin', 'tsc');
const outDir = path.join(root, 'build', 'types-drift');

/** The errors an engine gives a request of the wrong shape (what the types refuse too). */
const SHAPE_ERRORS = new Set(['ValidationException', 'SerializationException']);

/** A step's request as a value: an object, or undefined when it is not a JSON object. */
function requestValue(request) {
  if (request === undefined) return {};
  let value = request;
  if (typeof request === 'string') {
    try { value = JSON.parse(request); } catch { return undefined; }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** One vector step run on `engine`: {op, request, text, body}. */
function runStep(engine, step) {
  if (step.line === undefined) {
    const text = engine.execute(step.op, step.request);
    return { op: step.op, request: requestValue(step.request), text };
  }
  const text = engine.executeLine(step.line);
  let line;
  try { line = JSON.parse(step.line); } catch { line = undefined; }
  const op = typeof line?.op === 'string' ? line.op : undefined;
  return { op, request: line ? requestValue(line.request) : undefined, text };
}

/** Every vector step's request and response, with the operation it answered. */
async function vectorObservations() {
  const out = [];
  for (const file of fs.readdirSync(vectorDir).filter((f) => /^(exec|template)_.*\.json$/.test(f)).sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8'));
    for (const c of doc.cases) {
      const engine = await createNodeEngine();
      engine.setFixedClock(0);
      c.steps.forEach((step, i) => {
        const o = runStep(engine, step);
        out.push({ ...o, body: JSON.parse(o.text), where: `${file}: ${c.name}: step ${i + 1} (${o.op ?? 'line'})` });
      });
      engine.dispose();
    }
  }
  return out;
}

let observations;
async function all() {
  if (!observations) {
    const engine = await createNodeEngine();
    const listed = engine.result('keyscape:ListOperations', {});
    engine.setFixedClock(0);
    const samples = runSamples(engine);
    engine.dispose();
    observations = { listed, samples, all: [...samples, ...(await vectorObservations())] };
  }
  return observations;
}

/** The engine's operation list; fails the test when the engine cannot answer it. */
async function listedOperations() {
  const { listed } = await all();
  assert.ok(listed.ok, `keyscape:ListOperations failed: ${listed.ok ? '' : listed.error.message}`);
  const ops = listed.body.operations;
  assert.ok(Array.isArray(ops) && ops.length > 0, 'keyscape:ListOperations listed no operation');
  return ops;
}

test('every sample answers as intended (success or error)', async () => {
  const { samples } = await all();
  for (const o of samples) assert.equal(!isError(o.body), o.ok, `${o.where}: ${o.text.slice(0, 300)}`);
});

test('keyscape:ListOperations lists exactly the operations with a successful sample, named by the rule', async () => {
  const { samples } = await all();
  const ops = await listedOperations();
  const names = ops.map((o) => o.name);
  assert.equal(new Set(names).size, names.length, 'an operation is listed twice');
  for (const o of ops) {
    const base = o.name.replace(/^keyscape:/, '');
    assert.deepEqual([o.request, o.response], [`${base}Request`, `${base}Response`], `type names of ${o.name}`);
  }
  const sampled = new Set(samples.filter((o) => !isError(o.body)).map((o) => o.op));
  assert.deepEqual(names.filter((op) => !sampled.has(op)), [], 'listed operations without a successful sample in samples.mjs');
  assert.deepEqual([...sampled].filter((op) => !names.includes(op)), [], 'sampled operations the engine does not list');
});

/** The generated file's lines, and what each line checks. */
function observedSource(obs, ops) {
  const lines = [
    '// Generated by tests/js/types-drift.test.mjs; do not edit.',
    "import type * as T from '../../wasm/types';",
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
  ];
  const checkOfLine = new Map();
  const push = (text, check) => { checkOfLine.set(lines.length + 1, check); lines.push(text); };
  obs.forEach((o, i) => {
    if (isError(o.body)) push(`export const e${i}: T.ErrorBody = ${JSON.stringify(o.body)};`, { kind: 'response', o });
    else push(`export const r${i}: T.ResponseOf<${JSON.stringify(o.op)}> = ${JSON.stringify(o.body)};`, { kind: 'response', o });
    if (o.op !== undefined && o.request !== undefined) {
      push(`export const q${i}: T.RequestOf<${JSON.stringify(o.op)}> = ${JSON.stringify(o.request)};`, { kind: 'request', o });
    }
  });
  ops.forEach((op, i) => {
    const name = JSON.stringify(op.name);
    push(`export const o${i}: [Same<T.OperationRequests[${name}], T.${op.request}>, Same<T.OperationResponses[${name}], T.${op.response}>] = [true, true];`,
      { kind: 'operation', op });
  });
  push(`export const listed: Record<T.OperationName, true> = ${JSON.stringify(Object.fromEntries(ops.map((op) => [op.name, true])))};`,
    { kind: 'table' });
  return { text: lines.join('\n') + '\n', checkOfLine };
}

function runTsc(text) {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'observed.ts'), text);
  fs.writeFileSync(path.join(outDir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022'], types: [],
      strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noImplicitOverride: true,
      skipLibCheck: false, noEmit: true,
    },
    // The wrapper's declarations are checked too (the page's build skips .d.ts files).
    files: ['observed.ts', '../../wasm/types/index.d.ts', '../../wasm/engine.d.mts', '../../wasm/node.d.mts'],
  }, null, 2));
  const r = spawnSync(tsc, ['-p', outDir, '--pretty', 'false'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return `${r.stdout}${r.stderr}`.split('\n').filter((l) => /error TS\d+/.test(l));
}

/** A tsc error as a problem, or null when it is a request the engine refused as well. */
function problemOf(line, checkOfLine, excused) {
  const m = /observed\.ts\((\d+),\d+\):\s*(.*)$/.exec(line);
  const check = m && checkOfLine.get(Number(m[1]));
  if (!check) return line;
  const { kind, o, op } = check;
  if (kind === 'request' && isError(o.body) && SHAPE_ERRORS.has(errorName(String(o.body.__type)))) {
    excused.add(o.where);
    return null;
  }
  if (kind === 'request') return `${o.where}: request: ${m[2]}\n    request: ${JSON.stringify(o.request).slice(0, 200)}\n    answer: ${o.text.slice(0, 120)}`;
  if (kind === 'response') return `${o.where}: response: ${m[2]}\n    response: ${o.text.slice(0, 200)}`;
  if (kind === 'operation') return `${op.name}: ${m[2]}`;
  return `the operation table (operations.d.ts) against keyscape:ListOperations: ${m[2]}`;
}

test('every request and response type-checks against wasm/types (tsc strict), and the table matches the engine', async (t) => {
  assert.ok(fs.existsSync(tsc), `missing ${tsc}: run npm ci in web/ (./scripts/build web does)`);
  const { all: obs } = await all();
  const ops = await listedOperations();
  const { text, checkOfLine } = observedSource(obs, ops);
  const excused = new Set();
  const problems = runTsc(text).map((l) => problemOf(l, checkOfLine, excused)).filter((p) => p !== null);
  const requests = [...checkOfLine.values()].filter((c) => c.kind === 'request').length;
  t.diagnostic(`${obs.length} responses, ${requests} requests, ${ops.length} operations checked; ` +
    `${excused.size} requests the types refuse were refused by the engine too (ValidationException or SerializationException)`);
  assert.deepEqual(problems.slice(0, 40), [], `the engine and wasm/types disagree (${problems.length} problems; build/types-drift/observed.ts)`);
  assert.ok(obs.length > 100 && requests > 100, `only ${obs.length} responses and ${requests} requests checked`);
});
