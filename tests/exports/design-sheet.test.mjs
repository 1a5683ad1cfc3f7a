// The design-sheet export, read with a Markdown parser (marked's lexer): its title is the
// design's name; each access pattern has a section whose table shows its operation and
// units as `keyscape patterns` measured them and whose ```json block is the compiled
// request, byte for byte as JSON; each table's entity chart holds every entity's key
// templates and the example keys its first sample item renders; the lint table holds
// `keyscape lint`'s findings; the cost table carries `keyscape cost`'s totals. Over every
// example design.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marked } from 'marked';
import { spawnSync } from 'node:child_process';
import { KEYSCAPE, exampleDesigns, exportDesign, keyscape, patternRuns } from './lib.mjs';

/** `keyscape lint`: exit 1 only says a finding is an error. */
function lint(path) {
  const r = spawnSync(KEYSCAPE, ['lint', path], { encoding: 'utf8' });
  assert.ok(r.status === 0 || r.status === 1, r.stderr);
  return JSON.parse(r.stdout).findings;
}

const plain = (text) => text.replace(/\\(.)/g, '$1');

/** A heading's text, code spans unwrapped ("Table `Shop`" -> "Table Shop"). */
const headingText = (h) => h.tokens.map((t) => (t.type === 'codespan' ? t.text : plain(t.raw))).join('');

/** A table token's cells as text: code spans unwrapped. */
function cells(row) {
  return row.map((c) => {
    const spans = c.tokens.filter((t) => t.type === 'codespan');
    return spans.length === 1 && c.tokens.length === 1 ? spans[0].text : plain(c.text);
  });
}

/** The tokens after the heading of depth `depth` whose text is `text`, up to the next one. */
function section(tokens, depth, text) {
  const start = tokens.findIndex((t) => t.type === 'heading' && t.depth === depth && headingText(t) === text);
  assert.ok(start >= 0, `a heading "${text}"`);
  let end = start + 1;
  while (end < tokens.length && !(tokens[end].type === 'heading' && tokens[end].depth <= depth)) end++;
  return tokens.slice(start + 1, end);
}

for (const { id, path, model } of exampleDesigns()) {
  test(`design-sheet export of ${id} carries the patterns' requests and the entities' templates`, () => {
    const tokens = marked.lexer(exportDesign('design-sheet', path));
    const title = tokens.find((t) => t.type === 'heading');
    assert.equal(title.depth, 1);
    assert.equal(headingText(title), model.name);

    const patterns = patternRuns(path);
    const cost = JSON.parse(keyscape(['cost', path]));
    const patternsSection = section(tokens, 2, 'Access patterns');
    patterns.forEach((p, i) => {
      const body = section(patternsSection, 3, p.name);
      const table = body.find((t) => t.type === 'table');
      const head = cells(table.header);
      const row = Object.fromEntries(cells(table.rows[0]).map((c, k) => [head[k], c]));
      assert.equal(row.operation, p.operation);
      assert.equal(Number(row['read units per request']), p.readUnits);
      assert.equal(Number(row['write units per request']), p.writeUnits);
      assert.equal(row['on-demand per month'], `$${cost.patterns[i].onDemandMonthly}`);
      assert.match(row.expect, p.expect === null ? /^no expectation$/ : p.expect.holds ? /^holds/ : /^FAILS/);
      const code = body.filter((t) => t.type === 'code');
      assert.equal(code.length, 1);
      assert.equal(code[0].lang, 'json');
      assert.deepEqual(JSON.parse(code[0].text), p.request);
    });

    const { model: canonical, items } = JSON.parse(keyscape(['validate', path]));
    for (const t of canonical.tables) {
      const body = section(section(tokens, 2, 'Tables'), 3, `Table ${t.name}`);
      const charts = body.filter((x) => x.type === 'table' && x.header[0].text === 'entity');
      assert.equal(charts.length, 2, 'templates and example keys');
      const [chart, examples] = charts;
      const head = cells(chart.header);
      for (const e of canonical.entities.filter((x) => x.table === t.name)) {
        const row = cells(chart.rows.find((r) => plain(r[0].text) === e.name));
        for (const [attr, template] of Object.entries(e.keys)) assert.equal(row[head.indexOf(attr)], template);
        const first = items.find((i) => i.entity === e.name);
        const example = cells(examples.rows.find((r) => plain(r[0].text) === e.name));
        if (first)
          for (const attr of Object.keys(e.keys)) {
            const v = first.item[attr];
            if (v) assert.equal(example[head.indexOf(attr)], v.S ?? v.N ?? v.B);
          }
      }
    }

    const findings = lint(path);
    const lintSection = section(tokens, 2, 'Lint findings');
    const lintTable = lintSection.find((x) => x.type === 'table');
    if (findings.length === 0) {
      assert.equal(lintTable, undefined);
      assert.equal(lintSection.find((x) => x.type === 'paragraph').text, 'No findings.');
    } else {
      const rows = lintTable.rows.map(cells);
      assert.deepEqual(rows, findings.map((f) => [f.rule, f.severity, f.location.path, f.message, f.fix]));
    }

    const costTable = section(tokens, 2, 'Cost per month').find((x) => x.type === 'table');
    const total = cells(costTable.rows.find((r) => r[0].text === 'total'));
    assert.deepEqual(total.slice(1), [`$${cost.totals.onDemand.total}`, `$${cost.totals.provisioned.total}`]);
  });
}
