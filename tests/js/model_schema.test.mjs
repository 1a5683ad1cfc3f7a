// docs/model.schema.json (the model file, version 1, as MODEL.md describes it) against the examples in
// docs/examples/: every example validates, the examples are internally consistent (names resolve,
// templates use defined attributes, expect agrees with itself), and deliberately broken models are
// each rejected at the path of the break. Needs no engine build: npm ci in tests/js (ajv) only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const schemaPath = path.join(root, 'docs', 'model.schema.json');
const exampleDir = path.join(root, 'docs', 'examples');
const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));

// strict: unknown keywords or ill-formed schema parts fail compilation. strictRequired stays off:
// it rejects `required` inside if/then even when the property is declared beside them.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validate = ajv.compile(schema);

function errorsOf(model) {
  const ok = validate(model);
  return ok ? null : validate.errors.map((e) => ({ path: e.instancePath, keyword: e.keyword, message: e.message, params: e.params }));
}
const show = (errs) => JSON.stringify(errs, null, 1);

const EXPECTED_EXAMPLES = [
  'audit-log.json', 'lexicographic-trap-fixed.json', 'lexicographic-trap.json', 'location-hierarchy.json',
  'online-shop.json', 'sort-key-ids.json', 'tenant-overloading.json', 'tournament-brackets.json',
];
const exampleFiles = fs.readdirSync(exampleDir).filter((f) => f.endsWith('.json')).sort();
const examples = Object.fromEntries(exampleFiles.map((f) => [f, JSON.parse(fs.readFileSync(path.join(exampleDir, f), 'utf8'))]));

test('the schema is draft 2020-12 and forbids unknown fields in every object it defines', () => {
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  const open = [];
  (function walk(node, where) {
    if (!node || typeof node !== 'object') return;
    if (node.type === 'object' && node.additionalProperties === undefined) open.push(where);
    if (node.type === 'object' && node.properties && node.additionalProperties !== false) open.push(where);
    for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`);
  })(schema, '#');
  assert.deepEqual(open, [], 'objects with declared properties must have additionalProperties: false');
});

test('every expected example exists', () => {
  for (const f of EXPECTED_EXAMPLES) assert.ok(exampleFiles.includes(f), `missing docs/examples/${f}`);
});

for (const f of exampleFiles) {
  test(`${f} validates against the schema`, () => {
    const errs = errorsOf(examples[f]);
    assert.equal(errs, null, show(errs));
  });

  test(`${f} is internally consistent`, () => {
    const m = examples[f];
    const tables = new Map(m.tables.map((t) => [t.name, t]));
    const entities = new Map((m.entities ?? []).map((e) => [e.name, e]));
    const placeholders = (tpl) => [...tpl.matchAll(/\$\{([^}|]+)((?:\|[^}|]+)*)\}/g)].map((x) => x[1]);
    const keyAttrs = (t) => {
      const out = new Map([[t.partitionKey.name, t.partitionKey]]);
      if (t.sortKey) out.set(t.sortKey.name, t.sortKey);
      for (const g of t.globalSecondaryIndexes ?? []) {
        for (const k of [g.partitionKey, g.sortKey].flat().filter(Boolean)) out.set(k.name, k);
      }
      for (const l of t.localSecondaryIndexes ?? []) out.set(l.sortKey.name, l.sortKey);
      return out;
    };
    for (const e of entities.values()) {
      const t = tables.get(e.table);
      assert.ok(t, `entity ${e.name}: no table ${e.table}`);
      const ka = keyAttrs(t);
      for (const k of [t.partitionKey, t.sortKey].filter(Boolean)) {
        assert.ok(k.name in e.keys, `entity ${e.name}: no template for table key ${k.name}`);
      }
      for (const [attr, tpl] of Object.entries(e.keys)) {
        assert.ok(ka.has(attr), `entity ${e.name}: ${attr} is not a key attribute of ${t.name}`);
        for (const p of placeholders(tpl)) assert.ok(p in e.attributes, `entity ${e.name}: ${attr} uses undefined ${p}`);
        if (ka.get(attr).type !== 'S') assert.match(tpl, /^\$\{[^}]+\}$/, `entity ${e.name}: ${attr} (N/B) must be one placeholder`);
      }
      const n = (m.items ?? []).filter((i) => i.entity === e.name).length;
      assert.ok(n >= 6 && n <= 20, `entity ${e.name}: ${n} sample items, want 6-20`);
    }
    for (const [i, it] of (m.items ?? []).entries()) {
      if (it.entity === undefined) continue;
      const e = entities.get(it.entity);
      assert.ok(e, `items/${i}: no entity ${it.entity}`);
      for (const a of Object.keys(it.values)) assert.ok(a in e.attributes, `items/${i}: ${a} is not an attribute of ${e.name}`);
      for (const [a, d] of Object.entries(e.attributes)) {
        if (d.required !== false) assert.ok(a in it.values, `items/${i}: required ${e.name}.${a} missing`);
        if (d.values && a in it.values) assert.ok(d.values.includes(it.values[a]), `items/${i}: ${a}=${it.values[a]} not in values`);
        if (d.type === 'N' && a in it.values) assert.equal(typeof it.values[a], 'number', `items/${i}: ${a} is N`);
      }
    }
    const usedIndexes = new Set();
    for (const p of m.accessPatterns ?? []) {
      const t = tables.get(p.table);
      assert.ok(t, `pattern ${p.name}: no table ${p.table}`);
      if (p.index) {
        const names = [...(t.globalSecondaryIndexes ?? []), ...(t.localSecondaryIndexes ?? [])].map((x) => x.name);
        assert.ok(names.includes(p.index), `pattern ${p.name}: no index ${p.index}`);
        usedIndexes.add(`${t.name}/${p.index}`);
      }
      if (p.entity) assert.equal(entities.get(p.entity)?.table, p.table, `pattern ${p.name}: entity ${p.entity} not in ${p.table}`);
      assert.ok(p.rate, `pattern ${p.name}: no rate`);
      // A multi-attribute index key: key.partition an array of templates, key.sort of conditions.
      const sorts = [p.key?.sort ?? []].flat();
      const templates = [p.key?.partition, ...sorts.flatMap((s) => [s.value, s.high])].flat().filter(Boolean);
      for (const tpl of templates) {
        for (const x of placeholders(tpl)) assert.ok(x in (p.parameters ?? {}), `pattern ${p.name}: no parameter ${x}`);
      }
      if (p.expect?.keys) {
        assert.equal(p.expect.count, p.expect.keys.length, `pattern ${p.name}: count and keys disagree`);
        for (const k of p.expect.keys) {
          assert.deepEqual(Object.keys(k).sort(), [t.partitionKey.name, t.sortKey?.name].filter(Boolean).sort(),
            `pattern ${p.name}: expect keys are the table's primary key`);
        }
      }
    }
    for (const t of m.tables) {
      for (const g of [...(t.globalSecondaryIndexes ?? []), ...(t.localSecondaryIndexes ?? [])]) {
        assert.ok(usedIndexes.has(`${t.name}/${g.name}`), `index ${t.name}/${g.name} is used by no pattern`);
      }
    }
  });
}

// A small valid model; each broken case below changes one thing in a copy of it.
const BASE = {
  format: 'keyscape-model',
  version: 1,
  name: 'base',
  tables: [{
    name: 'Shop',
    partitionKey: { name: 'PK', type: 'S' },
    sortKey: { name: 'SK', type: 'S' },
    globalSecondaryIndexes: [{
      name: 'GSI1', partitionKey: { name: 'GSI1PK', type: 'S' }, sortKey: { name: 'GSI1SK', type: 'S' },
      projection: { type: 'KEYS_ONLY' },
    }],
  }],
  entities: [{
    name: 'Order', table: 'Shop',
    attributes: { customerId: { type: 'S' }, orderNo: { type: 'N' }, placedAt: { type: 'S', format: 'iso8601' } },
    keys: { PK: 'CUSTOMER#${customerId}', SK: 'ORDER#${orderNo|pad(10)}', GSI1PK: 'X', GSI1SK: '${placedAt|iso8601}' },
  }],
  items: [
    { entity: 'Order', values: { customerId: 'c_01', orderNo: 7, placedAt: '2026-06-23T10:00:00Z' } },
    { table: 'Shop', item: { PK: { S: 'CUSTOMER#c_01' }, SK: { S: '#PROFILE' }, tags: { SS: ['a'] }, n: { N: '1' } } },
  ],
  accessPatterns: [{
    name: 'Orders of a customer', table: 'Shop', entity: 'Order', operation: 'Query',
    key: { partition: 'CUSTOMER#${customerId}', sort: { op: 'begins_with', value: 'ORDER#' } },
    parameters: { customerId: 'c_01' },
    rate: { perSecond: 5 },
    expect: { count: 1, keys: [{ PK: 'CUSTOMER#c_01', SK: 'ORDER#0000000007' }] },
  }],
};
const variant = (change) => { const m = structuredClone(BASE); change(m); return m; };

test('the base model of the broken cases is valid', () => {
  const errs = errorsOf(BASE);
  assert.equal(errs, null, show(errs));
});

const VALID_VARIANTS = {
  'multi-attribute GSI keys (4 + 4)': (m) => {
    const k = (n) => ({ name: n, type: 'S' });
    m.tables[0].globalSecondaryIndexes[0].partitionKey = [k('a'), k('b'), k('c'), k('d')];
    m.tables[0].globalSecondaryIndexes[0].sortKey = [k('e'), k('f'), k('g'), k('h')];
  },
  'PROVISIONED with throughput': (m) => {
    m.tables[0].billingMode = 'PROVISIONED';
    m.tables[0].provisionedThroughput = { readCapacityUnits: 5, writeCapacityUnits: 5 };
  },
  'an LSI and a TTL attribute': (m) => {
    m.tables[0].localSecondaryIndexes = [{ name: 'LSI1', sortKey: { name: 'placedAt', type: 'S' }, projection: { type: 'KEYS_ONLY' } }];
    m.tables[0].timeToLiveAttribute = 'expiresAt';
  },
  'INCLUDE projection with nonKeyAttributes': (m) => {
    m.tables[0].globalSecondaryIndexes[0].projection = { type: 'INCLUDE', nonKeyAttributes: ['total'] };
  },
  'between with high': (m) => { m.accessPatterns[0].key.sort = { op: 'between', value: 'ORDER#1', high: 'ORDER#9' }; },
  'an UpdateItem with update': (m) => {
    Object.assign(m.accessPatterns[0], { operation: 'UpdateItem', update: { expression: 'SET #s = :s', names: { '#s': 'status' }, values: { ':s': { S: 'SHIPPED' } } } });
  },
  'a PutItem with its own item and a condition (aws-mcp import)': (m) => {
    const p = m.accessPatterns[0];
    delete p.entity;
    Object.assign(p, {
      operation: 'PutItem', key: { partition: 'CUSTOMER#c_02', sort: { op: '=', value: '#PROFILE' } },
      item: { PK: { S: 'CUSTOMER#c_02' }, SK: { S: '#PROFILE' }, name: { S: 'Grace' } },
      condition: { expression: 'attribute_not_exists(#pk)', names: { '#pk': 'PK' } },
    });
  },
  'a batch with itemsPerRequest': (m) => { Object.assign(m.accessPatterns[0], { operation: 'BatchWriteItem', itemsPerRequest: 25 }); },
  'raw item with nested L and M': (m) => { m.items[1].item.doc = { M: { a: { L: [{ N: '1' }, { NULL: true }, { BOOL: false }] } } }; },
  'a prices override': (m) => {
    m.prices = { region: 'eu-west-1', date: '2026-12-01', source: 'pricing page', readRequestUnit: 0.1413, writeRequestUnit: 0.7069, rcuHour: 0.000147, wcuHour: 0.000735, gbMonth: 0.283, hoursPerMonth: 730 };
  },
};
for (const [name, change] of Object.entries(VALID_VARIANTS)) {
  test(`valid variant: ${name}`, () => {
    const errs = errorsOf(variant(change));
    assert.equal(errs, null, show(errs));
  });
}

// name -> [change, instancePath the rejection must name]
const BROKEN = {
  'unknown top-level field': [(m) => { m.tabels = []; }, ''],
  'unknown table field': [(m) => { m.tables[0].billing = 'PROVISIONED'; }, '/tables/0'],
  'unknown attribute field (typo)': [(m) => { m.entities[0].attributes.placedAt.formt = 'iso8601'; }, '/entities/0/attributes/placedAt'],
  'unknown field in a sort condition': [(m) => { m.accessPatterns[0].key.sort.low = 'ORDER#'; }, '/accessPatterns/0/key/sort'],
  'unknown field in expect': [(m) => { m.accessPatterns[0].expect.items = []; }, '/accessPatterns/0/expect'],
  'unknown field in rate': [(m) => { m.accessPatterns[0].rate.perMinute = 1; }, '/accessPatterns/0/rate'],
  'wrong format marker': [(m) => { m.format = 'nosql-workbench'; }, '/format'],
  'version as a string': [(m) => { m.version = '1'; }, '/version'],
  'expectedCount as a string': [(m) => { m.entities[0].expectedCount = 'many'; }, '/entities/0/expectedCount'],
  'scanIndexForward as a string': [(m) => { m.accessPatterns[0].scanIndexForward = 'false'; }, '/accessPatterns/0/scanIndexForward'],
  'limit of 0': [(m) => { m.accessPatterns[0].limit = 0; }, '/accessPatterns/0/limit'],
  'a template that is not a string': [(m) => { m.entities[0].keys.SK = 7; }, '/entities/0/keys/SK'],
  'key type outside S|N|B': [(m) => { m.tables[0].partitionKey.type = 'BOOL'; }, '/tables/0/partitionKey/type'],
  'billingMode outside the enum': [(m) => { m.tables[0].billingMode = 'ON_DEMAND'; }, '/tables/0/billingMode'],
  'projection type outside the enum': [(m) => { m.tables[0].globalSecondaryIndexes[0].projection.type = 'SOME'; }, '/tables/0/globalSecondaryIndexes/0/projection/type'],
  'attribute format outside the enum': [(m) => { m.entities[0].attributes.placedAt.format = 'date'; }, '/entities/0/attributes/placedAt/format'],
  'operation outside the ten': [(m) => { m.accessPatterns[0].operation = 'ExecuteStatement'; }, '/accessPatterns/0/operation'],
  'sort op outside the enum': [(m) => { m.accessPatterns[0].key.sort.op = 'contains'; }, '/accessPatterns/0/key/sort/op'],
  'SampleItem with both shapes': [(m) => { Object.assign(m.items[0], { table: 'Shop', item: { PK: { S: 'x' } } }); }, '/items/0'],
  'SampleItem with neither shape': [(m) => { m.items[0] = { entity: 'Order' }; }, '/items/0'],
  'raw item with two AttributeValue members': [(m) => { m.items[1].item.n = { S: '1', N: '1' }; }, '/items/1/item/n'],
  'raw item with N as a JSON number': [(m) => { m.items[1].item.n = { N: 1 }; }, '/items/1/item/n'],
  'entity value that is an object': [(m) => { m.items[0].values.customerId = { S: 'c_01' }; }, '/items/0/values/customerId'],
  'GSI key of 5 attributes': [(m) => {
    m.tables[0].globalSecondaryIndexes[0].partitionKey = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: n, type: 'S' }));
  }, '/tables/0/globalSecondaryIndexes/0/partitionKey'],
  'LSI with a multi-attribute sort key': [(m) => {
    m.tables[0].localSecondaryIndexes = [{ name: 'L', sortKey: [{ name: 'a', type: 'S' }], projection: { type: 'ALL' } }];
  }, '/tables/0/localSecondaryIndexes/0/sortKey'],
  'LSI on a table without a sort key': [(m) => {
    delete m.tables[0].sortKey;
    m.tables[0].localSecondaryIndexes = [{ name: 'L', sortKey: { name: 'a', type: 'S' }, projection: { type: 'ALL' } }];
  }, '/tables/0'],
  'INCLUDE without nonKeyAttributes': [(m) => { m.tables[0].globalSecondaryIndexes[0].projection = { type: 'INCLUDE' }; }, '/tables/0/globalSecondaryIndexes/0/projection'],
  'nonKeyAttributes on KEYS_ONLY': [(m) => { m.tables[0].globalSecondaryIndexes[0].projection.nonKeyAttributes = ['total']; }, '/tables/0/globalSecondaryIndexes/0/projection'],
  'GSI without a projection': [(m) => { delete m.tables[0].globalSecondaryIndexes[0].projection; }, '/tables/0/globalSecondaryIndexes/0'],
  'PROVISIONED without throughput': [(m) => { m.tables[0].billingMode = 'PROVISIONED'; }, '/tables/0'],
  'throughput on an on-demand table': [(m) => { m.tables[0].provisionedThroughput = { readCapacityUnits: 5, writeCapacityUnits: 5 }; }, '/tables/0'],
  'between without high': [(m) => { m.accessPatterns[0].key.sort = { op: 'between', value: 'ORDER#1' }; }, '/accessPatterns/0/key/sort'],
  'high on an op other than between': [(m) => { m.accessPatterns[0].key.sort.high = 'ORDER#9'; }, '/accessPatterns/0/key/sort'],
  'update on a Query': [(m) => { m.accessPatterns[0].update = { expression: 'SET a = :a' }; }, '/accessPatterns/0/operation'],
  'condition on a Query': [(m) => { m.accessPatterns[0].condition = { expression: 'attribute_exists(PK)' }; }, '/accessPatterns/0/operation'],
  'item on a Query': [(m) => { m.accessPatterns[0].item = { PK: { S: 'x' } }; }, '/accessPatterns/0/operation'],
  'item and entity on a PutItem': [(m) => {
    Object.assign(m.accessPatterns[0], { operation: 'PutItem', item: { PK: { S: 'x' } } });
  }, '/accessPatterns/0'],
  'itemsPerRequest on a Query': [(m) => { m.accessPatterns[0].itemsPerRequest = 25; }, '/accessPatterns/0/operation'],
  'uuid format on an N attribute': [(m) => { m.entities[0].attributes.orderNo.format = 'uuid'; }, '/entities/0/attributes/orderNo/type'],
  'missing tables': [(m) => { delete m.tables; }, ''],
  'entity without keys': [(m) => { delete m.entities[0].keys; }, '/entities/0'],
  'pattern without operation': [(m) => { delete m.accessPatterns[0].operation; }, '/accessPatterns/0'],
  'negative expect count': [(m) => { m.accessPatterns[0].expect.count = -1; }, '/accessPatterns/0/expect/count'],
  'rate without perSecond': [(m) => { m.accessPatterns[0].rate = {}; }, '/accessPatterns/0/rate'],
  'prices without region': [(m) => { m.prices = { readRequestUnit: 0.125, writeRequestUnit: 0.625, rcuHour: 0.00013, wcuHour: 0.00065, gbMonth: 0.25 }; }, '/prices'],
  'prices with an unknown field': [(m) => {
    m.prices = { region: 'us-east-1', readRequestUnit: 0.125, writeRequestUnit: 0.625, rcuHour: 0.00013, wcuHour: 0.00065, gbMonth: 0.25, currency: 'EUR' };
  }, '/prices'],
};
for (const [name, [change, where]] of Object.entries(BROKEN)) {
  test(`rejected: ${name}`, () => {
    const errs = errorsOf(variant(change));
    assert.notEqual(errs, null, 'the broken model was accepted');
    assert.ok(errs.some((e) => e.path === where), `no error at "${where}": ${show(errs)}`);
  });
}
