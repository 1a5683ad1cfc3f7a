// Edits of an entity in the model file: its attributes (rename, retype, add, remove) and its
// sample items (add, change a value, remove). Pure data changes; the engine checks the result.
import type { ModelFile } from '@wasm/types';
import { entitiesOf, samplesOf, type EntityJson, type SampleJson } from './shape';

type Attr = EntityJson['attributes'][string];

function withEntity(m: ModelFile, index: number, f: (e: EntityJson) => EntityJson): ModelFile {
  return { ...m, entities: entitiesOf(m).map((e, i) => (i === index ? f(e) : e)) };
}

function withSamples(m: ModelFile, f: (items: SampleJson[]) => SampleJson[]): ModelFile {
  return { ...m, items: f(samplesOf(m)) };
}

/** Renames attribute `from` (keeping its place) and the values of the entity's samples. */
export function renameAttribute(m: ModelFile, index: number, from: string, to: string): ModelFile {
  const e = entitiesOf(m)[index];
  if (!e || from === to) return m;
  const rename = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k === from ? to : k, v]));
  const next = withEntity(m, index, (x) => ({ ...x, attributes: rename(x.attributes) }));
  return withSamples(next, (items) => items.map((s) => (s.entity === e.name && s.values ? { ...s, values: rename(s.values) } : s)));
}

export function setAttribute(m: ModelFile, index: number, name: string, attr: Attr): ModelFile {
  return withEntity(m, index, (x) => ({ ...x, attributes: { ...x.attributes, [name]: attr } }));
}

/** An attribute's closed set of values as the attribute editor shows it: "a, b, c" ('' for none). */
export function valuesText(attr: Attr): string {
  return (attr.values ?? []).map(String).join(', ');
}

/**
 * Sets attribute `name`'s closed set of values to the comma-separated `text` (no values: any
 * value). An N value is written as a JSON number when the number prints back as typed, else
 * as its text, every digit kept (the engine reads both as the same number).
 */
export function setAttributeValues(m: ModelFile, index: number, name: string, text: string): ModelFile {
  const attr = entitiesOf(m)[index]?.attributes[name];
  if (!attr) return m;
  const typed = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const values = typed.map((t) => (attr.type === 'N' && t !== '' && String(Number(t)) === t ? Number(t) : t));
  const { values: _old, ...rest } = attr;
  return setAttribute(m, index, name, values.length ? { ...rest, values } : rest);
}

export function addAttribute(m: ModelFile, index: number): ModelFile {
  const e = entitiesOf(m)[index];
  if (!e) return m;
  let n = Object.keys(e.attributes).length + 1;
  while (`attr${n}` in e.attributes) n++;
  return setAttribute(m, index, `attr${n}`, { type: 'S' });
}

export function removeAttribute(m: ModelFile, index: number, name: string): ModelFile {
  const e = entitiesOf(m)[index];
  if (!e) return m;
  const drop = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== name));
  const next = withEntity(m, index, (x) => ({ ...x, attributes: drop(x.attributes) }));
  return withSamples(next, (items) => items.map((s) => (s.entity === e.name && s.values ? { ...s, values: drop(s.values) } : s)));
}

/** A new sample item of the entity: S attributes empty, N attributes 0 (optional ones left out). */
export function addSample(m: ModelFile, index: number): ModelFile {
  const e = entitiesOf(m)[index];
  if (!e) return m;
  const values: Record<string, string | number> = {};
  for (const [name, a] of Object.entries(e.attributes)) if (a.required !== false) values[name] = a.type === 'N' ? 0 : '';
  return withSamples(m, (items) => [...items, { entity: e.name, values }]);
}

/**
 * Sets one value of sample `item` (its index in the model's items) to the text typed; an
 * empty N value removes it. Numbers stay text (the model allows a string for an N value).
 */
export function setSampleValue(m: ModelFile, item: number, attr: string, type: string, text: string): ModelFile {
  return withSamples(m, (items) =>
    items.map((s, i) => {
      if (i !== item) return s;
      const values = { ...(s.values ?? {}) };
      if (text === '' && type === 'N') delete values[attr];
      else values[attr] = text;  // N values too: the text as typed, every digit kept; the engine judges it
      return { ...s, values };
    }),
  );
}

export function removeSample(m: ModelFile, item: number): ModelFile {
  return withSamples(m, (items) => items.filter((_, i) => i !== item));
}
