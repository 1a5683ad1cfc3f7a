// The partition columns: backgrounds (throttled ones tinted, the hovered key's partitions
// highlighted) and the headers with their THROTTLED badges.
import { fmtPct } from '../format';
import type { Column } from './geometry';
import { MIN_LABEL_W } from './layout';
import type { ChartPartition } from './types';

interface Props {
  columns: readonly Column[];
  partitions: readonly ChartPartition[];
}

export function ColumnBackgrounds({ columns, partitions, height, inHot }: Props & { height: number; inHot: (i: number) => boolean }) {
  return (
    <>
      {columns.map((c) => {
        const p = partitions[c.index] as ChartPartition;
        return (
          <rect
            key={c.index}
            class={`col-bg${p.Throttled ? ' throttled' : ''}${c.index % 2 ? ' odd' : ''}${inHot(c.index) ? ' hot' : ''}`}
            x={c.x0}
            width={Math.max(0, c.x1 - c.x0)}
            y={0}
            height={height}
          />
        );
      })}
    </>
  );
}

function Badge({ c, p }: { c: Column; p: ChartPartition }) {
  const w = c.x1 - c.x0;
  const mid = (c.x0 + c.x1) / 2;
  if (w < 40) return <circle class="throttle-dot" cx={mid} cy={31} r={3.5} />;
  const tf = Math.max(p.WriteThrottledFraction ?? 0, p.ReadThrottledFraction ?? 0);
  const bw = Math.min(w - 8, 150);
  return (
    <g class="throttle-badge" data-testid="throttled-label">
      <rect x={mid - bw / 2} y={23} width={bw} height={17} rx={8.5} />
      <text x={mid} y={35} text-anchor="middle">
        {w >= 150 ? `THROTTLED · ${fmtPct(tf)} lost` : 'THROTTLED'}
      </text>
    </g>
  );
}

export function ColumnHeads({ columns, partitions }: Props) {
  return (
    <>
      {columns.map((c) => {
        const p = partitions[c.index] as ChartPartition;
        const w = c.x1 - c.x0;
        const every = Math.max(1, Math.ceil(MIN_LABEL_W / Math.max(1, w)));
        return (
          <g
            key={c.index}
            class="col-head"
            data-testid="partition-col"
            data-index={c.index}
            data-throttled={p.Throttled ? 'true' : 'false'}
            data-items={p.ItemCount}
            data-write-demand={p.WriteDemand ?? ''}
          >
            {c.index % every === 0 && (
              <text class="col-name" x={(c.x0 + c.x1) / 2} y={16} text-anchor="middle">
                {w >= 90 ? `Partition ${c.index}` : `P${c.index}`}
              </text>
            )}
            {p.Throttled && <Badge c={c} p={p} />}
          </g>
        );
      })}
    </>
  );
}
