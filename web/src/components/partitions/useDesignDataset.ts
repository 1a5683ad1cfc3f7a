import { useRef, useState } from 'preact/hooks';
import type { DescribePartitionsResponse, LoadDesignTable, ModelFile } from '@wasm/types';
import { EngineCallError } from '../../views/lab/labOps';
import { checkEntityForm, DEFAULT_ENTITY_FORM, entityChunkRequest, entityChunks, loadDesignRequest, type EntityForm } from '../../partitions/designSource';
import { fmtInt } from '../../partitions/format';
import { describeKeys, type Exec, type KeyMap, type KeyTable } from '../../partitions/keys';
import type { Problem } from '../../ui/ErrorBox';
import type { Progress } from './GeneratorPanel';
import { describeProblem, IDLE, type GenResult, type Generated } from './useDataset';

async function call<Op extends string>(exec: Exec, op: Op, req: object) {
  const r = await exec(op, req);
  if (!r.ok) throw new EngineCallError(op, r.error);
  return r.body;
}

/** The key table of a loaded design table (an absent sort key reads as ''). */
export function keyTableOf(t: LoadDesignTable | undefined): KeyTable | null {
  return t ? { table: t.TableName, pk: t.PartitionKey, sk: t.SortKey ?? '' } : null;
}

/**
 * The open design as the partition view's data: load() puts its tables and sample items
 * into the worker's database (keyscape:LoadDesign); generate() reloads them and adds the
 * chosen entity's items in chunks (keyscape:GenerateItems with the model). Both then
 * describe the chosen table's partitions and keys, like useDataset, and run `then`.
 */
export function useDesignDataset(exec: Exec) {
  const [tables, setTables] = useState<LoadDesignTable[]>([]);
  const [table, setTable] = useState('');
  const [form, setForm] = useState<EntityForm>(DEFAULT_ENTITY_FORM);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const [result, setResult] = useState<GenResult | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [layout, setLayout] = useState<DescribePartitionsResponse | null>(null);
  const [version, setVersion] = useState(0);

  /** Loads the design; keeps the chosen table (by design name) when it still exists. */
  async function loadTables(model: ModelFile, want: string): Promise<LoadDesignTable> {
    const loaded = await call(exec, 'keyscape:LoadDesign', loadDesignRequest(model));
    setTables(loaded.Tables);
    const t = loaded.Tables.find((x) => x.DesignTable === want) ?? loaded.Tables[0];
    if (!t) throw new Error('The design has no table.');
    setTable(t.DesignTable);
    return t;
  }

  async function describe(t: LoadDesignTable, partitionCount: number | undefined, lookup: readonly string[]) {
    setProgress({ phase: 'describing', fraction: 1, text: '' });
    const req: Record<string, unknown> = { TableName: t.TableName };
    if (partitionCount !== undefined) req['PartitionCount'] = partitionCount;
    const d = await call(exec, 'keyscape:DescribePartitions', req);
    setProgress({ phase: 'mapping', fraction: 1, text: '' });
    const kt = keyTableOf(t) as KeyTable;
    const keys: KeyMap = await describeKeys(exec, kt, { partitionCount: d.InitialPartitionCount, lookup });
    const firstKey = keys.busiest?.value ?? '';
    const withFirst = firstKey && !lookup.includes(firstKey) ? await describeKeys(exec, kt, { partitionCount: d.InitialPartitionCount, lookup: [...lookup, firstKey] }) : keys;
    setLayout(d);
    setVersion((v) => v + 1);
    return { layout: d, firstKey, keys: withFirst };
  }

  async function run(work: (onTable: LoadDesignTable) => Promise<GenResult | null>, t0: LoadDesignTable | null, then: (g: Generated, t: LoadDesignTable) => Promise<void>, partitionCount: number | undefined, lookup: readonly string[]) {
    setProblem(null);
    stopRef.current = false;
    setStopping(false);
    try {
      if (!t0) return;
      const r = await work(t0);
      const g = await describe(t0, partitionCount, lookup);
      setResult(r ? { ...r, distinctKeys: g.keys.distinctKeys } : null);
      setProgress({ phase: 'simulating', fraction: 1, text: '' });
      await then(g, t0);
    } catch (e) {
      setProblem(describeProblem(e));
    } finally {
      setProgress(IDLE);
      setStopping(false);
    }
  }

  /** The design's own sample items on table `want` (design name; '' = the first). */
  async function load(model: ModelFile, want: string, partitionCount: number | undefined, then: (g: Generated, t: LoadDesignTable) => Promise<void>) {
    setProgress({ phase: 'describing', fraction: 0, text: 'Loading the design' });
    let t: LoadDesignTable | null = null;
    try {
      t = await loadTables(model, want);
    } catch (e) {
      setProblem(describeProblem(e));
      setLayout(null);
      setProgress(IDLE);
      return;
    }
    await run(async () => null, t, then, partitionCount, []);
  }

  /** The sample items plus `form`'s entity items at scale. */
  async function generate(model: ModelFile, partitionCount: number | undefined, lookup: readonly string[], then: (g: Generated, t: LoadDesignTable) => Promise<void>) {
    const spec = checkEntityForm(form);
    if (!spec.ok) {
      setProblem({ kind: 'local', title: 'Check the generator form', message: spec.message });
      return;
    }
    const t1 = performance.now();
    setProgress({ phase: 'generating', fraction: 0, text: `0 / ${fmtInt(spec.value.count)}` });
    let t: LoadDesignTable | null = null;
    try {
      t = await loadTables(model, table);
    } catch (e) {
      setProblem(describeProblem(e));
      setProgress(IDLE);
      return;
    }
    await run(
      async () => {
        const out: GenResult = { requested: spec.value.count, generated: 0, inserted: 0, replaced: 0, generatedBytes: 0, tableItemCount: 0, tableSizeBytes: 0, chunks: 0, stopped: false, elapsedMs: 0, distinctKeys: 0 };
        for (const chunk of entityChunks(spec.value)) {
          if (stopRef.current) {
            out.stopped = true;
            break;
          }
          const r = await call(exec, 'keyscape:GenerateItems', entityChunkRequest(model, spec.value, chunk));
          out.generated += r.Generated;
          out.inserted += r.Inserted;
          out.replaced += r.Replaced;
          out.generatedBytes += r.GeneratedBytes;
          out.tableItemCount = r.TableItemCount;
          out.tableSizeBytes = r.TableSizeBytes;
          out.chunks++;
          setProgress({ phase: 'generating', fraction: out.generated / spec.value.count, text: `${fmtInt(out.generated)} / ${fmtInt(spec.value.count)} items` });
        }
        return { ...out, elapsedMs: performance.now() - t1 };
      },
      t,
      then,
      partitionCount,
      lookup,
    );
  }

  function stop() {
    stopRef.current = true;
    setStopping(true);
  }

  const current = tables.find((x) => x.DesignTable === table);
  return { tables, table, current, setTable, form, setForm, progress, stopping, result, problem, layout, version, load, generate, stop };
}
