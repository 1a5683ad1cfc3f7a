// The typed key builders (typescript, python, go, java; core/src/model/export_<language>.cc)
// compiled and run by each language's own tools: for every example design and every sample
// item, the keys each language builds must equal the keys keyscape renders; an edge-case
// design runs template edge values (pad overflow, a negative number under pad, iso8601
// offsets and fractions, ASCII-only case mapping, delimiters, parse errors, parse round
// trips, prefixes) through every language, each compared with what the engine answers
// (`keyscape template render|parse|prefix`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BIN, KEYSCAPE, ROOT, exampleDesigns, exportDesign, renderedItems, run, scratch, writeFile,
} from './lib.mjs';

const HERE = join(ROOT, 'tests/exports');
const DRIVERS = join(HERE, 'builders');
const STUBS = join(HERE, 'java-stubs/software/amazon/awssdk/enhanced/dynamodb/mapper/annotations');

// Names that clash with keywords, with each other and with the generated code's own names;
// N and B keys, sparse indexes, an LSI, an inverted GSI, a key that is also an attribute,
// an ambiguous template (built, not parsed), non-ASCII text, a literal of two characters,
// quotes and comment ends in templates and descriptions.
const EDGE_DESIGN = {
  format: 'keyscape-model',
  version: 1,
  name: 'Edge cases',
  tables: [{
    name: 'Edges',
    partitionKey: { name: 'PK', type: 'S' },
    sortKey: { name: 'SK', type: 'S' },
    globalSecondaryIndexes: [
      { name: 'ByName', partitionKey: { name: 'GSI1PK', type: 'S' }, sortKey: { name: 'NUM', type: 'N' }, projection: { type: 'ALL' } },
      { name: 'ByBytes', partitionKey: { name: 'BIN', type: 'B' }, projection: { type: 'ALL' } },
      { name: 'ByFrom', partitionKey: { name: 'from', type: 'S' }, projection: { type: 'KEYS_ONLY' } },
      { name: 'Inverted', partitionKey: { name: 'SK', type: 'S' }, sortKey: { name: 'PK', type: 'S' }, projection: { type: 'ALL' } },
    ],
    localSecondaryIndexes: [
      { name: 'ByAt', sortKey: { name: 'LSK', type: 'S' }, projection: { type: 'ALL' } },
    ],
  }],
  entities: [
    {
      name: 'class',
      table: 'Edges',
      attributes: {
        type: { type: 'S' },
        package: { type: 'N' },
        at: { type: 'S', format: 'iso8601' },
        name: { type: 'S' },
        'order-id': { type: 'S' },
        from: { type: 'S', required: false },
        keys: { type: 'S', required: false },
        pk: { type: 'S', required: false },
        num: { type: 'N', required: false },
        bytes: { type: 'B', required: false },
      },
      keys: {
        PK: 'T#${type|upper}#${name|lower}',
        SK: 'P#${package|pad(6)}#${at|iso8601}#${order-id}',
        GSI1PK: '${name|pad(12,_)}',
        NUM: '${num|pad(4)}',
        BIN: '${bytes}',
        from: '${from}',
        LSK: '${at|iso8601}',
      },
    },
    {
      name: 'String',
      table: 'Edges',
      description: 'Quotes and comment ends in generated code: */ \\u0041 "x"\nsecond line \u2028 third',
      attributes: { id: { type: 'S' }, n: { type: 'N' } },
      keys: { PK: 'D#${id}#€${n|pad(3)}', SK: '#M*/"\\$$/\'' },
    },
    {
      name: 'Pair',
      table: 'Edges',
      attributes: {
        a: { type: 'S' }, b: { type: 'S' }, class: { type: 'S' }, 'order id': { type: 'S' }, orderId: { type: 'S' },
        import: { type: 'N' },
      },
      keys: { PK: 'A#${a}${b}', SK: '${b|pad(3)}${a}' },
    },
    {
      name: 'Times',
      table: 'Edges',
      attributes: { at: { type: 'S' }, label: { type: 'S' }, n: { type: 'N' } },
      keys: { PK: 'TIME#${at|iso8601}', SK: '${label|lower|pad(6,*)}${n}', GSI1PK: '${at|iso8601|pad(22,~)}' },
    },
  ],
  items: [
    { entity: 'Times', values: { at: '1969-12-31T23:59:59.999-00:30', label: 'AbÇ', n: 7 } },
    { entity: 'Pair', values: { a: 'x', b: 'y', class: 'c', 'order id': 'o', orderId: 'p', import: 1 } },
    { entity: 'class', values: { type: 'straße', package: 42, at: '2026-06-23T10:00:00.250+02:00', name: 'ÉCOLE Nº1', 'order-id': 'o-1', num: 7, bytes: 'AAEC/w==' } },
    { entity: 'class', values: { type: 'x', package: 0, at: '2026-01-01', name: 'b', 'order-id': 'z#1', from: 'f', keys: 'k', pk: 'p' } },
    { entity: 'String', values: { id: 'd-1', n: 5 } },
  ],
};

const SK_AT = { package: 42, 'order-id': 'o-1' };
const EDGE_CASES = [
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, package: 1234567, at: '2026-06-23T10:00:00Z' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, package: -5, at: '2026-06-23T10:00:00Z' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, at: '2026-06-23T10:00:00.250+02:00' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, at: '2026-12-31T23:59:59,99999-0530' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, at: '2024-02-29t01:02z' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, at: '2026-02-29' } },
  { op: 'render', entity: 'class', key: 'SK', values: { ...SK_AT, at: '2026-06-23T10:00:00' } },
  { op: 'render', entity: 'class', key: 'PK', values: { type: 'straße ß', name: 'ÉCOLE Nº1 Ä' } },
  { op: 'render', entity: 'class', key: 'PK', values: { type: 'a#b', name: 'x' } },
  { op: 'render', entity: 'class', key: 'GSI1PK', values: { name: 'ÉCOLE Nº1' } },
  { op: 'render', entity: 'class', key: 'GSI1PK', values: { name: 'ÉCOLE Nº1 long' } },
  { op: 'render', entity: 'String', key: 'PK', values: { id: 'x#', n: 5 } },
  { op: 'render', entity: 'String', key: 'PK', values: { id: 'x#€y', n: 5 } },
  { op: 'parse', entity: 'class', key: 'SK', text: 'P#000042#2026-06-23T08:00:00Z#o-1' },
  { op: 'parse', entity: 'class', key: 'SK', text: 'P#000000#2026-06-23T08:00:00Z#' },
  { op: 'parse', entity: 'class', key: 'SK', text: 'P#000042#2026-06-23T08:00Z' },
  { op: 'parse', entity: 'class', key: 'PK', text: 'T#STRAßE#école nº1' },
  { op: 'parse', entity: 'class', key: 'PK', text: 'T#STRAßE#École' },
  { op: 'parse', entity: 'String', key: 'PK', text: 'D#x#€012' },
  { op: 'parse', entity: 'String', key: 'PK', text: 'D#é#€12' },
  { op: 'parse', entity: 'String', key: 'PK', text: 'D#é#€0123' },
  { op: 'prefix', entity: 'class', key: 'SK', values: {} },
  { op: 'prefix', entity: 'class', key: 'SK', values: { package: 42 } },
  { op: 'prefix', entity: 'class', key: 'SK', values: { package: 42, at: '2026-06' } },
  { op: 'prefix', entity: 'class', key: 'SK', values: { package: 42, at: '2026-06-23T10:00:00+02:00' } },
  { op: 'prefix', entity: 'class', key: 'SK', values: { package: -1 } },
  { op: 'prefix', entity: 'class', key: 'PK', values: { type: 'straße' } },
  { op: 'prefix', entity: 'String', key: 'SK', values: {} },
  { op: 'parse', entity: 'String', key: 'SK', text: '#M*/"\\$/\'' },
  { op: 'parse', entity: 'class', key: 'from', text: 'f' },
  { op: 'render', entity: 'Pair', key: 'PK', values: { a: 'x', b: 'y' } },
  { op: 'prefix', entity: 'Pair', key: 'PK', values: { a: 'x' } },
  { op: 'parse', entity: 'Pair', key: 'SK', text: '00yx' },
  { op: 'parse', entity: 'Pair', key: 'SK', text: '0x' },
];

// ISO 8601 texts ParseIso8601 reads or rejects: bounds, leap years, offsets across days and
// years, fractions of every length, lower case, and near misses.
const ISO_TEXTS = [
  '2026-06-23', '2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '0000-01-01', '9999-12-31',
  '0000-01-01T00:00:00+00:01', '9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59-00:01',
  '1970-01-01T00:00:00Z', '1969-12-31T23:59:59.999Z', '1969-12-31T23:59:59.9999-01:00',
  '2026-01-01T00:30+01:00', '2026-12-31T23:30-0100', '2026-06-23T10:00:00+05', '2026-06-23T10:00:00.5Z',
  '2026-06-23T10:00:00,123456789Z', '2026-06-23t10:00z', '2026-06-23T24:00:00Z', '2026-06-23T23:60Z',
  '2026-06-23T23:59:60Z', '2026-06-23T10:00:00', '2026-06-23 10:00:00Z', '2026-06-23T10:00:00.Z',
  '2026-06-23T10:00:00+05:3', '2026-06-23T10:00:00+24:00', '2026-06-23T10:00:00+23:59', '2026-13-01',
  '2026-6-23', '20260623', '2026-06-23T', '2026-06-23T10Z', '２０２６-06-23', '',
];

const TIME_CASES = [
  ...ISO_TEXTS.map((at) => ({ op: 'render', entity: 'Times', key: 'PK', values: { at } })),
  { op: 'render', entity: 'Times', key: 'SK', values: { label: 'AbÇ', n: 7 } },
  { op: 'render', entity: 'Times', key: 'SK', values: { label: 'Abcdefg', n: 7 } },
  { op: 'render', entity: 'Times', key: 'GSI1PK', values: { at: '2026-06-23T10:00:00+01:00' } },
  { op: 'prefix', entity: 'Times', key: 'PK', values: { at: '2026-06' } },
  { op: 'prefix', entity: 'Times', key: 'PK', values: { at: '2026-06-23T1' } },
  { op: 'prefix', entity: 'Times', key: 'PK', values: { at: '2026-6' } },
  { op: 'prefix', entity: 'Times', key: 'GSI1PK', values: { at: '2026-06' } },
  { op: 'prefix', entity: 'Times', key: 'SK', values: { label: 'AB' } },
  { op: 'parse', entity: 'Times', key: 'PK', text: 'TIME#2026-06-23T10:00:00Z' },
  { op: 'parse', entity: 'Times', key: 'PK', text: 'TIME#2026-06-23T10:00:00+01:00' },
  { op: 'parse', entity: 'Times', key: 'SK', text: '***abç7' },
  { op: 'parse', entity: 'Times', key: 'SK', text: '******12' },
  { op: 'parse', entity: 'Times', key: 'SK', text: '***ABç7' },
  { op: 'parse', entity: 'Times', key: 'GSI1PK', text: '~~2026-06-23T10:00:00Z' },
];

/** What the engine answers for one edge case: { key } | { values, again } | { prefix } | { error }. */
function engineAnswer(model, c) {
  const template = model.entities.find((e) => e.name === c.entity).keys[c.key];
  const arg = c.op === 'parse' ? c.text : JSON.stringify(c.values);
  const r = spawnSync(KEYSCAPE, ['template', c.op, template, arg], { encoding: 'utf8' });
  if (r.status !== 0) {
    const lead = 'keyscape template: ';
    assert.ok(r.stderr.startsWith(lead), r.stderr);
    return { error: r.stderr.slice(lead.length).replace(/\n$/, '') };
  }
  const out = JSON.parse(r.stdout);
  if (c.op === 'parse') return { values: out.values, again: c.text };
  return out;
}

/** An AttributeValue's text: N and S as they are, B as base64. */
const valueText = (v) => v.S ?? v.N ?? v.B;

/** DynamoDB's number normalisation of decimal text (no exponent, no extra zeros). */
function normalNumber(text) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m) return text;
  // digits × 10^exp, without leading or trailing zeros
  let digits = (m[2] + (m[3] ?? '')).replace(/^0+/, '');
  let exp = Number(m[4] ?? 0) - (m[3] ?? '').length;
  const trimmed = digits.replace(/0+$/, '');
  exp += digits.length - trimmed.length;
  digits = trimmed;
  if (digits === '') return '0';
  let s;
  if (exp >= 0) s = digits + '0'.repeat(exp);
  else if (-exp < digits.length) s = `${digits.slice(0, digits.length + exp)}.${digits.slice(digits.length + exp)}`;
  else s = `0.${'0'.repeat(-exp - digits.length)}${digits}`;
  return (m[1] === '-' ? '-' : '') + s;
}

/** The designs: every example, then the edge-case design (written to `dir`). */
function designs(dir) {
  const edge = writeFile(dir, 'edge-cases.json', JSON.stringify(EDGE_DESIGN));
  return [...exampleDesigns(), { id: 'edge-cases', path: edge, model: EDGE_DESIGN, edge: true }];
}

/** The driver input and the expected output for one design. */
function expectations(design) {
  const { model, path } = design;
  const rendered = renderedItems(path);
  const types = {};
  const entityKeys = {};
  for (const e of model.entities ?? []) {
    types[e.name] = Object.fromEntries(Object.entries(e.attributes).map(([n, a]) => [n, a.type]));
    entityKeys[e.name] = Object.keys(e.keys);
  }
  const keyTypes = {};
  for (const t of model.tables) {
    const all = [t.partitionKey, t.sortKey, ...(t.globalSecondaryIndexes ?? []).flatMap((g) => [g.partitionKey, g.sortKey].flat()),
      ...(t.localSecondaryIndexes ?? []).map((l) => l.sortKey)];
    for (const k of all) if (k) keyTypes[`${t.name}/${k.name}`] = k.type;
  }
  const items = [];
  const keys = [];
  (model.items ?? []).forEach((it, i) => {
    if (!it.entity) return;
    const r = rendered[i];
    assert.equal(r.entity, it.entity);
    items.push({ entity: it.entity, values: it.values });
    const expected = {};
    for (const k of entityKeys[it.entity]) {
      if (!(k in r.item)) continue;
      const v = r.item[k];
      expected[k] = v.N !== undefined ? normalNumber(v.N) : valueText(v);
    }
    keys.push({ keys: expected });
  });
  const numberKeys = new Set(Object.entries(keyTypes).filter(([, t]) => t === 'N').map(([k]) => k.split('/')[1]));
  const cases = design.edge ? [...EDGE_CASES, ...TIME_CASES] : [];
  const templates = Object.fromEntries((model.entities ?? []).map((e) => [e.name, e.keys]));
  return {
    input: { types, templates, items, cases },
    expected: { keys, cases: cases.map((c) => engineAnswer(model, c)) },
    numberKeys,
  };
}

/**
 * The key schema each entity's Java bean should declare, from the design: the table's keys,
 * and each index key the entity has a template for (attribute names in name order).
 */
function javaSchemas(model) {
  const out = {};
  for (const e of model.entities ?? []) {
    const t = model.tables.find((x) => x.name === e.table);
    const has = (k) => k && k.name in e.keys;
    const names = (keys) => [keys].flat().filter(has).map((k) => k.name);
    const gpk = {};
    const gsk = {};
    const add = (to, index, attrs) => { for (const a of attrs) (to[index] ??= []).push(a); };
    for (const g of t.globalSecondaryIndexes ?? []) {
      add(gpk, g.name, names(g.partitionKey));
      add(gsk, g.name, names(g.sortKey ?? []));
    }
    for (const l of t.localSecondaryIndexes ?? []) add(gsk, l.name, names(l.sortKey));
    const sorted = (m) => Object.fromEntries(Object.keys(m).sort().map((k) => [k, m[k].sort()]));
    out[e.name] = {
      partition: [t.partitionKey.name],
      ...(t.sortKey ? { sort: [t.sortKey.name] } : {}),
      secondaryPartition: sorted(gpk),
      secondarySort: sorted(gsk),
    };
  }
  return out;
}

/** The driver's output with N keys normalised as DynamoDB stores them. */
function normalised(output, numberKeys) {
  return {
    ...output,
    keys: output.keys.map((k) => (k.keys
      ? { keys: Object.fromEntries(Object.entries(k.keys).map(([a, v]) => [a, numberKeys.has(a) ? normalNumber(v) : v])) }
      : k)),
  };
}

// Each language: write the export and a driver into `dir`, build, and return a function
// that runs the driver on an input file and returns its parsed output.
const LANGUAGES = {
  typescript(dir, text) {
    writeFile(dir, 'keys.ts', text);
    copyFileSync(join(DRIVERS, 'driver.ts'), join(dir, 'driver.ts'));
    writeFile(dir, 'package.json', '{"type": "module"}\n');
    // The export alone also passes the strictest checks a project may turn on.
    run(join(BIN, 'tsc'), ['--strict', '--noEmit', '--target', 'es2020', '--module', 'es2020', '--noUnusedLocals',
      '--noUnusedParameters', '--exactOptionalPropertyTypes', '--noUncheckedIndexedAccess', '--noImplicitOverride',
      '--noImplicitReturns', '--noPropertyAccessFromIndexSignature', join(dir, 'keys.ts')], { cwd: dir });
    run(join(BIN, 'tsc'), ['--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext',
      '--types', 'node', '--typeRoots', join(HERE, 'node_modules/@types'), '--outDir', join(dir, 'out'),
      join(dir, 'keys.ts'), join(dir, 'driver.ts')], { cwd: dir });
    return (input) => JSON.parse(run('node', [join(dir, 'out/driver.js'), input]));
  },
  python(dir, text) {
    writeFile(dir, 'keys.py', text);
    copyFileSync(join(DRIVERS, 'driver.py'), join(dir, 'driver.py'));
    run('python3', ['-W', 'error', '-m', 'py_compile', join(dir, 'keys.py')]);
    return (input) => JSON.parse(run('python3', ['-W', 'error', join(dir, 'driver.py'), input], { cwd: dir }));
  },
  go(dir, text) {
    // Offline and standard library only: a module without requires, caches in the scratch dir.
    const pkg = /^package (\w+)$/m.exec(text)[1];
    mkdirSync(join(dir, pkg));
    writeFile(join(dir, pkg), 'keys.go', text);
    writeFile(dir, 'go.mod', 'module builders\n\ngo 1.19\n');
    writeFile(dir, 'main.go', readFileSync(join(DRIVERS, 'driver.go'), 'utf8').replace('"KEYS_PACKAGE"', `"builders/${pkg}"`));
    const env = {
      ...process.env, GOPATH: join(dir, '..', 'gopath'), GOCACHE: join(dir, '..', 'gocache'), GOTOOLCHAIN: 'local',
      GOPROXY: 'off', GOFLAGS: '', GO111MODULE: 'on',
    };
    assert.equal(run('gofmt', ['-l', join(dir, pkg)]), '', 'the Go export is gofmt-formatted');
    run('go', ['vet', './...'], { cwd: dir, env });
    run('go', ['build', '-o', join(dir, 'driver'), '.'], { cwd: dir, env });
    return (input) => JSON.parse(run(join(dir, 'driver'), [input]));
  },
  java(dir, text) {
    // javac 17 against local stubs of the SDK's annotations (java-stubs/: Maven is unreachable).
    const cls = /^public final class (\w+) \{$/m.exec(text)[1];
    const pkg = /^package ([\w.]+);$/m.exec(text)[1];
    const source = writeFile(dir, `${cls}.java`, text);
    const stubs = readdirSync(STUBS).filter((f) => f.endsWith('.java')).map((f) => join(STUBS, f));
    run('javac', ['-Xlint:all', '-Werror', '-encoding', 'UTF-8', '-d', join(dir, 'classes'), ...stubs, source,
      join(DRIVERS, 'Driver.java')]);
    return (input) => JSON.parse(run('java', ['-Dfile.encoding=UTF-8', '-Dstdout.encoding=UTF-8', '-cp', join(dir, 'classes'),
      'Driver', `${pkg}.${cls}`, input]));
  },
};

for (const [language, build] of Object.entries(LANGUAGES)) {
  test(`${language} key builders build every sample item's keys and the edge cases as keyscape does`, () => {
    const { dir, remove } = scratch(`keyscape-builders-${language}-`);
    try {
      let compared = 0;
      let cases = 0;
      for (const design of designs(dir)) {
        const sub = join(dir, design.id);
        mkdirSync(sub);
        const { input, expected, numberKeys } = expectations(design);
        const text = exportDesign(language, design.path);
        assert.equal(exportDesign(language, design.path), text, 'the export is deterministic');
        const runDriver = build(sub, text);
        const output = normalised(runDriver(writeFile(sub, 'input.json', JSON.stringify(input))), numberKeys);
        assert.deepEqual(output.keys, expected.keys, `${design.id}: keys`);
        assert.deepEqual(output.cases, expected.cases, `${design.id}: edge cases`);
        if (language === 'java') {
          // Index names and attributes as the enhanced client reads them from the annotations.
          const sorted = (m) => Object.fromEntries(Object.keys(m).sort().map((k) => [k, [...m[k]].sort()]));
          const schema = Object.fromEntries(Object.entries(output.schema).map(([e, s]) => [e, {
            ...s, secondaryPartition: sorted(s.secondaryPartition), secondarySort: sorted(s.secondarySort),
          }]));
          assert.deepEqual(schema, javaSchemas(design.model), `${design.id}: key annotations`);
        }
        compared += expected.keys.reduce((n, k) => n + Object.keys(k.keys).length, 0);
        cases += expected.cases.length;
      }
      assert.ok(compared > 0);
      console.log(`${language}: ${compared} keys compared with keyscape's, ${cases} edge cases`);
    } finally {
      remove();
    }
  });
}
