#!/usr/bin/env node
// Access patterns against dynalite: for every design in docs/examples, keyscape compiles each
// pattern to its DynamoDB request and answers it on the sample items
// (keyscape:RunAccessPatterns); dynalite 4.0.0 gets the same tables (the design's CreateTable
// requests), the same items and the same request, and the two responses must agree (member
// order aside; ConsumedCapacity is not compared, keyscape's units are checked by the C++ tests).
// Write patterns run on a fresh copy of the items on both sides, as keyscape runs them.
// Every pattern's `expect` must hold too, except in a trap: a design NAME.json with a fixed
// counterpart NAME-fixed.json may state its author's intent in an `expect` that fails on the
// trap, and then the pattern of that name in the counterpart must hold it.
// dynalite has no multi-attribute GSI keys: a design with one gets dynalite tables without
// those indexes, and its Query patterns on them are checked against lib/multi_key_oracle.mjs.
//
//   node --no-experimental-fetch tests/conformance/patterns.mjs [--verbose]
// Ends with "patterns: N passed, M failed"; exits 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynaliteStore } from './lib/dynalite.mjs';
import { KeyscapeStore } from './lib/keyscape.mjs';
import { canon, short } from './lib/compare.mjs';
import { multiKeyIndexes, oracleQuery, withoutIndexes } from './lib/multi_key_oracle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.join(here, '../../docs/examples');
const verbose = process.argv.includes('--verbose');

async function loadDynalite(validated, multi = new Map()) {
  const d = new DynaliteStore();
  for (const t of validated.createTable) await d.createTable(withoutIndexes(t, new Set(multi.get(t.TableName)?.keys() ?? [])));
  for (const { table, item } of validated.items) {
    const r = await d.call('PutItem', { TableName: table, Item: item });
    if (r.__type) throw new Error(`dynalite PutItem into ${table}: ${r.message}`);
  }
  return d;
}

const isWrite = (op) => ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'].includes(op);

/** The oracle's answer to a Query on multi-attribute index `index`, over the table's items. */
function oracle(model, validated, request, index) {
  const t = model.tables.find((x) => x.name === request.TableName);
  const tableKey = [t.partitionKey.name, t.sortKey?.name].filter(Boolean);
  const items = validated.items.filter((i) => i.table === request.TableName).map((i) => i.item);
  return oracleQuery(request, index, tableKey, items);
}

const keyscape = await KeyscapeStore.create();
let passed = 0, failed = 0;
const fail = (what, detail) => { failed++; console.log(`FAIL ${what}: ${detail}`); };
const files = fs.readdirSync(examples).filter((f) => f.endsWith('.json')).sort();
const fixedOf = (file) => (files.includes(file.replace(/\.json$/, '-fixed.json')) ? file.replace(/\.json$/, '-fixed.json') : null);
const expectsHeld = new Map(); // "file / pattern" -> whether its expect held
const trapped = []; // [trap file, pattern name, its fixed counterpart]
if (files.length === 0) fail('docs/examples', 'no example designs found');
for (const file of files) {
  const model = JSON.parse(fs.readFileSync(path.join(examples, file), 'utf8'));
  const validated = await keyscape.call('keyscape:ValidateModel', { model });
  if (validated.__type) { fail(file, validated.message); continue; }
  const run = await keyscape.call('keyscape:RunAccessPatterns', { model });
  if (run.__type) { fail(file, run.message); continue; }
  const multi = multiKeyIndexes(model);
  const reads = await loadDynalite(validated, multi);
  for (const p of run.patterns) {
    const what = `${file} / ${p.name} (${p.operation})`;
    const index = multi.get(p.request.TableName)?.get(p.request.IndexName);
    const store = isWrite(p.operation) ? await loadDynalite(validated, multi) : reads;
    const theirs = index ? oracle(model, validated, p.request, index) : await store.call(p.operation, p.request);
    if (store !== reads) await store.close();
    delete theirs.ConsumedCapacity;
    if (canon(theirs) !== canon(p.response)) {
      fail(what, `keyscape ${short(p.response)}\n  dynalite ${short(theirs)}`);
      continue;
    }
    if (p.expect) expectsHeld.set(`${file} / ${p.name}`, p.expect.holds);
    if (p.expect && !p.expect.holds) {
      if (!fixedOf(file)) { fail(what, `expect does not hold: ${short(p.expect)}`); continue; }
      trapped.push([file, p.name, fixedOf(file)]);
    }
    passed++;
    if (verbose) console.log(`ok ${what}`);
  }
  await reads.close();
}
for (const [file, name, fixed] of trapped) {
  const there = expectsHeld.get(`${fixed} / ${name}`);
  if (there === true) passed++;
  else fail(`${file} / ${name}`, `expect fails on the trap and is ${there === undefined ? 'absent' : 'not held'} in ${fixed}`);
}
keyscape.close();
console.log(`patterns: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
