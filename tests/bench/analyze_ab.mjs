// Paired comparison of two builds of the page's wasm module on the designer's edit figure,
// for a loaded machine (other jobs on the cores make the page bench's wall times swing by
// 30% or more from run to run; a paired ratio does not):
//   node tests/bench/analyze_ab.mjs DIR_A DIR_B [--rounds N]
// DIR_A and DIR_B each hold a keyscape.mjs and keyscape.wasm (build/wasm/web after
// `./scripts/build wasm-web`; copy one aside before building the other). Both modules are
// loaded in one Chromium page (main thread, no worker), each runs the 60 tier-up edits of
// analyze_sequences.mjs, their answers to one edit must be the same text, then the 60 edits
// of the figure are posted to A and B alternately, call by call (the order swapped every
// call), N rounds. Prints engine ms p50 / p95 / mean for each and the median of B/A per call.
// Numbers only: the page bench (analyze_chromium.mjs) stays the figure of record.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../web/e2e/harness.mjs';
import { edits } from './analyze_sequences.mjs';

const argv = process.argv.slice(2);
const [dirA, dirB] = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--rounds');
if (!dirA || !dirB) {
  console.error('usage: node tests/bench/analyze_ab.mjs DIR_A DIR_B [--rounds N]');
  process.exit(2);
}
const rounds = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : 3;

const root = mkdtempSync(join(tmpdir(), 'keyscape-ab-'));
for (const [name, dir] of [['a', dirA], ['b', dirB]]) {
  mkdirSync(join(root, name));
  for (const f of ['keyscape.mjs', 'keyscape.wasm']) cpSync(join(resolve(dir), f), join(root, name, f));
}
writeFileSync(join(root, 'index.html'), '<!doctype html><title>analyze a/b</title>');
const server = await serveStatic(root);
const browser = await launchChromium({ headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
  const same = await page.evaluate(async (warm) => {
    const load = async (d) => {
      const { default: factory } = await import(`/${d}/keyscape.mjs`);
      const M = await factory({ locateFile: (p) => `/${d}/${p}` });
      return new M.Engine();
    };
    const a = await load('a'), b = await load('b');
    window.__engines = { a, b };
    for (const r of warm) {
      a.execute('keyscape:AnalyzeDesign', r);
      b.execute('keyscape:AnalyzeDesign', r);
    }
    const r = warm[warm.length - 1];
    return a.execute('keyscape:AnalyzeDesign', r) === b.execute('keyscape:AnalyzeDesign', r);
  }, edits(60));
  if (!same) throw new Error('the two builds answer the same edit differently');
  const { ta, tb } = await page.evaluate(([n, figure]) => {
    const { a, b } = window.__engines;
    const ta = [], tb = [];
    for (let k = 0; k < n; ++k)
      for (let i = 0; i < figure.length; ++i) {
        const order = (i + k) % 2 ? [[a, ta], [b, tb]] : [[b, tb], [a, ta]];
        for (const [e, t] of order) {
          const t0 = performance.now();
          e.execute('keyscape:AnalyzeDesign', figure[i]);
          t.push(performance.now() - t0);
        }
      }
    return { ta, tb };
  }, [rounds, edits(60, 60)]);
  const q = (xs, p) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  const line = (name, xs) =>
    `${name} engine p50 ${q(xs, 0.5).toFixed(1)}  p95 ${q(xs, 0.95).toFixed(1)}  mean ${(xs.reduce((x, y) => x + y) / xs.length).toFixed(1)} ms (${xs.length} calls)`;
  console.log(line('A', ta));
  console.log(line('B', tb));
  console.log(`B/A per call: median ${q(tb.map((x, i) => x / ta[i]), 0.5).toFixed(3)}`);
} finally {
  await browser.close();
  server.close();
  rmSync(root, { recursive: true, force: true });
}
