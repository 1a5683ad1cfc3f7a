// Edits of a table's indexes and settings in the model file: add, rename, re-key,
// re-project and delete GSIs and LSIs; billing, capacity and TTL. Pure data changes; the
// engine checks every result (its message names the member it concerns).
import type { ModelFile } from '@wasm/types';
import { entitiesOf, patternsOf, tablesOf, type GsiJson, type KeyAttr, type LsiJson, type TableJson } from '../../../model/shape';
import { numberedName } from '../../../model/freshName';

function withTable(m: ModelFile, table: number, f: (t: TableJson) => TableJson): ModelFile {
  return { ...m, tables: tablesOf(m).map((t, i) => (i === table ? f(t) : t)) };
}

/** A key as a list (a GSI key may be one attribute or a list of up to 4). */
export function keyList(k: KeyAttr | KeyAttr[] | undefined): KeyAttr[] {
  return k === undefined ? [] : Array.isArray(k) ? k : [k];
}

/** A list back as the key: none, one attribute, or (more, or written as a list before) a list. */
export function keyOf(list: KeyAttr[], wasList: boolean): KeyAttr | KeyAttr[] | undefined {
  if (list.length === 0) return undefined;
  return list.length === 1 && !wasList ? list[0] : list;
}

/** Every key attribute name of a table and its indexes. */
function keyNames(t: TableJson): Set<string> {
  const names = new Set<string>();
  for (const k of [t.partitionKey, ...keyList(t.sortKey)]) names.add(k.name);
  for (const g of t.globalSecondaryIndexes ?? []) for (const k of [...keyList(g.partitionKey), ...keyList(g.sortKey)]) names.add(k.name);
  for (const l of t.localSecondaryIndexes ?? []) names.add(l.sortKey.name);
  return names;
}

/** A GSI keyed by a new partition key attribute GSIn PK (add a sort key when it needs one). */
export function addGsi(m: ModelFile, table: number): { model: ModelFile; name: string } {
  const t = tablesOf(m)[table];
  if (!t) return { model: m, name: '' };
  const name = numberedName('GSI', (t.globalSecondaryIndexes ?? []).map((g) => g.name));
  const gsi: GsiJson = { name, partitionKey: { name: `${name}PK`, type: 'S' }, projection: { type: 'ALL' } };
  return { model: withTable(m, table, (x) => ({ ...x, globalSecondaryIndexes: [...(x.globalSecondaryIndexes ?? []), gsi] })), name };
}

/** An LSI on a new sort key attribute LSIn SK. */
export function addLsi(m: ModelFile, table: number): ModelFile {
  const t = tablesOf(m)[table];
  if (!t) return m;
  const name = numberedName('LSI', (t.localSecondaryIndexes ?? []).map((l) => l.name));
  const lsi: LsiJson = { name, sortKey: { name: `${name}SK`, type: 'S' }, projection: { type: 'ALL' } };
  return withTable(m, table, (x) => ({ ...x, localSecondaryIndexes: [...(x.localSecondaryIndexes ?? []), lsi] }));
}

export type IndexKind = 'gsi' | 'lsi';

function listOf(t: TableJson, kind: IndexKind): (GsiJson | LsiJson)[] {
  return kind === 'gsi' ? t.globalSecondaryIndexes ?? [] : t.localSecondaryIndexes ?? [];
}

function withList(t: TableJson, kind: IndexKind, list: (GsiJson | LsiJson)[]): TableJson {
  const next = { ...t };
  if (kind === 'gsi') {
    if (list.length) next.globalSecondaryIndexes = list as GsiJson[];
    else delete next.globalSecondaryIndexes;
  } else if (list.length) next.localSecondaryIndexes = list as LsiJson[];
  else delete next.localSecondaryIndexes;
  return next;
}

/** Replaces index `at` of the table's GSIs or LSIs. */
export function setIndex(m: ModelFile, table: number, kind: IndexKind, at: number, index: GsiJson | LsiJson): ModelFile {
  return withTable(m, table, (t) => withList(t, kind, listOf(t, kind).map((x, i) => (i === at ? index : x))));
}

/** Renames an index and the access patterns that query it. */
export function renameIndex(m: ModelFile, table: number, kind: IndexKind, at: number, to: string): ModelFile {
  const t = tablesOf(m)[table];
  const old = t && listOf(t, kind)[at];
  if (!t || !old) return m;
  const next = setIndex(m, table, kind, at, { ...old, name: to });
  return { ...next, accessPatterns: patternsOf(next).map((p) => (p.table === t.name && p.index === old.name ? { ...p, index: to } : p)) };
}

/**
 * Deletes an index: the patterns that queried it query the table instead, and entity key
 * templates of attributes that are no longer a key of anything are removed (undo restores both).
 */
export function deleteIndex(m: ModelFile, table: number, kind: IndexKind, at: number): ModelFile {
  const t = tablesOf(m)[table];
  const old = t && listOf(t, kind)[at];
  if (!t || !old) return m;
  const next = withTable(m, table, (x) => withList(x, kind, listOf(x, kind).filter((_, i) => i !== at)));
  const left = keyNames(tablesOf(next)[table] as TableJson);
  return {
    ...next,
    entities: entitiesOf(next).map((e) => (e.table !== t.name ? e : { ...e, keys: Object.fromEntries(Object.entries(e.keys).filter(([k]) => left.has(k))) })),
    accessPatterns: patternsOf(next).map((p) => {
      if (p.table !== t.name || p.index !== old.name) return p;
      const { index: _gone, ...rest } = p;
      return rest;
    }),
  };
}

/** Billing: PAY_PER_REQUEST drops the capacity; PROVISIONED starts at 5/5. */
export function setBilling(m: ModelFile, table: number, mode: 'PAY_PER_REQUEST' | 'PROVISIONED'): ModelFile {
  return withTable(m, table, (t) => {
    const { provisionedThroughput: _old, ...rest } = t;
    if (mode === 'PAY_PER_REQUEST') return { ...rest, billingMode: mode };
    return { ...rest, billingMode: mode, provisionedThroughput: t.provisionedThroughput ?? { readCapacityUnits: 5, writeCapacityUnits: 5 } };
  });
}
