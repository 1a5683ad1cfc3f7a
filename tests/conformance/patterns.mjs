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
//
//   node --no-experimental-fetch tests/conformance/patterns.mjs [--verbose]
// Ends with "patterns: N passed, M failed"; exits 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynaliteStore } from './lib/dynalite.mjs';
import { KeyscapeStore } from './lib/keyscape.mjs';
import { canon, short } from './lib/compare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.join(here, '../../docs/examples');
const verbose = process.argv.includes('--verbose');

async function loadDynalite(validated) {
  const d = new DynaliteStore();
  for (const t of validated.createTable) await d.createTable(t);
  for (const { table, item } of validated.items) {
    const r = await d.call('PutItem', { TableName: table, Item: item });
    if (r.__type) throw new Error(`dynalite PutItem into ${table}: ${r.message}`);
  }
  return d;
}

const isWrite = (op) => ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'].includes(op);

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
  const reads = await loadDynalite(validated);
  for (const p of run.patterns) {
    const what = `${file} / ${p.name} (${p.operation})`;
    const store = isWrite(p.operation) ? await loadDynalite(validated) : reads;
    const theirs = await store.call(p.operation, p.request);
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
