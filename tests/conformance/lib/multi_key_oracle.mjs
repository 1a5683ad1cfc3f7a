// An oracle for Query on a multi-attribute GSI key (DynamoDB, November 2025), which dynalite
// does not have: the index's items (those with every key attribute) of the partition, sorted
// by the sort attributes' tuple, filtered by the compiled key condition, written here from
// DynamoDB's documented rules and independent of keyscape's key codec and query executor.
// Only what the example designs use: conditions as keyscape compiles them, Limit,
// ScanIndexForward; no filter, no projection (an index projecting ALL).

/** { table -> { index -> { pk: [{name,type}], sk: [{name,type}] } } } of a model's multi-attribute GSIs. */
export function multiKeyIndexes(model) {
  const out = new Map();
  for (const t of model.tables ?? []) {
    for (const g of t.globalSecondaryIndexes ?? []) {
      const pk = [g.partitionKey].flat();
      const sk = [g.sortKey ?? []].flat();
      if (pk.length < 2 && sk.length < 2) continue;
      if (!out.has(t.name)) out.set(t.name, new Map());
      out.get(t.name).set(g.name, { pk, sk });
    }
  }
  return out;
}

/** A CreateTable request without the indexes `drop` names, and without the definitions only they used. */
export function withoutIndexes(createTable, drop) {
  const r = structuredClone(createTable);
  r.GlobalSecondaryIndexes = (r.GlobalSecondaryIndexes ?? []).filter((g) => !drop.has(g.IndexName));
  if (r.GlobalSecondaryIndexes.length === 0) delete r.GlobalSecondaryIndexes;
  const used = new Set();
  for (const ks of [r.KeySchema, ...(r.GlobalSecondaryIndexes ?? []).map((g) => g.KeySchema), ...(r.LocalSecondaryIndexes ?? []).map((l) => l.KeySchema)])
    for (const k of ks) used.add(k.AttributeName);
  r.AttributeDefinitions = r.AttributeDefinitions.filter((a) => used.has(a.AttributeName));
  return r;
}

function compare(a, b) {
  const [ta, va] = Object.entries(a)[0];
  const [, vb] = Object.entries(b)[0];
  if (ta === 'N') return Math.sign(Number(va) - Number(vb));
  const ba = ta === 'B' ? Buffer.from(va, 'base64') : Buffer.from(va, 'utf8');
  const bb = ta === 'B' ? Buffer.from(vb, 'base64') : Buffer.from(vb, 'utf8');
  return Buffer.compare(ba, bb);
}

function beginsWith(a, prefix) {
  const [t, v] = Object.entries(a)[0];
  const p = Object.values(prefix)[0];
  return t === 'B' ? Buffer.from(v, 'base64').subarray(0, Buffer.from(p, 'base64').length).equals(Buffer.from(p, 'base64')) : v.startsWith(p);
}

const TERM = /begins_with\((#\w+), (:\w+)\)|(#\w+) BETWEEN (:\w+) AND (:\w+)|(#\w+) (<=|>=|=|<|>) (:\w+)/g;

/** The terms of a compiled KeyConditionExpression: [{ attr, op, values }]. */
function terms(request) {
  const names = request.ExpressionAttributeNames;
  const values = request.ExpressionAttributeValues;
  const out = [];
  for (const m of request.KeyConditionExpression.matchAll(TERM)) {
    if (m[1]) out.push({ attr: names[m[1]], op: 'begins_with', values: [values[m[2]]] });
    else if (m[3]) out.push({ attr: names[m[3]], op: 'between', values: [values[m[4]], values[m[5]]] });
    else out.push({ attr: names[m[6]], op: m[7], values: [values[m[8]]] });
  }
  return out;
}

function holds(item, t) {
  const v = item[t.attr];
  if (!v) return false;
  const c = compare(v, t.values[0]);
  switch (t.op) {
    case '=': return c === 0;
    case '<': return c < 0;
    case '<=': return c <= 0;
    case '>': return c > 0;
    case '>=': return c >= 0;
    case 'between': return c >= 0 && compare(v, t.values[1]) <= 0;
    default: return beginsWith(v, t.values[0]);
  }
}

/**
 * The Query response DynamoDB gives for `request` on index `index` ({pk, sk}) of a table whose
 * primary key attributes are `tableKey` (names), over the table's `items` (DynamoDB JSON).
 */
export function oracleQuery(request, index, tableKey, items) {
  if (request.FilterExpression || request.ProjectionExpression) throw new Error('the oracle has no filter or projection');
  const all = [...index.pk, ...index.sk].map((k) => k.name);
  const conds = terms(request);
  let hit = items.filter((it) => all.every((n) => it[n] !== undefined) && conds.every((t) => holds(it, t)));
  const tuple = (it) => index.sk.map((k) => it[k.name]);
  hit.sort((a, b) => {
    const x = tuple(a), y = tuple(b);
    for (let i = 0; i < x.length; i++) { const c = compare(x[i], y[i]); if (c) return c; }
    return 0;
  });
  if (request.ScanIndexForward === false) hit.reverse();
  const limited = request.Limit !== undefined && hit.length >= request.Limit; // DynamoDB stops at the Limit
  if (request.Limit !== undefined) hit = hit.slice(0, request.Limit);
  const out = { Items: hit, Count: hit.length, ScannedCount: hit.length };
  if (limited) {
    const last = hit[hit.length - 1];
    out.LastEvaluatedKey = Object.fromEntries([...new Set([...tableKey, ...all])].map((n) => [n, last[n]]));
  }
  return out;
}
