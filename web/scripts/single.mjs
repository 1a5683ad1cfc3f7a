#!/usr/bin/env node
// Turns the page built with `vite build --mode single` into ONE self-contained HTML file that
// works when opened from disk (file://, no server): the page's module script and stylesheet
// are inlined (the engine worker is already inside the script: see vite.config.ts), the
// engine's wasm module (src/generated/keyscape-full.wasm, the one with every part) is written
// gzipped, as base64, into a data block the script reads (engine/workerFactory.single.ts:
// 0.7 MB of text for the browser to parse instead of 1.75 MB), and a
// Content Security Policy meta tag allows exactly that inline code (by its sha256), the worker
// started from a Blob, and wasm compilation; nothing from a network.
//
// Usage: node scripts/single.mjs <dir built with --mode single> <out.html>
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: node scripts/single.mjs <dir built with --mode single> <out.html>');
  process.exit(2);
}

const fail = (message) => {
  console.error(`single: ${message}`);
  process.exit(1);
};
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const read = (href) => readFileSync(join(dir, href.replace(/^\.\//, '')), 'utf8');

let html = readFileSync(join(dir, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
if (scripts.length !== 1) fail(`expected one module script in ${dir}/index.html, found ${scripts.length}`);
if (/<link rel="modulepreload"/.test(html)) fail('the build has more than one chunk (modulepreload): it must be one script');

const wasmFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated', 'keyscape-full.wasm');
const wasm = readFileSync(wasmFile);
if (wasm.subarray(0, 4).toString('latin1') !== '\0asm') fail(`${wasmFile} is not a wasm module`);
const code = read(scripts[0][1]).replaceAll('</script', '<\\/script');
const css = styles.map((m) => read(m[1])).join('\n');
html = html.replace(scripts[0][0], () => '').replace(/<link rel="stylesheet" crossorigin href="[^"]+">/g, () => '');
const csp = [
  "default-src 'none'",
  `script-src ${sha256(code)} 'wasm-unsafe-eval'`,
  'worker-src blob: data:',
  'connect-src data:',
  `style-src ${sha256(css)}`,
  'img-src data: blob:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
html = html
  .replace('<head>', () => `<head>\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`)
  .replace('</head>', () => `    <style>${css}</style>\n  </head>`)
  .replace('</body>', () => `    <script type="application/octet-stream" id="keyscape-wasm">${gzipSync(wasm, { level: 9 }).toString('base64')}</script>\n` +
    `    <script type="module">${code}</script>\n  </body>`);
const left = html.match(/(?:src|href)="\.?\/?assets\/[^"]+"/);
if (left) fail(`a reference to a file is left: ${left[0]}`);
writeFileSync(out, html);
console.log(`single: ${out} (${(Buffer.byteLength(html) / 1024).toFixed(0)} KiB)`);
