// Model files in and out of the page: reading a picked or dropped file, turning its text
// into a design through the engine (keyscape:ValidateModel, or keyscape:Import for NoSQL
// Workbench and aws-mcp files, and for table data: a scan document, DynamoDB JSON lines or a
// CSV file, sent as text), and downloading the design as a file. Model JSON is read
// without loss: a JSON number a double cannot hold exactly (23 digits, 1.000000000000000001)
// becomes a string of the same text, which the model allows for N values and the engine
// judges by DynamoDB's number rules.
import { isSafeNumber, parse } from 'lossless-json';
import type { ImportInference, LintFinding, ModelFile } from '@wasm/types';
import type { EngineClient } from '../../../engine/client';

export type ImportFormat = 'nosql-workbench' | 'aws-mcp' | 'dynamodb-json' | 'csv';
export const IMPORT_FORMATS: readonly { id: ImportFormat; title: string }[] = [
  { id: 'nosql-workbench', title: 'NoSQL Workbench' },
  { id: 'aws-mcp', title: 'aws-mcp data model' },
  { id: 'dynamodb-json', title: 'Table data: scan output or S3 export' },
  { id: 'csv', title: 'Table data: CSV with a header' },
];

/** Formats whose file is a table's items: sent as text; the engine infers the design. */
export const isTableData = (f: ImportFormat | 'model'): boolean => f === 'dynamodb-json' || f === 'csv';

export type Opened =
  | { ok: true; model: ModelFile; notes: string[]; from: ImportFormat | 'model'; inferences?: ImportInference[]; findings?: LintFinding[] }
  | { ok: false; message: string };

/** A JSON number's text as a JS number when that keeps every digit, else the text itself. */
export function exactNumber(text: string): number | string {
  return isSafeNumber(text) ? Number(text) : text;
}

export function parseJson(text: string, what: string): { ok: true; doc: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, doc: parse(text, null, exactNumber) };
  } catch (e) {
    return { ok: false, message: `${what} is not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The engine's canonical model for a model file document, or its message. */
export async function validateModel(client: EngineClient, doc: unknown): Promise<Opened> {
  const r = await client.execute('keyscape:ValidateModel', { model: doc });
  if (!r.ok) return { ok: false, message: r.error.message };
  return { ok: true, model: r.body.model, notes: [], from: 'model' };
}

/** `doc`: the parsed JSON of a model-like file, or the text of table data (isTableData). */
export async function importDocument(client: EngineClient, from: ImportFormat, doc: unknown): Promise<Opened> {
  const r = await client.execute('keyscape:Import', { from, document: doc });
  if (!r.ok) return { ok: false, message: r.error.message };
  const { model, notes, inferences, findings } = r.body;
  return { ok: true, model, notes, from, ...(inferences ? { inferences } : {}), ...(findings ? { findings } : {}) };
}

/**
 * A file of unknown kind (a drop, Open file): a model file, else a NoSQL Workbench or
 * aws-mcp file, as the engine reads them; when none reads it, the model reader's message.
 */
export async function openDocument(client: EngineClient, doc: unknown): Promise<Opened> {
  const asModel = await validateModel(client, doc);
  if (asModel.ok) return asModel;
  for (const f of IMPORT_FORMATS.filter((x) => !isTableData(x.id))) {
    const imported = await importDocument(client, f.id, doc);
    if (imported.ok) return imported;
  }
  return { ok: false, message: `${asModel.message} (nor is it a NoSQL Workbench or aws-mcp file keyscape can import)` };
}

/** The file name a design downloads as. */
export function fileNameOf(name: string): string {
  const base = name.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'design';
  return `${base}.keyscape.json`;
}

export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
