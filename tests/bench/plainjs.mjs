// The plain-JavaScript contender of ./scripts/bench: the least a JS program does to answer
// the bench's requests — JSON.parse the request text, a sorted array per partition key
// (binary search on the sort key string), JSON.stringify the response. No validation, no
// item sizes, no capacity, no DynamoDB error messages: a floor, not a model. It reads the
// same request files as engine_bench and answers only the shapes workload.mjs writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUERY_KINDS } from './workload.mjs';

const lines = (path) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

/** Index of the first entry with sk >= key (or > key when `after`). */
function lowerBound(arr, key, after = false) {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const s = arr[mid].sk;
    if (s < key || (after && s === key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class PlainTable {
  constructor() { this.parts = new Map(); }
  put(item) {
    const pk = item.pk.S;
    const sk = item.sk.S;
    let arr = this.parts.get(pk);
    if (!arr) this.parts.set(pk, (arr = []));
    const i = lowerBound(arr, sk);
    if (i < arr.length && arr[i].sk === sk) arr[i].item = item;
    else arr.splice(i, 0, { sk, item });
  }
  batchWrite(text) {
    const req = JSON.parse(text);
    for (const puts of Object.values(req.RequestItems)) for (const p of puts) this.put(p.PutRequest.Item);
    return JSON.stringify({ UnprocessedItems: {} });
  }
  query(text) {
    const q = JSON.parse(text);
    const v = q.ExpressionAttributeValues;
    const arr = this.parts.get(v[':p'].S) ?? [];
    const kce = q.KeyConditionExpression;
    let lo = 0;
    let hi = arr.length;
    if (kce.includes('sk = :s')) {
      lo = lowerBound(arr, v[':s'].S);
      hi = lowerBound(arr, v[':s'].S, true);
    } else if (kce.includes('BETWEEN')) {
      lo = lowerBound(arr, v[':a'].S);
      hi = lowerBound(arr, v[':b'].S, true);
    } else if (kce.includes('begins_with')) {
      const prefix = v[':b'].S;
      lo = lowerBound(arr, prefix);
      hi = lo;
      while (hi < arr.length && arr[hi].sk.startsWith(prefix)) hi++;
    } else if (kce.includes('sk >= :a')) {
      lo = lowerBound(arr, v[':a'].S);
    }
    if (q.ExclusiveStartKey) lo = Math.max(lo, lowerBound(arr, q.ExclusiveStartKey.sk.S, true));
    const forward = q.ScanIndexForward !== false;
    const limit = q.Limit ?? Infinity;
    const items = [];
    let scanned = 0;
    let last = null;
    for (let k = 0; k < hi - lo && scanned < limit; k++) {
      const e = arr[forward ? lo + k : hi - 1 - k];
      scanned++;
      last = e.item;
      if (q.FilterExpression && e.item[q.ExpressionAttributeNames['#st']]?.S !== v[':st'].S) continue;
      items.push(q.ProjectionExpression ? project(e.item, q) : e.item);
    }
    const out = { Items: items, Count: items.length, ScannedCount: scanned };
    if (scanned === limit && last && scanned < hi - lo) out.LastEvaluatedKey = { pk: last.pk, sk: last.sk };
    return JSON.stringify(out);
  }
}

function project(item, q) {
  const out = {};
  for (const raw of q.ProjectionExpression.split(',')) {
    const name = raw.trim();
    const attr = name.startsWith('#') ? q.ExpressionAttributeNames[name] : name;
    if (attr in item) out[attr] = item[attr];
  }
  return out;
}

const stats = (runs, extra = {}) => {
  const s = [...runs].sort((a, b) => a - b);
  return { runs, min: s[0], median: s[Math.floor(s.length / 2)], ...extra };
};

/** Runs load and every query kind `runs` times; the engine_bench JSON shape. */
export function benchPlainJs(dir, runs) {
  const batches = lines(join(dir, 'load.jsonl'));
  const workloads = {};
  let table = null;
  const loadRuns = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    table = new PlainTable();
    for (const b of batches) table.batchWrite(b);
    loadRuns.push(performance.now() - t0);
  }
  let items = 0;
  for (const arr of table.parts.values()) items += arr.length;
  workloads.load = stats(loadRuns, { requests: batches.length, items });
  for (const kind of QUERY_KINDS) {
    const reqs = lines(join(dir, `query-${kind}.jsonl`));
    let count = 0;
    for (const q of reqs) count += JSON.parse(table.query(q)).Count;
    const qr = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      for (const q of reqs) table.query(q);
      qr.push(performance.now() - t0);
    }
    workloads[`query.${kind}`] = stats(qr, { requests: reqs.length, items: count });
  }
  return { runtime: 'plainjs', workloads };
}
