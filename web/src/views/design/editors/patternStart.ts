// Where an access pattern starts from the entity and index it reads: the partition key
// template(s) the entity writes for that index's partition key, and one parameter per
// template variable (the engine's reading), valued from the entity's first sample item so
// the new pattern returns something at once.
import type { ModelFile } from '@wasm/types';
import type { EngineClient } from '../../../engine/client';
import { entitiesOf, patternsOf, samplesOf, tablesOf, type EntityJson, type PatternJson, type TableJson } from '../../../model/shape';
import { keyList } from './indexEdits';
import { variablesOf } from './templateVariables';
import { freshName } from '../../../model/freshName';

/** The partition key attributes of the table (no index) or of its index `index`. */
export function partitionAttributes(t: TableJson, index: string | undefined): { names: string[]; asList: boolean } {
  if (!index) return { names: [t.partitionKey.name], asList: false };
  const g = (t.globalSecondaryIndexes ?? []).find((x) => x.name === index);
  if (g) return { names: keyList(g.partitionKey).map((k) => k.name), asList: Array.isArray(g.partitionKey) };
  return { names: [t.partitionKey.name], asList: false }; // an LSI shares the table's partition key
}

/** The partition member of the pattern's key: the entity's template for each partition attribute. */
export function partitionOf(t: TableJson, index: string | undefined, e: EntityJson | undefined): string | string[] {
  const { names, asList } = partitionAttributes(t, index);
  // A key attribute the entity has as its own attribute (multi-attribute keys): its value.
  const templates = names.map((n) => e?.keys[n] ?? (e?.attributes[n] ? `\${${n}}` : ''));
  return asList ? templates : templates[0] ?? '';
}

/** Every template text of a pattern's key (partition and sort values). */
export function keyTemplates(p: PatternJson): string[] {
  const key = p.key as { partition?: string | string[]; sort?: unknown } | undefined;
  if (!key) return [];
  // A copy: the sort templates are appended below, never to the pattern's own array.
  const parts = Array.isArray(key.partition) ? [...key.partition] : key.partition !== undefined ? [key.partition] : [];
  const sorts = (Array.isArray(key.sort) ? key.sort : key.sort ? [key.sort] : []) as { value?: string; high?: string }[];
  for (const s of sorts) for (const v of [s.value, s.high]) if (typeof v === 'string') parts.push(v);
  return parts.filter((t) => t !== '');
}

/** The parameters the templates need: kept values, else the entity's first sample value, else ''. */
export async function parametersFor(client: EngineClient, m: ModelFile, templates: string[], entity: string | undefined, kept: Record<string, unknown> = {}): Promise<Record<string, string | number>> {
  const sample = samplesOf(m).find((s) => s.entity !== undefined && s.entity === entity)?.values ?? {};
  const out: Record<string, string | number> = {};
  for (const t of templates) {
    const v = await variablesOf(client, t);
    if (!('names' in v)) continue;
    for (const n of v.names) {
      if (n in out) continue;
      const old = kept[n];
      out[n] = typeof old === 'string' || typeof old === 'number' ? old : sample[n] ?? '';
    }
  }
  return out;
}

/** The pattern re-aimed at `entity` and `index`: its partition template(s) and parameters follow. */
export async function aimPattern(client: EngineClient, m: ModelFile, p: PatternJson, entity: string | undefined, index: string | undefined): Promise<PatternJson> {
  const t = tablesOf(m).find((x) => x.name === p.table);
  const e = entitiesOf(m).find((x) => x.name === entity);
  const next: PatternJson = { ...p };
  if (entity) next.entity = entity;
  else delete next.entity;
  if (index) next.index = index;
  else delete next.index;
  if (!t || p.operation !== 'Query') return next;
  const partition = partitionOf(t, index, e);
  next.key = { partition } as NonNullable<PatternJson['key']>;
  next.parameters = await parametersFor(client, m, keyTemplates(next), entity, p.parameters as Record<string, unknown> | undefined);
  return next;
}

/** A new Query pattern on the entity's table (index: one of its indexes, or the table's key). */
export async function withPatternFor(client: EngineClient, m: ModelFile, entityIndex: number, index?: string): Promise<{ model: ModelFile; index: number } | null> {
  const e = entitiesOf(m)[entityIndex];
  if (!e) return null;
  const patterns = patternsOf(m);
  const base: PatternJson = { name: freshName(`${e.name}${index ? ' by ' + index : ''}`, patterns.map((x) => x.name)), table: e.table, operation: 'Query' } as PatternJson;
  const p = await aimPattern(client, m, base, e.name, index);
  const ordered = { name: p.name, table: p.table, ...(p.index ? { index: p.index } : {}), entity: e.name, operation: 'Query', key: p.key, parameters: p.parameters } as PatternJson;
  return { model: { ...m, accessPatterns: [...patterns, ordered] }, index: patterns.length };
}
