// Seeded random Scan differential: Scans over the tables and data of the Query differential
// (table and index scans, FilterExpression / ProjectionExpression / Select, the legacy
// ScanFilter + ConditionalOperator + AttributesToGet, Limit, ConsistentRead and parallel scans
// with Segment/TotalSegments, plus deliberate errors).
//
// Scan order across partitions is each engine's own hash order, so a scan is compared after
// paging it to exhaustion (all segments of a parallel scan together): the items as a multiset,
// total Count and ScannedCount, and the response members; an error by __type and message.
// keyscape's own pages must also keep the Limit invariants (items ≤ Limit, ScannedCount ≤
// Limit, a LastEvaluatedKey whenever Limit items were evaluated).
//
// Scan i has its own RNG stream, independent of the queries: `--seed S --only-scan I` replays it.
import { Rng } from './rng.mjs';
import { canon, isError, short } from './compare.mjs';
import { cmpKey, b64 } from './values.mjs';
import { explain } from '../divergences.mjs';
import {
  SHAPES, targets, genKey, genFilter, genProjection, Builder, INDEX_ATTR_TYPES, X_S, X_N, Z_B,
  LEGACY_FILTER_OPS, compareFirst, signature, genLegacyFilterAndSelect, pageAll, tally,
} from './differential.mjs';

// Left out (wording unsettled between keyscape and dynalite, no DynamoDB evidence: FINDINGS.md):
// a start key missing a key attribute. `KEYSCAPE_SCAN_ALL_ERRORS=1` adds it.
const EXTRA_ERRORS = ['esk-shape'];
const SCAN_ERRORS = ['segment-no-total', 'segment-no-total-1', 'total-no-segment', 'segment-ge-total', 'total-zero', 'total-too-big',
  'segment-negative', 'all-projected-table', 'filter-syntax', 'bad-index', 'gsi-consistent', 'limit-zero',
  'count-projection', 'undefined-value', 'reserved-word', 'unused-value', 'legacy-mix', ...(process.env.KEYSCAPE_SCAN_ALL_ERRORS ? EXTRA_ERRORS : [])];

function genLegacyScan(rng, target, req) {
  genLegacyFilterAndSelect(rng, target, req, {
    member: 'ScanFilter', pFilter: 0.75, pAttributesToGet: 0.35, pSelect: 0.2,
    filterAttrs: () => ['pk', 'sk', 'x', 'y', 'z', 'l', 'ss', 'ns', 'bo', 'nu', 'name', ...Object.keys(INDEX_ATTR_TYPES)],
  });
}

/** Generates scan i: { shape, target, request, segments (TotalSegments to run, or 0), note }. */
export function genScan(seed, i) {
  const rng = new Rng((seed ^ 0x5ca1ab1e ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0);
  const shape = rng.pick(SHAPES);
  const ts = targets(shape);
  const target = rng.bool(0.45) || ts.length === 1 ? ts[0] : rng.pick(ts.slice(1));
  const req = { TableName: shape.name };
  if (target.index) req.IndexName = target.index;
  const inject = rng.bool(0.1) ? rng.pick(SCAN_ERRORS) : null;
  let note = inject;
  const b = new Builder(rng);
  const legacy = rng.bool(0.15) && inject !== 'legacy-mix';
  if (legacy) genLegacyScan(rng, target, req);
  else {
    // any attribute may be filtered in a Scan, keys included
    const filterAttrs = ['pk', 'sk', 'x', 'y', 'z', 'm.k', 'm.n', 'l[0]', 'l[1]', 'ss', 'ns', 'bo', 'nu', 'name', ...Object.keys(INDEX_ATTR_TYPES)];
    if (rng.bool(0.4)) req.FilterExpression = genFilter(rng, b, filterAttrs);
    const sel = rng.pickW([[14, null], [3, 'COUNT'], [1, 'ALL_ATTRIBUTES'], [target.index ? 2 : 0, 'ALL_PROJECTED_ATTRIBUTES'], [1, 'SPECIFIC_ATTRIBUTES']]);
    if (sel === 'SPECIFIC_ATTRIBUTES' || (sel === null && rng.bool(0.3))) req.ProjectionExpression = genProjection(rng, b);
    if (sel) req.Select = sel;
  }
  if (rng.bool(0.5)) req.Limit = rng.pickW([[1, rng.int(1, 3)], [4, rng.int(4, 12)], [3, rng.int(13, 60)]]);
  if (rng.bool(0.1) && !target.global) req.ConsistentRead = rng.bool(0.8);
  let segments = rng.bool(0.25) ? rng.pickW([[1, 1], [3, 2], [2, 3], [2, 4], [1, rng.int(5, 9)]]) : 0;

  switch (inject) {
    case 'segment-no-total': req.Segment = 0; segments = 0; break;
    case 'segment-no-total-1': req.Segment = rng.int(1, 2); segments = 0; break;
    case 'total-no-segment': req.TotalSegments = rng.int(1, 4); segments = 0; break;
    case 'segment-ge-total': { const t = rng.int(1, 4); req.Segment = t + rng.int(0, 1); req.TotalSegments = t; segments = 0; break; }
    case 'total-zero': req.Segment = 0; req.TotalSegments = 0; segments = 0; break;
    case 'total-too-big': req.Segment = 0; req.TotalSegments = 1000001; segments = 0; break;
    case 'segment-negative': req.Segment = -1; req.TotalSegments = 2; segments = 0; break;
    case 'all-projected-table': delete req.IndexName; delete req.ProjectionExpression; delete req.AttributesToGet; req.Select = 'ALL_PROJECTED_ATTRIBUTES'; break;
    case 'filter-syntax': delete req.ScanFilter; delete req.ConditionalOperator; req.FilterExpression = rng.pick([`${b.name('x')} = = ${b.value({ S: 'a' })}`, `(${b.name('x')} = ${b.value({ S: 'a' })}`, `${b.name('x')} ${b.value({ N: '1' })}`, `${b.name('x')} = ${b.value({ S: 'a' })} AND`]); break;
    case 'bad-index': req.IndexName = 'nope'; break;
    case 'gsi-consistent': {
      const g = ts.find((t) => t.global);
      if (g) { req.IndexName = g.index; req.ConsistentRead = true; } else note = null;
      break;
    }
    case 'limit-zero': req.Limit = 0; break;
    case 'esk-shape': {
      const names = [shape.hash[0], shape.range && shape.range[0], target.hash[0], target.range && target.range[0]].filter(Boolean);
      const esk = {};
      for (const n of new Set(names)) esk[n] = genKey(rng, n === shape.hash[0] ? shape.hash[1] : n === (shape.range && shape.range[0]) ? shape.range[1] : INDEX_ATTR_TYPES[n]);
      delete esk[rng.pick(Object.keys(esk))];
      req.ExclusiveStartKey = esk;
      segments = 0;
      break;
    }
    case 'count-projection': delete req.AttributesToGet; delete req.ScanFilter; delete req.ConditionalOperator; req.Select = 'COUNT'; req.ProjectionExpression = genProjection(rng, b); break;
    case 'undefined-value': delete req.ScanFilter; delete req.ConditionalOperator; req.FilterExpression = `${b.name('x')} = :nope`; break;
    case 'reserved-word': delete req.ScanFilter; delete req.ConditionalOperator; req.FilterExpression = `name = ${b.value({ S: 'a' })}`; break;
    // (only beside a FilterExpression: with a ProjectionExpression alone the engines word it differently, FINDINGS.md)
    case 'unused-value': if (!req.FilterExpression) { delete req.ScanFilter; delete req.ConditionalOperator; req.FilterExpression = `attribute_exists(${b.name('x')})`; } b.value({ S: 'unused' }); break;
    case 'legacy-mix': req.ScanFilter = { x: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'a' }] } }; if (!req.FilterExpression) req.FilterExpression = `${b.name('y')} = ${b.value({ N: '1' })}`; break;
    default: break;
  }
  if (Object.keys(b.names).length) req.ExpressionAttributeNames = b.names;
  if (Object.keys(b.values).length) req.ExpressionAttributeValues = b.values;
  return { shape, target, request: req, segments, note, legacy };
}

const MAX_PAGES = 1000;

const pageAllScan = (store, request, first) => pageAll(store, request, first, MAX_PAGES, 'Scan');

/** keyscape's own page invariants; returns a description of the first violation or null. */
function pageInvariants(pages, req) {
  for (let p = 0; p < pages.length; p++) {
    const pg = pages[p];
    if (isError(pg)) return `page ${p + 1}: ${pg.__type}: ${pg.message}`;
    if (pg.Items && pg.Count !== pg.Items.length) return `page ${p + 1}: Count ${pg.Count} but ${pg.Items.length} items`;
    if (!(pg.Count <= pg.ScannedCount)) return `page ${p + 1}: Count ${pg.Count} > ScannedCount ${pg.ScannedCount}`;
    if (req.Limit !== undefined) {
      if (pg.Items && pg.Items.length > req.Limit) return `page ${p + 1}: ${pg.Items.length} items > Limit ${req.Limit}`;
      if (pg.ScannedCount > req.Limit) return `page ${p + 1}: ScannedCount ${pg.ScannedCount} > Limit ${req.Limit}`;
      if (pg.ScannedCount === req.Limit && !pg.LastEvaluatedKey) return `page ${p + 1}: Limit ${req.Limit} items evaluated but no LastEvaluatedKey`;
    }
    if (pg.LastEvaluatedKey && req.Limit === undefined) return `page ${p + 1}: LastEvaluatedKey without Limit on a table far under 1 MB`;
  }
  if (pages.length >= MAX_PAGES) return `more than ${MAX_PAGES} pages`;
  return null;
}

const members = (x) => Object.keys(x).filter((m) => !['LastEvaluatedKey', 'ConsumedCapacity'].includes(m)).sort().join();
const multiset = (items) => items.map(canon).sort();

function totals(pages) {
  const t = { Count: 0, ScannedCount: 0, pages: pages.length };
  for (const p of pages) {
    t.Count += p.Count || 0;
    t.ScannedCount += p.ScannedCount || 0;
    if (p.Items) (t.Items = t.Items || []).push(...p.Items);
  }
  return t;
}

/** Runs one generated scan on both engines. Returns { status: 'pass'|'fail'|'divergence', ... }. */
async function runScan(q, d, k, tableDefs) {
  const req = q.request;
  const ctxBase = { op: 'Scan', table: tableDefs.get(req.TableName), source: 'random' };
  const fail = (kind, why, extra = {}) => ({ status: 'fail', kind, why, sig: 'scan ' + signature(kind, why, req), ...extra });
  const check = (kind, why, request, dres, kres) => {
    if (!why) return null;
    const ids = explain({ ...ctxBase, request, dynalite: dres, keyscape: kres });
    if (ids.length) return { status: 'divergence', ids, kind, why };
    return fail(kind, why, { request, dres, kres });
  };

  const segReqs = q.segments ? Array.from({ length: q.segments }, (_, s) => ({ ...req, Segment: s, TotalSegments: q.segments })) : [req];
  const dAll = [], kAll = [];
  for (let s = 0; s < segReqs.length; s++) {
    const sreq = segReqs[s];
    const d0 = await d.call('Scan', sreq), k0 = await k.call('Scan', sreq);
    const e = compareFirst(d0, k0);
    if (e !== undefined) {
      if (s > 0 && !e) return fail('segment', `segment ${s} failed on both engines after segment 0 succeeded`, { request: sreq, dres: d0, kres: k0 });
      return check('response', e, sreq, d0, k0) || { status: 'pass', error: isError(k0) };
    }
    if (members(d0) !== members(k0)) {
      const r = check('first page', `response members ${members(d0)} vs ${members(k0)}`, sreq, d0, k0);
      if (r) return r;
    }
    const dp = await pageAllScan(d, sreq, d0), kp = await pageAllScan(k, sreq, k0);
    const inv = pageInvariants(kp, sreq);
    if (inv) return fail('keyscape pages', inv, { request: sreq, kres: kp.find(isError) || kp[kp.length - 1] });
    const dErr = dp.find(isError);
    if (dErr) {
      const r = check('dynalite paging', `dynalite ${dErr.__type}: ${dErr.message}`, sreq, dErr, kp[kp.length - 1]);
      if (r) return r;
      return { status: 'pass' };
    }
    // Without segments both engines evaluate Limit items per page (no 1 MB cut on these tables).
    if (!q.segments && req.Limit !== undefined) {
      const dsc = dp.map((p) => p.ScannedCount).join(), ksc = kp.map((p) => p.ScannedCount).join();
      if (dsc !== ksc) {
        const r = check('page sizes', `ScannedCount per page ${dsc} vs ${ksc}`, sreq, totals(dp), totals(kp));
        if (r) return r;
      }
    }
    dAll.push(...dp); kAll.push(...kp);
  }
  const dt = totals(dAll), kt = totals(kAll);
  if (!!dt.Items !== !!kt.Items) return fail('totals', `Items member present: dynalite ${!!dt.Items}, keyscape ${!!kt.Items}`, { request: req, dres: dt, kres: kt });
  let why = null;
  if (dt.ScannedCount !== kt.ScannedCount) why = `ScannedCount ${dt.ScannedCount} vs ${kt.ScannedCount}`;
  else if (dt.Count !== kt.Count) why = `Count ${dt.Count} vs ${kt.Count}`;
  else if (dt.Items) {
    const a = multiset(dt.Items), bb = multiset(kt.Items);
    const at = a.findIndex((x, j) => x !== bb[j]);
    if (at >= 0) why = `items (as multisets) first differ at #${at}: ${short(a[at], 200)} vs ${short(bb[at], 200)}`;
  }
  const r = check('paged totals', why, req, dt, kt);
  if (r) return r;
  return { status: 'pass', pages: kAll.length };
}

/** Runs `scans` random scans (or scan `only`) on the loaded stores; returns counts and failures. */
export async function runScans({ seed, scans, only = null, d, k, tableDefs, verbose = false, show = 12 }) {
  const t0 = Date.now();
  const res = { passed: 0, failed: 0, diverged: 0, errors: 0, pages: 0, legacy: 0, parallel: 0, segments: 0, index: 0,
    filtered: 0, count: 0, limited: 0, hits: new Map(), sigs: new Map(), notes: new Map() };
  const range = only !== null ? [only] : Array.from({ length: scans }, (_, i) => i);
  for (const i of range) {
    const q = genScan(seed, i);
    let r;
    try {
      r = await runScan(q, d, k, tableDefs);
    } catch (e) {
      r = { status: 'fail', kind: 'harness', why: String(e && e.stack || e), sig: 'scan harness: ' + String(e).slice(0, 100), request: q.request };
    }
    const rq = q.request;
    if (q.note) res.notes.set(q.note, (res.notes.get(q.note) || 0) + 1);
    if (q.legacy) res.legacy++;
    if (q.segments) { res.parallel++; res.segments += q.segments; }
    if (rq.IndexName) res.index++;
    if (rq.FilterExpression || rq.ScanFilter) res.filtered++;
    if (rq.Select === 'COUNT') res.count++;
    if (rq.Limit !== undefined) res.limited++;
    tally(res, r, i, verbose, 'scan #');
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`scan: ${range.length} scans in ${secs} s: ${res.passed} passed (${res.diverged} via allow-listed divergences), ${res.failed} failed; ` +
    `${res.errors} agreed error responses, ${res.pages} keyscape pages (replay: --seed ${seed} --only-scan I)`);
  console.log(`  ${res.index} index scans, ${res.parallel} parallel (${res.segments} segments), ${res.filtered} filtered, ${res.count} COUNT, ` +
    `${res.limited} with Limit, ${res.legacy} legacy (ScanFilter/AttributesToGet); injected errors: ${[...res.notes].map(([n, c]) => `${n} ${c}`).join(', ') || 'none'}`);
  const sigs = [...res.sigs].sort((a, b) => b[1].count - a[1].count);
  if (sigs.length) console.log(`  ${sigs.length} distinct scan mismatch kinds (first example of each, most frequent first):`);
  for (const [sig, { count, example: ex }] of sigs.slice(0, show)) {
    console.log(`  FAIL ×${count} ${sig}`);
    console.log(`      scan #${ex.i} (--seed ${seed} --only-scan ${ex.i}): ${short(ex.request, 700)}`);
    console.log(`      ${ex.why.split('\n').join('\n      ')}`);
    if (ex.dres !== undefined) console.log(`      dynalite: ${short(ex.dres, 500)}`);
    if (ex.kres !== undefined) console.log(`      keyscape: ${short(ex.kres, 500)}`);
  }
  if (sigs.length > show) console.log(`  … ${sigs.length - show} more scan kinds (--show N)`);
  return res;
}
