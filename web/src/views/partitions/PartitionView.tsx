// The partition view: place the open design's items (its sample items, or an entity's items
// generated at scale) or a demo data set on partitions, put load on it (by default the
// design's access patterns' rates), and compare a write-sharded key design. Every number comes from the engine through the
// worker; per redraw the view makes at most one keyscape:SimulateLoad and one
// keyscape:DescribeKeys call (a layout seen before costs none).
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { keyText } from '../../ddb/attr';
import type { EngineClient } from '../../engine/client';
import { LAB } from '../../partitions/dataset';
import { loadFromPatterns } from '../../partitions/designSource';
import { present, type Exec, type KeyMap, type KeyTable } from '../../partitions/keys';
import { defaultLoad, firstHotKey, hotKeyPreset, buildSimulateRequest, zipfPreset, type LoadForm } from '../../partitions/load';
import { markedHotKeys, markersOf } from '../../partitions/markers';
import { compareSharding } from '../../partitions/sharding';
import type { LoadDesignTable, ModelFile, Simulation } from '@wasm/types';
import { CardHead } from '../../ui/CardHead';
import { DesignSourcePanel } from './DesignSourcePanel';
import { GeneratorPanel } from './GeneratorPanel';
import { HotKeysTable } from './HotKeysTable';
import { Legend } from './Legend';
import { LoadPanel } from './LoadPanel';
import { PartitionChart, type ChartPartition } from './PartitionChart';
import { PartitionStats } from './PartitionStats';
import { ShardingPanel } from './ShardingPanel';
import { useDataset, type Generated } from './useDataset';
import { keyTableOf, useDesignDataset } from './useDesignDataset';
import { useKeyMap } from './useKeyMap';
import { usePeek } from './usePeek';
import { useSimulation } from './useSimulation';

interface Props {
  client: EngineClient;
  ready: boolean;
  /** The open design (the default source); without it, the demo data set. */
  model?: ModelFile;
  /** Bumps on every change of the design: its items are loaded again. */
  modelVersion?: number;
}

type Source = 'design' | 'demo';

/** The form's partition count when it is a valid one (else the engine's default). */
function partitionCountOf(form: LoadForm): number | undefined {
  const n = Number(form.partitionCount);
  return form.partitionCount.trim() && Number.isSafeInteger(n) && n >= 1 && n <= 65_536 ? n : undefined;
}

/** Keeps the load pointed at keys that exist in the new data set. */
function retarget(form: LoadForm, g: Generated): LoadForm {
  if (present(g.keys, form.sharding.key) || !present(g.keys, g.firstKey)) return form;
  return {
    ...form,
    patterns: form.patterns.map((p) => (p.distribution === 'HOT_KEY' || p.hotKey === '' ? { ...p, hotKey: g.firstKey } : p)),
    sharding: { ...form.sharding, key: g.firstKey },
  };
}

/** The key presets put load on: key index 0 when the table has it, else the busiest key. */
function presetKey(keys: KeyMap | null, firstKey: string): string {
  return present(keys, firstKey)?.value ?? keys?.busiest?.value ?? firstKey;
}

export function PartitionView({ client, ready, model, modelVersion = 0 }: Props) {
  const exec: Exec = useCallback(<Op extends string>(op: Op, req: object) => client.execute(op, req), [client]);
  const [source, setSource] = useState<Source>(model ? 'design' : 'demo');
  const onDesign = source === 'design' && !!model;
  const demo = useDataset(exec);
  const designData = useDesignDataset(exec);
  const data = onDesign ? designData : demo;
  const current = designData.current;
  const table: KeyTable = useMemo(() => (onDesign ? keyTableOf(current) ?? LAB : LAB), [onDesign, current?.TableName, current?.PartitionKey, current?.SortKey]);
  const simulation = useSimulation(exec);
  const [loadForm, setLoadForm] = useState<LoadForm>(() => defaultLoad(''));
  const [patternLoad, setPatternLoad] = useState<{ used: number; onIndexes: number } | null>(null);
  const [firstKey, setFirstKey] = useState('');
  // The keys the generation looked up, shown until the keys of the shown layout arrive.
  const [genKeys, setGenKeys] = useState<KeyMap | null>(null);
  const [view, setView] = useState<'before' | 'after'>('before');
  const { sim } = simulation;
  const busy = data.progress.phase !== 'idle';

  async function simulate(form: LoadForm, t: KeyTable = table) {
    const r = await simulation.run(form, t);
    if (r && !r.WriteSharding) setView('before');
  }

  /** After a data set is placed: point the load at its keys and simulate it. */
  async function placed(g: Generated, form: LoadForm, t: KeyTable) {
    simulation.reset();
    setView('before');
    setFirstKey(g.firstKey);
    setGenKeys(g.keys);
    const f = retarget(form, g);
    setLoadForm(f);
    if (buildSimulateRequest(t.table, t.pk, f).ok) await simulate(f, t);
  }

  /** The design's load: its patterns' rates on the table when they have any. */
  function designLoad(t: LoadDesignTable): LoadForm {
    if (!model) return loadForm;
    const pl = loadFromPatterns(model, t.DesignTable);
    setPatternLoad({ used: pl.used, onIndexes: pl.onIndexes });
    return pl.form;
  }

  function loadDesign(want: string) {
    if (!model) return;
    simulation.setProblem(null);
    void designData.load(model, want, undefined, (g, t) => placed(g, designLoad(t), keyTableOf(t) as KeyTable));
  }

  useEffect(() => {
    // A design edited while a data set is being generated is loaded once that is done
    // (Sample items only) rather than in the middle of it.
    if (ready && onDesign && !busy) loadDesign(designData.table);
  }, [ready, onDesign, modelVersion]);

  // The entity to generate follows the table: its first entity unless one of its own is chosen.
  useEffect(() => {
    const names = current?.Entities ?? [];
    if (!names.includes(designData.form.entity)) designData.setForm({ ...designData.form, entity: names[0] ?? '' });
  }, [current]);

  function generate() {
    simulation.setProblem(null);
    if (onDesign && model) {
      void designData.generate(model, partitionCountOf(loadForm), [loadForm.sharding.key], (g, t) => placed(g, loadForm, keyTableOf(t) as KeyTable));
      return;
    }
    void demo.generate(partitionCountOf(loadForm), [loadForm.sharding.key], (g) => placed(g, loadForm, LAB));
  }

  function switchSource(s: Source) {
    if (s === source || busy) return;
    simulation.reset();
    setGenKeys(null);
    setFirstKey('');
    setPatternLoad(null);
    setSource(s);
  }

  const ws = sim?.WriteSharding;
  const sharded = view === 'after' && !!ws;
  const shown: Simulation | null = sim ? (sharded && ws ? ws.After : sim) : null;
  const partitions: readonly ChartPartition[] = shown ? shown.Partitions : data.layout?.Partitions ?? [];
  const lookup = useMemo(() => [firstKey, ...(shown ? markedHotKeys(shown).map((k) => keyText(Object.values(k.Key)[0])) : [])], [firstKey, shown]);
  const keys = useKeyMap(exec, table, data.layout ? partitions : null, lookup, data.version + (onDesign ? 1e6 : 0), !busy).keys ?? genKeys;
  const limits = { read: sim?.PartitionReadLimit ?? keys?.readLimit ?? 0, write: sim?.PartitionWriteLimit ?? keys?.writeLimit ?? 0 };
  const markers = useMemo(() => markersOf(shown, ws, sharded, keys, limits), [shown, ws, sharded, keys, limits.read, limits.write]);
  const cmp = useMemo(() => (sim ? compareSharding(sim) : undefined), [sim]);
  const peek = usePeek(exec, table);
  const keyOptions = useMemo(() => (keys ? [...keys.dots].sort((a, b) => b.items - a.items).slice(0, 50).map((d) => d.value) : []), [keys]);

  function preset(name: 'hot' | 'zipf' | 'uniform' | 'design') {
    const hot = presetKey(keys, firstKey);
    if (name === 'design' && current) setLoadForm(retargetKey(designLoad(current), hot));
    else setLoadForm(name === 'hot' ? hotKeyPreset(hot) : name === 'zipf' ? zipfPreset(hot) : defaultLoad(hot));
    simulation.setProblem(null);
  }

  function changeLoad(f: LoadForm) {
    // The sharding key follows the hot key until the user sets it apart.
    const hk = firstHotKey(f);
    const prevHk = firstHotKey(loadForm);
    if (hk && f.sharding.key === prevHk && hk !== prevHk) f = { ...f, sharding: { ...f.sharding, key: hk } };
    setLoadForm(f);
  }

  const layout = data.layout;
  const hasData = !!layout && layout.ItemCount > 0;
  return (
    <div class="pview">
      <Intro />
      {model && <SourceSwitch source={source} onSource={switchSource} disabled={busy} />}
      <div class="columns pcols">
        {onDesign && model ? (
          <DesignSourcePanel
            design={String(model.name)}
            tables={designData.tables}
            table={designData.table}
            onTable={(t) => loadDesign(t)}
            sampleItems={current ? current.ItemCount : null}
            form={designData.form}
            onChange={designData.setForm}
            onGenerate={generate}
            onSamples={() => loadDesign(designData.table)}
            onStop={designData.stop}
            progress={designData.progress}
            stopping={designData.stopping}
            result={designData.result}
            problem={designData.problem}
          />
        ) : (
          <GeneratorPanel
            form={demo.form}
            onChange={demo.setForm}
            onGenerate={generate}
            onStop={demo.stop}
            progress={demo.progress}
            stopping={demo.stopping}
            result={demo.result}
            problem={demo.problem}
          />
        )}
        <LoadPanel
          form={loadForm}
          onChange={changeLoad}
          onRun={() => simulate(loadForm)}
          onPreset={preset}
          designPreset={onDesign ? patternLoad : null}
          disabled={!ready || busy || !hasData}
          running={simulation.running}
          hasData={hasData}
          keyOptions={keyOptions}
          problem={simulation.problem}
        />
      </div>

      <section class="card chart-card" aria-labelledby="parts-title" data-table={table.table}>
        <ChartHead sharding={ws?.SuffixCount} view={view} onView={setView} />
        {hasData && layout ? (
          <>
            <PartitionStats layout={layout} distinctKeys={data.result?.distinctKeys ?? keys?.distinctKeys ?? 0} shown={shown} sim={sim} partitionCount={partitions.length} />
            <Legend sharded={sharded} />
            <PartitionChart
              partitions={partitions}
              simulated={!!shown}
              readLimit={limits.read}
              writeLimit={limits.write}
              keymap={keys}
              mapping={data.progress.phase === 'mapping' || (!keys && !busy)}
              markers={markers}
              skName={table.sk}
              peek={peek}
            />
            {shown && <HotKeysTable sim={shown} />}
          </>
        ) : (
          <div class="empty big" data-testid="partitions-empty">
            {busy ? 'Generating…' : onDesign ? 'This table of the design has no items yet. Generate items of one of its entities (step 1).' : 'No data yet. Generate a data set (step 1) to see how it spreads over partitions.'}
          </div>
        )}
      </section>

      {sim && cmp && ws && <ShardingPanel cmp={cmp} before={sim.Partitions} after={ws.After.Partitions} />}
    </div>
  );
}

/** The form with every hot-key field pointed at `key` (a preset on the shown data). */
function retargetKey(form: LoadForm, key: string): LoadForm {
  return { ...form, patterns: form.patterns.map((p) => ({ ...p, hotKey: p.hotKey || key })), sharding: { ...form.sharding, key: form.sharding.key || key } };
}

function SourceSwitch({ source, onSource, disabled }: { source: Source; onSource: (s: Source) => void; disabled: boolean }) {
  return (
    <div class="seg" role="group" aria-label="Data placed on partitions">
      <button type="button" aria-pressed={source === 'design'} data-testid="source-design" disabled={disabled} onClick={() => onSource('design')}>
        This design
      </button>
      <button type="button" aria-pressed={source === 'demo'} data-testid="source-demo" disabled={disabled} onClick={() => onSource('demo')}>
        Demo data set
      </button>
    </div>
  );
}

function Intro() {
  return (
    <>
      <p class="intro">
        DynamoDB hashes each item's partition key to a point of its hash space and stores the item on the partition
        that owns that point. Each partition serves at most <strong>3,000 read units</strong> and{' '}
        <strong>1,000 write units</strong> per second and holds 10 GB, however much capacity the table has. Generate
        data, put load on it, and find the hot partitions.
      </p>
      <div class="callout neutral disclaimer" data-testid="hash-disclaimer">
        <h3>The placement is an illustration</h3>
        <p>
          DynamoDB's real hash function is not public. keyscape places keys with <strong>MD5</strong> (the first 8
          bytes of the digest, on equal slices of a 2<sup>64</sup> hash space), so exactly where one key lands here
          is not where it lands in AWS. The statistics are what matter: how evenly keys and items spread, how much
          of the load one key carries, and the per-partition limits.
        </p>
      </div>
    </>
  );
}

function ChartHead({ sharding, view, onView }: { sharding: number | undefined; view: 'before' | 'after'; onView: (v: 'before' | 'after') => void }) {
  return (
    <CardHead
      id="parts-title"
      title="Partitions"
      sub="One column per partition, as wide as its slice of the hash space. Hover a key to see its partition and item collection."
    >
      {sharding !== undefined && (
        <div class="seg" role="group" aria-label="Key design shown">
          <button type="button" aria-pressed={view === 'before'} data-testid="view-before" onClick={() => onView('before')}>
            As designed
          </button>
          <button type="button" aria-pressed={view === 'after'} data-testid="view-after" onClick={() => onView('after')}>
            With {sharding} shards
          </button>
        </div>
      )}
    </CardHead>
  );
}
