// The model commands of the native CLI (keyscape validate|patterns|cost MODEL): the JSON they
// print is byte for byte the wasm engine's answer to the same operation, the exit codes are
// ARCHITECTURE.md's (0 ok, 1 a failed expect, 2 invalid input with the JSON path on stderr),
// and --format text is a readable report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'build', 'native', 'keyscape');
const example = (name) => path.join(root, 'docs', 'examples', name + '.json');
const run = (...args) => spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 26 });

function tempModel(mutate) {
  const model = JSON.parse(fs.readFileSync(example('lexicographic-trap'), 'utf8'));
  mutate(model);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-cli-')), 'model.json');
  fs.writeFileSync(file, JSON.stringify(model));
  return file;
}

test('the CLI prints what the wasm engine answers, byte for byte', async () => {
  const engine = await createNodeEngine();
  for (const [cmd, op] of [['validate', 'keyscape:ValidateModel'], ['patterns', 'keyscape:RunAccessPatterns'], ['cost', 'keyscape:Cost'], ['lint', 'keyscape:Lint']]) {
    for (const name of ['online-shop', 'audit-log']) {
      const r = run(cmd, example(name));
      assert.equal(r.status, 0, `${cmd} ${name}: ${r.stderr}`);
      const model = JSON.parse(fs.readFileSync(example(name), 'utf8'));
      assert.equal(r.stdout, engine.execute(op, { model }) + '\n', `${cmd} ${name}`);
    }
  }
  engine.dispose();
});

test('invalid input: exit 2 and the JSON path on stderr', () => {
  const bad = tempModel((m) => { m.entities[0].keys.SK = 'ORDER#${orderNum}'; });
  const r = run('patterns', bad);
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /\/entities\/0\/keys\/SK: template refers to attribute orderNum, which entity Order does not define/);
  const missingIndex = tempModel((m) => { m.accessPatterns[0].index = 'GSI9'; });
  const r2 = run('cost', missingIndex);
  assert.equal(r2.status, 2);
  assert.match(r2.stderr, /\/accessPatterns\/0\/index: table \w+ has no index GSI9/);
  const r3 = run('validate', '/nonexistent/model.json');
  assert.equal(r3.status, 2);
  assert.match(r3.stderr, /cannot read/);
  const r4 = run('lint');
  assert.equal(r4.status, 2);
  assert.match(r4.stderr, /usage: keyscape lint/);
});

test('a failed expect: exit 1, and the text report says FAILS', () => {
  const wrong = tempModel((m) => { m.accessPatterns[0].expect = { count: 99 }; });
  const r = run('patterns', wrong);
  assert.equal(r.status, 1);
  const verdict = JSON.parse(r.stdout).patterns[0].expect;
  assert.equal(verdict.holds, false);
  assert.deepEqual(verdict.count, { expected: 99, actual: 4 });
  const text = run('patterns', '--format', 'text', wrong);
  assert.equal(text.status, 1);
  assert.match(text.stdout, /^Orders of a customer \(Query\)  expect: FAILS$/m);
});

test('cost --format text lists every pattern and both totals', () => {
  const r = run('cost', '--format', 'text', example('online-shop'));
  assert.equal(r.status, 0, r.stderr);
  const model = JSON.parse(fs.readFileSync(example('online-shop'), 'utf8'));
  for (const p of model.accessPatterns) assert.ok(r.stdout.includes(p.name.slice(0, 46)), p.name);
  assert.match(r.stdout, /^on-demand: +\$[\d.]+ requests \+ \$[\d.]+ storage = \$[\d.]+ a month$/m);
  assert.match(r.stdout, /^provisioned: \d+ RCU, \d+ WCU: /m);
});

test('lint: findings as JSON or text; a finding of severity error exits 1', () => {
  const r = run('lint', '--format', 'text', example('lexicographic-trap'));
  assert.equal(r.status, 0, r.stderr);  // unpadded-number is a warning
  assert.match(r.stdout, /^warning unpadded-number \/entities\/0\/keys\/SK: /m);
  assert.match(r.stdout, /^    fix: .*pad\(/m);
  const clean = run('lint', '--format', 'text', example('lexicographic-trap-fixed'));
  assert.equal(clean.stdout, 'no findings\n');
  // A pattern parameter holding its delimiter: delimiter-in-value, severity error.
  const broken = tempModel((m) => {
    m.accessPatterns.push({ name: 'Broken', table: m.tables[0].name, operation: 'Query', key: { partition: 'CUSTOMER#${customerId}#X' }, parameters: { customerId: 'c#X' } });
  });
  const b = run('lint', broken);
  assert.equal(b.status, 1, b.stderr);
  assert.ok(JSON.parse(b.stdout).findings.some((f) => f.rule === 'delimiter-in-value' && f.severity === 'error'));
});

test('lint, patterns and cost refuse a design validate refuses: exit 2, the same message', () => {
  // A one-character table name: the model reads, but DynamoDB's CreateTable refuses it.
  const bad = tempModel((m) => {
    m.tables[0].name = 'T';
    for (const e of m.entities) e.table = 'T';
    for (const p of m.accessPatterns) p.table = 'T';
  });
  const validate = run('validate', bad);
  assert.equal(validate.status, 2);
  assert.match(validate.stderr, /^keyscape validate: .*: \/tables\/0: /);
  for (const cmd of ['lint', 'patterns', 'cost']) {
    const r = run(cmd, bad);
    assert.equal(r.status, 2, cmd);
    assert.equal(r.stdout, '', cmd);
    assert.equal(r.stderr, validate.stderr.replace('keyscape validate:', `keyscape ${cmd}:`), cmd);
  }
});
