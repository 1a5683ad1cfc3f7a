// useKeyscape in a user's project: an example vitest suite (written into the folder the
// tarball is installed in) that points the AWS SDK at a fresh endpoint per file, with the
// design's tables recreated before each test. It must pass, and a failing copy must fail.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { examplesDir, installPackage, linkTestModules, run } from './harness.mjs';

let inst;
before(() => { inst = installPackage(); linkTestModules(inst.dir); });
after(() => inst?.remove());

const SUITE = (design, expected) => `
import { expect, test } from 'vitest';
import { DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { useKeyscape } from 'keyscape/vitest';

const ks = useKeyscape({ design: ${JSON.stringify(design)}, freshTables: true });

test('the design is loaded', async () => {
  const client = new DynamoDBClient(ks.clientConfig);
  const table = ks.tables[0];
  const scan = await client.send(new ScanCommand({ TableName: table.TableName }));
  expect(scan.Count).toBe(${expected});
  await client.send(new PutItemCommand({ TableName: table.TableName, Item: { ...scan.Items[0], [table.PartitionKey]: { S: 'extra' } } }));
  client.destroy();
});

test('each test sees fresh tables', async () => {
  const client = new DynamoDBClient(ks.clientConfig);
  const scan = await client.send(new ScanCommand({ TableName: ks.tables[0].TableName }));
  expect(scan.Count).toBe(${expected});
  client.destroy();
});
`;

function vitest(file) {
  return run('node', [path.join(inst.dir, 'node_modules', 'vitest', 'vitest.mjs'), 'run', file],
    { cwd: inst.dir, env: { ...process.env, CI: '1', NO_COLOR: '1' } });
}

test('an example vitest suite with useKeyscape passes', () => {
  const design = path.join(examplesDir, 'online-shop.json');
  const loaded = run('node', ['--input-type=module', '-e',
    `import { createEngine } from 'keyscape'; const e = await createEngine();
     console.log(e.call('keyscape:LoadDesign', { model: JSON.parse(process.argv[1]) }).Tables[0].ItemCount);`,
    fs.readFileSync(design, 'utf8')], { cwd: inst.dir });
  const expected = Number(String(loaded.stdout).trim());
  assert.ok(expected > 0, String(loaded.stderr));
  fs.writeFileSync(path.join(inst.dir, 'design.test.mjs'), SUITE(design, expected));
  const r = vitest('design.test.mjs');
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
  assert.match(String(r.stdout), /2 passed/);
  fs.writeFileSync(path.join(inst.dir, 'wrong.test.mjs'), SUITE(design, expected + 1));
  const wrong = vitest('wrong.test.mjs');
  assert.notEqual(wrong.status, 0);
  assert.match(String(wrong.stdout), /2 failed/);
});
