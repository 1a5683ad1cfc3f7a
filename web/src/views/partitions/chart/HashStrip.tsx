// The hash strip under the partition columns: the engine's item histogram as a density
// line, every partition key (or the engine's sample) as a dot at its hash position, the
// hot-key and shard markers, partition boundaries and the hash axis.
import type { Column, PlacedDot } from './geometry';
import type { PlacedMarker } from './markerPlacement';
import type { Marker } from './markers';
import { DENSITY_H, HEAD_H, STRIP_H } from './layout';
import type { ChartPartition } from './types';

interface Props {
  plotW: number;
  top: number;
  columns: readonly Column[];
  partitions: readonly ChartPartition[];
  histogram: readonly number[];
  placed: readonly PlacedDot[];
  markers: readonly Marker[];
  placedMarkers: readonly PlacedMarker[];
  /** The partitions highlighted by the hover, [first, last]. */
  hot: [number, number] | null;
  hoverDot: PlacedDot | null;
  mapping: boolean;
}

function densityPath(hist: readonly number[], plotW: number, base: number): string {
  const max = Math.max(1, ...hist);
  const bw = plotW / hist.length;
  let d = `M0,${base}`;
  hist.forEach((v, i) => {
    const h = (v / max) * DENSITY_H;
    d += ` L${i * bw},${base - h} L${(i + 1) * bw},${base - h}`;
  });
  return `${d} L${plotW},${base} Z`;
}

function MarkerShape({ m, p }: { m: Marker; p: PlacedMarker }) {
  if (m.kind === 'hot') {
    return (
      <g class="marker hot" data-testid="hot-marker">
        <circle cx={p.x} cy={p.y} r={p.r} />
        <text x={p.x + (p.endAnchor ? -11 : 11)} y={p.y + 4} text-anchor={p.endAnchor ? 'end' : 'start'}>
          {m.label}
        </text>
      </g>
    );
  }
  return (
    <g class="marker shard" data-testid="shard-marker">
      <rect x={p.x - 4} y={p.y - 4} width={8} height={8} transform={`rotate(45 ${p.x} ${p.y})`} />
      <text x={p.x} y={p.y - 8} text-anchor="middle">{m.label}</text>
    </g>
  );
}

function Axis({ plotW, top, columns, partitions }: Pick<Props, 'plotW' | 'top' | 'columns' | 'partitions'>) {
  const y = top + STRIP_H + 18;
  return (
    <g class="axis">
      <text x={0} y={y} text-anchor="start">0</text>
      <text x={plotW} y={y} text-anchor="end">2⁶⁴ − 1</text>
      {columns.map((c) =>
        c.index === 0 || c.x1 - c.x0 < 70 || plotW - c.x0 < 60 ? null : (
          <text key={c.index} x={c.x0} y={y} text-anchor="middle">
            {`${(partitions[c.index] as ChartPartition).HashRangeStart.slice(0, 4)}…`}
          </text>
        ),
      )}
    </g>
  );
}

export function HashStrip(props: Props) {
  const { plotW, top, columns, hot } = props;
  const inHot = (i: number) => hot !== null && i >= hot[0] && i <= hot[1];
  return (
    <>
      <rect class="strip-frame" x={0} y={top} width={plotW} height={STRIP_H} />
      {props.histogram.length > 0 && <path class="density" d={densityPath(props.histogram, plotW, top + STRIP_H)} />}
      {columns.map((c) => (c.index === 0 ? null : <line key={c.index} class="boundary" x1={c.x0} x2={c.x0} y1={HEAD_H - 4} y2={top + STRIP_H + 6} />))}
      <g class="dots" data-testid="hash-strip" data-dots={props.placed.length}>
        {props.placed.map((p, i) => (
          <circle key={i} class={hot ? (inHot(p.dot.partitions[0]) ? 'dot in' : 'dot out') : 'dot'} cx={p.x} cy={p.y} r={p.r} />
        ))}
      </g>
      {props.placedMarkers.map((p, i) => (
        <MarkerShape key={`m${i}`} m={props.markers[i] as Marker} p={p} />
      ))}
      {props.hoverDot && <circle class="dot-ring" cx={props.hoverDot.x} cy={props.hoverDot.y} r={props.hoverDot.r + 3.5} />}
      {props.mapping && (
        <text class="strip-note" x={plotW / 2} y={top + STRIP_H / 2} text-anchor="middle">
          placing keys in the hash space…
        </text>
      )}
      <Axis plotW={plotW} top={top} columns={columns} partitions={props.partitions} />
    </>
  );
}
