// The infrastructure exports, each read by the tool that consumes it, over every example
// design plus tests/exports/fixtures/infra-edge.json (multi-attribute GSI keys, an LSI,
// KEYS_ONLY/INCLUDE, TTL, provisioned capacity, names that clash once cased, hostile
// attribute names):
// - cloudformation: the YAML parses (npm `yaml`) and each table's properties are the
//   model's CreateTable request (`keyscape validate` -> createTable) plus its TTL;
// - terraform: HashiCorp's HCL parser (@cdktf/hcl2json) reads it and each resource's keys,
//   attributes, billing, indexes and TTL are that request again;
// - cdk: tsc --strict compiles the app, `cdk synth` runs it offline, and each synthesised
//   AWS::DynamoDB::Table equals the cloudformation export's table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { parse as parseYaml } from 'yaml';
import { BIN, ROOT, exampleDesigns, exportDesign, keyscape, run, scratch, writeFile } from './lib.mjs';

const EDGE = join(ROOT, 'tests/exports/fixtures/infra-edge.json');
const designs = [...exampleDesigns(), { id: 'infra-edge', path: EDGE }];

/** `keyscape validate`: the CreateTable requests and each table's TTL attribute. */
function modelTables(path) {
  const v = JSON.parse(keyscape(['validate', path]));
  return v.createTable.map((request, i) => ({ request, ttl: v.model.tables[i].timeToLiveAttribute }));
}

/** CreateTable requests compare with attribute definitions in name order (an unordered set). */
function normalised(request) {
  const r = structuredClone(request);
  r.AttributeDefinitions.sort((a, b) => (a.AttributeName < b.AttributeName ? -1 : 1));
  return r;
}

function withTtl({ request, ttl }) {
  const p = structuredClone(request);
  if (ttl) p.TimeToLiveSpecification = { AttributeName: ttl, Enabled: true };
  return p;
}

function cloudFormationTables(path) {
  const doc = parseYaml(exportDesign('cloudformation', path));
  assert.equal(doc.AWSTemplateFormatVersion, '2010-09-09');
  return Object.entries(doc.Resources).map(([id, r]) => {
    assert.equal(r.Type, 'AWS::DynamoDB::Table');
    assert.match(id, /^[A-Za-z0-9]+$/, 'a CloudFormation logical id is alphanumeric');
    return { id, properties: r.Properties };
  });
}

for (const { id, path } of designs) {
  test(`cloudformation export of ${id} holds the model's CreateTable requests`, () => {
    const tables = cloudFormationTables(path);
    const expected = modelTables(path);
    assert.equal(tables.length, expected.length);
    assert.equal(new Set(tables.map((t) => t.id)).size, tables.length, 'logical ids are unique');
    tables.forEach((t, i) => assert.deepEqual(t.properties, withTtl(expected[i])));
  });
}

test('infrastructure exports are deterministic, with ids from the cased table names', () => {
  for (const format of ['cloudformation', 'terraform', 'cdk'])
    for (const { path } of designs) assert.equal(exportDesign(format, path), exportDesign(format, path), format);
  // infra-edge's tables "order-items" and "order_items" case to the same identifiers.
  assert.deepEqual(cloudFormationTables(EDGE).map((t) => t.id), ['OrderItems', 'OrderItems2']);
  const tf = exportDesign('terraform', EDGE);
  assert.ok(tf.includes('resource "aws_dynamodb_table" "order_items" {\n  name           = "order-items"'));
  assert.ok(tf.includes('resource "aws_dynamodb_table" "order_items2" {\n  name         = "order_items"'));
});

// ---- terraform -------------------------------------------------------------------------

const one = (blocks) => (Array.isArray(blocks) ? blocks : [blocks]);

function keySchemaOf(block, tableHash) {
  if (block.key_schema)
    return one(block.key_schema).map((k) => ({ AttributeName: k.attribute_name, KeyType: k.key_type }));
  const ks = [];
  const hash = block.hash_key ?? tableHash;
  if (hash) ks.push({ AttributeName: hash, KeyType: 'HASH' });
  if (block.range_key) ks.push({ AttributeName: block.range_key, KeyType: 'RANGE' });
  return ks;
}

function projectionOf(block) {
  const p = { ProjectionType: block.projection_type };
  if (block.non_key_attributes) p.NonKeyAttributes = block.non_key_attributes;
  return p;
}

function throughputOf(block) {
  if (block.read_capacity === undefined) return {};
  return { ProvisionedThroughput: { ReadCapacityUnits: block.read_capacity, WriteCapacityUnits: block.write_capacity } };
}

/** An aws_dynamodb_table resource (hcl2json's JSON) as the CreateTable request it makes. */
function createTableOf(r) {
  const out = {
    TableName: r.name,
    AttributeDefinitions: one(r.attribute).map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
    KeySchema: keySchemaOf(r),
    BillingMode: r.billing_mode,
    ...throughputOf(r),
  };
  if (r.global_secondary_index)
    out.GlobalSecondaryIndexes = one(r.global_secondary_index).map((g) => ({
      IndexName: g.name, KeySchema: keySchemaOf(g), Projection: projectionOf(g), ...throughputOf(g),
    }));
  if (r.local_secondary_index)
    out.LocalSecondaryIndexes = one(r.local_secondary_index).map((l) => ({
      IndexName: l.name, KeySchema: keySchemaOf(l, r.hash_key), Projection: projectionOf(l),
    }));
  return out;
}

/** hcl2json keeps a literal "$${" / "%%{" escaped (its JSON is Terraform's JSON syntax). */
function unescapeTemplate(value) {
  if (typeof value === 'string') return value.replaceAll('$${', '${').replaceAll('%%{', '%{');
  if (Array.isArray(value)) return value.map(unescapeTemplate);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unescapeTemplate(v)]));
  return value;
}

for (const { id, path } of designs) {
  test(`terraform export of ${id} parses with HashiCorp's parser to the model's tables`, async () => {
    const hcl = await parseHcl('main.tf', exportDesign('terraform', path));
    assert.equal(hcl.terraform[0].required_providers[0].aws.source, 'hashicorp/aws');
    // hcl2json gives the resources as an object, by label: match them by table name.
    const resources = Object.entries(hcl.resource.aws_dynamodb_table);
    const expected = modelTables(path);
    assert.equal(resources.length, expected.length);
    for (const [label, blocks] of resources) {
      assert.match(label, /^[A-Za-z_][A-Za-z0-9_]*$/);
      assert.equal(blocks.length, 1);
      const r = unescapeTemplate(blocks[0]);
      const model = expected.find((t) => t.request.TableName === r.name);
      assert.ok(model, `a table ${r.name}`);
      assert.deepEqual(normalised(createTableOf(r)), normalised(model.request));
      if (model.ttl) assert.deepEqual(r.ttl, [{ attribute_name: model.ttl, enabled: true }]);
      else assert.equal(r.ttl, undefined);
    }
  });
}

test('terraform: ${ and %{ in names stay literal, never interpolations', async () => {
  const text = exportDesign('terraform', EDGE);
  assert.ok(text.includes('"g$${x}"') && text.includes('"%%{y}"'));
  assert.ok(!/[^$]\$\{/.test(text.replace(/^#.*$/gm, '')), 'no unescaped ${ outside comments');
  const hcl = await parseHcl('main.tf', text);
  const attrs = hcl.resource.aws_dynamodb_table.order_items[0].attribute.map((a) => a.name);
  assert.ok(attrs.includes('g$${x}'), 'the parser sees an escaped literal, not an interpolation');
});

// ---- cdk -------------------------------------------------------------------------------

const TSCONFIG = {
  compilerOptions: {
    strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext',
    outDir: 'out', types: ['node'], skipLibCheck: true,
  },
  files: ['app.ts'],
};

/**
 * The differences between a CDK `Table` and the cloudformation export, mapped away: CDK
 * writes the resource with DeletionPolicy/UpdateReplacePolicy Retain (resource attributes,
 * not table properties), lists AttributeDefinitions in its own order, and leaves
 * BillingMode out when it is PROVISIONED (CloudFormation's default; the capacity is there).
 * Anything else must be equal.
 */
function cdkTables(template) {
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::DynamoDB::Table')
    .map((r) => {
      assert.equal(r.DeletionPolicy, 'Retain');
      const p = normalised(r.Properties);
      if (p.BillingMode === undefined) {
        assert.ok(p.ProvisionedThroughput, 'no BillingMode only for a provisioned table');
        p.BillingMode = 'PROVISIONED';
      }
      return p;
    });
}

for (const { id, path } of designs) {
  test(`cdk export of ${id} compiles with tsc --strict and synthesises the cloudformation tables`, () => {
    const { dir, remove } = scratch();
    try {
      symlinkSync(join(ROOT, 'tests/exports/node_modules'), join(dir, 'node_modules'));
      writeFile(dir, 'app.ts', exportDesign('cdk', path));
      writeFile(dir, 'tsconfig.json', JSON.stringify(TSCONFIG));
      run(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir });
      const env = { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' };
      run(join(BIN, 'cdk'), ['synth', '--app', 'node out/app.js', '--output', 'cdk.out', '--no-notices',
        '--no-version-reporting', '--no-lookups', '--quiet'], { cwd: dir, env });
      const manifest = JSON.parse(readFileSync(join(dir, 'cdk.out/manifest.json'), 'utf8'));
      const stacks = Object.values(manifest.artifacts).filter((a) => a.type === 'aws:cloudformation:stack');
      assert.equal(stacks.length, 1, 'one Stack');
      const template = JSON.parse(readFileSync(join(dir, 'cdk.out', stacks[0].properties.templateFile), 'utf8'));
      const synthesised = cdkTables(template);
      const exported = cloudFormationTables(path).map((t) => normalised(t.properties));
      const byName = (a, b) => (a.TableName < b.TableName ? -1 : 1);
      assert.deepEqual(synthesised.sort(byName), exported.sort(byName));
    } finally {
      remove();
    }
  });
}
