// One column per partition along the hash space: items, bytes, read and write demand
// against the per-partition limit lines, throttled partitions marked; under it the
// hash strip with every partition key (or the engine's sample) as a dot at its hash
// position. Hovering a key highlights the partitions the engine says hold it and shows
// its item collection.
import { useMemo, useState } from 'preact/hooks';
import { fmtBytes, fmtCompact, fmtInt, plural } from '../format';
import { columnAt, columnsOf, nearestDot, placeDots, type PlacedDot } from './geometry';
import type { KeyMap } from '../keys';
import { placeMarkers } from './markerPlacement';
import type { Marker } from './markers';
import { demandAxisMax, niceCeil } from './scale';
import { DemandRow, RowLabel, SimpleRow } from './BarRows';
import { GUTTER_L, GUTTER_R, HEAD_H, LAYOUT, STRIP_H } from './layout';
import { KeyTip, PartitionTip } from './ChartTips';
import { ColumnBackgrounds, ColumnHeads } from './Columns';
import { HashStrip } from './HashStrip';
import type { ChartPartition, Peek } from './types';
import { usePeekCache } from './usePeekCache';
import { useWidth } from './useWidth';

interface Props {
  partitions: readonly ChartPartition[];
  simulated: boolean;
  /** One partition's limits (the engine's), where the limit lines are drawn. */
  readLimit: number;
  writeLimit: number;
  keymap: KeyMap | null;
  /** The keys are being placed (no dots yet). */
  mapping: boolean;
  markers: readonly Marker[];
  skName: string;
  peek: (key: string) => Promise<Peek>;
}

type Hover = { kind: 'key' | 'marker' | 'partition'; index: number } | null;

function maxOf(parts: readonly ChartPartition[], f: (p: ChartPartition) => number, floor: number): number {
  return Math.max(floor, ...parts.map(f));
}

function useAxes(parts: readonly ChartPartition[], readLimit: number, writeLimit: number) {
  return useMemo(() => {
    const maxRead = maxOf(parts, (p) => p.ReadDemand ?? 0, 0);
    const maxWrite = maxOf(parts, (p) => p.WriteDemand ?? 0, 0);
    return {
      maxRead,
      maxWrite,
      read: demandAxisMax(maxRead, readLimit),
      write: demandAxisMax(maxWrite, writeLimit),
      items: niceCeil(maxOf(parts, (p) => p.ItemCount, 1)),
      bytes: niceCeil(maxOf(parts, (p) => p.SizeBytes, 1)),
    };
  }, [parts, readLimit, writeLimit]);
}

export function PartitionChart(props: Props) {
  const [wrapRef, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<Hover>(null);
  const plotW = Math.max(100, width - GUTTER_L - GUTTER_R);
  const { rows, stripTop, dotsTop, dotsH, total } = LAYOUT;
  const parts = props.partitions;
  const columns = useMemo(() => columnsOf(parts, plotW), [parts, plotW]);
  const placed: PlacedDot[] = useMemo(() => (props.keymap ? placeDots(props.keymap.dots, plotW, dotsTop, dotsH) : []), [props.keymap, plotW]);
  const placedMarkers = useMemo(() => placeMarkers(props.markers, plotW, dotsTop, dotsH), [props.markers, plotW]);
  const axes = useAxes(parts, props.readLimit, props.writeLimit);

  const hoverDot = hover?.kind === 'key' ? placed[hover.index] ?? null : hover?.kind === 'marker' ? placedMarkers[hover.index] ?? null : null;
  const hoverMarker = hover?.kind === 'marker' ? props.markers[hover.index] ?? null : null;
  const hot: [number, number] | null = hoverDot ? hoverDot.dot.partitions : hover?.kind === 'partition' ? [hover.index, hover.index] : null;
  const peek = usePeekCache(hoverDot?.dot.value, props.peek, props.keymap);

  function onMove(e: MouseEvent) {
    const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
    const x = e.clientX - box.left - GUTTER_L;
    const y = e.clientY - box.top;
    if (y >= stripTop && y <= stripTop + STRIP_H) {
      const m = nearestDot(placedMarkers, x, y, 8);
      if (m >= 0) return setHover({ kind: 'marker', index: m });
      const k = nearestDot(placed, x, y, 9);
      if (k >= 0) return setHover({ kind: 'key', index: k });
    }
    const c = columnAt(columns, x);
    if (c >= 0 && y >= 0 && y < stripTop + STRIP_H) return setHover({ kind: 'partition', index: c });
    setHover(null);
  }

  const throttled = parts.filter((p) => p.Throttled).length;
  const label = `${plural(parts.length, 'partition')}${props.simulated ? `, ${throttled} throttled` : ''}`;
  const hovered = hover?.kind === 'partition' ? parts[hover.index] : undefined;
  const tipX = hoverDot ? hoverDot.x : hover?.kind === 'partition' ? ((columns[hover.index]?.x0 ?? 0) + (columns[hover.index]?.x1 ?? 0)) / 2 : 0;
  const row = { columns, partitions: parts, plotW };
  const keys = props.keymap;

  return (
    <div class="pchart" ref={wrapRef} data-testid="partition-chart">
      {width > 0 && (
        <svg width={width} height={total} role="img" aria-label={`Partitions: ${label}`} onMouseMove={onMove} onMouseLeave={() => setHover(null)} data-testid="partition-svg">
          <defs>
            <pattern id="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
              <rect width="6" height="6" class="hatch-bg" />
              <line x1="0" y1="0" x2="0" y2="6" class="hatch-line" />
            </pattern>
          </defs>
          <g transform={`translate(${GUTTER_L},0)`}>
            <ColumnBackgrounds columns={columns} partitions={parts} height={stripTop + STRIP_H} inHot={(i) => hot !== null && i >= hot[0] && i <= hot[1]} />
            <ColumnHeads columns={columns} partitions={parts} />
            <SimpleRow {...row} row={rows.items} axis={axes.items} kind="items" />
            <SimpleRow {...row} row={rows.size} axis={axes.bytes} kind="size" />
            <DemandRow {...row} row={rows.reads} axis={axes.read} kind="read" limit={props.readLimit} simulated={props.simulated} max={axes.maxRead} />
            <DemandRow {...row} row={rows.writes} axis={axes.write} kind="write" limit={props.writeLimit} simulated={props.simulated} max={axes.maxWrite} />
            <HashStrip
              plotW={plotW}
              top={stripTop}
              columns={columns}
              partitions={parts}
              histogram={keys?.histogram ?? []}
              placed={placed}
              markers={props.markers}
              placedMarkers={placedMarkers}
              hot={hot}
              hoverDot={hoverDot}
              mapping={props.mapping}
            />
          </g>
          {/* Row labels in the left gutter. */}
          <g transform={`translate(${GUTTER_L},0)`}>
            <RowLabel row={rows.items} title="Items" sub={`0 – ${fmtCompact(axes.items)}`} />
            <RowLabel row={rows.size} title="Size" sub={`0 – ${fmtBytes(axes.bytes)}`} />
            <RowLabel row={rows.reads} title="Read demand" sub={`RCU/s · 0 – ${fmtCompact(axes.read)}`} />
            <RowLabel row={rows.writes} title="Write demand" sub={`WCU/s · 0 – ${fmtCompact(axes.write)}`} />
            <text x={-14} y={stripTop + 40} text-anchor="end" class="row-title">Hash space</text>
            <text x={-14} y={stripTop + 55} text-anchor="end" class="row-sub">
              {keys ? (keys.complete ? `every key (${fmtInt(keys.dots.length)})` : `${fmtInt(keys.dots.length)} sampled keys`) : 'keys'}
            </text>
            <text x={-14} y={stripTop + 70} text-anchor="end" class="row-sub">dot size = items</text>
            <text x={-14} y={stripTop + STRIP_H - 8} text-anchor="end" class="row-sub">item density</text>
          </g>
        </svg>
      )}

      {(hoverDot || hovered) && (
        <div
          class="ptip"
          data-testid="chart-tooltip"
          style={{ left: `${Math.min(Math.max(GUTTER_L + tipX - 150, 8), width - 308)}px`, top: `${hoverDot ? hoverDot.y + 16 : HEAD_H + 4}px` }}
        >
          {hoverDot ? <KeyTip dot={hoverDot.dot} marker={hoverMarker} peek={peek} skName={props.skName} /> : hovered ? <PartitionTip p={hovered} simulated={props.simulated} /> : null}
        </div>
      )}
    </div>
  );
}
