// Runs the web unit tests (vitest) and ends with "web-unit: N passed, M failed, K skipped",
// after one line "skipped: <full test name>" per skipped or todo test (scripts/test judges
// those against tests/allowed-skips.txt).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-')), 'result.json');
const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
  { cwd: web, stdio: 'inherit' });
let passed = 0, failed = 0, skipped = 0;
try {
  const j = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed = j.numPassedTests;
  failed = j.numFailedTests;
  skipped = j.numPendingTests + j.numTodoTests;
  for (const file of j.testResults) {
    for (const t of file.assertionResults) {
      if (t.status !== 'passed' && t.status !== 'failed') console.log(`skipped: ${t.fullName}`);
    }
  }
} catch (e) {
  failed = 1;
  console.error(`no vitest result: ${e.message}`);
}
console.log(`web-unit: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
