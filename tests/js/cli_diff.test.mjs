// `keyscape diff OLD NEW` (keyscape:DiffDesigns): the JSON it prints is byte for byte the
// wasm engine's answer; --format text is a readable report; an invalid design exits 2 and
// names its file and the JSON path, as validate does.
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
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const run = (...args) => spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 26 });

test('diff prints what the wasm engine answers, byte for byte', async () => {
  const engine = await createNodeEngine();
  const r = run('diff', example('lexicographic-trap'), example('lexicographic-trap-fixed'));
  assert.equal(r.status, 0, r.stderr);
  const request = { old: read(example('lexicographic-trap')), new: read(example('lexicographic-trap-fixed')) };
  assert.equal(r.stdout, engine.execute('keyscape:DiffDesigns', request) + '\n');
  const body = JSON.parse(r.stdout);
  assert.equal(body.migration.itemsRewritten, 500000);
  assert.equal(body.migration.writeUnits, 1000000);
  engine.dispose();
});

test('diff --format text: changes, migration, patterns, lint', () => {
  const r = run('diff', '--format', 'text', example('lexicographic-trap'), example('lexicographic-trap-fixed'));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^  key-template \/entities\/0\/keys\/SK: ORDER#\$\{n\} -> ORDER#\$\{n\|pad\(10\)\}$/m);
  assert.match(r.stdout, /^migration: 500000 items rewritten \(500000 deletes, 500000 puts\), 1000000 write units, \$0\.625000 on demand$/m);
  assert.match(r.stdout, /^  differs  Latest order of a customer: /m);
  assert.match(r.stdout, /^lint resolved: unpadded-number \/entities\/0\/keys\/SK: /m);
});

test('diff refuses an invalid design: exit 2, its file and path', () => {
  const model = read(example('online-shop'));
  model.tables[0].name = 'T';
  for (const e of model.entities) if (e.table === 'Shop') e.table = 'T';
  for (const p of model.accessPatterns) if (p.table === 'Shop') p.table = 'T';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keyscape-diff-')), 'bad.json');
  fs.writeFileSync(file, JSON.stringify(model));
  const validate = run('validate', file);
  assert.equal(validate.status, 2);
  const r = run('diff', example('online-shop'), file);
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr, validate.stderr.replace('keyscape validate:', 'keyscape diff:'));
  const usage = run('diff', example('online-shop'));
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /usage: keyscape diff/);
});
