// keyscape:AnalyzeDesign through the wasm Node build: on every example design and every
// lesson's design and solution, each member is byte for byte the separate operation's
// answer (ValidateModel, RunAccessPatterns, Lint, Cost; RangeView of every pattern and
// AggregateView of every table, or their error as viewError; each keyTemplates entry is
// keyscape:Template's "variables" and "parse" answers for that entity key).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../wasm/node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function designs() {
  const out = [];
  for (const dir of ['docs/examples', 'docs/lessons']) {
    for (const f of fs.readdirSync(path.join(root, dir)).filter((x) => x.endsWith('.json')).sort()) {
      const doc = JSON.parse(fs.readFileSync(path.join(root, dir, f), 'utf8'));
      out.push({ where: `${dir}/${f}`, model: doc.design ?? doc });
    }
  }
  return out;
}

const isError = (text) => JSON.parse(text).__type !== undefined;

/** `member` of the analysis text is exactly `alone`. */
function assertMember(analysis, member, alone, where) {
  assert.ok(analysis.includes(`"${member}":${alone}`), `${where}: ${member} differs from ${alone.slice(0, 200)}`);
}

test('AnalyzeDesign members equal the separate operations on every design (wasm)', async () => {
  const engine = await createNodeEngine();
  const all = designs();
  assert.ok(all.length >= 20, `only ${all.length} designs found`);
  for (const { where, model } of all) {
    const req = { model };
    const analysis = engine.execute('keyscape:AnalyzeDesign', req);
    assert.ok(analysis.startsWith('{"validated":'), `${where}: ${analysis.slice(0, 300)}`);
    assertMember(analysis, 'validated', engine.execute('keyscape:ValidateModel', req), where);
    assertMember(analysis, 'patterns', engine.execute('keyscape:RunAccessPatterns', req), where);
    assertMember(analysis, 'lint', engine.execute('keyscape:Lint', req), where);
    assertMember(analysis, 'cost', engine.execute('keyscape:Cost', req), where);
  }
  engine.dispose();
});

test('AnalyzeDesign keyTemplates equal keyscape:Template\'s answers on every design (wasm)', async () => {
  const engine = await createNodeEngine();
  let parsed = 0;
  let failed = 0;
  for (const { where, model } of designs()) {
    const { keyTemplates } = JSON.parse(engine.execute('keyscape:AnalyzeDesign', { model }));
    const expected = (model.entities ?? []).flatMap((e) => Object.entries(e.keys ?? {}).map(([attribute, template]) => ({ entity: e.name, attribute, template })));
    assert.deepEqual(keyTemplates.map(({ entity, attribute, template }) => ({ entity, attribute, template })), expected, `${where}: keyTemplates lists each entity key in order`);
    for (const k of keyTemplates) {
      const at = `${where} ${k.entity}.${k.attribute}`;
      const vars = JSON.parse(engine.execute('keyscape:Template', { action: 'variables', template: k.template }));
      assert.deepEqual(k.variables, vars.variables, `${at}: variables`);
      if (k.key === undefined) continue;
      const back = JSON.parse(engine.execute('keyscape:Template', { action: 'parse', template: k.template, key: k.key }));
      if (back.__type) {
        failed++;
        assert.equal(k.parseError, back.message, `${at}: parse error`);
      } else {
        parsed++;
        assert.equal(JSON.stringify(k.values), JSON.stringify(back.values), `${at}: parsed values`);
      }
    }
  }
  assert.ok(parsed > 50, `only ${parsed} keys parsed back`);
  console.log(`keyTemplates: ${parsed} keys parse back, ${failed} do not`);
  engine.dispose();
});

test('AnalyzeDesign views equal RangeView and AggregateView, errors alike (wasm)', async () => {
  const engine = await createNodeEngine();
  for (const { where, model } of designs()) {
    const patterns = (model.accessPatterns ?? []).length;
    for (let pattern = 0; pattern <= patterns; pattern++) {
      const alone = engine.execute('keyscape:RangeView', { model, pattern });
      const analysis = engine.execute('keyscape:AnalyzeDesign', { model, view: { rangeView: { pattern } } });
      assertMember(analysis, isError(alone) ? 'viewError' : 'rangeView', alone, `${where} pattern ${pattern}`);
    }
    for (const table of [...model.tables.map((t) => t.name), 'NoSuchTable']) {
      const alone = engine.execute('keyscape:AggregateView', { model, table });
      const analysis = engine.execute('keyscape:AnalyzeDesign', { model, view: { aggregateView: { table } } });
      assertMember(analysis, isError(alone) ? 'viewError' : 'aggregateView', alone, `${where} table ${table}`);
    }
  }
  engine.dispose();
});

test('AnalyzeDesign of an invalid model is ValidateModel\'s error (wasm)', async () => {
  const engine = await createNodeEngine();
  const model = { ...JSON.parse(fs.readFileSync(path.join(root, 'docs/examples/online-shop.json'), 'utf8')), colour: 'red' };
  const err = engine.execute('keyscape:AnalyzeDesign', { model });
  assert.ok(isError(err));
  assert.equal(err, engine.execute('keyscape:ValidateModel', { model }));
  engine.dispose();
});
