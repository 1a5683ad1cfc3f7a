// The key builders' language runtimes (core/src/interop/export/builders/runtime/), each checked
// as a file in its own right by its language's tools (gofmt + go vet + go build, python3 -m
// py_compile, tsc --strict --noEmit, javac -Xlint:all -Werror), and each found byte for byte in
// the export of its language: the text between its runtime markers is what the engine embeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, exampleDesigns, exportDesign, run, scratch, writeFile } from './lib.mjs';

const RUNTIME = join(ROOT, 'core/src/interop/export/builders/runtime');

// The runtime text of a file: the lines after its runtime-begin marker, up to the blank line
// before its runtime-end marker (as runtimes.cmake embeds it).
function runtimeText(file, comment) {
  const text = readFileSync(join(RUNTIME, file), 'utf8');
  const beginMarker = `${comment} keyscape:runtime-begin\n`;
  const begin = text.indexOf(beginMarker);
  const end = text.indexOf(`\n\n${comment} keyscape:runtime-end\n`);
  assert.ok(begin >= 0 && end > begin, `${file}: runtime markers`);
  return text.slice(begin + beginMarker.length, end + 1);
}

const CHECKS = {
  go: {
    file: 'keys.go',
    comment: '//',
    check(dir) {
      mkdirSync(join(dir, 'keys'));
      copyFileSync(join(RUNTIME, 'keys.go'), join(dir, 'keys', 'keys.go'));
      writeFile(dir, 'go.mod', 'module runtime\n\ngo 1.19\n');
      const env = {
        ...process.env, GOPATH: join(dir, 'gopath'), GOCACHE: join(dir, 'gocache'), GOTOOLCHAIN: 'local',
        GOPROXY: 'off', GOFLAGS: '', GO111MODULE: 'on',
      };
      assert.equal(run('gofmt', ['-l', join(dir, 'keys')]), '', 'keys.go is gofmt-formatted');
      run('go', ['vet', './...'], { cwd: dir, env });
      run('go', ['build', './...'], { cwd: dir, env });
    },
  },
  python: {
    file: 'keys.py',
    comment: '#',
    check(dir) {
      copyFileSync(join(RUNTIME, 'keys.py'), join(dir, 'keys.py'));
      run('python3', ['-W', 'error', '-m', 'py_compile', join(dir, 'keys.py')]);
    },
  },
  typescript: {
    file: 'keys.ts',
    comment: '//',
    check(dir) {
      copyFileSync(join(RUNTIME, 'keys.ts'), join(dir, 'keys.ts'));
      run(join(BIN, 'tsc'), ['--strict', '--noEmit', '--target', 'es2020', '--module', 'es2020',
        '--exactOptionalPropertyTypes', '--noUncheckedIndexedAccess', '--noImplicitOverride',
        '--noImplicitReturns', '--noPropertyAccessFromIndexSignature', join(dir, 'keys.ts')], { cwd: dir });
    },
  },
  java: {
    file: 'KeyTemplateRuntime.java',
    comment: '//',
    check(dir) {
      run('javac', ['-Xlint:all', '-Werror', '-encoding', 'UTF-8', '-d', join(dir, 'classes'),
        join(RUNTIME, 'KeyTemplateRuntime.java')]);
    },
  },
};

for (const [language, { file, comment, check }] of Object.entries(CHECKS)) {
  test(`the ${language} runtime (${file}) passes its own tools and is what the export embeds`, () => {
    const { dir, remove } = scratch(`keyscape-runtime-${language}-`);
    try {
      check(dir);
      const body = runtimeText(file, comment);
      assert.ok(body.length > 1000, `${file}: a runtime of ${body.length} bytes`);
      const design = exampleDesigns()[0];
      assert.ok(exportDesign(language, design.path).includes(body),
        `the ${language} export of ${design.id} holds ${file}'s runtime byte for byte`);
    } finally {
      remove();
    }
  });
}
