// Writes the generated seed corpora of the fuzz targets into OUT/<target>/ (default
// build/fuzz/seeds), from files the repository already has, so no copies are committed:
//   condition_fuzz, key_condition_fuzz, projection_fuzz, update_fuzz: every expression of
//     that kind in the golden vectors (tests/vectors/*.json) and the conformance goldens
//     (tests/conformance/golden/*.mjs), as expr_input.h reads it: the text, then a line with
//     the request's ExpressionAttributeNames/Values when it has them;
//   exec_line_fuzz: the vectors' steps as exec lines ({"op","request"});
//   serve_fuzz: those requests as raw HTTP/1.1 POSTs to `keyscape serve`, plus a GET, a
//     CORS preflight, a chunked body and a wrong content type;
//   json_fuzz: the vectors' requests and the example designs;
//   model_fuzz, share_fuzz: the example designs (docs/examples);
//   workbench_fuzz: the NoSQL Workbench fixtures; aws_mcp_fuzz: the aws-mcp fixture;
//   aws_cli_fuzz: the aws-mcp fixture's implementation commands;
//   table_data_fuzz: the table-data fixtures as table_data_fuzz.cc reads them (a first byte
//     0 for DynamoDB JSON, 1 for CSV): the CSV files, and runs of a few items of the scan
//     document (one page, two pages, an array) and of the export's JSON lines.
// At most PER_TARGET seeds each, spread over the sources. Run: node tests/fuzz/seeds.mjs [OUT]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'build', 'fuzz', 'seeds'));
const PER_TARGET = 60;
const read = (...p) => fs.readFileSync(path.join(root, ...p), 'utf8');
const list = (dir, re) => fs.existsSync(path.join(root, dir))
  ? fs.readdirSync(path.join(root, dir)).filter((f) => re.test(f)).sort().map((f) => path.join(dir, f))
  : [];

const seeds = new Map();  // target -> [text]
const add = (target, text) => {
  const all = seeds.get(target) ?? [];
  if (!all.includes(text)) all.push(text);
  seeds.set(target, all);
};

// Steps of the golden vectors.
const steps = [];
for (const file of list('tests/vectors', /^exec_.*\.json$/)) {
  for (const c of JSON.parse(read(file)).cases ?? []) {
    for (const s of c.steps ?? []) if (typeof s.op === 'string' && s.request) steps.push(s);
  }
}

const exprKinds = {
  KeyConditionExpression: 'key_condition_fuzz',
  ConditionExpression: 'condition_fuzz',
  FilterExpression: 'condition_fuzz',
  ProjectionExpression: 'projection_fuzz',
  UpdateExpression: 'update_fuzz',
};
const exprSeed = (text, r) => {
  const maps = {};
  if (r?.ExpressionAttributeNames) maps.ExpressionAttributeNames = r.ExpressionAttributeNames;
  if (r?.ExpressionAttributeValues) maps.ExpressionAttributeValues = r.ExpressionAttributeValues;
  return Object.keys(maps).length ? `${text}\n${JSON.stringify(maps)}` : text;
};
const visit = (v) => {  // every object with an expression member, however deep (transactions)
  if (Array.isArray(v)) return v.forEach(visit);
  if (!v || typeof v !== 'object') return;
  for (const [k, target] of Object.entries(exprKinds)) {
    if (typeof v[k] === 'string') add(target, exprSeed(v[k], v));
  }
  Object.values(v).forEach(visit);
};
for (const s of steps) visit(s.request);
for (const file of list('tests/conformance/golden', /\.mjs$/)) {
  const re = /\b(KeyConditionExpression|ConditionExpression|FilterExpression|ProjectionExpression|UpdateExpression):\s*'([^'\n]*)'/g;
  for (const m of read(file).matchAll(re)) add(exprKinds[m[1]], m[2]);
}

const http = (op, body, extra = '') =>
  `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-amz-json-1.0\r\n` +
  `X-Amz-Target: DynamoDB_20120810.${op}\r\nX-Amz-Date: 20260101T000000Z\r\n` +
  `Authorization: AWS4-HMAC-SHA256 Credential=k/20260101/us-east-1/dynamodb/aws4_request, ` +
  `SignedHeaders=host;x-amz-date, Signature=00\r\n${extra}` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
for (const s of steps) {
  const body = JSON.stringify(s.request);
  add('exec_line_fuzz', JSON.stringify({ op: s.op, request: s.request }));
  add('json_fuzz', body);
  if (!s.op.startsWith('keyscape:')) add('serve_fuzz', http(s.op, body));
}
add('serve_fuzz', 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
add('serve_fuzz', 'OPTIONS / HTTP/1.1\r\nHost: localhost\r\nOrigin: http://a\r\n' +
  'Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: x-amz-target\r\n\r\n');
add('serve_fuzz', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n' +
  'Content-Length: 2\r\n\r\n{}');
add('serve_fuzz', http('ListTables', '', 'Transfer-Encoding: chunked\r\n')
  .replace(/Content-Length: 0\r\n/, '') + '2\r\n{}\r\n0\r\n\r\n');
add('serve_fuzz', http('ListTables', '{}').replace(/Authorization: [^\r]*\r\n/, ''));

for (const file of list('docs/examples', /\.json$/)) {
  for (const t of ['model_fuzz', 'share_fuzz', 'json_fuzz']) add(t, read(file));
}
for (const dir of ['tests/fixtures/nosql-workbench', '../shared/fixtures/nosql-workbench']) {
  for (const file of list(dir, /\.json$/)) add('workbench_fuzz', read(file));
}
for (const file of list('tests/fixtures/aws-mcp', /\.json$/)) {
  const text = read(file);
  add('aws_mcp_fuzz', text);
  for (const p of JSON.parse(text).access_patterns ?? []) {
    if (typeof p.implementation === 'string') add('aws_cli_fuzz', p.implementation);
  }
}

const tableData = 'tests/fixtures/table-data';
for (const file of list(tableData, /\.csv$/)) add('table_data_fuzz', `\x01${read(file)}`);
for (const file of list(tableData, /\.scan\.json$/)) {
  // Pages one after the other (each starts a line with "{").
  const items = read(file).split(/\n(?=\{)/).flatMap((p) => JSON.parse(p).Items ?? []);
  for (let i = 0; i + 6 <= items.length && i < 60; i += 6) {
    const page = (a) => JSON.stringify({ Items: a, Count: a.length, ScannedCount: a.length });
    add('table_data_fuzz', `\x00${page(items.slice(i, i + 3))}`);
    add('table_data_fuzz', `\x00${page(items.slice(i, i + 3))}\n${page(items.slice(i + 3, i + 6))}`);
    add('table_data_fuzz', `\x00${JSON.stringify(items.slice(i, i + 4))}`);
  }
}
for (const file of list(tableData, /\.jsonl$/)) {
  const lines = read(file).split('\n').filter((l) => l);
  for (let i = 0; i < lines.length && i < 100; i += 5) add('table_data_fuzz', `\x00${lines.slice(i, i + 5).join('\n')}\n`);
}

fs.rmSync(out, { recursive: true, force: true });
const counts = [];
for (const [target, all] of [...seeds].sort()) {
  fs.mkdirSync(path.join(out, target), { recursive: true });
  const step = Math.max(1, all.length / PER_TARGET);  // spread over the sources
  const chosen = [];
  for (let i = 0; i < all.length && chosen.length < PER_TARGET; i += step) chosen.push(all[Math.floor(i)]);
  chosen.forEach((text, i) =>
    fs.writeFileSync(path.join(out, target, `seed-${String(i).padStart(3, '0')}`), text));
  counts.push(`${target} ${chosen.length}`);
}
console.log(`seeds in ${path.relative(root, out)}: ${counts.join(', ')}`);
