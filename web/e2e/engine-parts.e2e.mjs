#!/usr/bin/env node
// Browser test of the engine's parts in the page (wasm/wasm.cmake, engine/engine.worker.ts):
// the page starts on the main wasm module, which is linked without the extended part
// (transactions, PartiQL, streams, ...). With a design open and a table of the test's own
// (a stream on, items written) in the engine, through the page's own client
// (window.keyscape):
// - until then the page fetched the main module only;
// - a PartiQL INSERT answers, and moves the engine to the module with every part: that one
//   is fetched once, and the state from before is there (the same Query answers the same
//   items, the design's table scans the same, and the new item is in);
// - a TransactWriteItems answers, and its write is read back;
// - the stream records written before the move are read (GetShardIterator, GetRecords);
// - the page still answers on it: its export view draws (the interop operations, linked
//   there too, fetch nothing more), and no request failed.
// Ends with `browser: N passed, M failed`.
//
// Usage: node e2e/engine-parts.e2e.mjs [--dist <dir>] [--headed]
import { answered, assert, runBrowserFile } from './harness.mjs';

const TIMEOUT = 30_000;

// One engine call through the page's own client (recorded, and replayed when it moves).
function pageCall(page, op, request) {
  return page.evaluate(async ({ op, request }) => {
    const r = await window.keyscape.execute(op, request);
    return r.ok ? { ok: true, body: r.body } : { ok: false, error: `${r.error.name}: ${r.error.message}` };
  }, { op, request });
}

async function call(page, op, request) {
  const r = await pageCall(page, op, request);
  assert(r.ok, `${op}: ${r.error}`);
  return r.body;
}

const TABLE = 'PartsProbe';
const queryRequest = { TableName: TABLE, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: 'user#1' } } };
const items = (body) => JSON.stringify(body.Items);

await runBrowserFile({ shot: 'engine-parts.png' }, async ({ page, origin, test }) => {
  // The .wasm files the page and its engine worker fetched (not the service worker's precache).
  const wasm = [];
  page.context().on('request', (r) => {
    if (r.url().endsWith('.wasm') && !r.serviceWorker()) wasm.push(r.url().slice(r.url().lastIndexOf('/') + 1));
  });
  const isFull = (name) => name.startsWith('keyscape-full');

  let before = { query: '', design: '', designTable: '' };
  await test('with a design open and a table written, only the main module was fetched', async () => {
    await page.goto(`${origin}/#example=online-shop`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="range-view"] [data-testid="range-item"]', { timeout: TIMEOUT });
    await answered(page, TIMEOUT);
    await call(page, 'CreateTable', {
      TableName: TABLE,
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    });
    for (const sk of ['a', 'b', 'c']) await call(page, 'PutItem', { TableName: TABLE, Item: { pk: { S: 'user#1' }, sk: { S: sk }, n: { N: '1' } } });
    before.query = items(await call(page, 'Query', queryRequest));
    const tables = (await call(page, 'ListTables', {})).TableNames.filter((t) => t !== TABLE);
    assert(tables.length > 0, 'the design put no table in the engine');
    before.designTable = tables[0];
    before.design = items(await call(page, 'Scan', { TableName: before.designTable }));
    const main = wasm.filter((n) => !isFull(n));
    assert(main.length === 1 && wasm.length === 1, `wasm fetched: ${wasm.join(', ')}`);
  });

  await test('a PartiQL INSERT answers; the full module is fetched once; the state from before is intact', async () => {
    await call(page, 'ExecuteStatement', { Statement: `INSERT INTO "${TABLE}" VALUE {'pk': 'user#1', 'sk': 'd', 'n': 2}` });
    assert(wasm.filter(isFull).length === 1, `wasm fetched: ${wasm.join(', ')}`);
    const after = await call(page, 'Query', queryRequest);
    assert(after.Items.map((i) => i.sk.S).join(',') === 'a,b,c,d', `items ${items(after)}`);
    assert(items({ Items: after.Items.slice(0, 3) }) === before.query, `before ${before.query}\nafter ${items(after)}`);
    const design = items(await call(page, 'Scan', { TableName: before.designTable }));
    assert(design === before.design, `${before.designTable} scans differently after the move`);
    const select = await call(page, 'ExecuteStatement', { Statement: `SELECT sk FROM "${TABLE}" WHERE pk = 'user#1'` });
    assert(select.Items.map((i) => i.sk.S).join(',') === 'a,b,c,d', `select ${JSON.stringify(select.Items)}`);
  });

  await test('a TransactWriteItems answers and its write is read back', async () => {
    await call(page, 'TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: TABLE, Item: { pk: { S: 'user#1' }, sk: { S: 'e' } } } },
        { Update: { TableName: TABLE, Key: { pk: { S: 'user#1' }, sk: { S: 'a' } }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': { N: '1' } } } },
      ],
    });
    const a = await call(page, 'GetItem', { TableName: TABLE, Key: { pk: { S: 'user#1' }, sk: { S: 'a' } } });
    assert(a.Item?.n?.N === '2', `item a ${JSON.stringify(a.Item)}`);
    const q = await call(page, 'Query', queryRequest);
    assert(q.Items.map((i) => i.sk.S).join(',') === 'a,b,c,d,e', `items ${items(q)}`);
    assert(wasm.filter(isFull).length === 1, `wasm fetched: ${wasm.join(', ')}`);
  });

  await test('the stream holds the writes from before the move and after it', async () => {
    const streams = (await call(page, 'ListStreams', { TableName: TABLE })).Streams;
    assert(streams.length === 1, `streams ${JSON.stringify(streams)}`);
    const { StreamArn } = streams[0];
    const shard = (await call(page, 'DescribeStream', { StreamArn })).StreamDescription.Shards[0];
    const { ShardIterator } = await call(page, 'GetShardIterator', { StreamArn, ShardId: shard.ShardId, ShardIteratorType: 'TRIM_HORIZON' });
    const records = (await call(page, 'GetRecords', { ShardIterator })).Records;
    const seen = records.map((r) => `${r.eventName}:${r.dynamodb.Keys.sk.S}`);
    // The transaction's two records in either order: its writes share one moment.
    const got = [...seen.slice(0, 4), ...seen.slice(4).sort()].join(',');
    assert(got === 'INSERT:a,INSERT:b,INSERT:c,INSERT:d,INSERT:e,MODIFY:a', `records ${seen.join(',')}`);
  });

  await test('the page still answers its design on the module with every part', async () => {
    await call(page, 'keyscape:ListExportFormats', {});
    await page.click('[data-testid="tab-export"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="export-text"]')?.textContent ?? '').length > 100, null, { timeout: TIMEOUT });
    assert(wasm.length === 2, `wasm fetched: ${wasm.join(', ')}`);
  });
});
