// `keyscape serve` holds 1,000 simultaneous clients: each opens its own connection, writes
// an item, waits until all 1,000 have written, then reads its item back on the same
// connection (load.mjs). Every request must be answered, on the connection it was sent on,
// and every item stored: nothing lost. No time is asserted (the bench reports latency:
// scripts/bench --only serve-load); the timeout only turns a hang into a failure.
// Run: KEYSCAPE_BIN=build/native/keyscape node --test tests/serve/load.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from './harness.mjs';
import { runSimultaneousClients } from './load.mjs';

const CLIENTS = 1000;

test(`${CLIENTS} simultaneous connections, each writing and reading: every request answered`, { timeout: 300000 }, async () => {
  const server = await startServer([]);
  try {
    const r = await runSimultaneousClients(server.port, { clients: CLIENTS });
    assert.deepEqual(r.failures, [], 'first failures');
    assert.equal(r.puts.answered, CLIENTS, 'PutItem answered');
    assert.equal(r.puts.ok, CLIENTS, 'PutItem succeeded');
    assert.equal(r.gets.answered, CLIENTS, 'GetItem answered');
    assert.equal(r.gets.sameItem, CLIENTS, 'GetItem returned the item written');
    // A connection the server closed while its client waited for the others would make the
    // client reconnect: then the read is not on the connection the write used.
    assert.equal(r.gets.sameConnection, CLIENTS, 'GetItem sent on the PutItem connection');
    assert.equal(r.scanCount, CLIENTS, 'items stored');
  } finally {
    assert.equal(await server.stop(), 0, server.stderr());
  }
});
