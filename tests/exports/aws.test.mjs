// The AWS tools' exports, checked by what reads them:
// (a) aws-mcp: the dynamodb_data_model.json re-imports (`keyscape import --from aws-mcp`) to
//     the same tables (CreateTable requests), the same items (as keyscape puts them) and the
//     same compiled request for every pattern;
// (b) aws-cli: the script runs with the real `aws` command (Debian's awscli) against
//     `keyscape serve`, and each pattern's output is the response `keyscape patterns` shows
//     for it (the response bodies compared as JSON; an empty output is the empty body {}).
// Both run over every example design and over the aws-mcp fixture as keyscape imports it
// (tests/fixtures/aws-mcp: an N key, a GSI between, a condition, a ' and a $ in an item).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { KEYSCAPE, ROOT, exampleDesigns, exportDesign, keyscape, patternRuns, run, scratch, writeFile } from './lib.mjs';

const AWS = process.env.AWS_CLI || '/usr/bin/aws';

const fixtureDir = scratch('keyscape-aws-fixture-');
after(() => fixtureDir.remove());
const FIXTURE = join(ROOT, 'tests/fixtures/aws-mcp/dynamodb_data_model.json');
const designs = [
  ...exampleDesigns(),
  { id: 'the aws-mcp fixture', path: writeFile(fixtureDir.dir, 'fixture.json', keyscape(['import', '--from', 'aws-mcp', FIXTURE])) },
];

/** keyscape:RunAccessPatterns' patterns: each one's compiled request and response. */
function patterns(path) {
  return patternRuns(path);
}

for (const { id, path } of designs) {
  test(`aws-mcp export of ${id} re-imports to the same tables, items and requests`, () => {
    const text = exportDesign('aws-mcp', path);
    const doc = JSON.parse(text);
    assert.deepEqual(Object.keys(doc), ['tables', 'items', 'access_patterns']);
    const { dir, remove } = scratch();
    try {
      const file = writeFile(dir, 'dynamodb_data_model.json', text);
      const model = writeFile(dir, 'imported.json', keyscape(['import', '--from', 'aws-mcp', file]));
      const before = JSON.parse(keyscape(['validate', path]));
      const again = JSON.parse(keyscape(['validate', model]));
      assert.deepEqual(again.createTable, before.createTable);
      const items = (v) => v.items.map(({ table, item }) => ({ table, item }));
      assert.deepEqual(items(again), items(before));
      const want = patterns(path);
      const got = patterns(model);
      assert.equal(got.length, want.length);
      for (let i = 0; i < want.length; i++) {
        assert.equal(got[i].name, want[i].name);
        assert.equal(got[i].operation, want[i].operation, want[i].name);
        assert.deepEqual(got[i].request, want[i].request, want[i].name);
      }
      // each implementation is one `aws dynamodb` command of the pattern's operation
      doc.access_patterns.forEach((p, i) => {
        assert.equal(p.dynamodb_operation, want[i].operation);
        assert.match(p.implementation, /^aws dynamodb [a-z-]+ --/);
      });
    } finally {
      remove();
    }
  });
}

/** `keyscape serve --port 0`, resolved with its URL once it names the port. */
function startServe() {
  return new Promise((resolve, reject) => {
    const child = spawn(KEYSCAPE, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`keyscape serve exited ${code}`)));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)\n/.exec(out);
      if (m) resolve({ url: m[1].replace('[::1]', '127.0.0.1'), stop: () => child.kill('SIGTERM') });
    });
  });
}

/** The script's output split at its "== pattern N: NAME" lines: N -> the JSON after it. */
function outputsByPattern(stdout) {
  const parts = stdout.split(/^== pattern (\d+): .*$/m);
  const out = new Map();
  for (let i = 1; i < parts.length; i += 2) {
    const body = parts[i + 1].trim();
    out.set(Number(parts[i]), body ? JSON.parse(body) : {});
  }
  return out;
}

for (const { id, path } of designs) {
  test(`aws-cli export of ${id} runs with the aws CLI against keyscape serve`, async () => {
    assert.ok(existsSync(AWS), `${AWS} is missing (Debian package awscli)`);
    const { dir, remove } = scratch();
    const server = await startServe();
    try {
      const script = writeFile(dir, 'design.sh', exportDesign('aws-cli', path));
      // the script runs `aws` from PATH: the one checked above (Debian's, /usr/bin/aws)
      const env = {
        PATH: `${dirname(AWS)}:${process.env.PATH}`, HOME: mkdtempSync(join(tmpdir(), 'awscli-')),
        AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_DEFAULT_REGION: 'local',
        AWS_PAGER: '', AWS_EC2_METADATA_DISABLED: 'true', ENDPOINT: server.url,
      };
      const stdout = run('bash', [script], { env });
      const outputs = outputsByPattern(stdout);
      const want = patterns(path);
      assert.equal(outputs.size, want.length);
      want.forEach((p, i) => {
        assert.ok(outputs.has(i + 1), `pattern ${i + 1} printed no output`);
        assert.deepEqual(outputs.get(i + 1), p.response, `${id}: ${p.name}`);
      });
    } finally {
      server.stop();
      remove();
    }
  });
}
