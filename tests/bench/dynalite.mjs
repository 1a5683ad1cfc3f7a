// The dynalite contender of ./scripts/bench: dynalite 4.0.0 in its own Node process on
// loopback, driven through the AWS SDK for JavaScript v3 (tests/serve's packages), one
// request in flight, on the first `items` items and the first `queries` requests of each
// query file (what dynalite handles in a bounded time; ratios are per item / per request).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startDynalite } from '../serve/bench.mjs';
import { sdkClient } from '../serve/harness.mjs';
import { QUERY_KINDS, createRequest, loadRequests } from './workload.mjs';

const require = createRequire(new URL('../serve/package.json', import.meta.url));
const { CreateTableCommand, BatchWriteItemCommand, QueryCommand } = require('@aws-sdk/client-dynamodb');

const lines = (path) => readFileSync(path, 'utf8').split('\n').filter(Boolean);
const stats = (runs, extra = {}) => {
  const s = [...runs].sort((a, b) => a - b);
  return { runs, min: s[0], median: s[Math.floor(s.length / 2)], ...extra };
};

/** Load `items` items (one run: dynalite keeps its table) and each query kind `runs` times. */
export async function benchDynalite(dir, { items, queries, runs }) {
  const server = await startDynalite();
  const client = sdkClient(server.url, { maxSockets: 1 });
  try {
    await client.send(new CreateTableCommand(createRequest()));
    const batches = loadRequests(items);
    const t0 = performance.now();
    for (const b of batches) {
      const r = await client.send(new BatchWriteItemCommand(b));
      if (Object.keys(r.UnprocessedItems ?? {}).length) throw new Error('dynalite left items unprocessed');
    }
    const workloads = { load: stats([performance.now() - t0], { requests: batches.length, items }) };
    for (const kind of QUERY_KINDS) {
      const reqs = lines(join(dir, `query-${kind}.jsonl`)).slice(0, queries).map((l) => JSON.parse(l));
      let count = 0;
      for (const q of reqs) count += (await client.send(new QueryCommand(q))).Count;
      const qr = [];
      for (let r = 0; r < runs; r++) {
        const t1 = performance.now();
        for (const q of reqs) await client.send(new QueryCommand(q));
        qr.push(performance.now() - t1);
      }
      workloads[`query.${kind}`] = stats(qr, { requests: reqs.length, items: count });
    }
    return { runtime: 'dynalite', workloads };
  } finally {
    client.destroy();
    await server.stop();
  }
}
