// The numbers above the partition chart: items, size, keys, partitions, throttling and
// the table's own limits, and the notes on spare capacity, splits and refused splits.
import type { DescribePartitionsResponse, Load, SimulateLoadResponse, Simulation } from '@wasm/types';
import { fmtBytes, fmtInt, fmtPct, fmtUnits } from '../format';

const REFUSAL: Record<string, string> = {
  SINGLE_ITEM: 'one item carries the load: a split cannot divide it',
  SINGLE_HOT_ITEM: 'one hot item carries the load: a split cannot divide it',
  SEQUENTIAL_KEY: 'writes append to one sequential key: the new half would take them all',
  LSI_ITEM_COLLECTION: 'an item collection with a local secondary index cannot be split',
  PARTITION_LIMIT: 'the partition count limit was reached',
};

interface Props {
  layout: DescribePartitionsResponse;
  distinctKeys: number;
  /** The simulation shown (the sharded one in the sharded view), and the response it came in. */
  shown: Simulation | null;
  sim: SimulateLoadResponse | null;
  partitionCount: number;
}

export function PartitionStats({ layout, distinctKeys, shown, sim, partitionCount }: Props) {
  const throttled = shown ? shown.Partitions.filter((p) => p.Throttled).length : 0;
  const table = shown?.Table;
  return (
    <>
      <div class="stats pstats" data-testid="partition-stats">
        <Stat label="Items" value={fmtInt(layout.ItemCount)} />
        <Stat label="Size" value={fmtBytes(layout.SizeBytes)} />
        <Stat label="Partition keys" value={fmtInt(distinctKeys)} />
        <Stat label="Partitions" value={fmtInt(partitionCount)} testId="stat-partitions" />
        {shown && <Stat label="Throttled" value={`${throttled} of ${partitionCount}`} tone={throttled > 0 ? 'bad' : 'ok'} testId="stat-throttled" />}
        {shown && sim && table && (
          <>
            <TableStat label="Table reads" load={table} kind="read" limit={sim.TableReadLimit} reached={table.ReadLimitReached} />
            <TableStat label="Table writes" load={table} kind="write" limit={sim.TableWriteLimit} reached={table.WriteLimitReached} />
          </>
        )}
      </div>
      {shown?.ThrottledWithSpareCapacity && sim && <SpareCapacity sim={shown} readLimit={sim.TableReadLimit} writeLimit={sim.TableWriteLimit} />}
      {shown && <SplitNotes shown={shown} initial={sim?.InitialPartitionCount ?? layout.InitialPartitionCount} />}
    </>
  );
}

function SplitNotes({ shown, initial }: { shown: Simulation; initial: number }) {
  return (
    <>
      {shown.RefusedSplits.length > 0 && (
        <div class="callout neutral slim">
          <strong>Split for heat refused:</strong>{' '}
          {shown.RefusedSplits.map((r) => `partition ${r.Partition}: ${REFUSAL[r.Reason] ?? r.Reason}`).join('; ')}.
        </div>
      )}
      {shown.Splits.length > 0 && (
        <p class="muted small">
          {shown.Splits.length} split{shown.Splits.length === 1 ? '' : 's'} ({[...new Set(shown.Splits.map((s) => s.Cause.toLowerCase()))].join(', ')}):{' '}
          {shown.Partitions.length} partitions from {initial}.
        </p>
      )}
    </>
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
