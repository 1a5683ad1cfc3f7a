// Rows for an entity's sample grid from the engine (keyscape:EntityRows): pasted text
// (DynamoDB JSON such as `aws dynamodb scan` output, JSON lines, or CSV with a header) or
// generated values. The engine parses JSON (numbers keep every digit) and judges each row;
// CSV is split here (csv-parse, loaded when a CSV is first pasted) into rows of text cells,
// which the engine then judges.
import type { EntityRowsSource, ModelFile } from '@wasm/types';
import type { EngineClient } from '../../../engine/client';

export type PasteFormat = 'auto' | 'dynamodb-json' | 'json-lines' | 'csv';

/** The format a pasted text is in: DynamoDB JSON when its values are typed ({"S": ...}). */
export function detectFormat(text: string): Exclude<PasteFormat, 'auto'> {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) return /"Items"\s*:|\{\s*"(S|N|B|M|L|BOOL|NULL|SS|NS|BS)"\s*:/.test(t) ? 'dynamodb-json' : 'json-lines';
  return 'csv';
}

/** The engine's source for a pasted text; a CSV that does not split is an error here. */
export async function sourceOf(text: string, format: PasteFormat): Promise<EntityRowsSource | { error: string }> {
  const f = format === 'auto' ? detectFormat(text) : format;
  if (f === 'dynamodb-json') return { dynamodbJson: text };
  if (f === 'json-lines') return { jsonLines: text };
  const { parse } = await import('csv-parse/browser/esm/sync');
  try {
    const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
    return { rows };
  } catch (e) {
    return { error: `CSV: ${(e as Error).message}` };
  }
}

export interface RowsOutcome {
  /** The good rows' values, in source order. */
  values: Record<string, string | number>[];
  /** Each refused row: its 1-based number in the source and the engine's message. */
  refused: { row: number; message: string }[];
  ignored: string[];
}

export async function entityRows(client: EngineClient, model: ModelFile, entity: string, source: EntityRowsSource): Promise<RowsOutcome | { error: string }> {
  const r = await client.execute('keyscape:EntityRows', { model, entity, source });
  if (!r.ok) return { error: r.error.message };
  const out: RowsOutcome = { values: [], refused: [], ignored: r.body.ignored };
  r.body.rows.forEach((row, i) => {
    if ('values' in row) out.values.push(row.values);
    else out.refused.push({ row: i + 1, message: row.error });
  });
  return out;
}
