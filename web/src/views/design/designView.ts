// Which view of the selection the designer asks keyscape:AnalyzeDesign for: the selected
// Query pattern's range view, or the selected table's aggregate view (none otherwise).
import type { ModelFile } from '@wasm/types';
import { patternsOf, tablesOf, type Selection } from '../../model/shape';

export type DesignView =
  | { rangeView: { pattern: number } }
  | { aggregateView: { table: string } };

export function designViewOf(model: ModelFile, selection: Selection): DesignView | undefined {
  if (selection.kind === 'pattern') {
    const p = patternsOf(model)[selection.index];
    return p && p.operation === 'Query' && p.key !== undefined ? { rangeView: { pattern: selection.index } } : undefined;
  }
  if (selection.kind === 'table') {
    const t = tablesOf(model)[selection.index];
    return t ? { aggregateView: { table: t.name } } : undefined;
  }
  return undefined;
}

/** A view as a comparable key ('' for none). */
export function viewKey(view: DesignView | undefined): string {
  return view ? JSON.stringify(view) : '';
}
