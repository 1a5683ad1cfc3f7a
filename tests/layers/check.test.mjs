// The layer check (check.mjs) catches what it promises: it is run on temporary copies of core/
// with one violation injected each, and must fail naming the file that holds it. The real tree
// passes (scripts/test runs check.mjs on it too).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHECK = fileURLToPath(new URL('check.mjs', import.meta.url));

// Runs check.mjs on a copy of core/ changed by `inject(root)`: {status, out}.
function checkCopy(inject) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    cpSync(join(ROOT, 'core'), join(root, 'core'), { recursive: true });
    inject(root);
    try {
      return { status: 0, out: execFileSync('node', [CHECK, root], { encoding: 'utf8' }) };
    } catch (e) {
      return { status: e.status, out: e.stdout };
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// Adds `text` to the file at core-relative `path` (creating it and its folders).
const put = (root, path, text) => {
  mkdirSync(dirname(join(root, 'core', path)), { recursive: true });
  appendFileSync(join(root, 'core', path), text);
};

test('an unchanged copy of core/ passes', () => {
  const { status, out } = checkCopy(() => {});
  assert.equal(status, 0, out);
  assert.match(out, /layers: \d+ passed, 0 failed/);
});

test('an upward include fails, naming the file', () => {
  const { status, out } = checkCopy((root) =>
    put(root, 'src/model/design.cc', '\n#include "keyscape/interop/export/export.h"\n'));
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/model\/design\.cc: layer model includes keyscape\/interop\/export\/export\.h of the higher layer interop$/m);
  assert.match(out, /layers: \d+ passed, 1 failed/);
});

test('an upward include from a sub-folder fails', () => {
  const { status, out } = checkCopy((root) =>
    put(root, 'src/interop/export/infra/cdk.cc', '\n#include "keyscape/api/ops.h"\n'));
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/interop\/export\/infra\/cdk\.cc: layer interop includes keyscape\/api\/ops\.h/m);
});

test('a quoted include climbing out of its folder fails', () => {
  const { status, out } = checkCopy((root) =>
    put(root, 'src/analysis/lint.cc', '\n#include "../model/read_internal.h"\n'));
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/analysis\/lint\.cc: includes "\.\.\/model\/read_internal\.h", which climbs out/m);
});

test("another layer's private header fails", () => {
  const { status, out } = checkCopy((root) =>
    put(root, 'src/interop/import/workbench.cc', '\n#include "model/read_internal.h"\n'));
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/interop\/import\/workbench\.cc: layer interop includes "model\/read_internal\.h", a private header of layer model$/m);
});

test('api/dynamodb including api/keyscape fails', () => {
  const { status, out } = checkCopy((root) => {
    put(root, 'include/keyscape/api/keyscape/design_ops.h', 'namespace keyscape::api::keyscape {}\n');
    put(root, 'src/api/keyscape/design/lint.h', 'namespace keyscape::api::keyscape {}\n');
    put(root, 'src/api/dynamodb/x.cc',
      '#include "keyscape/api/keyscape/design_ops.h"\n#include "api/keyscape/design/lint.h"\n' +
      'namespace keyscape::api {}\n');
  });
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/api\/dynamodb\/x\.cc: api\/dynamodb includes keyscape\/api\/keyscape\/design_ops\.h of api\/keyscape$/m);
  assert.match(out, /^core\/src\/api\/dynamodb\/x\.cc: api\/dynamodb includes "api\/keyscape\/design\/lint\.h" of api\/keyscape$/m);
});

test('a file in a folder that is no layer fails', () => {
  const { status, out } = checkCopy((root) =>
    put(root, 'src/lint/rule.cc', 'namespace keyscape::lint {}\n'));
  assert.equal(status, 1);
  assert.match(out, /^core\/src\/lint\/rule\.cc: not in a layer folder/m);
});
