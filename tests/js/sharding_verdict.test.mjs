// keyscape:SimulateLoad's WriteSharding.Verdict through the wasm Node build, against
// tests/vectors/sharding_verdicts.json (the verdicts web/src/partitions/sharding.ts computed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createNodeEngine } from '../../wasm/node.mjs';

const doc = JSON.parse(fs.readFileSync(new URL('../vectors/sharding_verdicts.json', import.meta.url), 'utf8'));

test('every sharding scenario gets the recorded verdict (wasm)', async () => {
  assert.ok(doc.cases.length >= 6);
  for (const c of doc.cases) {
    const engine = await createNodeEngine();
    for (const s of c.steps) engine.call(s.op, s.request);
    const r = engine.call('keyscape:SimulateLoad', c.simulate);
    assert.equal(JSON.stringify(r.WriteSharding.Verdict), JSON.stringify(c.verdict), c.name);
    engine.dispose();
  }
});
