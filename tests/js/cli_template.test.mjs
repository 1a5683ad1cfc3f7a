// `keyscape template render|parse|prefix` (core/cli/model_commands.cc): the native CLI
// prints keyscape:Template's response JSON on stdout with exit code 0, and answers invalid
// input with exit code 2 and the engine's message on stderr. The same answers as the
// operation through the Node wasm build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'build', 'native', 'keyscape');

function run(...args) {
  assert.ok(fs.existsSync(cli), `missing ${cli}: ./scripts/build native`);
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const ORDER = 'CUSTOMER#${customerId}#ORDER#${orderNo|pad(10)}';

test('render prints {"key"}', () => {
  const r = run('template', 'render', ORDER, '{"customerId":"c_01","orderNo":7}');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '{"key":"CUSTOMER#c_01#ORDER#0000000007"}\n');
  assert.equal(r.stderr, '');
});

test('parse prints {"values"} in the template order', () => {
  const r = run('template', 'parse', ORDER, 'CUSTOMER#c_01#ORDER#0000000007');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '{"values":{"customerId":"c_01","orderNo":"7"}}\n');
});

test("prefix prints {\"prefix\"}: MODEL.md's examples", () => {
  assert.equal(run('template', 'prefix', 'EVT#${at}#${id}', '{}').stdout, '{"prefix":"EVT#"}\n');
  const r = run('template', 'prefix', 'EVT#${at}#${id}', '{"at":"2026-06"}');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '{"prefix":"EVT#2026-06"}\n');
});

test('UTF-8 arguments and values come back unchanged', () => {
  const r = run('template', 'render', '名前#${n|upper}', '{"n":"zoë 🙂"}');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '{"key":"名前#ZOë 🙂"}\n');
});

test('invalid input: exit code 2, the message on stderr, nothing on stdout', () => {
  const cases = [
    [['render', 'ORDER#${orderNo|pad(10)}', '{"orderNo":12345678901}'],
      'keyscape template: template ORDER#${orderNo|pad(10)}: value 12345678901 of orderNo is longer than pad(10)\n'],
    [['render', 'ORDER#${orderNo}', '{}'], 'keyscape template: template ORDER#${orderNo}: attribute orderNo is missing\n'],
    [['parse', '${a}${b}', 'xy'],
      'keyscape template: template ${a}${b}: keys cannot be parsed: ${a} and ${b} have no literal text between them (give ${a} a fixed width with pad(N))\n'],
    [['prefix', 'EVT#${at}#${id}', '{"id":"7"}'],
      'keyscape template: template EVT#${at}#${id}: attribute id is given, but at, which comes before it, is missing\n'],
    [['render', 'A#${x', '{}'], 'keyscape template: template A#${x: unclosed ${ at offset 2\n'],
    [['render', '${a}', '{"a":'], 'keyscape template: VALUES is not JSON: Unexpected end of JSON input at offset 5\n'],
    [['render', '${a}', '[1]'], 'keyscape template: values must be an object\n'],
  ];
  for (const [args, stderr] of cases) {
    const r = run('template', ...args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}`);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, stderr);
  }
});

test('wrong arguments: usage on stderr and exit code 2; --help on stdout and 0', () => {
  for (const args of [['template'], ['template', 'render', '${a}'], ['template', 'show', '${a}', '{}'], ['template', 'parse', 'a', 'b', 'c']]) {
    const r = run(...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^usage: keyscape template render TEMPLATE VALUES \| parse TEMPLATE KEY \| prefix TEMPLATE VALUES\n$/);
  }
  const help = run('template', '--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /^usage: keyscape template /);
  assert.match(run('--help').stdout, /template render TEMPLATE VALUES \| parse TEMPLATE KEY \| prefix TEMPLATE VALUES/);
});

test('the CLI prints what the operation answers in the Node wasm build', async () => {
  const engine = await createNodeEngine();
  try {
    const requests = [
      ['render', ORDER, { customerId: 'c_01', orderNo: 7 }],
      ['prefix', 'E#${at|iso8601}#${id}', { at: '2026-06-23T12:00:00+02:00' }],
    ];
    for (const [action, template, values] of requests) {
      const cliOut = run('template', action, template, JSON.stringify(values)).stdout;
      assert.equal(cliOut, engine.execute('keyscape:Template', { action, template, values }) + '\n');
    }
    const parsed = run('template', 'parse', ORDER, 'CUSTOMER#x#ORDER#0000000042').stdout;
    assert.equal(parsed, engine.execute('keyscape:Template', { action: 'parse', template: ORDER, key: 'CUSTOMER#x#ORDER#0000000042' }) + '\n');
  } finally {
    engine.dispose();
  }
});
