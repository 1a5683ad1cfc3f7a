// What the lab's Query runs on: the lab's own Orders table, or a table or index of the open
// design (loaded into the engine by keyscape:LoadDesign under LAB_PREFIX, with its sample
// items). Read from the model file's tables; the engine checks every query.
import type { ModelFile } from '@wasm/types';
import { tablesOf, type KeyAttr } from '../../model/shape';
import type { TableChip } from '../../ui/Header';
import { PK, SK, TABLE_NAME } from './example';

/** The design's tables live in the engine under this prefix, apart from the other views' tables. */
export const LAB_PREFIX = 'Lab.';

export interface QueryTarget {
  /** Stable id for the picker: 'lab', or the design table and index. */
  id: string;
  /** What the picker shows. */
  label: string;
  /** The table in the engine's database. */
  tableName: string;
  /** The table's name in the design ('' for the lab's table). */
  designTable: string;
  indexName?: string;
  /** The key attributes (the first of a multi-attribute key) as the range view reads them. */
  pk: string;
  sk: string;
}

export const LAB_TARGET: QueryTarget = { id: 'lab', label: `${TABLE_NAME} (the lab's example table)`, tableName: TABLE_NAME, designTable: '', pk: PK, sk: SK };

const firstName = (k: KeyAttr | KeyAttr[] | undefined): string => (Array.isArray(k) ? k[0]?.name ?? '' : k?.name ?? '');

/** Every table of the design and each of its indexes, in the model's order. */
export function designTargets(m: ModelFile): QueryTarget[] {
  const out: QueryTarget[] = [];
  for (const t of tablesOf(m)) {
    const base = { tableName: LAB_PREFIX + t.name, designTable: t.name };
    out.push({ ...base, id: `t:${t.name}`, label: `${t.name} (design table)`, pk: t.partitionKey.name, sk: t.sortKey?.name ?? '' });
    for (const g of t.globalSecondaryIndexes ?? [])
      out.push({ ...base, id: `t:${t.name}:${g.name}`, label: `${t.name} · GSI ${g.name}`, indexName: g.name, pk: firstName(g.partitionKey), sk: firstName(g.sortKey) });
    for (const l of t.localSecondaryIndexes ?? [])
      out.push({ ...base, id: `t:${t.name}:${l.name}`, label: `${t.name} · LSI ${l.name}`, indexName: l.name, pk: t.partitionKey.name, sk: l.sortKey.name });
  }
  return out;
}

/** The query form's starting text for a target: `#pk = :pk` on a partition key value it holds. */
export function startingQuery(t: QueryTarget, pkValue: Record<string, unknown> | undefined) {
  const value = pkValue ?? { S: '' };
  return {
    kce: '#pk = :pk',
    eav: `{\n  ":pk": ${JSON.stringify(value)}\n}`,
    ean: JSON.stringify({ '#pk': t.pk }),
  };
}

/** The page header's chip for the lab's target: its table, index and key attributes. */
export function labChip(t: QueryTarget, m: ModelFile): TableChip {
  if (!t.designTable) return { name: t.tableName, pk: t.pk, sk: t.sk, pkType: 'S', skType: 'S' };
  const table = tablesOf(m).find((x) => x.name === t.designTable);
  const name = t.indexName ? `${t.designTable} · ${t.indexName}` : t.designTable;
  const plain = !t.indexName;
  return { name, pk: t.pk, sk: t.sk, pkType: plain ? table?.partitionKey.type : undefined, skType: plain ? table?.sortKey?.type : undefined };
}
