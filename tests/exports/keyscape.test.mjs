// The keyscape export is the canonical model: it reads back to itself, for every example.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exampleDesigns, exportDesign, keyscape, scratch, writeFile } from './lib.mjs';

for (const { id, path } of exampleDesigns()) {
  test(`keyscape export of ${id} re-reads to the same canonical model`, () => {
    const text = exportDesign('keyscape', path);
    const { dir, remove } = scratch();
    try {
      const again = writeFile(dir, 'again.json', text);
      const original = JSON.parse(keyscape(['validate', path])).model;
      assert.deepEqual(JSON.parse(text), original);
      assert.deepEqual(JSON.parse(keyscape(['validate', again])).model, original);
      assert.equal(exportDesign('keyscape', again), text);
    } finally {
      remove();
    }
  });
}
