// The benchmark's requests, written once as files so every contender runs the same bytes:
//   create.json        the CreateTable request (pk S, sk S)
//   load.jsonl         BatchWriteItem requests, 25 items of ~200 bytes each, in shuffled order
//   query-<kind>.jsonl Query requests of one kind (point, range, begins_with, descending,
//                      paged, filter, projection), all aimed at the first `smallItems` items
//                      so that a contender loaded with only those (dynalite) answers alike
//   generate.jsonl     the keyscape:GenerateItems requests of the 1,000,000-item table, in
//                      the page's chunks of 20,000 (web/src/partitions/generator.ts)
//   design50.json      a generated 50-entity design (lint, patterns, export)
// Deterministic for its sizes (seeded PRNG).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const TABLE = 'Bench';
export const PER_PARTITION = 100;
export const QUERY_KINDS = ['point', 'range', 'begins_with', 'descending', 'paged', 'filter', 'projection'];

const pad = (n, w) => String(n).padStart(w, '0');
const pkOf = (i) => `TENANT#${pad(Math.floor(i / PER_PARTITION), 6)}`;
const skOf = (i) => `ORDER#${pad(i % PER_PARTITION, 8)}`;

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Item i: about 200 bytes of DynamoDB size. */
export function itemFor(i) {
  return {
    pk: { S: pkOf(i) },
    sk: { S: skOf(i) },
    status: { S: i % 3 ? 'SHIPPED' : 'PENDING' },
    total: { N: `${1000 + (i % 9000)}.25` },
    customer: { S: `customer-${(i * 7919) % 100000}@example.com` },
    note: { S: String.fromCharCode(97 + (i % 26)).repeat(96) },
  };
}

export const createRequest = () => ({
  TableName: TABLE,
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
});

/** BatchWriteItem requests for items [0, n), 25 a batch, items shuffled across batches. */
export function loadRequests(n, seed = 7) {
  const order = Array.from({ length: n }, (_, i) => i);
  const rnd = prng(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const out = [];
  for (let b = 0; b < n; b += 25) {
    const puts = order.slice(b, b + 25).map((i) => ({ PutRequest: { Item: itemFor(i) } }));
    out.push({ RequestItems: { [TABLE]: puts } });
  }
  return out;
}

/** `count` Query requests of `kind` over the partitions of items [0, smallItems). */
export function queryRequests(kind, count, smallItems, seed = 11) {
  const rnd = prng(seed + QUERY_KINDS.indexOf(kind));
  const partitions = Math.max(1, Math.floor(smallItems / PER_PARTITION));
  const out = [];
  for (let q = 0; q < count; q++) {
    const p = Math.floor(rnd() * partitions) * PER_PARTITION;
    const at = Math.floor(rnd() * 80);
    const pk = { S: pkOf(p) };
    const base = { TableName: TABLE, ExpressionAttributeValues: { ':p': pk } };
    const vals = base.ExpressionAttributeValues;
    switch (kind) {
      case 'point':
        base.KeyConditionExpression = 'pk = :p AND sk = :s';
        vals[':s'] = { S: skOf(at) };
        break;
      case 'range':
        base.KeyConditionExpression = 'pk = :p AND sk BETWEEN :a AND :b';
        vals[':a'] = { S: skOf(at) };
        vals[':b'] = { S: skOf(at + 19) };
        break;
      case 'begins_with':
        base.KeyConditionExpression = 'pk = :p AND begins_with(sk, :b)';
        vals[':b'] = { S: `ORDER#${pad(Math.floor(at / 10), 7)}` };
        break;
      case 'descending':
        base.KeyConditionExpression = 'pk = :p';
        base.ScanIndexForward = false;
        base.Limit = 20;
        break;
      case 'paged':
        base.KeyConditionExpression = 'pk = :p';
        base.Limit = 10;
        base.ExclusiveStartKey = { pk, sk: { S: skOf(at) } };
        break;
      case 'filter':
        base.KeyConditionExpression = 'pk = :p AND sk >= :a';
        base.FilterExpression = '#st = :st';
        base.ExpressionAttributeNames = { '#st': 'status' };
        vals[':a'] = { S: skOf(at) };
        vals[':st'] = { S: 'PENDING' };
        break;
      case 'projection':
        base.KeyConditionExpression = 'pk = :p AND sk BETWEEN :a AND :b';
        base.ProjectionExpression = 'pk, sk, #t';
        base.ExpressionAttributeNames = { '#t': 'total' };
        vals[':a'] = { S: skOf(at) };
        vals[':b'] = { S: skOf(at + 19) };
        break;
      default:
        throw new Error(`unknown query kind ${kind}`);
    }
    out.push(base);
  }
  return out;
}

export const CHUNK_SIZE = 20000;  // web/src/partitions/generator.ts CHUNK_SIZE

/**
 * The GenerateItems requests of the partition workload, in the page's chunk size: each chunk
 * is a data set of its own (its own Seed), so the requests stand alone in generate.jsonl;
 * the work per chunk is that of a Limit/NextToken chunk of one data set.
 */
export function generateRequests(count, seed = 2024) {
  const out = [];
  for (let first = 0, i = 0; first < count; first += CHUNK_SIZE, i++) {
    const req = {
      TableName: 'Lab',
      Count: Math.min(CHUNK_SIZE, count - first),
      Seed: seed + i,
      PartitionKey: { Template: 'CUSTOMER#${customerId}', Distribution: 'ZIPF', KeyCount: 100000, Exponent: 0.8 },
      SortKey: { Template: 'ORDER#${orderId}', Distribution: 'ULID' },
      Attributes: { status: { S: 'NEW' } },
    };
    out.push(req);
  }
  return out;
}

export const labCreateRequest = () => ({ ...createRequest(), TableName: 'Lab' });

/** A single-table design with `entities` entities, 4 samples and 2 access patterns each. */
export function design(entities = 50) {
  const ents = [];
  const items = [];
  const patterns = [];
  for (let e = 0; e < entities; e++) {
    const name = `Entity${pad(e, 2)}`;
    const tag = `E${pad(e, 2)}`;
    ents.push({
      name,
      table: 'App',
      expectedCount: 1000 * (e + 1),
      attributes: {
        ownerId: { type: 'S' },
        itemId: { type: 'S' },
        seq: { type: 'N' },
        status: { type: 'S', values: ['NEW', 'DONE'] },
        createdAt: { type: 'S', format: 'iso8601' },
      },
      keys: {
        PK: `OWNER#\${ownerId}`,
        SK: `${tag}#\${seq|pad(6)}`,
        GSI1PK: `${tag}#\${status}`,
        GSI1SK: `\${createdAt}`,
      },
    });
    for (let s = 0; s < 4; s++) {
      items.push({
        entity: name,
        values: {
          ownerId: `o${s % 2}`, itemId: `${tag}-${s}`, seq: e * 10 + s,
          status: s % 2 ? 'DONE' : 'NEW', createdAt: `2025-0${1 + (s % 9)}-1${s}T10:00:00Z`,
        },
      });
    }
    patterns.push({
      name: `${name} of an owner`, table: 'App', entity: name, operation: 'Query',
      key: { partition: 'OWNER#${ownerId}', sort: { op: 'begins_with', value: `${tag}#` } },
      parameters: { ownerId: 'o0' }, rate: { perSecond: 10 },
    });
    patterns.push({
      name: `${name} by status`, table: 'App', entity: name, operation: 'Query', index: 'GSI1',
      key: { partition: `${tag}#\${status}` }, parameters: { status: 'NEW' },
      scanIndexForward: false, limit: 10, rate: { perSecond: 5 },
    });
  }
  return {
    format: 'keyscape-model',
    version: 1,
    name: `Benchmark design (${entities} entities)`,
    tables: [{
      name: 'App',
      partitionKey: { name: 'PK', type: 'S' },
      sortKey: { name: 'SK', type: 'S' },
      billingMode: 'PAY_PER_REQUEST',
      globalSecondaryIndexes: [{
        name: 'GSI1',
        partitionKey: { name: 'GSI1PK', type: 'S' },
        sortKey: { name: 'GSI1SK', type: 'S' },
        projection: { type: 'ALL' },
      }],
    }],
    entities: ents,
    items,
    accessPatterns: patterns,
  };
}

const jsonl = (reqs) => reqs.map((r) => JSON.stringify(r)).join('\n') + '\n';

/** Writes every request file into `dir`; returns their description. */
export function writeWorkload(dir, sizes) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'create.json'), JSON.stringify(createRequest()));
  writeFileSync(join(dir, 'load.jsonl'), jsonl(loadRequests(sizes.items)));
  for (const kind of QUERY_KINDS) {
    writeFileSync(join(dir, `query-${kind}.jsonl`), jsonl(queryRequests(kind, sizes.queries, sizes.smallItems)));
  }
  writeFileSync(join(dir, 'lab-create.json'), JSON.stringify(labCreateRequest()));
  writeFileSync(join(dir, 'generate.jsonl'), jsonl(generateRequests(sizes.generate)));
  writeFileSync(join(dir, 'design50.json'), JSON.stringify(design(50)));
  return { dir, ...sizes, queryKinds: QUERY_KINDS };
}
