// The partition view: generate a data set, place it on partitions, put load on it, and
// compare a write-sharded key design. Every number comes from the engine through the
// worker; per redraw the view makes at most one keyscape:SimulateLoad and one
// keyscape:DescribeKeys call (a layout seen before costs none).
import { useCallback, useMemo, useState } from 'preact/hooks';
import { keyText } from '../../ddb/attr';
import type { EngineClient } from '../../engine/client';
import { LAB } from '../../partitions/dataset';
import { present, type Exec, type KeyMap } from '../../partitions/keys';
import { defaultLoad, firstHotKey, hotKeyPreset, buildSimulateRequest, zipfPreset, type LoadForm } from '../../partitions/load';
import { markedHotKeys, markersOf } from '../../partitions/markers';
import { compareSharding } from '../../partitions/sharding';
import type { Simulation } from '@wasm/types';
import { CardHead } from '../CardHead';
import { GeneratorPanel } from './GeneratorPanel';
import { HotKeysTable } from './HotKeysTable';
import { Legend } from './Legend';
import { LoadPanel } from './LoadPanel';
import { PartitionChart, type ChartPartition } from './PartitionChart';
import { PartitionStats } from './PartitionStats';
import { ShardingPanel } from './ShardingPanel';
import { useDataset, type Generated } from './useDataset';
import { useKeyMap } from './useKeyMap';
import { usePeek } from './usePeek';
import { useSimulation } from './useSimulation';

interface Props {
  client: EngineClient;
  ready: boolean;
}

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

export function PartitionView({ client, ready }: Props) {
  const exec: Exec = useCallback(<Op extends string>(op: Op, req: object) => client.execute(op, req), [client]);
  const data = useDataset(exec);
  const simulation = useSimulation(exec);
  const [loadForm, setLoadForm] = useState<LoadForm>(() => defaultLoad(''));
  const [firstKey, setFirstKey] = useState('');
  // The keys the generation looked up, shown until the keys of the shown layout arrive.
  const [genKeys, setGenKeys] = useState<KeyMap | null>(null);
  const [view, setView] = useState<'before' | 'after'>('before');
  const { sim } = simulation;
  const busy = data.progress.phase !== 'idle';

  async function simulate(form: LoadForm) {
    const r = await simulation.run(form);
    if (r && !r.WriteSharding) setView('before');
  }

  function generate() {
    simulation.setProblem(null);
    void data.generate(partitionCountOf(loadForm), [loadForm.sharding.key], async (g) => {
      simulation.reset();
      setView('before');
      setFirstKey(g.firstKey);
      setGenKeys(g.keys);
      const form = retarget(loadForm, g);
      setLoadForm(form);
      if (buildSimulateRequest(LAB.table, LAB.pk, form).ok) await simulate(form);
    });
  }

  const ws = sim?.WriteSharding;
  const sharded = view === 'after' && !!ws;
  const shown: Simulation | null = sim ? (sharded && ws ? ws.After : sim) : null;
  const partitions: readonly ChartPartition[] = shown ? shown.Partitions : data.layout?.Partitions ?? [];
  const lookup = useMemo(() => [firstKey, ...(shown ? markedHotKeys(shown).map((k) => keyText(Object.values(k.Key)[0])) : [])], [firstKey, shown]);
  const keys = useKeyMap(exec, LAB, data.layout ? partitions : null, lookup, data.version, !busy).keys ?? genKeys;
  const limits = { read: sim?.PartitionReadLimit ?? keys?.readLimit ?? 0, write: sim?.PartitionWriteLimit ?? keys?.writeLimit ?? 0 };
  const markers = useMemo(() => markersOf(shown, ws, sharded, keys, limits), [shown, ws, sharded, keys, limits.read, limits.write]);
  const cmp = useMemo(() => (sim ? compareSharding(sim) : undefined), [sim]);
  const peek = usePeek(exec, LAB);
  const keyOptions = useMemo(() => (keys ? [...keys.dots].sort((a, b) => b.items - a.items).slice(0, 50).map((d) => d.value) : []), [keys]);

  function preset(name: 'hot' | 'zipf' | 'uniform') {
    const hot = presetKey(keys, firstKey);
    setLoadForm(name === 'hot' ? hotKeyPreset(hot) : name === 'zipf' ? zipfPreset(hot) : defaultLoad(hot));
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
      <div class="columns pcols">
        <GeneratorPanel
          form={data.form}
          onChange={data.setForm}
          onGenerate={generate}
          onStop={data.stop}
          progress={data.progress}
          stopping={data.stopping}
          result={data.result}
          problem={data.problem}
        />
        <LoadPanel
          form={loadForm}
          onChange={changeLoad}
          onRun={() => simulate(loadForm)}
          onPreset={preset}
          disabled={!ready || busy || !hasData}
          running={simulation.running}
          hasData={hasData}
          keyOptions={keyOptions}
          problem={simulation.problem}
        />
      </div>

      <section class="card chart-card" aria-labelledby="parts-title">
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
              skName={LAB.sk}
              peek={peek}
            />
            {shown && <HotKeysTable sim={shown} />}
          </>
        ) : (
          <div class="empty big" data-testid="partitions-empty">
            {busy ? 'Generating…' : 'No data yet. Generate a data set (step 1) to see how it spreads over partitions.'}
          </div>
        )}
      </section>

      {sim && cmp && ws && <ShardingPanel cmp={cmp} before={sim.Partitions} after={ws.After.Partitions} />}
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
