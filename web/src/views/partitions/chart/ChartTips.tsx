// The chart's tooltips: a key (its engine hash position, partitions and item collection)
// or a partition (its range, items, keys and load).
import { fmtBytes, fmtInt, fmtPct, fmtUnits, plural } from '../format';
import type { KeyDot } from '../keys';
import type { Marker } from './markers';
import type { ChartPartition, PeekState } from './types';

export function KeyTip({ dot, marker, peek, skName }: { dot: KeyDot; marker: Marker | null; peek: PeekState; skName: string }) {
  const [first, last] = dot.partitions;
  const where = first === last ? `partition ${first}` : `partitions ${first}–${last}`;
  const loaded = peek && typeof peek === 'object' ? peek : null;
  return (
    <>
      <div class="ptip-title mono" data-testid="tip-key">{dot.value}</div>
      <div class="ptip-sub">
        hash <span class="mono">{dot.hash}</span> → <strong>{where}</strong>
      </div>
      {marker && <div class="ptip-line">{marker.detail}</div>}
      <div class="ptip-line">
        Item collection: {loaded ? <strong data-testid="tip-count">{plural(dot.items, 'item')}</strong> : <strong>{plural(dot.items, 'item')}</strong>}
      </div>
      {peek === 'loading' && <div class="ptip-muted">reading the item collection…</div>}
      {loaded && loaded.first.length > 0 && (
        <ol class="ptip-items">
          {loaded.first.map((it, i) => {
            const v = it[skName];
            return <li key={i} class="mono">{v && 'S' in v ? v.S : JSON.stringify(v)}</li>;
          })}
          {dot.items > loaded.first.length && <li class="ptip-muted">… {fmtInt(dot.items - loaded.first.length)} more, in sort-key order</li>}
        </ol>
      )}
    </>
  );
}

function LoadLine({ p, kind }: { p: ChartPartition; kind: 'read' | 'write' }) {
  const demand = (kind === 'read' ? p.ReadDemand : p.WriteDemand) ?? 0;
  const served = (kind === 'read' ? p.ReadServed : p.WriteServed) ?? 0;
  const lost = (kind === 'read' ? p.ReadThrottledFraction : p.WriteThrottledFraction) ?? 0;
  return (
    <tr>
      <th>{kind}s</th>
      <td colSpan={3}>
        {fmtUnits(demand)} {kind === 'read' ? 'RCU' : 'WCU'}/s wanted, {fmtUnits(served)} served
        {lost > 0 && <span class="bad-text"> ({fmtPct(lost)} throttled)</span>}
      </td>
    </tr>
  );
}

export function PartitionTip({ p, simulated }: { p: ChartPartition; simulated: boolean }) {
  return (
    <>
      <div class="ptip-title">
        Partition {p.Index}
        {p.Throttled && <span class="pill bad">throttled</span>}
      </div>
      <div class="ptip-sub mono">
        {p.HashRangeStart} – {p.HashRangeEnd}
      </div>
      <table class="ptip-table">
        <tbody>
          <tr><th>items</th><td>{fmtInt(p.ItemCount)}</td><th>size</th><td>{fmtBytes(p.SizeBytes)}</td></tr>
          <tr><th>keys</th><td colSpan={3}>{fmtInt(p.PartitionKeyCount)} partition key values</td></tr>
          {simulated && (
            <>
              <LoadLine p={p} kind="read" />
              <LoadLine p={p} kind="write" />
            </>
          )}
        </tbody>
      </table>
      {p.StartKey && <div class="ptip-muted">starts inside an item collection (a split at a sort key)</div>}
    </>
  );
}
