// Reads the sample items and edge cases (builders.test.mjs) and prints what the exported
// TypeScript key builders (./keys.ts) make of them, as JSON.
import { readFileSync } from "node:fs";
import { entities, KeyTemplateError } from "./keys.js";

type Values = { [attribute: string]: unknown };
type Builders = {
  keys: (v: object) => { [attribute: string]: string | Uint8Array };
  build: { [attribute: string]: (v: object) => string | Uint8Array };
  parse: { [attribute: string]: (key: string) => Values };
  prefix: { [attribute: string]: (v: object) => string };
};
type Case = { op: "render" | "parse" | "prefix"; entity: string; key: string; values?: Values; text?: string };
type Input = {
  types: { [entity: string]: { [attribute: string]: string } };
  items: { entity: string; values: Values }[];
  cases: Case[];
};

const input = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Input;
const registry = entities as unknown as { [entity: string]: Builders };

function builders(entity: string): Builders {
  const b = registry[entity];
  if (b === undefined) throw new Error(`no builders for entity ${entity}`);
  return b;
}

// JSON values typed as the builders take them: B from base64 to bytes.
function typed(entity: string, values: Values): Values {
  const out: Values = {};
  for (const [name, v] of Object.entries(values))
    out[name] = input.types[entity]?.[name] === "B" ? Uint8Array.from(Buffer.from(String(v), "base64")) : v;
  return out;
}

function text(v: unknown): string {
  return v instanceof Uint8Array ? Buffer.from(v).toString("base64") : String(v);
}

function texts(values: { [name: string]: unknown }): { [name: string]: string } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, text(v)]));
}

function attempt(f: () => object): object {
  try {
    return f();
  } catch (e) {
    if (e instanceof KeyTemplateError) return { error: e.message };
    return { unexpected: String(e) };
  }
}

function must<T>(f: T | undefined, what: string): T {
  if (f === undefined) throw new Error(`missing ${what}`);
  return f;
}

const keys = input.items.map((it) => attempt(() => ({ keys: texts(builders(it.entity).keys(typed(it.entity, it.values))) })));
const cases = input.cases.map((c) =>
  attempt(() => {
    const b = builders(c.entity);
    const build = must(b.build[c.key], `build ${c.key}`);
    if (c.op === "render") return { key: text(build(typed(c.entity, c.values ?? {}))) };
    if (c.op === "prefix") return { prefix: must(b.prefix[c.key], `prefix ${c.key}`)(typed(c.entity, c.values ?? {})) };
    const values = must(b.parse[c.key], `parse ${c.key}`)(c.text ?? "");
    return { values: texts(values), again: text(build(values)) };
  }),
);
console.log(JSON.stringify({ keys, cases }));
