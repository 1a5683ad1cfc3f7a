// wasm/types/model.d.ts is generated from docs/model.schema.json (wasm/types/generate-model.mjs,
// json-schema-to-typescript): this fails while the committed file differs from what the schema
// generates now, naming the first differing line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { generateModelTypes, modelTypesPath } from '../../wasm/types/generate-model.mjs';

test('wasm/types/model.d.ts is what docs/model.schema.json generates', async () => {
  const want = (await generateModelTypes()).split('\n');
  const have = fs.readFileSync(modelTypesPath, 'utf8').split('\n');
  const at = want.findIndex((line, i) => line !== have[i]);
  const first = at >= 0 ? at : want.length < have.length ? want.length : -1;
  assert.equal(first, -1, `model.d.ts is stale from line ${first + 1} (have ${JSON.stringify(have[first])}, ` +
    `generated ${JSON.stringify(want[first])}): run node wasm/types/generate-model.mjs`);
});

test('the generated root type is ModelFile, with the schema\'s required members', async () => {
  const text = await generateModelTypes();
  const root = /export type ModelFile = \{([^}]*)\};/.exec(text);
  assert.ok(root, 'no type ModelFile in model.d.ts');
  for (const member of ["format: 'keyscape-model';", 'version: 1;', 'name: string;', 'tables: Table[];']) {
    assert.ok(root[1].includes(member), `ModelFile lacks ${member}`);
  }
});
