// New nodes added from the outline: a starting point the user edits (the engine checks it).
import type { ModelFile } from '@wasm/types';
import { freshName } from './freshName';
import { entitiesOf, patternsOf, samplesOf, tablesOf, type EntityJson, type PatternJson, type TableJson } from './shape';

export function withNewTable(m: ModelFile): { model: ModelFile; index: number } {
  const tables = tablesOf(m);
  const t: TableJson = { name: freshName('Table', tables.map((x) => x.name), ''), partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } };
  return { model: { ...m, tables: [...tables, t] }, index: tables.length };
}

/** Where a new pattern starts: a Query on the first table's partition key template. */
export function newPatternKey(m: ModelFile): { table: TableJson; entity: EntityJson | undefined; partition: string } | null {
  const t = tablesOf(m)[0];
  if (!t) return null;
  const e = entitiesOf(m).find((x) => x.table === t.name);
  return { table: t, entity: e, partition: e?.keys[t.partitionKey.name] ?? '${pk}' };
}

/**
 * A new Query pattern on newPatternKey(m), with an empty parameter for each of `variables`
 * (the engine's reading of the partition template: keyscape:Template action "variables").
 */
export function withNewPattern(m: ModelFile, variables: readonly string[]): { model: ModelFile; index: number } | null {
  const start = newPatternKey(m);
  if (!start) return null;
  const patterns = patternsOf(m);
  const params: Record<string, string> = {};
  for (const v of variables) params[v] = '';
  const p: PatternJson = { name: freshName('New pattern', patterns.map((x) => x.name)), table: start.table.name, operation: 'Query', key: { partition: start.partition }, parameters: params };
  if (start.entity) p.entity = start.entity.name;
  return { model: { ...m, accessPatterns: [...patterns, p] }, index: patterns.length };
}

/** A design with one table and nothing else: where a new design starts. */
export function emptyDesign(): ModelFile {
  return {
    format: 'keyscape-model',
    version: 1,
    name: 'New design',
    tables: [{ name: 'Table', partitionKey: { name: 'PK', type: 'S' }, sortKey: { name: 'SK', type: 'S' } }],
  } as ModelFile;
}

/** Removes a table with the entities, sample items and patterns that belong to it. */
export function withoutTable(m: ModelFile, index: number): ModelFile {
  const name = tablesOf(m)[index]?.name;
  const gone = new Set(entitiesOf(m).filter((e) => e.table === name).map((e) => e.name));
  return {
    ...m,
    tables: tablesOf(m).filter((_, i) => i !== index),
    entities: entitiesOf(m).filter((e) => e.table !== name),
    items: samplesOf(m).filter((s) => !(s.entity !== undefined && gone.has(s.entity)) && s.table !== name),
    accessPatterns: patternsOf(m).filter((p) => p.table !== name),
  };
}

/** Removes an entity and its sample items; patterns that named it keep running, untyped. */
export function withoutEntity(m: ModelFile, index: number): ModelFile {
  const name = entitiesOf(m)[index]?.name;
  return {
    ...m,
    entities: entitiesOf(m).filter((_, i) => i !== index),
    items: samplesOf(m).filter((s) => s.entity !== name),
    accessPatterns: patternsOf(m).map((p) => {
      if (p.entity !== name) return p;
      const { entity: _gone, ...rest } = p;
      return rest;
    }),
  };
}

export function withoutPattern(m: ModelFile, index: number): ModelFile {
  return { ...m, accessPatterns: patternsOf(m).filter((_, i) => i !== index) };
}
