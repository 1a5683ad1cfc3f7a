// Writes wasm/types/model.d.ts, the TypeScript types of the model file, from
// docs/model.schema.json (the checked truth) with json-schema-to-typescript (a devDependency
// of tests/js). `node wasm/types/generate-model.mjs` rewrites the file; `--check` exits 1 when
// the committed file differs (tests/js/model_types.test.mjs runs the same comparison).
// Names: the root is `ModelFile`; each $defs entry keeps its name; the two titled branches
// of SampleItem are `EntityValuesItem` and `RawTableItem`. Array lengths (minItems,
// maxItems) are left to the engine's checks: an edit in progress may hold no table yet.
// The root is a type alias, not an interface, so that a ModelFile is also a
// Record<string, unknown> (TypeScript gives only type literals an implicit index signature),
// as a JSON document is.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);
export const schemaPath = fileURLToPath(new URL('docs/model.schema.json', root));
export const modelTypesPath = fileURLToPath(new URL('wasm/types/model.d.ts', root));

const BANNER = `// GENERATED from docs/model.schema.json by wasm/types/generate-model.mjs
// (json-schema-to-typescript); do not edit. Change the schema, then run
// \`node wasm/types/generate-model.mjs\`; tests/js/model_types.test.mjs fails while this file is stale.`;

const TITLED_NAMES = { 'entity values': 'EntityValuesItem', 'raw table item': 'RawTableItem' };

/**
 * A property `{"$ref", "description"}` would become a copy of the referenced type (Expression1);
 * `{"allOf": [{"$ref"}], "description"}` keeps the one named type and the description.
 */
function refsWithoutSiblings(node) {
  if (Array.isArray(node)) return node.map(refsWithoutSiblings);
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, refsWithoutSiblings(v)]));
  if (typeof out.$ref === 'string' && Object.keys(out).length > 1) {
    const { $ref, ...rest } = out;
    return { ...rest, allOf: [{ $ref }] };
  }
  return out;
}

function customName(schema, keyNameFromDefinition) {
  if (keyNameFromDefinition) return keyNameFromDefinition;
  if (schema.$schema) return 'ModelFile';
  return TITLED_NAMES[schema.title];
}

/** The text of model.d.ts for the schema as it is now. */
export async function generateModelTypes() {
  const require = createRequire(new URL('tests/js/package.json', root));
  const { compile } = require('json-schema-to-typescript');
  const schema = refsWithoutSiblings(JSON.parse(fs.readFileSync(schemaPath, 'utf8')));
  const body = await compile(schema, 'ModelFile', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    customName,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  if (!body.includes('export interface ModelFile {')) throw new Error('json-schema-to-typescript wrote no interface ModelFile');
  const alias = body.replace(/export interface ModelFile \{\n([^]*?)\n\}\n/, 'export type ModelFile = {\n$1\n};\n');
  return `${BANNER}\n\n${alias}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generateModelTypes();
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(modelTypesPath) && fs.readFileSync(modelTypesPath, 'utf8') === text;
    if (!same) console.error(`${modelTypesPath} is stale: run node wasm/types/generate-model.mjs`);
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(modelTypesPath, text);
}
