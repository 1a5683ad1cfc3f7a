// A new entity from the outline: a name and a table, nothing else. Its key templates are
// typed next (each variable they name is offered as an attribute); until the table's keys
// have templates the engine says which one is missing, on its field.
import type { ModelFile } from '@wasm/types';
import { entitiesOf, tablesOf, type EntityJson } from '../../../model/shape';

export function withBlankEntity(m: ModelFile, table = 0): { model: ModelFile; index: number } | null {
  const t = tablesOf(m)[table];
  if (!t) return null;
  const entities = entitiesOf(m);
  const taken = entities.map((e) => e.name);
  let name = 'Entity';
  for (let i = 2; taken.includes(name); i++) name = `Entity${i}`;
  const e: EntityJson = { name, table: t.name, attributes: {}, keys: {} };
  return { model: { ...m, entities: [...entities, e] }, index: entities.length };
}
