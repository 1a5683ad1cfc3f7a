// The partition view: place the open design's items (its sample items, or an entity's
// items generated at scale) or the demo data set on partitions, put load on it (by default
// the load the design's access patterns imply), and compare a write-sharded key design.
// Every number comes from the engine through the worker; per redraw the view makes at most
// one keyscape:SimulateLoad and one keyscape:DescribeKeys call (a layout seen before costs
// none). A hidden view computes nothing: design edits made meanwhile are loaded once, when
// it is shown again.
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LoadDesignTable, ModelFile, Simulation } from '@wasm/types';
import { keyText } from '../../ddb/attr';
import { call, problemOf, type Exec } from '../../engine/call';
import type { EngineClient } from '../../engine/client';
import { ErrorBox } from '../../ui/ErrorBox';
import type { TableChip } from '../../ui/Header';
import { HotKeysTable } from './chart/HotKeysTable';
import { Legend } from './chart/Legend';
import { markedHotKeys, markersOf } from './chart/markers';
import { PartitionChart } from './chart/PartitionChart';
import { PartitionStats } from './chart/PartitionStats';
import type { ChartPartition } from './chart/types';
import { useKeyMap } from './chart/useKeyMap';
import { usePeekQuery } from './chart/usePeekQuery';
import type { KeyTable } from './keys';
import { presetKey, retarget, retargetKey } from './load/followKeys';
import { Intro } from './Intro';
import { ChartHead } from './chart/ChartHead';
import { SourceSwitch } from './source/SourceSwitch';
import { designLoad } from './load/designLoad';
import { LoadPanel } from './load/LoadPanel';
import { defaultLoad, firstHotKey, hotKeyPreset, partitionCountOf, zipfPreset, type LoadForm } from './load/loadForm';
import { useSimulation } from './load/useSimulation';
import { compareSharding } from './sharding/sharding';
import { ShardingPanel } from './sharding/ShardingPanel';
import { DataSourcePanel } from './source/DataSourcePanel';
import { makeDemoTable } from './source/demoTable';
import { DEFAULT_DEMO, DEFAULT_ENTITY, DEMO_TABLE, demoRequest, entityRequest, loadDesignRequest } from './source/requests';
import type { Source } from './source/types';
import { useGeneration, type Generated } from './source/useGeneration';

interface Props {
  client: EngineClient;
  ready: boolean;
  /** The view is shown. Hidden, it makes no engine call. */
  active: boolean;
  /** The open design (the default source); without it, the demo data set. */
  model?: ModelFile;
  /** Bumps on every change of the design: its items are loaded again (when shown). */
  modelVersion?: number;
  /** Told which table the view shows, for the page's header. */
  onTable?: (chip: TableChip | null) => void;
  /** The design table shown first (its name in the design; default: the first). */
  table?: string | undefined;
  /** Only the chart and its figures (the embed): no intro, no data or load forms, no sharding. */
  compact?: boolean;
}

/** The key table of a loaded design table (an absent sort key reads as ''). */
function keyTableOf(t: LoadDesignTable): KeyTable {
  return { table: t.TableName, pk: t.PartitionKey, sk: t.SortKey ?? '' };
}

/** The header's chip for the shown table: a design table by its name in the design, the key types as declared (the demo's are S). */
function chipOf(t: KeyTable, design: { model: ModelFile; table: string } | null): TableChip {
  if (!design) return { name: t.table, pk: t.pk, sk: t.sk, pkType: 'S', skType: 'S' };
  const declared = design.model.tables.find((x) => x.name === design.table);
  return { name: design.table, pk: t.pk, sk: t.sk, pkType: declared?.partitionKey.type, skType: declared?.sortKey?.type };
}

export function PartitionView({ client, ready, active, model, modelVersion = 0, onTable, table: firstTable = '', compact = false }: Props) {
  const exec: Exec = useCallback(<Op extends string>(op: Op, req: object) => client.execute(op, req), [client]);
  const [source, setSource] = useState<Source>(model ? 'design' : 'demo');
  const onDesign = source === 'design' && !!model;
  const demo = useGeneration(exec);
  const design = useGeneration(exec);
  const gen = onDesign ? design : demo;
  const [demoForm, setDemoForm] = useState(DEFAULT_DEMO);
  const [entityForm, setEntityForm] = useState(DEFAULT_ENTITY);
  const [tables, setTables] = useState<LoadDesignTable[]>([]);
  const [designTable, setDesignTable] = useState(firstTable);
  const current = tables.find((x) => x.DesignTable === designTable);
  const simulation = useSimulation(exec);
  const [loadForm, setLoadForm] = useState<LoadForm>(() => defaultLoad(''));
  const [patternLoad, setPatternLoad] = useState<{ used: number; onIndexes: number } | null>(null);
  const [view, setView] = useState<'before' | 'after'>('before');
  const { sim } = simulation;
  const busy = gen.progress.phase !== 'idle';
  const placed = gen.placed;
  const table: KeyTable | null = onDesign ? placed?.table ?? (current ? keyTableOf(current) : null) : DEMO_TABLE;
  const firstKey = placed?.firstKey ?? '';

  async function simulate(form: LoadForm, t: KeyTable) {
    const r = await simulation.run(form, t);
    if (r && !r.WriteSharding) setView('before');
  }

  /** After a data set is placed: point the load at its keys and simulate it. */
  async function afterPlacing(g: Generated, form: LoadForm) {
    simulation.reset();
    setView('before');
    const f = retarget(form, g);
    setLoadForm(f);
    await simulate(f, g.table);
  }

  /** Loads the design (keyscape:LoadDesign); keeps the chosen table (by design name) when it still exists. */
  async function loadTables(m: ModelFile, want: string): Promise<LoadDesignTable> {
    const loaded = await call(exec, 'keyscape:LoadDesign', loadDesignRequest(m));
    setTables(loaded.Tables);
    const t = loaded.Tables.find((x) => x.DesignTable === want) ?? loaded.Tables[0];
    if (!t) throw new Error('The design has no table.');
    setDesignTable(t.DesignTable);
    return t;
  }

  /** The design's own sample items on table `want` (design name; '' = the first), under the load its patterns imply. */
  async function loadDesign(want: string) {
    if (!model) return;
    const m = model;
    simulation.setProblem(null);
    let chosen: LoadDesignTable | undefined;
    const g = await design.run({ table: async () => keyTableOf((chosen = await loadTables(m, want))), lookup: [] });
    try {
      if (g && chosen) {
        const implied = await designLoad(exec, m, chosen.DesignTable);
        setPatternLoad({ used: implied.used, onIndexes: implied.onIndexes });
        await afterPlacing(g, implied.form);
      }
    } catch (e) {
      simulation.setProblem(problemOf(e));
    } finally {
      design.done();
    }
  }

  // The design is loaded when the view is shown and the design changed since it last was;
  // a design edited while a data set is being generated is loaded once that is done.
  const loadedVersion = useRef<number | null>(null);
  useEffect(() => {
    if (!active || !ready || !onDesign || busy || loadedVersion.current === modelVersion) return;
    loadedVersion.current = modelVersion;
    void loadDesign(designTable);
  }, [active, ready, onDesign, busy, modelVersion]);

  // The entity to generate follows the table: its first entity unless one of its own is chosen.
  useEffect(() => {
    const names = current?.Entities ?? [];
    if (!names.includes(entityForm.entity)) setEntityForm({ ...entityForm, entity: names[0] ?? '' });
  }, [current]);

  // The page's header names the table shown.
  useEffect(() => {
    if (active) onTable?.(table ? chipOf(table, onDesign && model ? { model, table: designTable } : null) : null);
  }, [active, table?.table, table?.pk, table?.sk, onDesign, designTable]);

  async function generate() {
    simulation.setProblem(null);
    const partitionCount = partitionCountOf(loadForm);
    const lookup = [loadForm.sharding.key];
    let g: Generated | null;
    if (onDesign && model) {
      const m = model;
      g = await design.run({ table: async () => keyTableOf(await loadTables(m, designTable)), request: entityRequest(m, entityForm), partitionCount, lookup });
    } else {
      g = await demo.run({
        table: async () => (await makeDemoTable(exec, { keep: true }), DEMO_TABLE),
        replace: () => makeDemoTable(exec, { keep: false }),
        request: demoRequest(demoForm),
        preview: true,
        partitionCount,
        lookup,
      });
    }
    try {
      if (g) await afterPlacing(g, loadForm);
    } finally {
      gen.done();
    }
  }

  function switchSource(s: Source) {
    if (s === source || busy) return;
    simulation.reset();
    setSource(s);
  }

  const ws = sim?.WriteSharding;
  const sharded = view === 'after' && !!ws;
  const shown: Simulation | null = sim ? (sharded && ws ? ws.After : sim) : null;
  const partitions: readonly ChartPartition[] = shown ? shown.Partitions : placed?.layout.Partitions ?? [];
  const lookup = useMemo(() => [firstKey, ...(shown ? markedHotKeys(shown).map((k) => keyText(Object.values(k.Key)[0])) : [])], [firstKey, shown]);
  const keyTable = table ?? DEMO_TABLE;
  const keys = useKeyMap(exec, keyTable, placed ? partitions : null, lookup, placed, active && !busy).keys ?? placed?.keys ?? null;
  const limits = { read: sim?.PartitionReadLimit ?? keys?.readLimit ?? 0, write: sim?.PartitionWriteLimit ?? keys?.writeLimit ?? 0 };
  const markers = useMemo(() => markersOf(shown, ws, sharded, keys, limits), [shown, ws, sharded, keys, limits.read, limits.write]);
  const cmp = useMemo(() => (sim ? compareSharding(sim) : undefined), [sim]);
  const peek = usePeekQuery(exec, keyTable);
  const keyOptions = useMemo(() => (keys ? [...keys.dots].sort((a, b) => b.items - a.items).slice(0, 50).map((d) => d.value) : []), [keys]);

  async function preset(name: 'hot' | 'zipf' | 'uniform' | 'design') {
    const hot = presetKey(keys, firstKey);
    simulation.setProblem(null);
    if (name !== 'design') {
      setLoadForm(name === 'hot' ? hotKeyPreset(hot) : name === 'zipf' ? zipfPreset(hot) : defaultLoad(hot));
      return;
    }
    if (!model || !current) return;
    try {
      setLoadForm(retargetKey((await designLoad(exec, model, current.DesignTable)).form, hot));
    } catch (e) {
      simulation.setProblem(problemOf(e));
    }
  }

  function changeLoad(f: LoadForm) {
    // The sharding key follows the hot key until the user sets it apart.
    const hk = firstHotKey(f);
    const prevHk = firstHotKey(loadForm);
    if (hk && f.sharding.key === prevHk && hk !== prevHk) f = { ...f, sharding: { ...f.sharding, key: hk } };
    setLoadForm(f);
  }

  const layout = placed?.layout;
  const problem = gen.problem ?? simulation.problem;
  const hasData = !!layout && layout.ItemCount > 0;
  return (
    <div class="pview">
      {!compact && <Intro />}
      {model && !compact && <SourceSwitch source={source} onSource={switchSource} disabled={busy} />}
      {!compact && <div class="columns pcols">
        <DataSourcePanel
          mode={
            onDesign && model
              ? {
                  source: 'design',
                  design: String(model.name),
                  tables,
                  table: designTable,
                  onTable: (t) => void loadDesign(t),
                  sampleItems: current ? current.ItemCount : null,
                  onSamples: () => void loadDesign(designTable),
                  form: entityForm,
                  onChange: setEntityForm,
                }
              : { source: 'demo', form: demoForm, onChange: setDemoForm }
          }
          onGenerate={() => void generate()}
          onStop={gen.stop}
          progress={gen.progress}
          stopping={gen.stopping}
          result={gen.result}
          problem={gen.problem}
        />
        <LoadPanel
          form={loadForm}
          onChange={changeLoad}
          onRun={() => table && void simulate(loadForm, table)}
          onPreset={(p) => void preset(p)}
          designPreset={onDesign ? patternLoad : null}
          disabled={!ready || busy || !hasData}
          running={simulation.running}
          hasData={hasData}
          keyOptions={keyOptions}
          problem={simulation.problem}
        />
      </div>}
      {compact && problem && <ErrorBox problem={problem} testId="partitions-problem" />}

      <section class="card chart-card" aria-labelledby="parts-title" data-table={keyTable.table}>
        <ChartHead sharding={ws?.SuffixCount} view={view} onView={setView} />
        {hasData && layout ? (
          <>
            <PartitionStats layout={layout} distinctKeys={gen.result?.distinctKeys ?? keys?.distinctKeys ?? 0} shown={shown} sim={sim} partitionCount={partitions.length} />
            <Legend sharded={sharded} />
            <PartitionChart
              partitions={partitions}
              simulated={!!shown}
              readLimit={limits.read}
              writeLimit={limits.write}
              keymap={keys}
              mapping={gen.progress.phase === 'mapping' || (!keys && !busy)}
              markers={markers}
              skName={keyTable.sk}
              peek={peek}
            />
            {shown && <HotKeysTable sim={shown} />}
          </>
        ) : (
          <div class="empty big" data-testid="partitions-empty">
            {busy ? 'Generating…' : compact ? 'This table of the design has no sample items.' : onDesign ? 'This table of the design has no items yet. Generate items of one of its entities (step 1).' : 'No data yet. Generate a data set (step 1) to see how it spreads over partitions.'}
          </div>
        )}
      </section>

      {sim && cmp && ws && !compact && <ShardingPanel cmp={cmp} before={sim.Partitions} after={ws.After.Partitions} />}
    </div>
  );
}
