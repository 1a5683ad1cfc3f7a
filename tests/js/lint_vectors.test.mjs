// The lint vectors (tests/vectors/lint/<rule>.json) through the Node wasm build, as in the
// native and wasm unit tests (tests/unit/analysis/lint_test.cc): each rule's trigger design
// yields a finding of that rule with the expected severity and location path, and its
// corrected design lints clean (hot-partition too: keyscape:Lint runs the patterns and lints
// with their measured units). Every docs/examples/*.json must yield exactly the rule ids its
// README's table lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResponse } from '../../wasm/engine.mjs';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorDir = path.join(root, 'tests', 'vectors', 'lint');
const exampleDir = path.join(root, 'docs', 'examples');

const RULE_IDS = [
  'case-mismatch', 'delimiter-in-value', 'filter-on-key', 'gsi-write-amplification', 'hot-partition',
  'item-collection-limit', 'key-attribute-type', 'key-collision', 'key-too-long', 'lookup-needs-timestamp',
  'low-cardinality-partition', 'monotonic-partition-key', 'multi-key-range-before-equality',
  'multi-key-skipped-attribute', 'prefix-overlap', 'projection-all', 'random-sort-key', 'scan-required',
  'unpadded-number', 'unsortable-date', 'unused-index', 'variable-length-middle',
];

const files = fs.readdirSync(vectorDir).filter((f) => f.endsWith('.json')).sort();

let enginePromise;
function engine() {
  enginePromise ??= createNodeEngine();
  return enginePromise;
}

async function lint(model) {
  const r = parseResponse((await engine()).execute('keyscape:Lint', { model }));
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.body.findings;
}

test('there is one lint vector per rule id', () => {
  assert.deepEqual(files.map((f) => f.replace(/\.json$/, '')), RULE_IDS);
});

for (const file of files) {
  const v = JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8'));
  test(`lint vector ${file}`, async () => {
    assert.equal(`${v.rule}.json`, file);
    assert.deepEqual(await lint(v.corrected), [], 'the corrected design lints clean');
    const findings = await lint(v.trigger);
    for (const f of findings) {
      assert.ok(RULE_IDS.includes(f.rule), f.rule);
      assert.ok(['error', 'warning', 'info'].includes(f.severity));
      assert.ok(f.location.path.startsWith('/') && f.message && f.explanation && f.fix, JSON.stringify(f));
    }
    const found = findings.find((f) => f.rule === v.rule);
    assert.ok(found, `no ${v.rule} finding in ${JSON.stringify(findings.map((f) => f.rule))}`);
    assert.equal(found.severity, v.expect.severity);
    assert.equal(found.location.path, v.expect.location.path);
  });
}

/** file -> the rule ids in the last cell of its row of docs/examples/README.md. */
function readmeFindings() {
  const out = new Map();
  for (const line of fs.readFileSync(path.join(exampleDir, 'README.md'), 'utf8').split('\n')) {
    const m = /^\| `([^`]+\.json)` \|.*\|([^|]*)\|\s*$/.exec(line);
    if (!m) continue;
    out.set(m[1], [...m[2].matchAll(/`([^`]+)`/g)].map((x) => x[1]).filter((w) => RULE_IDS.includes(w)).sort());
  }
  return out;
}

test('every example yields exactly the findings its README lists', async () => {
  const listed = readmeFindings();
  const examples = fs.readdirSync(exampleDir).filter((f) => f.endsWith('.json')).sort();
  assert.ok(examples.length >= 7);
  assert.deepEqual([...listed.keys()].sort(), examples);
  assert.deepEqual(listed.get('lexicographic-trap.json'), ['unpadded-number']);
  for (const f of examples) {
    const findings = await lint(JSON.parse(fs.readFileSync(path.join(exampleDir, f), 'utf8')));
    assert.deepEqual([...new Set(findings.map((x) => x.rule))].sort(), listed.get(f), f);
  }
});

test('an invalid model gets the reader\'s path-named ValidationException', async () => {
  const r = parseResponse((await engine()).execute('keyscape:Lint', {
    model: { format: 'keyscape-model', version: 1, name: 'm', tables: [{ name: 'T', partitionKey: { name: 'PK', type: 'X' } }] },
  }));
  assert.equal(r.ok, false);
  assert.equal(r.error.name, 'ValidationException');
  assert.match(r.error.message, /^\/tables\/0\/partitionKey\/type: /);
});

test('a design ValidateModel refuses (a one-character table name) is refused by Lint alike', async () => {
  const model = JSON.parse(fs.readFileSync(path.join(exampleDir, 'lexicographic-trap.json'), 'utf8'));
  model.tables[0].name = 'T';
  for (const e of model.entities) e.table = 'T';
  for (const p of model.accessPatterns) p.table = 'T';
  const e = await engine();
  const validate = e.execute('keyscape:ValidateModel', { model });
  assert.match(validate, /"message":"\/tables\/0: /);
  for (const op of ['keyscape:Lint', 'keyscape:RunAccessPatterns', 'keyscape:Cost', 'keyscape:AnalyzeDesign'])
    assert.equal(e.execute(op, { model }), validate, op);
});
