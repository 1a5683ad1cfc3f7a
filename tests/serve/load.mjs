// Many simultaneous clients against `keyscape serve`, shared by the load test
// (load.test.mjs: nothing lost) and the benchmark (tests/bench `--only serve-load`: latency).
//
// Each client owns one keep-alive connection (its own http.Agent, one socket). Every client
// connects and writes its item (PutItem); then, once every client has its PutItem answer,
// each reads its item back (GetItem) on the same connection. So all the connections are
// open at once, and the server must hold every one of them: a server that serves only some
// connections and queues the rest never lets the first phase finish, and one that drops a
// waiting connection loses its requests. Nothing here measures against a deadline; the
// caller reads the counts and, in the bench, the latencies.
import http from 'node:http';
import { FAKE_AUTH } from './harness.mjs';

const TARGET = 'DynamoDB_20120810';

function call(port, agent, op, request) {
  const body = JSON.stringify(request);
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({
      host: '127.0.0.1', port, method: 'POST', path: '/', agent,
      headers: {
        'Content-Type': 'application/x-amz-json-1.0',
        'X-Amz-Target': `${TARGET}.${op}`,
        'X-Amz-Date': '20240101T000000Z',
        Authorization: FAKE_AUTH,
        'Content-Length': Buffer.byteLength(body),
      },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode,
        body: Buffer.concat(chunks).toString('utf8'),
        reusedSocket: req.reusedSocket,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      }));
      res.on('error', (error) => resolve({ error }));
    });
    req.on('error', (error) => resolve({ error }));
    req.end(body);
  });
}

function barrier(count) {
  let left = count;
  let open;
  const all = new Promise((resolve) => { open = resolve; });
  return { arrive() { if (--left === 0) open(); return all; } };
}

const pk = (i) => `client-${String(i).padStart(4, '0')}`;

/**
 * Creates `table`, then runs `clients` simultaneous clients (PutItem, wait for all, GetItem).
 * Resolves {clients, puts: {answered, ok, ms[]}, gets: {answered, ok, sameItem, sameConnection, ms[]},
 * failures: [first few problems], scanCount}.
 */
export async function runSimultaneousClients(port, { clients = 1000, table = 'load' } = {}) {
  const setup = new http.Agent({ keepAlive: false });
  const created = await call(port, setup, 'CreateTable', {
    TableName: table,
    AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
    BillingMode: 'PAY_PER_REQUEST',
  });
  if (created.status !== 200) throw new Error(`CreateTable failed: ${created.error ?? created.body}`);

  const result = {
    clients,
    puts: { answered: 0, ok: 0, ms: [] },
    gets: { answered: 0, ok: 0, sameItem: 0, sameConnection: 0, ms: [] },
    failures: [],
  };
  const fail = (what) => { if (result.failures.length < 10) result.failures.push(what); };
  const allPut = barrier(clients);

  async function client(i) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const item = { pk: { S: pk(i) }, n: { N: String(i) } };
    const put = await call(port, agent, 'PutItem', { TableName: table, Item: item });
    if (put.error) fail(`client ${i} PutItem: ${put.error.code ?? put.error.message}`);
    else {
      result.puts.answered++;
      result.puts.ms.push(put.ms);
      if (put.status === 200) result.puts.ok++;
      else fail(`client ${i} PutItem: HTTP ${put.status} ${put.body.slice(0, 200)}`);
    }
    await allPut.arrive();
    const got = await call(port, agent, 'GetItem', { TableName: table, Key: { pk: item.pk } });
    agent.destroy();
    if (got.error) return fail(`client ${i} GetItem: ${got.error.code ?? got.error.message}`);
    result.gets.answered++;
    result.gets.ms.push(got.ms);
    if (got.status !== 200) return fail(`client ${i} GetItem: HTTP ${got.status} ${got.body.slice(0, 200)}`);
    result.gets.ok++;
    if (got.reusedSocket) result.gets.sameConnection++;
    const body = JSON.parse(got.body);
    if (body.Item && body.Item.pk?.S === pk(i) && body.Item.n?.N === String(i)) result.gets.sameItem++;
    else fail(`client ${i} GetItem returned ${got.body.slice(0, 200)}`);
  }

  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  result.wallMs = Number(process.hrtime.bigint() - started) / 1e6;

  const scan = await call(port, setup, 'Scan', { TableName: table, Select: 'COUNT' });
  result.scanCount = scan.status === 200 ? JSON.parse(scan.body).Count : null;
  setup.destroy();
  return result;
}

/** p50, p99 and max of a list of milliseconds (rounded to 0.01 ms). */
export function latencySummary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
  const round = (x) => (x === null ? null : Math.round(x * 100) / 100);
  return { count: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? null) };
}

/**
 * The bench's figures: `keyscape serve` started fresh, `clients` simultaneous clients (as the
 * load test), latency of the first request of each connection (connection included) and
 * of the second, plus the counts. Numbers only.
 */
export async function runLoadBench({ clients = 1000 } = {}) {
  const { startServer } = await import('./harness.mjs');
  const server = await startServer([]);
  try {
    const r = await runSimultaneousClients(server.port, { clients });
    return {
      clients,
      answered: r.puts.answered + r.gets.answered,
      requests: 2 * clients,
      sameConnection: r.gets.sameConnection,
      itemsStored: r.scanCount,
      wallMs: Math.round(r.wallMs),
      putItemFirstOnConnection: latencySummary(r.puts.ms),
      getItemAfterAll: latencySummary(r.gets.ms),
      failures: r.failures,
    };
  } finally {
    await server.stop();
  }
}
