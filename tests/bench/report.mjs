// The targets of issue 14 computed from one bench document (run.mjs), and the readable
// table. Every ratio is of per-request (query) or per-item (load) times, each contender's
// best run (min): the machine is shared, and the min is the least disturbed run.
export const QUERY_KINDS = ['point', 'range', 'begins_with', 'descending', 'paged', 'filter', 'projection'];

const w = (doc, c, name) => doc.contenders[c]?.workloads?.[name];
/** Best-run ms per request (per item for load). */
function per(doc, c, name) {
  const x = w(doc, c, name);
  if (!x) return null;
  return x.min / (name === 'load' ? x.items : x.requests ?? 1);
}
/** Mean best-run ms per query over the seven kinds (each kind weighs the same). */
function queryMix(doc, c) {
  const xs = QUERY_KINDS.map((k) => per(doc, c, `query.${k}`));
  return xs.every((x) => x !== null) ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}
const ratio = (slow, fast) => (slow !== null && fast !== null && fast > 0 ? slow / fast : null);

function target(name, measured, op, goal, unit, note) {
  if (measured === null || measured === undefined || Number.isNaN(measured)) {
    return { name, measured: null, target: goal, op, unit, status: 'not measured', note };
  }
  const met = op === '>=' ? measured >= goal : measured <= goal;
  const by = op === '>=' ? goal / measured : measured / goal;
  return { name, measured, target: goal, op, unit, met, status: met ? 'met' : `missed by ${by.toFixed(2)}x`, note };
}

export function evaluateTargets(doc) {
  const t = [];
  const q = (c) => queryMix(doc, c);
  t.push(target('query: native vs dynalite', ratio(q('dynalite'), q('native')), '>=', 100, 'x'));
  t.push(target('query: native vs plain JS', ratio(q('plainjs'), q('native')), '>=', 3, 'x'));
  t.push(target('query: wasm (Node) vs plain JS', ratio(q('plainjs'), q('wasm')), '>=', 2, 'x'));
  t.push(target('load: native vs plain JS', ratio(per(doc, 'plainjs', 'load'), per(doc, 'native', 'load')), '>=', 2, 'x'));
  t.push(target('load: native vs dynalite', ratio(per(doc, 'dynalite', 'load'), per(doc, 'native', 'load')), '>=', 50, 'x'));
  const nat = doc.contenders.native?.workloads ?? {};
  let worst = null;
  for (const name of Object.keys(nat)) {
    if (name === 'partition.openssl_md5' || !w(doc, 'wasm', name)) continue;
    const r = w(doc, 'wasm', name).min / nat[name].min;
    if (!worst || r > worst.r) worst = { r, name };
  }
  t.push(target('wasm/native, worst workload', worst?.r ?? null, '<=', 1.5, 'x', worst?.name));
  t.push(target('placement / OpenSSL MD5()', ratio(w(doc, 'native', 'partition.place')?.min ?? null, w(doc, 'native', 'partition.openssl_md5')?.min ?? null), '<=', 1.5, 'x'));
  const share = (c) => {
    const d = w(doc, c, 'partition.describe');
    const g = w(doc, c, 'partition.generate');
    return d && g ? (100 * d.min) / g.min : null;
  };
  t.push(target('DescribePartitions / generate, native', share('native'), '<=', 5, '%'));
  const ch = doc.contenders.chromium;
  t.push(target('DescribePartitions / generate, Chromium', ch ? (100 * ch.describePartitions.min) / ch.generate.ms : null, '<=', 5, '%'));
  const mem = (c) => {
    const l = w(doc, c, 'load');
    return l ? l.heapBytes / l.dynamoBytes : null;
  };
  t.push(target('engine memory / DynamoDB size, native', mem('native'), '<=', 1.5, 'x'));
  t.push(target('engine memory / DynamoDB size, wasm', mem('wasm'), '<=', 1.5, 'x'));
  const atSize = ch ? ` (${ch.generate.items.toLocaleString('en-US')} items)` : '';
  t.push(target(`Chromium: generate${atSize}`, ch ? ch.generate.ms / 1000 : null, '<=', 1.5, 's'));
  t.push(target('Chromium: query round trip p95', ch?.queryRoundTrip.p95 ?? null, '<=', 1, 'ms'));
  t.push(target('Chromium: AnalyzeDesign (50 entities, edits) p95', ch?.analyzeDesign?.p95 ?? null, '<=', 16, 'ms', 'issue 21'));
  t.push(target('web wasm gzipped', ch?.webWasm ? ch.webWasm.gzipBytes / 1024 : null, '<=', 300, 'KB'));
  const site = doc.contenders.site;
  t.push(target('web wasm gzipped (main module)', site?.sizes.mainWasm ? site.sizes.mainWasm.gzipBytes / 1024 : null, '<=', 350, 'KB', 'issue 25'));
  t.push(target('cold start, site: navigation to range view (no debugger)', site?.siteColdStart?.median ?? null, '<=', 400, 'ms', 'issue 25'));
  t.push(target('cold start, single file (no debugger)', site?.singleColdStart?.median ?? null, '<=', 400, 'ms', 'issue 25'));
  const sv = doc.contenders.serve;
  for (const [op, goal] of [['PutItem', 2], ['GetItem', 2], ['Query', 5]]) {
    t.push(target(`serve ${op}: req/s vs dynalite`, sv ? sv.keyscape[op].rps / sv.dynalite[op].rps : null, '>=', goal, 'x'));
  }
  for (const op of ['PutItem', 'GetItem', 'Query']) {
    // The median of each round's ratio when the servers ran in turn several times.
    const npmRatio = sv?.npm ? sv.paired?.npm?.[op] ?? sv.npm[op].rps / sv.dynalite[op].rps : null;
    t.push(target(`npm package server ${op}: req/s vs dynalite`, npmRatio, '>=', 3, 'x', 'issue 26'));
  }
  return t;
}

const fmt = (x, d = 3) => (x === null || x === undefined ? '-' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(d));

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  '));
}

export function printReport(doc) {
  const m = doc.machine;
  console.log(`\nkeyscape bench (${doc.mode}) ${doc.date}\ncommand: ${doc.command}`);
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; load average ${m.loadAverage.join(' ')}`);
  console.log(`tools:   ${m.cxx}; ${m.emcc}; node ${m.node}; ${m.chromium}; ${m.openssl}`);
  const cs = ['native', 'wasm', 'plainjs', 'dynalite'].filter((c) => doc.contenders[c]);
  const names = [...new Set(cs.flatMap((c) => Object.keys(doc.contenders[c].workloads)))];
  console.log('\nbest run / median run: query.* ms per request, load µs per item, the rest ms in all:');
  const rows = [['workload', ...cs]];
  for (const n of names) {
    rows.push([n, ...cs.map((c) => {
      const x = w(doc, c, n);
      if (!x) return '-';
      const div = n === 'load' ? x.items / 1000 : n.startsWith('query.') ? x.requests : 1;
      return `${fmt(x.min / div)} / ${fmt(x.median / div)}`;
    })]);
  }
  table(rows);
  const ch = doc.contenders.chromium;
  if (ch) {
    console.log(`\nChromium (page's worker): page load to first result ${fmt(ch.pageLoadToFirstResultMs)} ms; ` +
      `generate ${ch.generate.items} items ${fmt(ch.generate.ms)} ms (${ch.generate.chunks} chunks); ` +
      `DescribePartitions ${fmt(ch.describePartitions.min)} ms; load ${ch.load.items} items ${fmt(ch.load.ms)} ms; ` +
      `query round trip p50 ${fmt(ch.queryRoundTrip.p50)} / p95 ${fmt(ch.queryRoundTrip.p95)} ms (${ch.queryRoundTrip.requests} requests)` +
      (ch.analyzeDesign ? `; AnalyzeDesign (50 entities, an edit each call) p50 ${fmt(ch.analyzeDesign.p50)} / p95 ${fmt(ch.analyzeDesign.p95)} ms` +
        (ch.analyzeDesign.engine ? ` (in the worker's engine p50 ${fmt(ch.analyzeDesign.engine.p50)} / p95 ${fmt(ch.analyzeDesign.engine.p95)} ms; ` +
          `the page's JSON.parse of its ${ch.analyzeDesign.answerChars} characters p50 ${fmt(ch.analyzeDesign.parse.p50)} ms)` : '') : '') +
      (ch.analyzeDesignSelect ? `; AnalyzeDesign selecting another pattern (the last analysis reused) p50 ${fmt(ch.analyzeDesignSelect.p50)} / p95 ${fmt(ch.analyzeDesignSelect.p95)} ms` : '') +
      (ch.webWasm ? `; web wasm ${ch.webWasm.bytes} bytes, ${ch.webWasm.gzipBytes} gzipped` : ''));
  }
  const st = doc.contenders.site;
  if (st) {
    const z = st.sizes;
    const kb = (x) => (x ? `${x.bytes} bytes, ${x.gzipBytes} gzipped` : '-');
    console.log(`site: cold start (navigation to the first range view, fresh context, no debugger attached) min ${fmt(st.siteColdStart?.min)} / median ${fmt(st.siteColdStart?.median)} ms; ` +
      `single file ${fmt(st.singleColdStart?.min)} / ${fmt(st.singleColdStart?.median)} ms; ` +
      `under Playwright (which follows the page's requests and holds each new worker until it attaches): site ${fmt(st.siteColdStartPlaywright?.min)} / ${fmt(st.siteColdStartPlaywright?.median)} ms, ` +
      `single file ${fmt(st.singleColdStartPlaywright?.min)} / ${fmt(st.singleColdStartPlaywright?.median)} ms; ` +
      `sizes: site ${z.site ? `${z.site.files} files, ${kb(z.site)}` : '-'}; single file ${kb(z.single)}; ` +
      `main wasm ${kb(z.mainWasm)}; wasm with every part ${kb(z.fullWasm)}`);
    const parts = (b) => (b ? `scripts loaded ${fmt(b.scriptsLoaded)}, first paint ${fmt(b.firstContentfulPaint)}, wasm compiled by the page ${fmt(b.wasmCompiled)}, worker created ${fmt(b.workerCreated)}, engine answered ${fmt(b.engineAnswered)}, range item ${fmt(b.rangeItem)} ms` : '-');
    console.log(`site: where a cold start goes (medians from navigation, no debugger): site ${parts(st.siteColdStart?.breakdown)}; single file ${parts(st.singleColdStart?.breakdown)}`);
    console.log(`site: where a cold start goes under Playwright: site ${parts(st.siteColdStartPlaywright?.breakdown)}; single file ${parts(st.singleColdStartPlaywright?.breakdown)}`);
  }
  const sh = doc.contenders.share?.workloads;
  if (sh) {
    console.log(`share link (${sh['share.encode'].modelBytes} bytes of model, ${sh['share.encode'].linkChars} characters of link): ` +
      `encode ${fmt(sh['share.encode'].min)} / ${fmt(sh['share.encode'].median)} ms, decode ${fmt(sh['share.decode'].min)} / ${fmt(sh['share.decode'].median)} ms`);
  }
  const sv = doc.contenders.serve;
  if (sv) {
    console.log(`\nserve, ${sv.options.concurrency} clients in flight (req/s, p50 ms):`);
    const srows = [['operation', 'keyscape', 'p50', 'npm pkg', 'p50', 'dynalite', 'p50', 'ratio', 'npm ratio',
      'npm/keyscape', 'load']];
    for (const op of ['PutItem', 'GetItem', 'Query']) {
      const k = sv.keyscape[op];
      const n = sv.npm?.[op];
      const d = sv.dynalite[op];
      srows.push([op, fmt(k.rps), fmt(k.p50), fmt(n?.rps), fmt(n?.p50), fmt(d.rps), fmt(d.p50),
        `${fmt(k.rps / d.rps, 2)}x`, n ? `${fmt(sv.paired?.npm?.[op] ?? n.rps / d.rps, 2)}x` : '-',
        n ? `${fmt(n.rps / k.rps, 2)}x` : '-', [k, n, d].map((r) => fmt(r?.load, 1)).join('/')]);
    }
    table(srows);
  }
  const sl = doc.contenders.serveLoad;
  if (sl) {
    console.log(`\nserve, ${sl.clients} simultaneous connections: ${sl.answered}/${sl.requests} answered, ` +
      `${sl.itemsStored} items stored, ${sl.wallMs} ms in all`);
    const lrows = [['request', 'count', 'p50 ms', 'p99 ms', 'max ms']];
    for (const [name, l] of [['PutItem (first, with connect)', sl.putItemFirstOnConnection], ['GetItem (after all wrote)', sl.getItemAfterAll]]) {
      lrows.push([name, String(l.count), fmt(l.p50), fmt(l.p99), fmt(l.max)]);
    }
    table(lrows);
  }
  console.log('\ntargets (issue 14):');
  const trows = [['target', 'measured', 'target', 'status']];
  for (const t of doc.targets) {
    trows.push([t.name + (t.note ? ` [${t.note}]` : ''), t.measured === null ? '-' : `${fmt(t.measured, 2)} ${t.unit}`, `${t.op} ${t.target} ${t.unit}`, t.status]);
  }
  table(trows);
}
