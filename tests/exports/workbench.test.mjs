// The nosql-workbench export (Workbench 3.0) re-imported by keyscape's own importer:
// - every real Workbench file in tests/fixtures/nosql-workbench/ (1.0) imports, exports to
//   3.0 and re-imports with the same tables (keys, GSIs, billing), items and entity
//   templates;
// - every example design exports and re-imports to the same tables, the same key templates
//   per entity (carried in KeyAttributeAlias) and the same items (entity items come back
//   as the raw items they render to). Workbench has no TTL: tables compare without it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { KEYSCAPE, ROOT, exampleDesigns, exportDesign, keyscape, scratch, writeFile } from './lib.mjs';
import { multiKeyIndexes } from './libraries_lib.mjs';

const FIXTURES = join(ROOT, 'tests/fixtures/nosql-workbench');

function importWorkbench(path) {
  const out = JSON.parse(keyscape(['import', '--from', 'nosql-workbench', path]));
  return out.model ?? out;
}

/** createTable requests and the rendered items ({table, item}, in a canonical order). */
function shape(path) {
  const v = JSON.parse(keyscape(['validate', path]));
  const items = v.items.map((i) => JSON.stringify({ table: i.table, item: sortKeys(i.item) })).sort();
  return { tables: v.createTable, items, model: v.model };
}

function sortKeys(o) {
  if (Array.isArray(o)) return o.map(sortKeys);
  if (o && typeof o === 'object')
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortKeys(o[k])]));
  return o;
}

/** Export `path` to Workbench, check the 3.0 metadata, re-import: the re-imported model's path. */
function roundTrip(path, dir) {
  const text = exportDesign('nosql-workbench', path);
  const doc = JSON.parse(text);
  assert.equal(doc.ModelMetadata.Version, '3.0');
  assert.equal(doc.ModelMetadata.AWSService, 'Amazon DynamoDB');
  assert.equal(exportDesign('nosql-workbench', path), text, 'deterministic');
  const again = importWorkbench(writeFile(dir, 'export.workbench.json', text));
  return { doc, path: writeFile(dir, 'again.json', JSON.stringify(again)) };
}

const templates = (model) =>
  Object.fromEntries((model.entities ?? []).map((e) => [e.name, sortKeys(e.keys)]));

const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).sort();

test('there are five Workbench fixtures', () => assert.equal(fixtures.length, 5));

for (const f of fixtures) {
  test(`Workbench fixture ${f} imports, exports to 3.0 and re-imports the same`, () => {
    const { dir, remove } = scratch();
    try {
      const first = writeFile(dir, 'first.json', JSON.stringify(importWorkbench(join(FIXTURES, f))));
      const { path } = roundTrip(first, dir);
      const a = shape(first);
      const b = shape(path);
      assert.deepEqual(b.tables, a.tables);
      assert.deepEqual(b.items, a.items);
      assert.deepEqual(templates(b.model), templates(a.model), 'the facets keep their templates');
      assert.ok(a.tables.length > 0);
    } finally {
      remove();
    }
  });
}

const withoutTtl = (model) => model.tables.map(({ timeToLiveAttribute, ...t }) => t);

for (const { id, path, model } of exampleDesigns()) {
  const multi = multiKeyIndexes(model);
  if (multi.length) {
    // A NoSQL Workbench model has no multi-attribute keys: the export refuses, naming the index.
    test(`nosql-workbench export of ${id} refuses its multi-attribute index by name`, () => {
      const r = spawnSync(KEYSCAPE, ['export', '--format', 'nosql-workbench', path], { encoding: 'utf8' });
      assert.equal(r.status, 2, r.stderr);
      for (const index of multi) assert.match(r.stderr, new RegExp(`index ${index} of table \\S+ has a multi-attribute key`));
    });
    continue;
  }
  test(`nosql-workbench export of ${id} re-imports to the same tables, templates and items`, () => {
    const { dir, remove } = scratch();
    try {
      const { doc, path: again } = roundTrip(path, dir);
      const a = shape(path);
      const b = shape(again);
      assert.deepEqual(b.tables, a.tables);
      assert.deepEqual(templates(b.model), templates(a.model));
      assert.deepEqual(b.items, a.items);
      assert.equal(b.items.length, a.model.items.length);
      // The facets hold the entities' items, the aliases their templates.
      const facets = doc.DataModel.flatMap((t) => t.TableFacets);
      assert.equal(facets.length, a.model.entities.length);
      for (const e of a.model.entities) {
        const facet = facets.find((x) => x.FacetName === e.name);
        assert.equal(facet.KeyAttributeAlias.PartitionKeyAlias, Object.values(e.keys)[0]);
        assert.equal(facet.TableData.length, a.model.items.filter((i) => i.entity === e.name).length);
      }
      assert.deepEqual(withoutTtl(b.model).map((t) => t.name), withoutTtl(a.model).map((t) => t.name));
    } finally {
      remove();
    }
  });
}
