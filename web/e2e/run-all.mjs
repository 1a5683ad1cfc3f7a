#!/usr/bin/env node
// Runs every browser test of the page, one after the other, each in its own Node process
// (own static server, own Chromium profile), passes the options through (--dist,
// --headed), and ends with ONE combined line: `browser: N passed, M failed`. Exits non-zero
// when any test failed or a file ended without its summary line.
//
// Usage: node e2e/run-all.mjs [--dist <dir>] [--headed]
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const FILES = ['query.e2e.mjs', 'partitions.e2e.mjs', 'designer.e2e.mjs', 'calls.e2e.mjs', 'lessons.e2e.mjs', 'share.e2e.mjs', 'recovery.e2e.mjs', 'diff.e2e.mjs', 'safety.e2e.mjs', 'access.e2e.mjs', 'editors.e2e.mjs', 'site.e2e.mjs', 'single.e2e.mjs', 'embed.e2e.mjs', 'import-data.e2e.mjs', 'multikey.e2e.mjs', 'engine-parts.e2e.mjs'];
const SUMMARY = /^browser: (\d+) passed, (\d+) failed\s*$/;

function run(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(here, file), ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let summary = null;
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString();
      let nl;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const m = SUMMARY.exec(line);
        if (m) summary = { passed: Number(m[1]), failed: Number(m[2]) };
        // The files' own summary lines are shown per file; only ours is the final one.
        console.log(m ? `  ${file}: ${m[1]} passed, ${m[2]} failed` : line);
      }
    });
    child.on('close', (code) => {
      if (buffered) console.log(buffered);
      if (!summary) {
        console.log(`  ${file}: ended (exit ${code}) without a summary line; counted as 1 failed`);
        summary = { passed: 0, failed: 1 };
      } else if (code !== 0 && summary.failed === 0) {
        console.log(`  ${file}: exit ${code} with no failed test; counted as 1 failed`);
        summary.failed = 1;
      }
      resolve(summary);
    });
  });
}

let passed = 0;
let failed = 0;
for (const file of FILES) {
  console.log(`e2e: ${file}`);
  const r = await run(file);
  passed += r.passed;
  failed += r.failed;
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
