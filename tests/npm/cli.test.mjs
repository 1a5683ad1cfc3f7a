// The package's `keyscape` binary (the native CLI's main through wasm) prints the same bytes,
// on stdout and stderr, with the same exit code, as build/native/keyscape: `npx keyscape
// lint` on the trap, and every model command on every example in docs/examples.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { examples, examplesDir, installPackage, nativeBin, repoRoot, run } from './harness.mjs';

let inst;
before(() => { inst = installPackage(); });
after(() => inst?.remove());

function same(args, note = args.join(' ')) {
  const want = run(nativeBin, args);
  const got = run('node', [inst.bin('keyscape'), ...args]);
  assert.equal(got.status, want.status, `${note}: exit code`);
  assert.ok(got.stdout.equals(want.stdout), `${note}: stdout differs`);
  assert.ok(got.stderr.equals(want.stderr), `${note}: stderr differs:\n${got.stderr}\n---\n${want.stderr}`);
  return got;
}

test('npx keyscape lint on the trap prints byte for byte what the native CLI prints', () => {
  const trap = path.join(examplesDir, 'lexicographic-trap.json');
  const want = run(nativeBin, ['lint', trap]);
  const got = run('npx', ['--no-install', 'keyscape', 'lint', trap], { cwd: inst.dir });
  assert.ok(want.stdout.length > 0);
  assert.equal(got.status, want.status);
  assert.ok(got.stdout.equals(want.stdout), `stdout differs:\n${got.stdout}`);
  assert.ok(got.stderr.equals(want.stderr));
});

test('the design commands on every example, as JSON and as text', () => {
  for (const file of examples()) {
    for (const cmd of ['validate', 'lint', 'patterns', 'cost']) {
      same([cmd, file]);
      same([cmd, '--format', 'text', file]);
    }
  }
});

test('export in every format, diff, template, import, help and errors', () => {
  const formats = JSON.parse(run(nativeBin, ['exec'], {
    input: '{"op":"keyscape:ListExportFormats","request":{}}\n' }).stdout).formats.map((f) => f.id ?? f.name ?? f);
  assert.ok(formats.length > 5, JSON.stringify(formats));
  const shop = path.join(examplesDir, 'online-shop.json');
  for (const format of formats) same(['export', '--format', format, shop]);
  for (const file of examples()) same(['export', '--format', formats[0], file]);
  const trap = path.join(examplesDir, 'lexicographic-trap.json');
  const fixed = path.join(examplesDir, 'lexicographic-trap-fixed.json');
  same(['diff', trap, fixed]);
  same(['diff', '--format', 'text', trap, fixed]);
  same(['template', 'render', 'ORDER#${date}#${id}', '{"date":"2026-01-02","id":7}']);
  same(['template', 'parse', 'ORDER#${date}#${id}', 'ORDER#2026-01-02#7']);
  same(['import', '--from', 'nosql-workbench', path.join(repoRoot, 'tests/fixtures/nosql-workbench/AnOnlineShop_1.json')]);
  same(['import', '--from', 'aws-mcp', path.join(repoRoot, 'tests/fixtures/aws-mcp/dynamodb_data_model.json')]);
  same(['--help']);
  same(['lint', '--help']);
  same(['lint', path.join(examplesDir, 'no-such-file.json')]);
  same(['lint', path.join(repoRoot, 'README.md')]);
  same(['nope']);
  same([]);
});

test('exec reads its stream from stdin', () => {
  const input = '{"op":"ListTables","request":{}}\nnot json\n{"op":"CreateTable","request":{"TableName":"x"}}\n';
  const want = run(nativeBin, ['exec'], { input });
  const got = run('node', [inst.bin('keyscape'), 'exec'], { input });
  assert.equal(got.status, 0);
  assert.ok(got.stdout.equals(want.stdout), `${got.stdout}\n---\n${want.stdout}`);
});
