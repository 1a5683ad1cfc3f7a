// The AWS CLI (Debian's awscli, /usr/bin/aws) against `keyscape serve`, unchanged: the CLI
// signs its requests and sends DynamoDB's JSON 1.0 protocol; keyscape answers as DynamoDB.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './harness.mjs';

const AWS = process.env.AWS_CLI || '/usr/bin/aws';
let server;
let env;
let home;  // the CLI's HOME (it writes its cache there); removed after the tests

function aws(...args) {
  const out = execFileSync(AWS, ['dynamodb', ...args, '--endpoint-url', server.url, '--output', 'json'],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return out.trim() ? JSON.parse(out) : {};
}

function awsError(...args) {
  try {
    aws(...args);
  } catch (e) {
    return String(e.stderr);
  }
  assert.fail('the command succeeded');
}

before(async () => {
  assert.ok(fs.existsSync(AWS), `${AWS} is missing (Debian package awscli)`);
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'awscli-'));
  env = {
    PATH: process.env.PATH, HOME: home, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x',
    AWS_DEFAULT_REGION: 'local', AWS_PAGER: '', AWS_EC2_METADATA_DISABLED: 'true',
  };
  server = await startServer();
});

after(async () => {
  await server?.stop();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

test('aws dynamodb create-table, put-item, query and scan work unchanged', () => {
  const created = aws('create-table', '--table-name', 'CliOrders',
    '--attribute-definitions', 'AttributeName=PK,AttributeType=S', 'AttributeName=SK,AttributeType=S',
    '--key-schema', 'AttributeName=PK,KeyType=HASH', 'AttributeName=SK,KeyType=RANGE',
    '--billing-mode', 'PAY_PER_REQUEST');
  assert.equal(created.TableDescription.TableStatus, 'CREATING');  // as DynamoDB answers; DescribeTable says ACTIVE
  for (const sk of ['ORDER#2', 'ORDER#100', 'ORDER#1', 'ORDER#10']) {
    aws('put-item', '--table-name', 'CliOrders', '--item', JSON.stringify({ PK: { S: 'C#42' }, SK: { S: sk } }));
  }
  const q = aws('query', '--table-name', 'CliOrders', '--key-condition-expression', 'PK = :pk',
    '--expression-attribute-values', JSON.stringify({ ':pk': { S: 'C#42' } }));
  assert.deepEqual(q.Items.map((i) => i.SK.S), ['ORDER#1', 'ORDER#10', 'ORDER#100', 'ORDER#2']);
  assert.equal(q.Count, 4);
  // The CLI pages by itself with --page-size (Limit) and follows LastEvaluatedKey.
  const paged = aws('query', '--table-name', 'CliOrders', '--key-condition-expression', 'PK = :pk',
    '--expression-attribute-values', JSON.stringify({ ':pk': { S: 'C#42' } }), '--page-size', '1',
    '--no-scan-index-forward');
  assert.deepEqual(paged.Items.map((i) => i.SK.S), ['ORDER#2', 'ORDER#100', 'ORDER#10', 'ORDER#1']);
  const scan = aws('scan', '--table-name', 'CliOrders', '--select', 'COUNT');
  assert.equal(scan.Count, 4);
  const tables = aws('list-tables');
  assert.deepEqual(tables.TableNames, ['CliOrders']);
});

test('the CLI shows DynamoDB\'s error type and message', () => {
  const err = awsError('query', '--table-name', 'CliOrders', '--key-condition-expression', 'PK < :pk',
    '--expression-attribute-values', JSON.stringify({ ':pk': { S: 'C#42' } }));
  assert.match(err, /ValidationException/);
  assert.match(err, /Query key condition not supported/);
  const missing = awsError('describe-table', '--table-name', 'Nope');
  assert.match(missing, /ResourceNotFoundException/);
});
