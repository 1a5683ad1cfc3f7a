// Runs the golden cases (golden/*.mjs) against keyscape, and cross-checks each against dynalite.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynaliteStore } from './dynalite.mjs';
import { KeyscapeStore } from './keyscape.mjs';
import { canon, compareItems, isError, short, strip } from './compare.mjs';
import { divergences, explain } from '../divergences.mjs';

/** Checks a response against an expectation; null when it matches, else why not. */
export function checkExpect(expect, body, c) {
  if (expect.check) return expect.check(body);
  if (expect.error) {
    if (!isError(body)) return `expected ${expect.error.split('#')[1]}, got success ${short(body, 300)}`;
    if (body.__type !== expect.error) return `__type ${body.__type} (expected ${expect.error}): ${short(body.message ?? body.Message)}`;
    // The member is `message`, unless the case names another (SerializationException: `Message`);
    // the other spelling must be absent.
    const member = expect.messageMember || 'message';
    const other = member === 'message' ? 'Message' : 'message';
    if (other in body && !(member in body)) return `message member spelled ${JSON.stringify(other)}, expected ${JSON.stringify(member)}`;
    const msg = body[member];
    if (expect.pieces) {
      const n = expect.pieces.length;
      const prefix = `${n} validation error${n === 1 ? '' : 's'} detected: `;
      if (typeof msg !== 'string' || !msg.startsWith(prefix)) return `message ${JSON.stringify(msg)} lacks prefix ${JSON.stringify(prefix)}`;
      const got = msg.slice(prefix.length).split('; ').sort();
      const want = [...expect.pieces].sort();
      if (canon(got) !== canon(want)) return `message ${JSON.stringify(msg)}, expected pieces ${JSON.stringify(expect.pieces)}`;
      return null;
    }
    if (msg !== expect.message) return `message ${JSON.stringify(msg)}\n        expected ${JSON.stringify(expect.message)}`;
    return null;
  }
  if (isError(body)) return `expected success, got ${body.__type.split('#')[1]}: ${body.message ?? body.Message}`;
  const want = expect.body;
  const got = strip(body, { capacity: 'ConsumedCapacity' in want });
  const wantRest = { ...want }, gotRest = { ...got };
  if ('Items' in want || 'Items' in got) {
    if (!('Items' in want)) return `unexpected Items ${short(got.Items)}`;
    if (!('Items' in got)) return 'Items missing';
    const why = compareItems(got.Items, want.Items, c.ties ? 'ties' : 'ordered', c.ties || []);
    if (why) return `Items: ${why}\n        got      ${short(got.Items, 600)}\n        expected ${short(want.Items, 600)}`;
    delete wantRest.Items; delete gotRest.Items;
  }
  if (canon(gotRest) !== canon(wantRest)) return `got ${short(gotRest, 500)}\n        expected ${short(wantRest, 500)}`;
  return null;
}

async function runOn(store, c) {
  if (c.run) return c.run((op, req) => store.call(op, req));
  return store.call(c.op || 'Query', c.request);
}

export async function loadGoldenFiles(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs') && f !== 'fixtures.mjs').sort();
  const out = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    out.push({ file: f, ...mod.default });
  }
  return out;
}

/**
 * Runs every golden group. Returns { groups: [{group, passed, failed}], failures: [...],
 * divergenceHits: Map(id → count), crossChecked, total, passed, failed }.
 */
export async function runGolden(dir, { verbose = false, filter = null } = {}) {
  const groups = await loadGoldenFiles(dir);
  const res = { groups: [], failures: [], hits: new Map(), agree: 0, diverged: 0, skipped: 0, passed: 0, failed: 0, ids: new Set() };
  const goldenFor = new Map();  // divergence id → golden case ids
  for (const g of groups) {
    const cases = g.cases.filter((c) => !filter || c.id.includes(filter) || g.group.includes(filter));
    if (!cases.length) continue;
    const k = await KeyscapeStore.create();
    const d = new DynaliteStore();
    const gr = { group: g.group, file: g.file, passed: 0, failed: 0 };
    try {
      g.byName = Object.fromEntries((g.tables || []).map((t) => [t.TableName, t]));
      for (const t of g.tables || []) {
        await k.createTable(t);
        await d.createTable(t);
      }
      for (const [op, req] of g.setup || []) {
        const kr = await k.call(op, req);
        if (isError(kr)) throw new Error(`setup ${op} failed on keyscape: ${short(kr)}`);
        const dr = await d.call(op, req);
        if (isError(dr)) throw new Error(`setup ${op} failed on dynalite: ${short(dr)}`);
      }
    } catch (e) {
      res.failures.push({ group: g.group, id: '(setup)', why: e.message });
      gr.failed += cases.length;
      res.failed += cases.length;
      res.groups.push(gr);
      k.close(); await d.close();
      continue;
    }
    for (const c of cases) {
      if (res.ids.has(c.id)) throw new Error(`duplicate golden id ${c.id}`);
      res.ids.add(c.id);
      if (c.divergence) {
        if (!goldenFor.has(c.divergence)) goldenFor.set(c.divergence, []);
        goldenFor.get(c.divergence).push(c.id);
      }
      const problems = [];
      for (const [op, req] of c.before || []) {
        const kr = await k.call(op, req);
        if (isError(kr)) problems.push(`before ${op} failed on keyscape: ${short(kr)}`);
        await d.call(op, req);
      }
      let kb;
      try { kb = await runOn(k, c); } catch (e) { kb = { __type: 'harness#Exception', message: String(e && e.stack || e) }; }
      const why = checkExpect(c.expect, kb, c);
      if (why) problems.push(`keyscape: ${why}`);
      let dnote = '';
      if (c.dynalite === false) {
        res.skipped++;
        dnote = 'dynalite not compared';
      } else {
        let db;
        try { db = await runOn(d, c); } catch (e) { db = { __type: 'harness#Exception', message: String(e && e.stack || e) }; }
        const dwhy = checkExpect(c.expect, db, c);
        if (!dwhy) {
          res.agree++;
          if (c.divergence) problems.push(`dynalite agrees with the golden expectation, so allow-list entry ${c.divergence} is not exercised by it`);
        } else {
          // the allow-list judges dynalite against DynamoDB's expected answer, not keyscape's
          const expected = c.expect.body ? c.expect.body
            : c.expect.error && c.expect.message !== undefined ? { __type: c.expect.error, message: c.expect.message } : kb;
          const ids = explain({ op: c.op || 'Query', request: c.request || {}, dynalite: db, keyscape: expected,
            table: c.request && g.byName[c.request.TableName], expect: c.expect, source: 'golden' });
          if (ids.length) {
            res.diverged++;
            for (const id of ids) res.hits.set(id, (res.hits.get(id) || 0) + 1);
            dnote = `dynalite diverges: ${ids.join(', ')}`;
            if (c.divergence && !ids.includes(c.divergence)) problems.push(`expected divergence ${c.divergence}, recognised ${ids.join(', ')}`);
          } else {
            problems.push(`dynalite disagrees and no allow-list entry explains it: ${dwhy}`);
          }
        }
      }
      if (problems.length) {
        gr.failed++; res.failed++;
        res.failures.push({ group: g.group, id: c.id, desc: c.desc, ref: c.ref, request: c.request, why: problems.join('\n      ') });
      } else {
        gr.passed++; res.passed++;
        if (verbose) console.log(`  ok ${c.id}${dnote ? ' (' + dnote + ')' : ''}`);
      }
    }
    res.groups.push(gr);
    k.close();
    await d.close();
  }
  if (!filter) {
    for (const dv of divergences) {
      if (!goldenFor.has(dv.id)) {
        res.failed++;
        res.failures.push({ group: 'allow-list', id: dv.id, why: 'allow-list entry has no golden case asserting DynamoDB\'s behaviour' });
      }
    }
  }
  return res;
}
