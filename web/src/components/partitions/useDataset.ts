import { useRef, useState } from 'preact/hooks';
import type { DescribePartitionsResponse } from '@wasm/types';
import { keyText } from '../../ddb/attr';
import { EngineCallError } from '../../views/lab/labOps';
import { ensureTable, generateDataset, LAB, type GenerationResult } from '../../partitions/dataset';
import { fmtInt } from '../../partitions/format';
import { checkGenerator, DEFAULT_GENERATOR, previewRequest, type GeneratorForm } from '../../partitions/generator';
import { describeKeys, type Exec, type KeyMap } from '../../partitions/keys';
import type { Problem } from '../../ui/ErrorBox';
import type { Progress } from './GeneratorPanel';

export const IDLE: Progress = { phase: 'idle', fraction: 0, text: '' };

export type GenResult = GenerationResult & { elapsedMs: number; distinctKeys: number };

/** What a finished generation hands on: the layout, key index 0 and the looked-up keys. */
export interface Generated {
  layout: DescribePartitionsResponse;
  /** The partition key value of key index 0, as the engine renders it. */
  firstKey: string;
  /** DescribeKeys with the requested lookups (and key index 0 last). */
  keys: KeyMap;
}

export function describeProblem(e: unknown): Problem {
  if (e instanceof EngineCallError) return { kind: 'engine', error: e.error };
  return { kind: 'local', title: 'Engine unavailable', message: e instanceof Error ? e.message : String(e) };
}

async function call<Op extends string>(exec: Exec, op: Op, req: object) {
  const r = await exec(op, req);
  if (!r.ok) throw new EngineCallError(op, r.error);
  return r.body;
}

/**
 * The generator: the form, its progress, and generate(), which checks the spec with
 * keyscape:PreviewItems (on the table, created if missing), writes the data set in chunks, describes its partitions and looks
 * `lookup` keys up (keyscape:DescribeKeys), then runs `then` before the progress ends.
 */
export function useDataset(exec: Exec) {
  const [form, setForm] = useState<GeneratorForm>(DEFAULT_GENERATOR);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const [result, setResult] = useState<GenResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [layout, setLayout] = useState<DescribePartitionsResponse | null>(null);
  const [version, setVersion] = useState(0);

  async function generate(partitionCount: number | undefined, lookup: readonly string[], then: (g: Generated) => Promise<void>): Promise<void> {
    const spec = checkGenerator(form);
    if (!spec.ok) {
      setProblem({ kind: 'local', title: 'Check the generator form', message: spec.message });
      return;
    }
    setProblem(null);
    stopRef.current = false;
    setStopping(false);
    const t0 = performance.now();
    setProgress({ phase: 'generating', fraction: 0, text: `0 / ${fmtInt(spec.value.count)}` });
    try {
      await ensureTable(exec);
      const preview = await call(exec, 'keyscape:PreviewItems', previewRequest(LAB.table, spec.value));
      const firstKey = keyText(Object.values(preview.FirstPartitionKey)[0]);
      const done = await generateDataset(exec, spec.value, {
        onProgress: (n, total) => setProgress({ phase: 'generating', fraction: total ? n / total : 1, text: `${fmtInt(n)} / ${fmtInt(total)} items` }),
        shouldStop: () => stopRef.current,
      });
      setProgress({ phase: 'describing', fraction: 1, text: '' });
      const req: Record<string, unknown> = { TableName: LAB.table };
      if (partitionCount !== undefined) req['PartitionCount'] = partitionCount;
      const d = await call(exec, 'keyscape:DescribePartitions', req);
      setProgress({ phase: 'mapping', fraction: 1, text: '' });
      const keys = await describeKeys(exec, LAB, { partitionCount: d.InitialPartitionCount, lookup: [...lookup, firstKey] });
      setLayout(d);
      setVersion((v) => v + 1);
      setResult({ ...done, elapsedMs: performance.now() - t0, distinctKeys: keys.distinctKeys });
      setProgress({ phase: 'simulating', fraction: 1, text: '' });
      await then({ layout: d, firstKey, keys });
    } catch (e) {
      setProblem(describeProblem(e));
    } finally {
      setProgress(IDLE);
      setStopping(false);
    }
  }

  function stop() {
    stopRef.current = true;
    setStopping(true);
  }

  return { form, setForm, progress, stopping, result, problem, layout, version, generate, stop };
}
