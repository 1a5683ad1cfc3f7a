// The one generation hook of the partition view (the demo data set and the open design
// alike): run() readies the table, has the engine check the data set's request and render
// its first key (keyscape:PreviewItems, when the job asks), writes the data set in chunks (generation.ts),
// describes the table's partitions and places its keys (keyscape:DescribeKeys), with
// progress, stop and the engine's problem. It resolves with what was placed (also kept as
// `placed`), or null when it failed; the caller then runs its own step and calls done().
import { useRef, useState } from 'preact/hooks';
import type { DescribePartitionsResponse } from '@wasm/types';
import { keyText } from '../../../ddb/attr';
import { call, problemOf, type Exec, type Problem } from '../../../engine/call';
import { fmtInt } from '../format';
import { describeKeys, type KeyMap, type KeyTable } from '../keys';
import { generateDataSet } from './generation';
import type { GenerationRequest } from './requests';
import { IDLE, type GenerationResult, type Progress } from './types';

export interface GenerationJob {
  /** Readies the table and names it: the demo table made, or the design's tables and sample items loaded. */
  table: () => Promise<KeyTable>;
  /** Drops what the data set replaces; runs once the engine accepted the request (keyscape:PreviewItems). */
  replace?: () => Promise<void>;
  /** The data set to write into the table; absent: the table as readied. */
  request?: GenerationRequest;
  /**
   * keyscape:PreviewItems checks the request and renders its key index 0 before anything
   * is written (the templates mode; it does not take a design entity's request). Without
   * it the first key is the table's busiest.
   */
  preview?: boolean;
  /** The partition count the table is described with, as typed (absent: the table's own). */
  partitionCount?: number | string | undefined;
  /** Partition key values to look up (the load form's), besides the first key. */
  lookup: readonly string[];
}

/** What a finished run hands on. */
export interface Generated {
  table: KeyTable;
  layout: DescribePartitionsResponse;
  /** Key index 0 of the data set as the engine renders it, or the busiest key of the table. */
  firstKey: string;
  /** DescribeKeys on the table's layout, with the lookups and the first key. */
  keys: KeyMap;
}

export function useGeneration(exec: Exec) {
  const [progress, setProgress] = useState<Progress>(IDLE);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placed, setPlaced] = useState<Generated | null>(null);

  /** Key index 0 of the data set, and the engine's check of the whole request before anything is written. */
  async function firstKeyOf(request: GenerationRequest): Promise<string> {
    const preview = await call(exec, 'keyscape:PreviewItems', { ...request, PreviewCount: 1 });
    return keyText(Object.values(preview.FirstPartitionKey)[0]);
  }

  async function describe(table: KeyTable, job: GenerationJob, firstKey: string): Promise<Generated> {
    setProgress({ phase: 'describing', fraction: 1, text: '' });
    const req: Record<string, unknown> = { TableName: table.table };
    if (job.partitionCount !== undefined) req['PartitionCount'] = job.partitionCount;
    const layout = await call(exec, 'keyscape:DescribePartitions', req);
    setProgress({ phase: 'mapping', fraction: 1, text: '' });
    const lookup = firstKey ? [...job.lookup, firstKey] : job.lookup;
    const keys = await describeKeys(exec, table, { partitionCount: layout.InitialPartitionCount, lookup });
    return { table, layout, firstKey: firstKey || (keys.busiest?.value ?? ''), keys };
  }

  async function run(job: GenerationJob): Promise<Generated | null> {
    setProblem(null);
    stopRef.current = false;
    setStopping(false);
    const t0 = performance.now();
    const count = typeof job.request?.Count === 'number' ? job.request.Count : 0;
    setProgress(job.request ? { phase: 'generating', fraction: 0, text: `0 / ${fmtInt(count)}` } : { phase: 'describing', fraction: 0, text: 'Loading' });
    try {
      const table = await job.table();
      const firstKey = job.request && job.preview ? await firstKeyOf(job.request) : '';
      if (job.request) await job.replace?.();
      const totals = job.request
        ? await generateDataSet(exec, job.request, {
            onProgress: (n, total) => setProgress({ phase: 'generating', fraction: total ? n / total : 1, text: `${fmtInt(n)} / ${fmtInt(total)} items` }),
            shouldStop: () => stopRef.current,
          })
        : null;
      const g = await describe(table, job, firstKey);
      setPlaced(g);
      setResult(totals ? { ...totals, elapsedMs: performance.now() - t0, distinctKeys: g.keys.distinctKeys } : null);
      setProgress({ phase: 'simulating', fraction: 1, text: '' });
      return g;
    } catch (e) {
      setProblem(problemOf(e));
      return null;
    }
  }

  /** Ends a run: run() leaves the progress on "simulating" for the caller's own step. */
  function done() {
    setProgress(IDLE);
    setStopping(false);
  }

  function stop() {
    stopRef.current = true;
    setStopping(true);
  }

  return { progress, stopping, result, problem, placed, run, done, stop };
}
