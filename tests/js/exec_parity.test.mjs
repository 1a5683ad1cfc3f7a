// The same request stream through `build/native/keyscape exec` and through the Node wasm
// build must print byte-identical output, line for line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(root, 'build', 'native', 'keyscape');

function streamFromVectors() {
  const lines = [];
  const dir = path.join(root, 'tests', 'vectors');
  for (const f of fs.readdirSync(dir).filter((x) => /^(exec|template)_.*\.json$/.test(x)).sort()) {
    for (const c of JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).cases) {
      for (const s of c.steps) {
        lines.push(s.line !== undefined ? s.line : JSON.stringify({ op: s.op, request: s.request }));
      }
    }
  }
  // Extra hostile lines: not JSON, wrong shapes, unicode, deep nesting. They use a table of
  // their own: the vector files' cases, run here in one stream, reuse table names.
  lines.push('{"op":"CreateTable","request":{"TableName":"ParityTail","BillingMode":"PAY_PER_REQUEST",' +
    '"AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},{"AttributeName":"SK","AttributeType":"S"}],' +
    '"KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}]}}');
  lines.push('{"op":"PutItem","request":{"TableName":"ParityTail","Item":{"PK":{"S":"\\u00e9\\ud83d\\ude03"},"SK":{"S":"x"}}}}');
  lines.push('{"op":"Scan"}');
  lines.push('"just a string"');
  lines.push('['.repeat(5000));
  lines.push('{"op":"Query","request":{"TableName":"ParityTail","KeyConditionExpression":"PK = :p","ExpressionAttributeValues":{":p":{"S":"\\u00e9\\ud83d\\ude03"}}}}');
  // The design-model operations on every example design (doubles printed by both runtimes).
  const examples = path.join(root, 'docs', 'examples');
  for (const f of fs.readdirSync(examples).filter((x) => x.endsWith('.json')).sort()) {
    const model = JSON.parse(fs.readFileSync(path.join(examples, f), 'utf8'));
    for (const op of ['keyscape:ValidateModel', 'keyscape:RunAccessPatterns', 'keyscape:Cost']) {
      lines.push(JSON.stringify({ op, request: { model } }));
    }
  }
  lines.push(JSON.stringify({ op: 'keyscape:RunAccessPatterns', request: { model: { format: 'keyscape-model', version: 1 } } }));
  return lines;
}

test('native exec and the Node wasm build print identical bytes', async () => {
  assert.ok(fs.existsSync(cli), `missing ${cli}`);
  const lines = streamFromVectors();
  assert.ok(lines.length > 40);
  const native = spawnSync(cli, ['exec', '--fixed-clock', '0'], {
    input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 26,
  });
  assert.equal(native.status, 0, native.stderr);
  const nativeLines = native.stdout.split('\n');
  assert.equal(nativeLines.pop(), '');
  const engine = await createNodeEngine();
  engine.setFixedClock(0);
  const wasmLines = lines.map((l) => engine.executeLine(l));
  engine.dispose();
  assert.equal(nativeLines.length, lines.length);
  for (let i = 0; i < lines.length; i++) {
    assert.equal(wasmLines[i], nativeLines[i], `line ${i + 1}: ${lines[i].slice(0, 120)}`);
  }
  // The stream went on after the bad lines: the tail query answered, and so did the model
  // operations after it.
  const tail = lines.findIndex((l) => l.startsWith('{"op":"Query","request":{"TableName":"ParityTail"'));
  assert.match(nativeLines[tail], /"Count":1/);
  assert.match(nativeLines.at(-2), /"totals":/);
  assert.match(nativeLines.at(-1), /\/name: required/);
});
