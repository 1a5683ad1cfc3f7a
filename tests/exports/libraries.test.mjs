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

// How each library builds the item it would put, from an entity's values. `gaps` collects
// what an export reports it cannot do by the library alone.
const BUILDERS = {
  // ElectroDB checks the table key's composite attributes before any `set` runs: where such a
  // composite is a computed filter (iso8601, ...) the export lists it in `gaps` and its
  // keyInputs adds it; that ElectroDB alone fails there is checked too, so a gap that
  // closes (or one that is not reported) fails here.
  electrodb: async (mod, gaps) => {
    const withInputs = Object.keys(mod.keyInputs);
    assert.equal(mod.gaps.length >= withInputs.length, true);
    for (const entity of withInputs) assert.ok(mod.gaps.some((g) => g.startsWith(`${entity}: `)), entity);
    gaps.push(...mod.gaps);
    return (s) => {
      const entity = mod.entities[s.entity];
      const input = mod.keyInputs[s.entity];
      if (input === undefined) return entity.put(s.values).params().Item;
      assert.throws(() => entity.put(s.values).params(), /Missing properties/);
      return entity.put(input(s.values)).params().Item;
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
    test(`${format} export of ${id} compiles under tsc --strict`, () => {
      assert.deepEqual(build.diagnostics(id, format), []);
    });
  }
}

for (const [library, builder] of Object.entries(BUILDERS)) {
  test(`${library} builds the keys keyscape renders, for every sample item of every example`, async (t) => {
    let keys = 0;
    let items = 0;
    const gaps = [];
    for (const design of build.designs) {
      const put = await builder(await import(build.modulePath(design.id, library)), gaps);
      for (const sample of sampleKeys(design)) {
        keys += compareKeys(assert, `${library} ${design.id}`, sample, await put(sample));
        items++;
      }
    }
    assert.ok(keys > 0);
    const summary = `${library}: ${keys} keys of ${items} items in ${build.designs.length} designs equal keyscape's` +
      (gaps.length ? `; reported gaps: ${gaps.join(' | ')}` : '; no gaps');
    t.diagnostic(summary);
    console.log(summary);
  });
}
