// Both MCP servers — the native `keyscape mcp` and the package's `keyscape-mcp` (the same C++
// through wasm) — driven by the official client (@modelcontextprotocol/sdk) over stdio: the
// tools are listed, each is called on every example in docs/examples and answers what the
// CLI prints for the same design, bad calls are errors naming the JSON path, and the server
// keeps serving after them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { examples, installPackage, nativeBin, repoRoot, run } from './harness.mjs';

const TOOLS = ['validate_design', 'run_access_patterns', 'lint_design', 'price_design', 'export_design',
  'explain_order', 'render_key_template', 'describe_partitions', 'diff_designs', 'import_design'].sort();

let inst;
before(() => { inst = installPackage(); });
after(() => inst?.remove());

const cli = (...args) => run(nativeBin, args).stdout.toString('utf8');
const exec = (lines) => run(nativeBin, ['exec'], { input: lines.map((l) => JSON.stringify(l)).join('\n') + '\n' })
  .stdout.toString('utf8').trimEnd().split('\n');

async function connect(command, args) {
  const client = new Client({ name: 'keyscape-tests', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'pipe' }));
  return client;
}

// The tool's answer: its text must be the structured content's JSON; returns both.
async function call(client, name, args) {
  const r = await client.callTool({ name, arguments: args });
  assert.equal(r.isError, false, `${name}: ${r.content?.[0]?.text}`);
  assert.deepEqual(JSON.parse(r.content[0].text), r.structuredContent, name);
  return r;
}

// Raw lines in, raw lines out: for what the SDK client will not send.
function rawSession(command, args, lines) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.trimEnd().split('\n').map((l) => JSON.parse(l)) }));
    child.stdin.end(lines.join('\n') + '\n');
  });
}

for (const kind of ['native', 'package']) {
  describe(`${kind} MCP server`, () => {
    const command = () => (kind === 'native' ? [nativeBin, ['mcp']] : ['node', [inst.bin('keyscape-mcp')]]);
    let client;
    before(async () => { client = await connect(...command()); });
    after(() => client?.close());

    test('lists the tools', async () => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
      for (const t of tools) assert.equal(t.inputSchema.type, 'object', t.name);
    });

    test('each design tool answers what the CLI prints, on every example', async () => {
      for (const file of examples()) {
        for (const [tool, cmd] of [['validate_design', 'validate'], ['lint_design', 'lint'],
          ['run_access_patterns', 'patterns'], ['price_design', 'cost']]) {
          const r = await call(client, tool, { design: file });
          assert.equal(r.content[0].text + '\n', cli(cmd, file), `${tool} ${file}`);
        }
        const inline = JSON.parse(fs.readFileSync(file, 'utf8'));
        const lint = await call(client, 'lint_design', { design: inline });
        assert.equal(lint.content[0].text + '\n', cli('lint', file), `inline ${file}`);
        const exp = await call(client, 'export_design', { design: file, format: 'cloudformation' });
        assert.equal(exp.structuredContent.text, cli('export', '--format', 'cloudformation', file));
        const diff = await call(client, 'diff_designs', { old: file, new: path.join(path.dirname(file), 'lexicographic-trap-fixed.json') });
        assert.equal(diff.content[0].text + '\n', cli('diff', file, path.join(path.dirname(file), 'lexicographic-trap-fixed.json')));
        const table = inline.tables[0].name;
        const parts = await call(client, 'describe_partitions', { design: file, table, partitionCount: 4 });
        const want = exec([{ op: 'keyscape:LoadDesign', request: { model: inline } },
          { op: 'keyscape:DescribePartitions', request: { TableName: table, PartitionCount: 4 } }]);
        assert.equal(parts.content[0].text, want[1], `describe_partitions ${file}`);
      }
    });

    test('explain_order, render_key_template and import_design answer as the CLI and exec do', async () => {
      const values = [{ S: 'ORDER#10' }, { S: 'ORDER#2' }, { S: 'ORDER#1' }];
      const order = await call(client, 'explain_order', { values });
      assert.equal(order.content[0].text, exec([{ op: 'keyscape:ExplainOrder', request: { Values: values } }])[0]);
      const key = await call(client, 'render_key_template', { template: 'ORDER#${date}#${id}', values: { date: '2026-01-02', id: 7 } });
      assert.equal(key.content[0].text + '\n', cli('template', 'render', 'ORDER#${date}#${id}', '{"date":"2026-01-02","id":7}'));
      const parsed = await call(client, 'render_key_template', { template: 'ORDER#${date}#${id}', action: 'parse', key: 'ORDER#2026-01-02#7' });
      assert.equal(parsed.content[0].text + '\n', cli('template', 'parse', 'ORDER#${date}#${id}', 'ORDER#2026-01-02#7'));
      for (const [from, rel] of [['nosql-workbench', 'tests/fixtures/nosql-workbench/AnOnlineShop_1.json'],
        ['aws-mcp', 'tests/fixtures/aws-mcp/dynamodb_data_model.json']]) {
        const r = await call(client, 'import_design', { from, path: path.join(repoRoot, rel) });
        assert.equal(JSON.stringify(r.structuredContent.model) + '\n', cli('import', '--from', from, path.join(repoRoot, rel)));
      }
    });

    test('bad calls are errors naming the JSON path, and the next call works', async () => {
      const missing = await client.callTool({ name: 'lint_design', arguments: {} });
      assert.equal(missing.isError, true);
      assert.match(missing.content[0].text, /^\/design: missing/);
      const unreadable = await client.callTool({ name: 'lint_design', arguments: { design: '/no/such/file.json' } });
      assert.equal(unreadable.isError, true);
      assert.match(unreadable.content[0].text, /^\/design: cannot read file/);
      const invalid = await client.callTool({ name: 'validate_design', arguments: { design: { format: 'keyscape-model', version: 1, name: 'x', tables: [{ name: 1 }] } } });
      assert.equal(invalid.isError, true);
      assert.equal(invalid.content[0].text, '/tables/0/name: must be a string');
      const values = await client.callTool({ name: 'explain_order', arguments: { values: 'x' } });
      assert.equal(values.isError, true);
      assert.match(values.content[0].text, /^\/values:/);
      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), /unknown tool/);
      const ok = await call(client, 'lint_design', { design: examples()[0] });
      assert.ok(Array.isArray(ok.structuredContent.findings));
    });

    test('text that is not JSON-RPC gets an error line and the session goes on', async () => {
      const [cmd, args] = command();
      const r = await rawSession(cmd, args, ['not json', '[1,2]', '{"jsonrpc":"2.0","id":1}',
        '{"jsonrpc":"2.0","id":2,"method":"nope"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":3,"method":"tools/list"}']);
      assert.equal(r.code, 0);
      assert.deepEqual(r.lines.map((l) => l.error?.code ?? 'ok'), [-32700, -32600, -32600, -32601, 'ok']);
      assert.deepEqual(r.lines.map((l) => l.id), [null, null, 1, 2, 3]);
      assert.equal(r.lines[4].result.tools.length, TOOLS.length);
    });
  });
}
