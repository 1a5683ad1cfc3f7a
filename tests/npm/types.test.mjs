// The package's TypeScript types, checked by tsc (strict, NodeNext) in the folder the
// tarball is installed in: the documented uses compile, and misuses are reported.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { installPackage, linkTestModules, run } from './harness.mjs';

let inst;
before(() => { inst = installPackage(); linkTestModules(inst.dir); });
after(() => inst?.remove());

const SOURCE = `
import { createEngine, startServer, useKeyscape, DynamoDBError, type KeyscapeServer, type ModelFile } from 'keyscape';
import { useKeyscape as useVitest } from 'keyscape/vitest';

const design: ModelFile = JSON.parse('{}');
const server: KeyscapeServer = await startServer({ port: 0, host: '127.0.0.1', design, tablePrefix: 'x.' });
const endpoint: string = server.clientConfig.endpoint;
const tables: number = server.reset().length;
await server.close();
const engine = await createEngine();
engine.execute('ListTables', {});
const err: DynamoDBError | undefined = undefined;
const ks = useKeyscape({ design: './design.json', freshTables: true }, { beforeAll() {}, afterAll() {} });
const cfg = ks.clientConfig?.region;
useVitest({ design });
// @ts-expect-error port is a number
await startServer({ port: '8000' });
// @ts-expect-error clientConfig has no such member
server.clientConfig.nope;
export { endpoint, tables, err, cfg };
`;

test('the types compile for the documented uses and refuse misuses', () => {
  fs.writeFileSync(path.join(inst.dir, 'check.mts'), SOURCE);
  fs.writeFileSync(path.join(inst.dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true,
      noEmit: true, skipLibCheck: false, types: [] },
    files: ['check.mts'],
  }));
  const r = run('node', [path.join(inst.dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', inst.dir], { cwd: inst.dir });
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
  fs.writeFileSync(path.join(inst.dir, 'check.mts'), SOURCE.replace("port: 0, host", "port: 0, nope: 1, host"));
  const bad = run('node', [path.join(inst.dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', inst.dir], { cwd: inst.dir });
  assert.notEqual(bad.status, 0);
  assert.match(String(bad.stdout), /nope/);
});
