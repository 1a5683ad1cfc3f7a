// PartiQL against `keyscape serve`, unchanged: the AWS SDK v3 (ExecuteStatementCommand,
// BatchExecuteStatementCommand, ExecuteTransactionCommand) and the AWS CLI
// (`aws dynamodb execute-statement`, `batch-execute-statement`, `execute-transaction`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BatchExecuteStatementCommand, CreateTableCommand, ExecuteStatementCommand,
  ExecuteTransactionCommand,
} from '@aws-sdk/client-dynamodb';
import { startServer, sdkClient } from './harness.mjs';

const AWS = process.env.AWS_CLI || '/usr/bin/aws';
let server;
let client;
let env;

async function sdkError(promise) {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  assert.fail('the call succeeded');
}

function aws(...args) {
  const out = execFileSync(AWS, ['dynamodb', ...args, '--endpoint-url', server.url, '--output', 'json'],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return out.trim() ? JSON.parse(out) : {};
}

before(async () => {
  server = await startServer();
  client = sdkClient(server.url);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'awscli-pq-'));
  env = {
    PATH: process.env.PATH, HOME: home, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x',
    AWS_DEFAULT_REGION: 'local', AWS_PAGER: '', AWS_EC2_METADATA_DISABLED: 'true',
  };
  for (const TableName of ['PqSdk', 'PqCli']) {
    await client.send(new CreateTableCommand({
      TableName,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'N' }],
      BillingMode: 'PAY_PER_REQUEST',
    }));
  }
});

after(async () => {
  client?.destroy();
  await server?.stop();
  if (env?.HOME) fs.rmSync(env.HOME, { recursive: true, force: true });  // the AWS CLI's cache
});

test('SDK: INSERT, SELECT as a Query in key order, paging with NextToken, UPDATE, DELETE', async () => {
  for (const sk of [3, 1, 2]) {
    await client.send(new ExecuteStatementCommand({
      Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': ?, \'sk\': ?, \'n\': 0}',
      Parameters: [{ S: 'a' }, { N: String(sk) }],
    }));
  }
  const all = await client.send(new ExecuteStatementCommand({ Statement: 'SELECT * FROM "PqSdk" WHERE pk = \'a\'' }));
  assert.deepEqual(all.Items.map((i) => i.sk.N), ['1', '2', '3']);
  const first = await client.send(new ExecuteStatementCommand({ Statement: 'SELECT sk FROM "PqSdk" WHERE pk = \'a\'', Limit: 2 }));
  assert.deepEqual(first.Items, [{ sk: { N: '1' } }, { sk: { N: '2' } }]);
  assert.equal(typeof first.NextToken, 'string');
  const second = await client.send(new ExecuteStatementCommand({
    Statement: 'SELECT sk FROM "PqSdk" WHERE pk = \'a\'', Limit: 2, NextToken: first.NextToken,
  }));
  assert.deepEqual(second.Items, [{ sk: { N: '3' } }]);
  assert.equal(second.NextToken, undefined);
  await client.send(new ExecuteStatementCommand({ Statement: 'UPDATE "PqSdk" SET n = n + 5 REMOVE gone WHERE pk = \'a\' AND sk = 2' }));
  await client.send(new ExecuteStatementCommand({ Statement: 'DELETE FROM "PqSdk" WHERE pk = \'a\' AND sk = 3' }));
  const after = await client.send(new ExecuteStatementCommand({
    Statement: 'SELECT * FROM "PqSdk" WHERE pk = ? AND sk >= ?', Parameters: [{ S: 'a' }, { N: '2' }],
  }));
  assert.deepEqual(after.Items, [{ pk: { S: 'a' }, sk: { N: '2' }, n: { N: '5' } }]);
});

test('SDK: DynamoDB\'s errors by name and message', async () => {
  await client.send(new ExecuteStatementCommand({ Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'dup\', \'sk\': 1}' }));
  const dup = await sdkError(client.send(new ExecuteStatementCommand({ Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'dup\', \'sk\': 1}' })));
  assert.equal(dup.name, 'DuplicateItemException');
  assert.equal(dup.message, 'Duplicate primary key exists in table');
  const missing = await sdkError(client.send(new ExecuteStatementCommand({ Statement: 'UPDATE "PqSdk" SET n = 1 WHERE pk = \'none\' AND sk = 1' })));
  assert.equal(missing.name, 'ConditionalCheckFailedException');
  const malformed = await sdkError(client.send(new ExecuteStatementCommand({ Statement: 'SELECT * FROM "PqSdk" WHERE' })));
  assert.equal(malformed.name, 'ValidationException');
  assert.equal(malformed.message, "Statement wasn't well formed, can't be processed: Unexpected term");
});

test('SDK: BatchExecuteStatement answers each statement, ExecuteTransaction is all or nothing', async () => {
  const batch = await client.send(new BatchExecuteStatementCommand({
    Statements: [
      { Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'b\', \'sk\': 1}' },
      { Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'dup\', \'sk\': 1}' },
    ],
  }));
  assert.equal(batch.Responses[0].Error, undefined);
  assert.deepEqual(batch.Responses[1].Error, { Code: 'DuplicateItem', Message: 'Duplicate primary key exists in table' });
  const cancelled = await sdkError(client.send(new ExecuteTransactionCommand({
    TransactStatements: [
      { Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'t\', \'sk\': 1}' },
      { Statement: 'UPDATE "PqSdk" SET n = 1 WHERE pk = \'none\' AND sk = 9' },
    ],
  })));
  assert.equal(cancelled.name, 'TransactionCanceledException');
  assert.deepEqual(cancelled.CancellationReasons.map((r) => r.Code), ['None', 'ConditionalCheckFailed']);
  const read = await client.send(new ExecuteTransactionCommand({
    TransactStatements: [{ Statement: 'SELECT * FROM "PqSdk" WHERE pk = \'t\' AND sk = 1' }, { Statement: 'SELECT * FROM "PqSdk" WHERE pk = \'b\' AND sk = 1' }],
  }));
  assert.deepEqual(read.Responses, [{}, { Item: { pk: { S: 'b' }, sk: { N: '1' } } }]);
  await client.send(new ExecuteTransactionCommand({
    ClientRequestToken: 'pq-token-1',
    TransactStatements: [{ Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'t\', \'sk\': 1}' }],
  }));
  // The same token and statements again: success, not a DuplicateItem.
  await client.send(new ExecuteTransactionCommand({
    ClientRequestToken: 'pq-token-1',
    TransactStatements: [{ Statement: 'INSERT INTO "PqSdk" VALUE {\'pk\': \'t\', \'sk\': 1}' }],
  }));
});

test('AWS CLI: execute-statement, batch-execute-statement and execute-transaction', () => {
  assert.ok(fs.existsSync(AWS), `${AWS} is missing (Debian package awscli)`);
  aws('execute-statement', '--statement', 'INSERT INTO "PqCli" VALUE {\'pk\': \'c\', \'sk\': 2}');
  aws('execute-statement', '--statement', 'INSERT INTO "PqCli" VALUE {\'pk\': ?, \'sk\': ?}',
    '--parameters', JSON.stringify([{ S: 'c' }, { N: '1' }]));
  const q = aws('execute-statement', '--statement', 'SELECT * FROM "PqCli" WHERE pk = \'c\'');
  assert.deepEqual(q.Items.map((i) => i.sk.N), ['1', '2']);
  const batch = aws('batch-execute-statement', '--statements', JSON.stringify([
    { Statement: 'SELECT * FROM "PqCli" WHERE pk = \'c\' AND sk = 1' },
    { Statement: 'SELECT * FROM "PqCli" WHERE' },
  ]));
  assert.deepEqual(batch.Responses[0].Item, { pk: { S: 'c' }, sk: { N: '1' } });
  assert.equal(batch.Responses[1].Error.Code, 'ValidationError');
  aws('execute-transaction', '--transact-statements', JSON.stringify([
    { Statement: 'DELETE FROM "PqCli" WHERE pk = \'c\' AND sk = 1' },
    { Statement: 'UPDATE "PqCli" SET n = 7 WHERE pk = \'c\' AND sk = 2' },
  ]));
  const after = aws('execute-statement', '--statement', 'SELECT * FROM "PqCli" WHERE pk = \'c\'');
  assert.deepEqual(after.Items, [{ pk: { S: 'c' }, sk: { N: '2' }, n: { N: '7' } }]);
  let stderr = '';
  try {
    aws('execute-statement', '--statement', 'INSERT INTO "PqCli" VALUE {\'pk\': \'c\', \'sk\': 2}');
  } catch (e) {
    stderr = String(e.stderr);
  }
  assert.match(stderr, /DuplicateItemException.*Duplicate primary key exists in table/);
});
