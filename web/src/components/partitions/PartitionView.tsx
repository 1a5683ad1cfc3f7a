// The partition view: generate a data set, place it on partitions, put load on it, and
// compare a write-sharded key design. Every engine call goes through the worker.
import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { keyText } from '../../ddb/attr';
import type { EngineClient } from '../../engine/client';
import { EngineCallError } from '../../engine/ops';
import { generateDataset, LAB } from '../../partitions/dataset';
import { fmtBytes, fmtInt, fmtPct, fmtUnits } from '../../partitions/format';
import { checkGenerator, DEFAULT_GENERATOR, renderKey, type GeneratorForm } from '../../partitions/generator';
import { countCollection, dotOf, mapKeys, type Exec, type KeyMap } from '../../partitions/keymap';
import {
  buildSimulateRequest,
  defaultLoad,
  firstHotKey,
  hotKeyPreset,
  PARTITION_READ_LIMIT,
  PARTITION_WRITE_LIMIT,
  zipfPreset,
  type LoadForm,
} from '../../partitions/load';
import { compareSharding, heatOf } from '../../partitions/sharding';
import { parsePosition, positionFraction } from '../../partitions/hashspace';
import type { DescribePartitionsResponse, Load, SimulateLoadResponse, Simulation } from '@wasm/types';
import type { Problem } from '../ErrorBox';
import { GeneratorPanel, type Progress } from './GeneratorPanel';
import { LoadPanel } from './LoadPanel';
import { PartitionChart, type ChartPartition, type Marker, type Peek } from './PartitionChart';
import { ShardingPanel } from './ShardingPanel';

const IDLE: Progress = { phase: 'idle', fraction: 0, text: '' };

function describe(e: unknown): Problem {
  if (e instanceof EngineCallError) return { kind: 'engine', error: e.error };
  return { kind: 'local', title: 'Engine unavailable', message: e instanceof Error ? e.message : String(e) };
}

const REFUSAL: Record<string, string> = {
  SINGLE_ITEM: 'one item carries the load: a split cannot divide it',
  SINGLE_HOT_ITEM: 'one hot item carries the load: a split cannot divide it',
  SEQUENTIAL_KEY: 'writes append to one sequential key: the new half would take them all',
  LSI_ITEM_COLLECTION: 'an item collection with a local secondary index cannot be split',
  PARTITION_LIMIT: 'the partition count limit was reached',
};

interface Props {
  client: EngineClient;
  ready: boolean;
}

export function PartitionView({ client, ready }: Props) {
  const exec: Exec = useCallback(<Op extends string>(op: Op, req: object) => client.execute(op, req), [client]);
  const [genForm, setGenForm] = useState<GeneratorForm>(DEFAULT_GENERATOR);
  const [loadForm, setLoadForm] = useState<LoadForm>(() => defaultLoad(renderKey(DEFAULT_GENERATOR.pkTemplate, 0)));
  const [progress, setProgress] = useState<Progress>(IDLE);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);
  const [genResult, setGenResult] = useState<Parameters<typeof GeneratorPanel>[0]['result']>(null);
  const [genProblem, setGenProblem] = useState<Problem | null>(null);
  const [layout, setLayout] = useState<DescribePartitionsResponse | null>(null);
  const [keymap, setKeymap] = useState<KeyMap | null>(null);
  const [sim, setSim] = useState<SimulateLoadResponse | null>(null);
  const [simProblem, setSimProblem] = useState<Problem | null>(null);
  const [simRunning, setSimRunning] = useState(false);
  const [view, setView] = useState<'before' | 'after'>('before');

  const busy = progress.phase !== 'idle';

  async function simulate(form: LoadForm): Promise<void> {
    const req = buildSimulateRequest(LAB.table, LAB.pk, form);
    if (!req.ok) {
      setSimProblem({ kind: 'local', title: 'Check the load form', message: req.message });
      return;
    }
    setSimRunning(true);
    try {
      const r = await exec('keyscape:SimulateLoad', req.value);
      if (!r.ok) {
        setSimProblem({ kind: 'engine', error: r.error });
        return;
      }
      setSimProblem(null);
      setSim(r.body);
      if (!r.body.WriteSharding) setView('before');
    } catch (e) {
      setSimProblem(describe(e));
    } finally {
      setSimRunning(false);
    }
  }

  async function generate(): Promise<void> {
    const spec = checkGenerator(genForm);
    if (!spec.ok) {
      setGenProblem({ kind: 'local', title: 'Check the generator form', message: spec.message });
      return;
    }
    setGenProblem(null);
    setSimProblem(null);
    stopRef.current = false;
    setStopping(false);
    const t0 = performance.now();
    setProgress({ phase: 'generating', fraction: 0, text: `0 / ${fmtInt(spec.value.count)}` });
    try {
      const result = await generateDataset(exec, spec.value, {
        onProgress: (done, total) => setProgress({ phase: 'generating', fraction: total ? done / total : 1, text: `${fmtInt(done)} / ${fmtInt(total)} items` }),
        shouldStop: () => stopRef.current,
      });
      setSim(null);
      setKeymap(null);
      setView('before');
      setProgress({ phase: 'describing', fraction: 1, text: '' });
      const req: Record<string, unknown> = { TableName: LAB.table };
      const count = Number(loadForm.partitionCount);
      if (loadForm.partitionCount.trim() && Number.isSafeInteger(count) && count >= 1 && count <= 65_536) req['PartitionCount'] = count;
      const d = await exec('keyscape:DescribePartitions', req);
      if (!d.ok) throw new EngineCallError('keyscape:DescribePartitions', d.error);
      setLayout(d.body);
      const distinct = d.body.Partitions.reduce((a, p) => a + p.PartitionKeyCount, 0);
      let shown = -1;
      // Skewed generators put most items on the lowest key indices: make sure a sample shows them.
      const extraKeys =
        spec.value.partitionKey.Distribution === 'UNIFORM'
          ? []
          : Array.from({ length: Math.min(20, spec.value.partitionKey.KeyCount) }, (_, i) => renderKey(spec.value.partitionKey.Template, i));
      const map = await mapKeys(exec, LAB, distinct, {
        extraKeys,
        onProgress: (f) => {
          const pct = Math.floor(f * 100);
          if (pct !== shown) {
            shown = pct;
            setProgress({ phase: 'mapping', fraction: f, text: `${pct}%` });
          }
        },
      });
      setKeymap(map);
      setGenResult({ ...result, elapsedMs: performance.now() - t0, distinctKeys: distinct });
      // Keep the load pointed at keys that exist in the new data set.
      const key0 = renderKey(spec.value.partitionKey.Template, 0);
      let form = loadForm;
      if (!map.dots.some((k) => k.value === form.sharding.key) && map.dots.some((k) => k.value === key0)) {
        form = {
          ...form,
          patterns: form.patterns.map((p) => (p.distribution === 'HOT_KEY' ? { ...p, hotKey: key0 } : p)),
          sharding: { ...form.sharding, key: key0 },
        };
        setLoadForm(form);
      }
      setProgress({ phase: 'simulating', fraction: 1, text: '' });
      if (buildSimulateRequest(LAB.table, LAB.pk, form).ok) await simulate(form);
    } catch (e) {
      setGenProblem(describe(e));
    } finally {
      setProgress(IDLE);
      setStopping(false);
    }
  }

  function preset(name: 'hot' | 'zipf' | 'uniform') {
    const top = keymap?.dots.reduce<string | undefined>((best, d, _i, all) => {
      const b = all.find((x) => x.value === best);
      return !b || d.items > b.items ? d.value : best;
    }, undefined);
    const key0 = renderKey(genForm.pkTemplate, 0);
    const hot = keymap?.dots.some((d) => d.value === key0) ? key0 : top ?? key0;
    const f = name === 'hot' ? hotKeyPreset(hot) : name === 'zipf' ? zipfPreset(hot) : defaultLoad(hot);
    setLoadForm(f);
    setSimProblem(null);
  }

  const peek = useCallback(
    async (key: string): Promise<Peek> => {
      const r = await exec('Query', {
        TableName: LAB.table,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': LAB.pk },
        ExpressionAttributeValues: { ':pk': { S: key } },
        Limit: 4,
      });
      if (!r.ok) throw new EngineCallError('Query', r.error);
      const count = await countCollection(exec, LAB, key);
      return { count, first: r.body.Items ?? [] };
    },
    [exec],
  );

  const hasData = !!layout && layout.ItemCount > 0;
  const ws = sim?.WriteSharding;
  const shown: Simulation | null = sim ? (view === 'after' && ws ? ws.After : sim) : null;
  const partitions: readonly ChartPartition[] = shown ? shown.Partitions : layout?.Partitions ?? [];
  const cmp = useMemo(() => (sim ? compareSharding(sim) : undefined), [sim]);

  const markers: Marker[] = useMemo(() => {
    if (!shown) return [];
    const out: Marker[] = [];
    // In the sharded view the shard keys get their own markers.
    const shardKeys = new Set(view === 'after' && ws ? ws.Shards.map((s) => keyText(Object.values(s.Key)[0])) : []);
    const hot = shown.HotKeys.filter((k) => heatOf(k) >= 0.25 && !shardKeys.has(keyText(Object.values(k.Key)[0]))).slice(0, 3);
    for (const k of hot) {
      const value = keyText(Object.values(k.Key)[0]);
      const load = k.WriteDemand / PARTITION_WRITE_LIMIT >= k.ReadDemand / PARTITION_READ_LIMIT
        ? `${fmtUnits(k.WriteDemand)} WCU/s`
        : `${fmtUnits(k.ReadDemand)} RCU/s`;
      const lost = Math.max(k.WriteThrottledFraction, k.ReadThrottledFraction);
      out.push({
        kind: 'hot',
        dot: dotOf(value, 0),
        label: `${value} · ${load}`,
        detail: `Hot key: ${fmtUnits(k.ReadDemand)} RCU/s and ${fmtUnits(k.WriteDemand)} WCU/s${lost > 0 ? `, ${fmtPct(lost)} throttled` : ''}.`,
      });
    }
    if (view === 'after' && ws) {
      ws.Shards.forEach((s, i) => {
        const value = keyText(Object.values(s.Key)[0]);
        const position = parsePosition(s.HashPosition);
        out.push({
          kind: 'shard',
          dot: { value, position, fraction: positionFraction(position), items: s.ItemCount, lane: 0 },
          label: `#${i}`,
          detail: `Shard ${i} of ${ws.SuffixCount}: ${fmtInt(s.ItemCount)} items of ${keyText(Object.values(ws.Key)[0])} move here.`,
        });
      });
    }
    return out;
  }, [shown, view, ws]);

  const keyOptions = useMemo(
    () => (keymap ? [...keymap.dots].sort((a, b) => b.items - a.items).slice(0, 50).map((d) => d.value) : []),
    [keymap],
  );

  const throttled = partitions.filter((p) => p.Throttled).length;
  const table = shown?.Table;

  return (
    <div class="pview">
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

      <div class="columns pcols">
        <GeneratorPanel
          form={genForm}
          onChange={setGenForm}
          onGenerate={generate}
          onStop={() => {
            stopRef.current = true;
            setStopping(true);
          }}
          progress={progress}
          stopping={stopping}
          result={genResult}
          problem={genProblem}
        />
        <LoadPanel
          form={loadForm}
          onChange={(f) => {
            // The sharding key follows the hot key until the user sets it apart.
            const hk = firstHotKey(f);
            const prevHk = firstHotKey(loadForm);
            if (hk && f.sharding.key === prevHk && hk !== prevHk) f = { ...f, sharding: { ...f.sharding, key: hk } };
            setLoadForm(f);
          }}
          onRun={() => simulate(loadForm)}
          onPreset={preset}
          disabled={!ready || busy || !hasData}
          running={simRunning}
          hasData={hasData}
          keyOptions={keyOptions}
          problem={simProblem}
        />
      </div>

      <section class="card chart-card" aria-labelledby="parts-title">
        <header class="card-head">
          <div>
            <h2 id="parts-title">Partitions</h2>
            <p class="card-sub">
              One column per partition, as wide as its slice of the hash space. Hover a key to see its partition and
              item collection.
            </p>
          </div>
          {ws && (
            <div class="seg" role="group" aria-label="Key design shown">
              <button type="button" aria-pressed={view === 'before'} data-testid="view-before" onClick={() => setView('before')}>
                As designed
              </button>
              <button type="button" aria-pressed={view === 'after'} data-testid="view-after" onClick={() => setView('after')}>
                With {ws.SuffixCount} shards
              </button>
            </div>
          )}
        </header>

        {hasData && layout ? (
          <>
            <div class="stats pstats" data-testid="partition-stats">
              <Stat label="Items" value={fmtInt(layout.ItemCount)} />
              <Stat label="Size" value={fmtBytes(layout.SizeBytes)} />
              <Stat label="Partition keys" value={fmtInt(genResult?.distinctKeys ?? layout.Partitions.reduce((a, p) => a + p.PartitionKeyCount, 0))} />
              <Stat label="Partitions" value={fmtInt(partitions.length)} testId="stat-partitions" />
              {shown && (
                <Stat label="Throttled" value={`${throttled} of ${partitions.length}`} tone={throttled > 0 ? 'bad' : 'ok'} testId="stat-throttled" />
              )}
              {shown && sim && table && (
                <>
                  <TableStat label="Table reads" load={table} kind="read" limit={sim.TableReadLimit} reached={table.ReadLimitReached} />
                  <TableStat label="Table writes" load={table} kind="write" limit={sim.TableWriteLimit} reached={table.WriteLimitReached} />
                </>
              )}
            </div>
            {shown?.ThrottledWithSpareCapacity && sim && <SpareCapacity sim={shown} readLimit={sim.TableReadLimit} writeLimit={sim.TableWriteLimit} />}
            {shown && shown.RefusedSplits.length > 0 && (
              <div class="callout neutral slim">
                <strong>Split for heat refused:</strong>{' '}
                {shown.RefusedSplits.map((r) => `partition ${r.Partition}: ${REFUSAL[r.Reason] ?? r.Reason}`).join('; ')}.
              </div>
            )}
            {shown && shown.Splits.length > 0 && (
              <p class="muted small">
                {shown.Splits.length} split{shown.Splits.length === 1 ? '' : 's'} ({[...new Set(shown.Splits.map((s) => s.Cause.toLowerCase()))].join(', ')}):{' '}
                {partitions.length} partitions from {sim?.InitialPartitionCount ?? layout.InitialPartitionCount}.
              </p>
            )}
            <Legend sharded={view === 'after' && !!ws} />
            <PartitionChart
              partitions={partitions}
              simulated={!!shown}
              readLimit={sim?.PartitionReadLimit ?? PARTITION_READ_LIMIT}
              writeLimit={sim?.PartitionWriteLimit ?? PARTITION_WRITE_LIMIT}
              keymap={keymap}
              mapping={progress.phase === 'mapping' ? progress.fraction : null}
              markers={markers}
              skName={LAB.sk}
              peek={peek}
            />
            {shown && <HotKeys sim={shown} />}
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

function SpareCapacity({ sim, readLimit, writeLimit }: { sim: Simulation; readLimit: number; writeLimit: number }) {
  const t = sim.Table;
  const writes = t.WriteThrottledFraction >= t.ReadThrottledFraction;
  const served = writes ? t.WriteServed : t.ReadServed;
  const limit = writes ? writeLimit : readLimit;
  const unit = writes ? 'WCU/s' : 'RCU/s';
  const hot = sim.Partitions.filter((p) => p.Throttled).map((p) => `P${p.Index}`);
  return (
    <div class="callout warn slim" data-testid="spare-capacity">
      <strong>Throttled with capacity to spare.</strong> The table serves {fmtUnits(served)} of the {fmtInt(limit)} {unit} it
      could, yet {hot.length === 1 ? `partition ${hot[0]?.slice(1)} throttles` : `partitions ${hot.join(', ')} throttle`}: the
      load is uneven. More table capacity alone does not fix that; a key design that spreads the load does.
    </div>
  );
}

function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: 'ok' | 'bad'; testId?: string }) {
  return (
    <div class={`stat${tone ? ` stat-${tone}` : ''}`} data-testid={testId}>
      <span class="stat-label">{label}</span>
      <span class="stat-value">{value}</span>
    </div>
  );
}

function TableStat({ label, load, kind, limit, reached }: { label: string; load: Load; kind: 'read' | 'write'; limit: number; reached: boolean }) {
  const demand = kind === 'read' ? load.ReadDemand : load.WriteDemand;
  const lost = kind === 'read' ? load.ReadThrottledFraction : load.WriteThrottledFraction;
  return (
    <div class={`stat wide${lost > 0 ? ' stat-bad' : ''}`} title={`Table limit ${fmtInt(limit)} ${kind === 'read' ? 'RCU' : 'WCU'}/s`}>
      <span class="stat-label">{label}</span>
      <span class="stat-value">
        {fmtUnits(demand)} <span class="stat-of">/ {fmtInt(limit)} {kind === 'read' ? 'RCU' : 'WCU'}/s</span>
      </span>
      <span class="stat-note">
        {lost > 0 ? `${fmtPct(lost)} throttled${reached ? ' · table limit reached' : ''}` : demand > 0 ? `${fmtPct(demand / limit)} of the table limit` : 'no load'}
      </span>
    </div>
  );
}

function Legend({ sharded }: { sharded: boolean }) {
  return (
    <ul class="legend" aria-label="Legend">
      <li><span class="sw sw-items" />items</li>
      <li><span class="sw sw-size" />size</li>
      <li><span class="sw sw-read" />reads served</li>
      <li><span class="sw sw-write" />writes served</li>
      <li><span class="sw sw-throttled" />throttled demand</li>
      <li><span class="sw sw-limit" />per-partition limit</li>
      <li><span class="sw sw-dot" />partition key (size = items)</li>
      <li><span class="sw sw-hot" />hot key</li>
      {sharded && <li><span class="sw sw-shard" />shard key</li>}
    </ul>
  );
}

function HotKeys({ sim }: { sim: Simulation }) {
  // Only worth a table when some key carries a real share of a partition's limit.
  const keys = sim.HotKeys.filter((k) => heatOf(k) >= 0.05).slice(0, 5);
  if (keys.length === 0) return null;
  return (
    <div class="hotkeys">
      <h3>Busiest keys</h3>
      <div class="table-wrap">
        <table class="items compact" data-testid="hot-keys">
          <thead>
            <tr>
              <th>Partition key</th>
              <th>Partition</th>
              <th class="num">Reads RCU/s</th>
              <th class="num">Writes WCU/s</th>
              <th class="num">Share of a partition's limit</th>
              <th class="num">Throttled</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => {
              const lost = Math.max(k.ReadThrottledFraction, k.WriteThrottledFraction);
              return (
                <tr key={JSON.stringify(k.Key)}>
                  <td class="key">{keyText(Object.values(k.Key)[0])}</td>
                  <td class="mono">{k.Partitions.map((p) => `P${p}`).join(', ')}</td>
                  <td class="num mono">{fmtUnits(k.ReadDemand)}</td>
                  <td class="num mono">{fmtUnits(k.WriteDemand)}</td>
                  <td class={`num mono${heatOf(k) > 1 ? ' bad-text' : ''}`}>{fmtPct(heatOf(k))}</td>
                  <td class={`num mono${lost > 0 ? ' bad-text' : ''}`}>{lost > 0 ? fmtPct(lost) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
