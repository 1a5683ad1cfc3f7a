// The library exports (electrodb, onetable, dynamodb-toolbox, sdk-js) compile under
// tsc --strict, and ElectroDB, OneTable and dynamodb-toolbox themselves, loading the exported
// entities, build for every sample item of every example the keys keyscape renders.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutItemCommand } from 'dynamodb-toolbox';
import { LIBRARY_FORMATS, compareKeys, compileExports, sampleKeys } from './libraries_lib.mjs';

const build = compileExports(LIBRARY_FORMATS);
after(() => build.remove());

// Never contacted: OneTable wants a client even for execute:false.
const offlineClient = new DynamoDBClient({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9',
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
});

// How each library builds the item it would put (null: refused where the export reports a
// gap), from an entity's values; `gaps` collects what an export reports the library
// cannot do.
const BUILDERS = {
  // ElectroDB checks the composites of the table's key (and of a sparse index's) before any
  // `set` runs: where such a composite is a computed filter (iso8601, upper, ...) the export
  // reports an "input" gap and keyInputs adds it; that ElectroDB alone fails there is
  // checked too, so a gap that closes fails here. A "together" gap: ElectroDB refuses an
  // item that gives some of a sparse index's values, where keyscape renders the keys it can.
  electrodb: async (mod, gaps) => {
    const inputs = new Set(mod.gaps.filter((g) => g.kind === 'input').map((g) => g.entity));
    assert.deepEqual([...inputs].sort(), Object.keys(mod.keyInputs).sort());
    gaps.push(...mod.gaps.map((g) => `${g.entity} ${g.keys.join('+')}: ${g.problem}`));
    const together = mod.gaps.filter((g) => g.kind === 'together');
    const services = Object.keys(mod).filter((k) => k.endsWith('Service'));
    assert.ok(services.length > 0);
    for (const k of services) assert.ok(mod[k]().entities, k); // ElectroDB checks the join
    return (s) => {
      const entity = mod.entities[s.entity];
      if (!inputs.has(s.entity)) return entity.put(s.values).params().Item;
      assert.throws(() => entity.put(s.values).params(), /Missing properties|Incomplete composite/);
      try {
        return entity.put(mod.keyInputs[s.entity](s.values)).params().Item;
      } catch (e) {
        // A "together" gap: keyscape renders only some of that index's keys for this item.
        const gap = together.find((g) => g.entity === s.entity &&
          g.keys.some((k) => s.keys[k] === undefined) && g.keys.some((k) => s.keys[k] !== undefined));
        if (!gap || !/Incomplete composite attributes/.test(e.message)) throw e;
        return null;
      }
    };
  },
  onetable: async (mod) => {
    const tables = mod.tables(offlineClient);
    return async (s) => (await tables[s.table].getModel(s.entity).create(s.values, { execute: false })).Item;
  },
  'dynamodb-toolbox': async (mod) => (s) => mod.entities[s.entity].build(PutItemCommand).item(s.values).params().Item,
};

test('tsc --strict compiles every library export of every example', () => {
  assert.equal(build.tscStatus, 0, build.tscOutput);
});

for (const { id } of build.designs) {
  for (const format of LIBRARY_FORMATS) {
    const refused = build.refusal(id, format);
    if (refused) {
      // A multi-attribute GSI key: the library cannot say it, and the export says so by name.
      test(`${format} export of ${id} refuses its multi-attribute index by name`, () => {
        assert.equal(refused.status, 2, refused.stderr);
        for (const index of refused.indexes) assert.match(refused.stderr, new RegExp(`index ${index}\\b.*a multi-attribute key`));
      });
      continue;
    }
    test(`${format} export of ${id} compiles under tsc --strict`, () => {
      assert.deepEqual(build.diagnostics(id, format), []);
    });
  }
}

for (const [library, builder] of Object.entries(BUILDERS)) {
  test(`${library} builds the keys keyscape renders, for every sample item of every example`, async (t) => {
    let keys = 0;
    let items = 0;
    let refused = 0;
    const gaps = [];
    for (const design of build.designs) {
      if (build.refusal(design.id, library)) continue; // checked above: refused by name
      const put = await builder(await import(build.modulePath(design.id, library)), gaps);
      for (const sample of sampleKeys(design)) {
        const item = await put(sample);
        if (item === null) refused++; // a reported gap, checked by the builder
        else keys += compareKeys(assert, `${library} ${design.id}`, sample, item);
        items++;
      }
    }
    assert.ok(keys > 0);
    const summary = `${library}: ${keys} keys of ${items} items in ${build.designs.length} designs equal keyscape's` +
      (refused ? `; ${refused} items refused` : '') +
      (gaps.length ? `; reported gaps: ${gaps.join(' | ')}` : '; no gaps');
    t.diagnostic(summary);
    console.log(summary);
  });
}
