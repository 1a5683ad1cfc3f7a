// A tiny FAKE of the keyscape engine's web module, for iterating on the UI
// before the real wasm build exists. Never shipped: `npm run build` always copies
// the real build/wasm/web/keyscape.{mjs,wasm}. Use it only by hand:
//   node scripts/copy-wasm.mjs --from test/fake-engine && npx vite build
// It mimics the Emscripten factory's shape and fetches the (dummy) .wasm through
// locateFile, so the asset path and MIME type are exercised like the real one.
const enc = new TextEncoder();
function cmp(a, b) {
  const x = enc.encode(a), y = enc.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
const VE = 'com.amazon.coral.validate#ValidationException';
const err = (type, message) => JSON.stringify({ __type: type, message });
const kceErr = (m) => err(VE, `Invalid KeyConditionExpression: ${m}`);
const scalar = (v) => (v && ('S' in v ? v.S : 'N' in v ? v.N : undefined));

class Engine {
  constructor() { this.tables = new Map(); }
  delete() {}
  execute(op, text) {
    let r;
    try { r = JSON.parse(text); } catch { return JSON.stringify({ __type: 'com.amazon.coral.service#SerializationException', Message: 'Start of structure or map found where not expected.' }); }
    const t = this.tables.get(r.TableName);
    if (op === 'CreateTable') {
      const hash = r.KeySchema.find((k) => k.KeyType === 'HASH').AttributeName;
      const range = r.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
      this.tables.set(r.TableName, { hash, range, items: [] });
      return JSON.stringify({ TableDescription: { TableName: r.TableName, TableStatus: 'ACTIVE' } });
    }
    if (!t) return err('com.amazonaws.dynamodb.v20120810#ResourceNotFoundException', 'Requested resource not found');
    const key = (it) => [scalar(it[t.hash]), scalar(it[t.range])];
    const sort = () => t.items.sort((a, b) => cmp(key(a)[0], key(b)[0]) || cmp(key(a)[1], key(b)[1]));
    if (op === 'PutItem') {
      const [p, s] = key(r.Item);
      if (p === '' || s === '') return err(VE, `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: ${p === '' ? t.hash : t.range}`);
      t.items = t.items.filter((it) => !(key(it)[0] === p && key(it)[1] === s));
      t.items.push(r.Item); sort();
      return '{}';
    }
    if (op === 'Scan') return JSON.stringify({ Items: t.items, Count: t.items.length, ScannedCount: t.items.length });
    if (op !== 'Query') return err('com.amazonaws.dynamodb.v20120810#UnknownOperationException', '');
    const names = r.ExpressionAttributeNames ?? {};
    const values = r.ExpressionAttributeValues ?? {};
    const e = (r.KeyConditionExpression ?? '').trim();
    if (e === '') return kceErr('The expression can not be empty;');
    const nm = (n) => (n.startsWith('#') ? names[n] : n);
    const conds = [];
    for (const part of e.split(/\s+AND\s+(?![^(]*\))/i)) {
      let m;
      if ((m = /^begins_with\s*\(\s*([#\w]+)\s*,\s*(:\w+)\s*\)$/.exec(part))) conds.push({ a: nm(m[1]), op: 'bw', v: m[2] });
      else if ((m = /^([#\w]+)\s*(=|<=|>=|<|>)\s*(:\w+)$/.exec(part))) conds.push({ a: nm(m[1]), op: m[2], v: m[3] });
      else {
        const tok = part.split(/\s+/).find((w) => !/^[#:\w]+$/.test(w) || /^\d/.test(w)) ?? part.split(/\s+/).pop();
        return kceErr(`Syntax error; token: "${tok}", near: "${part.slice(0, 20)}"`);
      }
    }
    for (const c of conds) if (!(c.v in values)) return kceErr(`An expression attribute value used in expression is not defined; attribute value: ${c.v}`);
    const hc = conds.find((c) => c.a === t.hash && c.op === '=');
    if (!hc) return err(VE, 'Query condition missed key schema element: ' + t.hash);
    let items = t.items.filter((it) => conds.every((c) => {
      const x = scalar(it[c.a]), y = scalar(values[c.v]);
      if (x === undefined) return false;
      const d = cmp(x, y);
      return c.op === 'bw' ? x.startsWith(y) : c.op === '=' ? d === 0 : c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : d >= 0;
    }));
    if (r.ScanIndexForward === false) items.reverse();
    if (r.ExclusiveStartKey) {
      const s = scalar(r.ExclusiveStartKey[t.range]);
      items = items.filter((it) => (r.ScanIndexForward === false ? cmp(scalar(it[t.range]), s) < 0 : cmp(scalar(it[t.range]), s) > 0));
    }
    if (r.Limit !== undefined && r.Limit < 1) return err(VE, `1 validation error detected: Value '${r.Limit}' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1`);
    const out = { Items: [], Count: 0, ScannedCount: 0 };
    const page = r.Limit ? items.slice(0, r.Limit) : items;
    out.Items = page; out.Count = page.length; out.ScannedCount = page.length;
    if (r.Limit && page.length === r.Limit && page.length > 0) {
      const last = page[page.length - 1];
      out.LastEvaluatedKey = { [t.hash]: last[t.hash], [t.range]: last[t.range] };
    }
    return JSON.stringify(out);
  }
}

export default async function createKeyscapeModule(opts = {}) {
  const url = opts.locateFile ? opts.locateFile('keyscape.wasm', '') : 'keyscape.wasm';
  await WebAssembly.instantiateStreaming(fetch(url), {});
  return { Engine };
}
