// Which view a link asks for, beside its design (`m=…`): `&pattern=NAME` (one access
// pattern's range view, the default), `&view=aggregate` (a table's aggregate view) or
// `&view=partitions` (a table's partition view), with `&table=NAME` for the table (default:
// the design's first). Read by the embed (embed.html) and by the full page, which opens a
// link made by an embed's "Open in keyscape" on the same view.
import type { ModelFile } from '@wasm/types';
import { patternsOf, type Selection } from '../../../model/shape';

export type LinkedView =
  | { view: 'pattern'; pattern: string | undefined }
  | { view: 'aggregate' | 'partitions'; table: string | undefined };

export const EMBED_VIEWS = ['pattern', 'aggregate', 'partitions'] as const;

/** The view a fragment asks for, or what is wrong with it. */
export function linkedView(hash: string): { ok: true; view: LinkedView } | { ok: false; message: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const view = params.get('view') ?? 'pattern';
  if (view === 'pattern') return { ok: true, view: { view, pattern: params.get('pattern') ?? undefined } };
  if (view === 'aggregate' || view === 'partitions') return { ok: true, view: { view, table: params.get('table') ?? undefined } };
  return { ok: false, message: `This link asks for view=${view}; keyscape shows view=pattern (one pattern's range view, the default), view=aggregate or view=partitions.` };
}

/** The fragment's parameters after `m=…` for a view (starting with "&", or ''). */
export function viewParams(v: LinkedView): string {
  if (v.view === 'pattern') return v.pattern === undefined ? '' : `&pattern=${encodeURIComponent(v.pattern)}`;
  return `&view=${v.view}${v.table === undefined ? '' : `&table=${encodeURIComponent(v.table)}`}`;
}

/** The designer's selection for a linked view (a pattern's, or the table holding the aggregate view), or null for the default. */
export function linkedSelection(model: ModelFile, v: LinkedView): Selection | null {
  if (v.view === 'pattern') {
    const i = v.pattern === undefined ? -1 : patternsOf(model).findIndex((p) => p.name === v.pattern);
    return i >= 0 ? { kind: 'pattern', index: i } : null;
  }
  if (v.view !== 'aggregate') return null;
  const i = v.table === undefined ? 0 : model.tables.findIndex((t) => t.name === v.table);
  return i >= 0 && i < model.tables.length ? { kind: 'table', index: i } : null;
}
