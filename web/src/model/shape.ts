// The parts of a model file (MODEL.md) the designer reads to draw its outline and forms.
// These are the page's own input, not engine responses; the engine checks every edit.
import type { ModelFile } from '@wasm/types';

export interface KeyAttr {
  name: string;
  type: 'S' | 'N' | 'B';
}
export interface GsiJson {
  name: string;
  partitionKey: KeyAttr | KeyAttr[];
  sortKey?: KeyAttr | KeyAttr[];
  projection?: { type: string; nonKeyAttributes?: string[] };
}
export interface LsiJson {
  name: string;
  sortKey: KeyAttr;
  projection?: { type: string; nonKeyAttributes?: string[] };
}
export interface TableJson {
  name: string;
  partitionKey: KeyAttr;
  sortKey?: KeyAttr;
  billingMode?: string;
  globalSecondaryIndexes?: GsiJson[];
  localSecondaryIndexes?: LsiJson[];
}
export interface EntityJson {
  name: string;
  table: string;
  description?: string;
  attributes: Record<string, { type: string; format?: string; required?: boolean }>;
  keys: Record<string, string>;
}
export interface SortJson {
  op: string;
  value: string;
  high?: string;
}
export interface FilterJson {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}
export interface PatternJson {
  name: string;
  description?: string;
  table: string;
  index?: string;
  entity?: string;
  operation: string;
  key?: { partition: string; sort?: SortJson };
  parameters?: Record<string, string | number>;
  filter?: FilterJson;
  scanIndexForward?: boolean;
  limit?: number;
  rate?: { perSecond: number };
}
export interface SampleJson {
  entity?: string;
  values?: Record<string, string | number>;
  table?: string;
}

export function tablesOf(m: ModelFile): TableJson[] {
  return (m['tables'] as TableJson[] | undefined) ?? [];
}
export function entitiesOf(m: ModelFile): EntityJson[] {
  return (m['entities'] as EntityJson[] | undefined) ?? [];
}
export function patternsOf(m: ModelFile): PatternJson[] {
  return (m['accessPatterns'] as PatternJson[] | undefined) ?? [];
}
export function samplesOf(m: ModelFile): SampleJson[] {
  return (m['items'] as SampleJson[] | undefined) ?? [];
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
