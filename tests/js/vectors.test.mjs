// The golden vectors (tests/vectors/exec_*.json and template_*.json) through the Node wasm
// build: each step's response text must equal JSON.stringify(expect), as in the native and wasm unit tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResponse } from '../../wasm/engine.mjs';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorDir = path.join(root, 'tests', 'vectors');
const files = fs.readdirSync(vectorDir).filter((f) => /^(exec|template)_.*\.json$/.test(f)).sort();

test('there are golden vector files', () => {
  assert.ok(files.length >= 2, `found ${files.length}`);
});

for (const file of files) {
  const doc = JSON.parse(fs.readFileSync(path.join(vectorDir, file), 'utf8'));
  for (const c of doc.cases) {
    test(`${file}: ${c.name}`, async () => {
      const engine = await createNodeEngine();
      engine.setFixedClock(0);
      try {
        c.steps.forEach((step, i) => {
          const got = step.line !== undefined
            ? engine.executeLine(step.line)
            : engine.execute(step.op, step.request);
          if (step.expect !== undefined) {
            assert.equal(got, JSON.stringify(step.expect), `step ${i + 1}`);
          } else {
            assert.ok(parseResponse(got).ok, `step ${i + 1}: ${got}`);
          }
        });
      } finally {
        engine.dispose();
      }
    });
  }
}
