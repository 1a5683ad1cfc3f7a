// The bar rows of the partition chart: items and size per partition, and read and write
// demand against the per-partition limit line (the limit is the engine's).
import { fmtBytes, fmtCompact, fmtInt, fmtMultiple, fmtUnits } from '../format';
import type { Column } from './geometry';
import { LABEL_ROOM, MIN_LABEL_W, type Row } from './layout';
import type { ChartPartition } from './types';

interface RowProps {
  row: Row;
  columns: readonly Column[];
  partitions: readonly ChartPartition[];
  plotW: number;
  axis: number;
}

function Baseline({ row, plotW }: { row: Row; plotW: number }) {
  return <line class="baseline" x1={0} x2={plotW} y1={row.top + row.height} y2={row.top + row.height} />;
}

export function SimpleRow({ row, columns, partitions, plotW, axis, kind }: RowProps & { kind: 'items' | 'size' }) {
  return (
    <g class={`row row-${kind}`}>
      <Baseline row={row} plotW={plotW} />
      {columns.map((c) => {
        const p = partitions[c.index] as ChartPartition;
        const v = kind === 'items' ? p.ItemCount : p.SizeBytes;
        const h = (v / axis) * (row.height - LABEL_ROOM);
        return (
          <g key={c.index}>
            <rect class={`bar bar-${kind}`} x={c.barX} width={c.barW} y={row.top + row.height - h} height={h} />
            {c.barW >= MIN_LABEL_W && (
              <text class="bar-value" x={c.barX + c.barW / 2} y={row.top + row.height - h - 4} text-anchor="middle">
                {kind === 'items' ? fmtCompact(v) : fmtBytes(v)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

function DemandBar({ c, p, kind, y, bottom, limit }: { c: Column; p: ChartPartition; kind: 'read' | 'write'; y: (v: number) => number; bottom: number; limit: number }) {
  const demand = (kind === 'read' ? p.ReadDemand : p.WriteDemand) ?? 0;
  const served = (kind === 'read' ? p.ReadServed : p.WriteServed) ?? 0;
  if (demand <= 0) return null;
  const over = demand - served > 1e-9;
  return (
    <g>
      <rect class={`bar served-${kind}`} x={c.barX} width={c.barW} y={y(served)} height={bottom - y(served)} />
      {over && (
        <>
          <rect class="bar throttled-fill" x={c.barX} width={c.barW} y={y(demand)} height={y(served) - y(demand)} />
          <rect class="bar throttled-hatch" x={c.barX} width={c.barW} y={y(demand)} height={y(served) - y(demand)} />
        </>
      )}
      {c.barW >= MIN_LABEL_W - 8 && (
        <text class={`bar-value${over ? ' over' : ''}`} x={c.barX + c.barW / 2} y={y(demand) - 5} text-anchor="middle">
          {fmtUnits(demand)}
          {over && c.barW >= 90 ? ` · ${fmtMultiple(demand, limit)}` : ''}
        </text>
      )}
    </g>
  );
}

export function DemandRow(props: RowProps & { kind: 'read' | 'write'; limit: number; simulated: boolean; max: number }) {
  const { row, columns, partitions, plotW, axis, kind, limit, simulated } = props;
  const bottom = row.top + row.height;
  const y = (v: number) => bottom - (Math.min(v, axis) / axis) * (row.height - LABEL_ROOM);
  const limitY = y(limit);
  const noun = kind === 'read' ? 'read' : 'write';
  return (
    <g class={`row row-${kind}`}>
      <Baseline row={row} plotW={plotW} />
      {simulated && columns.map((c) => <DemandBar key={c.index} c={c} p={partitions[c.index] as ChartPartition} kind={kind} y={y} bottom={bottom} limit={limit} />)}
      <line class="limit-line" x1={0} x2={plotW} y1={limitY} y2={limitY} />
      <text class="limit-label" x={plotW + 6} y={limitY - 2}>
        limit
      </text>
      <text class="limit-label" x={plotW + 6} y={limitY + 10}>
        {fmtInt(limit)} {kind === 'read' ? 'RCU' : 'WCU'}/s
      </text>
      {(!simulated || props.max === 0) && (
        <text class="row-empty" x={plotW / 2} y={row.top + row.height / 2 + 4} text-anchor="middle">
          {simulated ? `no ${noun}s in this load` : `run a load simulation to see ${noun} demand`}
        </text>
      )}
    </g>
  );
}

export function RowLabel({ row, title, sub }: { row: Row; title: string; sub: string }) {
  return (
    <g class="row-label">
      <text x={-14} y={row.top + row.height / 2 - 3} text-anchor="end" class="row-title">{title}</text>
      <text x={-14} y={row.top + row.height / 2 + 12} text-anchor="end" class="row-sub">{sub}</text>
    </g>
  );
}
