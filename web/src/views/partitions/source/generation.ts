// Writing one data set into the engine in chunks, so the page can show progress and stop
// between chunks while the worker does the work: one keyscape:GenerateItems call per
// chunk of at most `chunkSize` items (Limit), each resuming where the engine's NextToken
// says. The engine owns the data set (its seeding, its sort-key clock): the chunks together
// write exactly what one call with the same request writes.
import { call, type Exec } from '../../../engine/call';
import type { GenerationRequest } from './requests';
import type { GenerationTotals } from './types';

/** Items per GenerateItems call: small enough for the worker to answer every ~second. */
export const CHUNK_SIZE = 20_000;

export interface GenerateOptions {
  chunkSize?: number;
  /** Items written so far, of the requested count. Called before the first chunk and after each. */
  onProgress?: (done: number, total: number) => void;
  /** Checked between chunks: true stops after the current chunk. */
  shouldStop?: () => boolean;
}

/** Writes the data set of `request`, chunk by chunk; throws EngineCallError when the engine refuses a chunk. */
export async function generateDataSet(exec: Exec, request: GenerationRequest, opts: GenerateOptions = {}): Promise<GenerationTotals> {
  const requested = typeof request.Count === 'number' ? request.Count : 0;
  const totals: GenerationTotals = {
    requested,
    generated: 0,
    inserted: 0,
    replaced: 0,
    generatedBytes: 0,
    tableItemCount: 0,
    tableSizeBytes: 0,
    chunks: 0,
    stopped: false,
  };
  const Limit = opts.chunkSize ?? CHUNK_SIZE;
  opts.onProgress?.(0, requested);
  let next: string | undefined;
  do {
    const r = await call(exec, 'keyscape:GenerateItems', next === undefined ? { ...request, Limit } : { ...request, Limit, NextToken: next });
    totals.generated += r.Generated;
    totals.inserted += r.Inserted;
    totals.replaced += r.Replaced;
    totals.generatedBytes += r.GeneratedBytes;
    totals.tableItemCount = r.TableItemCount;
    totals.tableSizeBytes = r.TableSizeBytes;
    totals.chunks++;
    opts.onProgress?.(totals.generated, requested);
    next = r.NextToken;
    if (next !== undefined && opts.shouldStop?.()) totals.stopped = true;
  } while (next !== undefined && !totals.stopped);
  return totals;
}
