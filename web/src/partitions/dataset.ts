// The partition view's own table, and generating a data set into it in chunks
// (generator.ts) so the page can show progress while the worker does the work.
import { EngineCallError } from '../views/lab/labOps';
import { chunkRequest, planChunks, CHUNK_SIZE, type GeneratorSpec } from './generator';
import type { Exec, KeyTable } from './keys';

/** Separate from the sort-order example's table, so neither view disturbs the other. */
export const LAB: KeyTable = { table: 'OrdersAtScale', pk: 'PK', sk: 'SK' };

export const LAB_CREATE = {
  TableName: LAB.table,
  AttributeDefinitions: [
    { AttributeName: LAB.pk, AttributeType: 'S' },
    { AttributeName: LAB.sk, AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: LAB.pk, KeyType: 'HASH' },
    { AttributeName: LAB.sk, KeyType: 'RANGE' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
} as const;

export interface GenerationResult {
  requested: number;
  generated: number;
  inserted: number;
  replaced: number;
  generatedBytes: number;
  tableItemCount: number;
  tableSizeBytes: number;
  chunks: number;
  stopped: boolean;
}

export interface GenerateOptions {
  chunkSize?: number;
  /** Items generated so far, of `total`. Called before the first chunk and after each. */
  onProgress?: (done: number, total: number) => void;
  /** Checked between chunks: true stops after the current chunk. */
  shouldStop?: () => boolean;
}

/** Creates the table afresh (dropping an earlier data set). */
export async function resetTable(exec: Exec): Promise<void> {
  const del = await exec('DeleteTable', { TableName: LAB.table });
  if (!del.ok && del.error.name !== 'ResourceNotFoundException') throw new EngineCallError('DeleteTable', del.error);
  const created = await exec('CreateTable', LAB_CREATE);
  if (!created.ok) throw new EngineCallError('CreateTable', created.error);
}

/** Creates the table when it does not exist yet (keeps an existing data set). */
export async function ensureTable(exec: Exec): Promise<void> {
  const created = await exec('CreateTable', LAB_CREATE);
  if (!created.ok && created.error.name !== 'ResourceInUseException') throw new EngineCallError('CreateTable', created.error);
}

/** Replaces the table's data with `spec.count` generated items, chunk by chunk. */
export async function generateDataset(exec: Exec, spec: GeneratorSpec, opts: GenerateOptions = {}): Promise<GenerationResult> {
  await resetTable(exec);
  const chunks = planChunks(spec.count, spec.seed, opts.chunkSize ?? CHUNK_SIZE);
  const result: GenerationResult = {
    requested: spec.count,
    generated: 0,
    inserted: 0,
    replaced: 0,
    generatedBytes: 0,
    tableItemCount: 0,
    tableSizeBytes: 0,
    chunks: 0,
    stopped: false,
  };
  opts.onProgress?.(0, spec.count);
  for (const chunk of chunks) {
    if (opts.shouldStop?.()) {
      result.stopped = true;
      break;
    }
    const r = await exec('keyscape:GenerateItems', chunkRequest(LAB.table, spec, chunk));
    if (!r.ok) throw new EngineCallError('keyscape:GenerateItems', r.error);
    result.generated += r.body.Generated;
    result.inserted += r.body.Inserted;
    result.replaced += r.body.Replaced;
    result.generatedBytes += r.body.GeneratedBytes;
    result.tableItemCount = r.body.TableItemCount;
    result.tableSizeBytes = r.body.TableSizeBytes;
    result.chunks++;
    opts.onProgress?.(result.generated, spec.count);
  }
  return result;
}


