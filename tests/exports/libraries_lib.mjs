// Shared by the library exports' checks (libraries.test.mjs, sdk-js.test.mjs): every example's
// TypeScript exports compiled once by tsc --strict, and keys as keyscape renders them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, KEYSCAPE, ROOT, exampleDesigns, exportDesign, renderedItems, scratch, writeFile } from './lib.mjs';

export const LIBRARY_FORMATS = ['electrodb', 'onetable', 'dynamodb-toolbox', 'sdk-js'];

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    outDir: 'out',
    rootDir: '.',
    types: ['node'],
    skipLibCheck: true, // the libraries' own .d.ts are not what is checked here
  },
  include: ['*/*.ts'],
};

const FIXTURES_DIR = join(ROOT, 'tests/exports/fixtures');

/**
 * The designs checked: every example of docs/examples, then the fixtures of
 * tests/exports/fixtures (template forms no example uses: upper, lower, pad(N,c), ...).
 */
export function checkedDesigns() {
  const fixtures = readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const path = join(FIXTURES_DIR, f);
      return { id: `fixture-${f.replace(/\.json$/, '')}`, path, model: JSON.parse(readFileSync(path, 'utf8')) };
    });
  return [...exampleDesigns(), ...fixtures];
}

/** The library formats whose indexes cannot have a multi-attribute key: they refuse by name. */
export const MULTI_KEY_REFUSED = ['electrodb', 'onetable', 'dynamodb-toolbox'];

/** The names of a model's GSIs keyed by more than one partition or sort attribute. */
export function multiKeyIndexes(model) {
  const out = [];
  for (const t of model.tables ?? [])
    for (const g of t.globalSecondaryIndexes ?? [])
      if ([g.partitionKey].flat().length > 1 || [g.sortKey ?? []].flat().length > 1) out.push(g.name);
  return out;
}

/** `keyscape export` that must fail: its exit status and stderr. */
function refusedExport(format, path) {
  const r = spawnSync(KEYSCAPE, ['export', '--format', format, path], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr };
}

/**
 * Exports `formats` of every checked design into a scratch folder (node_modules: tests/exports's),
 * runs tsc --strict over all of them once and returns
 * { dir, remove, designs: [{ id, path, model }], diagnostics(id, format), refusal(id, format),
 * modulePath(id, format), tscStatus }. A format of MULTI_KEY_REFUSED is not exported for a design
 * with a multi-attribute GSI key: refusal() holds what `keyscape export` answered instead.
 */
export function compileExports(formats) {
  const { dir, remove } = scratch('keyscape-libraries-');
  symlinkSync(join(ROOT, 'tests/exports/node_modules'), join(dir, 'node_modules'));
  writeFile(dir, 'package.json', '{"type":"module"}\n');
  writeFile(dir, 'tsconfig.json', JSON.stringify(TSCONFIG, null, 2));
  const designs = checkedDesigns();
  const refusals = new Map(); // "id/format" -> { status, stderr, indexes }
  for (const { id, path, model } of designs) {
    mkdirSync(join(dir, id));
    const multi = multiKeyIndexes(model);
    for (const f of formats) {
      if (multi.length && MULTI_KEY_REFUSED.includes(f)) refusals.set(`${id}/${f}`, { ...refusedExport(f, path), indexes: multi });
      else writeFile(join(dir, id), `${f}.ts`, exportDesign(f, path));
    }
  }
  const r = spawnSync(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
  const lines = `${r.stdout}${r.stderr}`.split('\n').filter((l) => l.trim() !== '');
  return {
    dir,
    remove,
    designs,
    tscStatus: r.status,
    tscOutput: lines.join('\n'),
    diagnostics: (id, format) => lines.filter((l) => l.startsWith(`${id}/${format}.ts(`)),
    /** The refused export of a design with a multi-attribute GSI key, or undefined. */
    refusal: (id, format) => refusals.get(`${id}/${format}`),
    modulePath: (id, format) => join(dir, 'out', id, `${format}.js`),
  };
}

/** Every key attribute name of a model table (table keys, GSI and LSI keys), once each. */
export function keyAttributes(table) {
  const names = [table.partitionKey.name];
  if (table.sortKey) names.push(table.sortKey.name);
  const many = (k) => (k === undefined ? [] : Array.isArray(k) ? k : [k]);
  for (const g of table.globalSecondaryIndexes ?? [])
    for (const k of [...many(g.partitionKey), ...many(g.sortKey)]) names.push(k.name);
  for (const l of table.localSecondaryIndexes ?? []) names.push(l.sortKey.name);
  return [...new Set(names)];
}

/**
 * A key attribute as comparable typed text: {S: "x"} and "x" -> "S:x", {N: "7"} and 7 ->
 * "N:7", binary -> "B:<base64>"; absent -> undefined. So a library that writes a string key
 * as a number (or the other way round) differs.
 */
export function keyText(v) {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return `S:${v}`;
  if (typeof v === 'number' || typeof v === 'bigint') return `N:${v}`;
  if (v instanceof Uint8Array) return `B:${Buffer.from(v).toString('base64')}`;
  if ('S' in v) return `S:${v.S}`;
  if ('N' in v) return `N:${v.N}`;
  if ('B' in v) return `B:${typeof v.B === 'string' ? v.B : Buffer.from(v.B).toString('base64')}`;
  return `?:${JSON.stringify(v)}`;
}

/**
 * Every entity sample item of a design: { index, entity, table, values, keys } where keys
 * maps each key attribute of the item's table to keyscape's rendered text (undefined when
 * keyscape leaves it out: a sparse index).
 */
export function sampleKeys({ path, model }) {
  const rendered = renderedItems(path);
  if (rendered.length !== (model.items ?? []).length) throw new Error(`${path}: ${rendered.length} rendered items`);
  return rendered.flatMap((r, index) => {
    const source = model.items[index];
    if (source.entity === undefined) return []; // a raw item: no template, no library key
    if (r.entity !== source.entity) throw new Error(`${path}: item ${index} is ${r.entity}, not ${source.entity}`);
    const table = model.tables.find((t) => t.name === r.table);
    const keys = Object.fromEntries(keyAttributes(table).map((k) => [k, keyText(r.item[k])]));
    return [{ index, entity: source.entity, table: r.table, values: source.values, keys }];
  });
}

/** Compares the library's keys with keyscape's; returns how many keys keyscape rendered. */
export function compareKeys(assert, library, sample, libraryItem) {
  let compared = 0;
  for (const [name, expected] of Object.entries(sample.keys)) {
    const actual = keyText(libraryItem[name]);
    assert.equal(actual, expected, `${library}: item ${sample.index} (${sample.entity}) key ${name}`);
    if (expected !== undefined) compared++;
  }
  return compared;
}
