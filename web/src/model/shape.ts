// The parts of a model file (MODEL.md) the designer reads to draw its outline and forms:
// names for the generated model types (@wasm/types, from docs/model.schema.json). The
// engine checks every edit.
import type { Model, ModelFile } from '@wasm/types';

export type KeyAttr = Model.KeyAttribute;
export type GsiJson = Model.GlobalSecondaryIndex;
export type LsiJson = Model.LocalSecondaryIndex;
export type TableJson = Model.Table;
export type EntityJson = Model.Entity;
export type SortJson = Model.SortCondition;
export type FilterJson = Model.Expression;
export type PatternJson = Model.AccessPattern;
/** A sample item of either form, its members readable without narrowing. */
export type SampleJson = Model.SampleItem & {
  entity?: string;
  values?: Model.EntityValues;
  table?: string;
  item?: Model.Item;
};

export function tablesOf(m: ModelFile): TableJson[] {
  return m.tables;
}
export function entitiesOf(m: ModelFile): EntityJson[] {
  return m.entities ?? [];
}
export function patternsOf(m: ModelFile): PatternJson[] {
  return m.accessPatterns ?? [];
}
export function samplesOf(m: ModelFile): SampleJson[] {
  return (m.items ?? []) as SampleJson[];
}

/** What is selected in the outline. */
export type Selection =
  | { kind: 'design' }
  | { kind: 'table'; index: number }
  | { kind: 'entity'; index: number }
  | { kind: 'pattern'; index: number };

/** The JSON Pointer of the selected node ("" for the design). */
export function selectionPath(s: Selection): string {
  switch (s.kind) {
    case 'design':
      return '';
    case 'table':
      return `/tables/${s.index}`;
    case 'entity':
      return `/entities/${s.index}`;
    case 'pattern':
      return `/accessPatterns/${s.index}`;
  }
}
