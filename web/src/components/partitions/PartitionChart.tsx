// One column per partition along the hash space: items, bytes, read and write demand
// against the per-partition limit lines, throttled partitions marked; under it the
// hash strip with every partition key (or a sample) as a dot at its hash position.
// Hovering a key highlights its partition and shows its item collection.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Item } from '../../ddb/attr';
import { fmtBytes, fmtCompact, fmtInt, fmtMultiple, fmtPct, fmtUnits, plural } from '../../partitions/format';
import { assignLanes, columnAt, columnsOf, boundariesOf, nearestDot, placeDots, type PlacedDot } from '../../partitions/geometry';
import { partitionsOf, positionHex } from '../../partitions/hashspace';
import type { KeyDot, KeyMap } from '../../partitions/keymap';
import { demandAxisMax, niceCeil } from '../../partitions/scale';
import type { PartitionInfo, SimulatedPartition } from '@wasm/types';
import { useWidth } from './useWidth';

export type ChartPartition = PartitionInfo & Partial<SimulatedPartition>;

export interface Marker {
  kind: 'hot' | 'shard';
  dot: KeyDot;
  label: string;
  detail: string;
}

export interface Peek {
  count: number;
  first: Item[];
}

interface Props {
  partitions: readonly ChartPartition[];
  simulated: boolean;
  readLimit: number;
  writeLimit: number;
  keymap: KeyMap | null;
  mapping: number | null;
  markers: readonly Marker[];
  skName: string;
  peek: (key: string) => Promise<Peek>;
}

const GUTTER_L = 138;
const GUTTER_R = 78;
const HEAD_H = 46;
/** Room above the tallest bar for its value label. */
const LABEL_ROOM = 15;
const ITEMS_H = 52;
const SIZE_H = 52;
const DEMAND_H = 92;
const ROW_GAP = 12;
const STRIP_GAP = 26;
const STRIP_H = 128;
const DENSITY_H = 26;
const AXIS_H = 28;

type Hover = { kind: 'key'; index: number } | { kind: 'marker'; index: number } | { kind: 'partition'; index: number } | null;

interface Row {
  key: string;
  top: number;
  height: number;
}

function rowsLayout(): { rows: Record<'items' | 'size' | 'reads' | 'writes', Row>; stripTop: number; total: number } {
  let y = HEAD_H;
  const mk = (key: string, h: number): Row => {
    const r = { key, top: y, height: h };
    y += h + ROW_GAP;
    return r;
  };
  const items = mk('items', ITEMS_H);
  const size = mk('size', SIZE_H);
  const reads = mk('reads', DEMAND_H);
  const writes = mk('writes', DEMAND_H);
  const stripTop = y - ROW_GAP + STRIP_GAP;
  return { rows: { items, size, reads, writes }, stripTop, total: stripTop + STRIP_H + AXIS_H };
}

const LAYOUT = rowsLayout();

function hexShort(hex: string): string {
  return `${hex.slice(0, 4)}…`;
}

export function PartitionChart(props: Props) {
  const [wrapRef, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<Hover>(null);
  const [peeks, setPeeks] = useState<Record<string, Peek | 'loading' | 'error'>>({});
  const peekTimer = useRef<number | undefined>(undefined);
  const plotW = Math.max(100, width - GUTTER_L - GUTTER_R);
  const { rows, stripTop, total } = LAYOUT;

  const columns = useMemo(() => columnsOf(props.partitions, plotW), [props.partitions, plotW]);
  const boundaries = useMemo(() => boundariesOf(props.partitions), [props.partitions]);
  const dotsTop = stripTop + 10;
  const dotsH = STRIP_H - DENSITY_H - 18;
  const placed: PlacedDot[] = useMemo(
    () => (props.keymap ? placeDots(props.keymap.dots, plotW, dotsTop, dotsH) : []),
    [props.keymap, plotW, dotsTop, dotsH],
  );
  // Markers sit in lanes so their labels do not overlap: hot keys along the top of the
  // strip, shard keys along the bottom.
  const placedMarkers: Array<PlacedDot & { endAnchor: boolean }> = useMemo(() => {
    const xs = props.markers.map((m) => m.dot.fraction * plotW);
    const labels = props.markers.map((m, i) => {
      const x = xs[i] as number;
      if (m.kind === 'shard') return { x0: x - 11, w: 22 };
      const w = m.label.length * 6.9 + 16;
      return x > plotW - 200 ? { x0: x - w, w } : { x0: x - 8, w };
    });
    const hot = props.markers.map((m) => m.kind === 'hot');
    const hotLanes = assignLanes(labels.filter((_, i) => hot[i]), 3);
    const shardLanes = assignLanes(labels.filter((_, i) => !hot[i]), 3);
    let h = 0;
    let sh = 0;
    return props.markers.map((m, i) => {
      const x = xs[i] as number;
      if (m.kind === 'hot') {
        const lane = hotLanes[h++] ?? 0;
        return { dot: m.dot, x, y: dotsTop + 8 + lane * 16, r: 7, endAnchor: x > plotW - 200 };
      }
      const lane = shardLanes[sh++] ?? 0;
      return { dot: m.dot, x, y: dotsTop + dotsH - 4 - lane * 17, r: 5.5, endAnchor: false };
    });
  }, [props.markers, plotW, dotsTop, dotsH]);

  const maxItems = Math.max(1, ...props.partitions.map((p) => p.ItemCount));
  const maxBytes = Math.max(1, ...props.partitions.map((p) => p.SizeBytes));
  const maxRead = Math.max(0, ...props.partitions.map((p) => p.ReadDemand ?? 0));
  const maxWrite = Math.max(0, ...props.partitions.map((p) => p.WriteDemand ?? 0));
  const readAxis = demandAxisMax(maxRead, props.readLimit);
  const writeAxis = demandAxisMax(maxWrite, props.writeLimit);
  const itemsAxis = niceCeil(maxItems);
  const bytesAxis = niceCeil(maxBytes);

  const hist = props.keymap?.histogram ?? [];
  const histMax = Math.max(1, ...hist);

  // The partition(s) and key the pointer is on.
  let hotColumns: [number, number] | null = null;
  let hoverDot: PlacedDot | null = null;
  let hoverMarker: Marker | null = null;
  if (hover?.kind === 'partition') hotColumns = [hover.index, hover.index];
  if (hover?.kind === 'key') hoverDot = placed[hover.index] ?? null;
  if (hover?.kind === 'marker') {
    hoverDot = placedMarkers[hover.index] ?? null;
    hoverMarker = props.markers[hover.index] ?? null;
  }
  if (hoverDot) hotColumns = partitionsOf(hoverDot.dot.position, boundaries);
  const inHot = (i: number) => hotColumns !== null && i >= hotColumns[0] && i <= hotColumns[1];

  const hoverKey = hover?.kind === 'key' || hover?.kind === 'marker' ? hoverDot?.dot.value : undefined;
  useEffect(() => {
    window.clearTimeout(peekTimer.current);
    if (!hoverKey || peeks[hoverKey]) return undefined;
    peekTimer.current = window.setTimeout(() => {
      setPeeks((p) => ({ ...p, [hoverKey]: 'loading' }));
      props.peek(hoverKey).then(
        (r) => setPeeks((p) => ({ ...p, [hoverKey]: r })),
        () => setPeeks((p) => ({ ...p, [hoverKey]: 'error' })),
      );
    }, 90);
    return () => window.clearTimeout(peekTimer.current);
  }, [hoverKey]);
  // Item collections change when the data set does.
  useEffect(() => setPeeks({}), [props.keymap]);

  function onMove(e: MouseEvent) {
    const svg = e.currentTarget as SVGSVGElement;
    const box = svg.getBoundingClientRect();
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

  const throttledCount = props.partitions.filter((p) => p.Throttled).length;
  const label = props.simulated
    ? `${plural(props.partitions.length, 'partition')}, ${throttledCount} throttled`
    : `${plural(props.partitions.length, 'partition')}`;

  // Labels only where there is room for them.
  const minLabelW = 46;

  const demandRow = (row: Row, kind: 'read' | 'write') => {
    const axis = kind === 'read' ? readAxis : writeAxis;
    const limit = kind === 'read' ? props.readLimit : props.writeLimit;
    const y = (v: number) => row.top + row.height - (Math.min(v, axis) / axis) * (row.height - LABEL_ROOM);
    const limitY = y(limit);
    return (
      <g class={`row row-${kind}`}>
        <line class="baseline" x1={0} x2={plotW} y1={row.top + row.height} y2={row.top + row.height} />
        {props.simulated &&
          columns.map((c) => {
            const p = props.partitions[c.index] as ChartPartition;
            const demand = (kind === 'read' ? p.ReadDemand : p.WriteDemand) ?? 0;
            const served = (kind === 'read' ? p.ReadServed : p.WriteServed) ?? 0;
            if (demand <= 0) return null;
            const over = demand - served > 1e-9;
            return (
              <g key={c.index}>
                <rect class={`bar served-${kind}`} x={c.barX} width={c.barW} y={y(served)} height={row.top + row.height - y(served)} />
                {over && (
                  <>
                    <rect class="bar throttled-fill" x={c.barX} width={c.barW} y={y(demand)} height={y(served) - y(demand)} />
                    <rect class="bar throttled-hatch" x={c.barX} width={c.barW} y={y(demand)} height={y(served) - y(demand)} />
                  </>
                )}
                {c.barW >= minLabelW - 8 && (
                  <text class={`bar-value${over ? ' over' : ''}`} x={c.barX + c.barW / 2} y={y(demand) - 5} text-anchor="middle">
                    {fmtUnits(demand)}
                    {over && c.barW >= 90 ? ` · ${fmtMultiple(demand, limit)}` : ''}
                  </text>
                )}
              </g>
            );
          })}
        <line class="limit-line" x1={0} x2={plotW} y1={limitY} y2={limitY} />
        <text class="limit-label" x={plotW + 6} y={limitY - 2}>
          limit
        </text>
        <text class="limit-label" x={plotW + 6} y={limitY + 10}>
          {fmtInt(limit)} {kind === 'read' ? 'RCU' : 'WCU'}/s
        </text>
        {(!props.simulated || (kind === 'read' ? maxRead : maxWrite) === 0) && (
          <text class="row-empty" x={plotW / 2} y={row.top + row.height / 2 + 4} text-anchor="middle">
            {props.simulated
              ? `no ${kind === 'read' ? 'reads' : 'writes'} in this load`
              : `run a load simulation to see ${kind === 'read' ? 'read' : 'write'} demand`}
          </text>
        )}
      </g>
    );
  };

  const simpleRow = (row: Row, kind: 'items' | 'size') => {
    const axis = kind === 'items' ? itemsAxis : bytesAxis;
    return (
      <g class={`row row-${kind}`}>
        <line class="baseline" x1={0} x2={plotW} y1={row.top + row.height} y2={row.top + row.height} />
        {columns.map((c) => {
          const p = props.partitions[c.index] as ChartPartition;
          const v = kind === 'items' ? p.ItemCount : p.SizeBytes;
          const h = (v / axis) * (row.height - LABEL_ROOM);
          return (
            <g key={c.index}>
              <rect class={`bar bar-${kind}`} x={c.barX} width={c.barW} y={row.top + row.height - h} height={h} />
              {c.barW >= minLabelW && (
                <text class="bar-value" x={c.barX + c.barW / 2} y={row.top + row.height - h - 4} text-anchor="middle">
                  {kind === 'items' ? fmtCompact(v) : fmtBytes(v)}
                </text>
              )}
            </g>
          );
        })}
      </g>
    );
  };

  const rowLabel = (row: Row, title: string, sub: string) => (
    <g class="row-label">
      <text x={-14} y={row.top + row.height / 2 - 3} text-anchor="end" class="row-title">{title}</text>
      <text x={-14} y={row.top + row.height / 2 + 12} text-anchor="end" class="row-sub">{sub}</text>
    </g>
  );

  const hovered = hover?.kind === 'partition' ? (props.partitions[hover.index] as ChartPartition) : undefined;
  const tipX = hoverDot ? hoverDot.x : hover?.kind === 'partition' ? ((columns[hover.index]?.x0 ?? 0) + (columns[hover.index]?.x1 ?? 0)) / 2 : 0;
  const tipY = hoverDot ? hoverDot.y : rows.items.top;

  return (
    <div class="pchart" ref={wrapRef} data-testid="partition-chart">
      {width > 0 && (
        <svg
          width={width}
          height={total}
          role="img"
          aria-label={`Partitions: ${label}`}
          onMouseMove={onMove}
          onMouseLeave={() => setHover(null)}
          data-testid="partition-svg"
        >
          <defs>
            <pattern id="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
              <rect width="6" height="6" class="hatch-bg" />
              <line x1="0" y1="0" x2="0" y2="6" class="hatch-line" />
            </pattern>
          </defs>
          <g transform={`translate(${GUTTER_L},0)`}>
            {/* Column backgrounds: throttled partitions tinted across every row. */}
            {columns.map((c) => {
              const p = props.partitions[c.index] as ChartPartition;
              return (
                <rect
                  key={c.index}
                  class={`col-bg${p.Throttled ? ' throttled' : ''}${c.index % 2 ? ' odd' : ''}${inHot(c.index) ? ' hot' : ''}`}
                  x={c.x0}
                  width={Math.max(0, c.x1 - c.x0)}
                  y={0}
                  height={stripTop + STRIP_H}
                />
              );
            })}
            {/* Partition headers. */}
            {columns.map((c) => {
              const p = props.partitions[c.index] as ChartPartition;
              const w = c.x1 - c.x0;
              const every = Math.max(1, Math.ceil(minLabelW / Math.max(1, w)));
              const showName = c.index % every === 0;
              const tf = Math.max(p.WriteThrottledFraction ?? 0, p.ReadThrottledFraction ?? 0);
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
                  {showName && (
                    <text class="col-name" x={(c.x0 + c.x1) / 2} y={16} text-anchor="middle">
                      {w >= 90 ? `Partition ${c.index}` : `P${c.index}`}
                    </text>
                  )}
                  {p.Throttled && w >= 40 && (
                    <g class="throttle-badge" data-testid="throttled-label">
                      <rect x={(c.x0 + c.x1) / 2 - Math.min(w - 8, 150) / 2} y={23} width={Math.min(w - 8, 150)} height={17} rx={8.5} />
                      <text x={(c.x0 + c.x1) / 2} y={35} text-anchor="middle">
                        {w >= 150 ? `THROTTLED · ${fmtPct(tf)} lost` : 'THROTTLED'}
                      </text>
                    </g>
                  )}
                  {p.Throttled && w < 40 && <circle class="throttle-dot" cx={(c.x0 + c.x1) / 2} cy={31} r={3.5} />}
                </g>
              );
            })}
            {simpleRow(rows.items, 'items')}
            {simpleRow(rows.size, 'size')}
            {demandRow(rows.reads, 'read')}
            {demandRow(rows.writes, 'write')}

            {/* Hash strip. */}
            <rect class="strip-frame" x={0} y={stripTop} width={plotW} height={STRIP_H} />
            {hist.length > 0 &&
              (() => {
                const bw = plotW / hist.length;
                const base = stripTop + STRIP_H;
                let d = `M0,${base}`;
                hist.forEach((v, i) => {
                  const h = (v / histMax) * DENSITY_H;
                  d += ` L${i * bw},${base - h} L${(i + 1) * bw},${base - h}`;
                });
                d += ` L${plotW},${base} Z`;
                return <path class="density" d={d} />;
              })()}
            {columns.map((c) =>
              c.index === 0 ? null : (
                <line key={c.index} class="boundary" x1={c.x0} x2={c.x0} y1={HEAD_H - 4} y2={stripTop + STRIP_H + 6} />
              ),
            )}
            <g class="dots" data-testid="hash-strip" data-dots={placed.length}>
              {placed.map((p, i) => {
                const [first] = partitionsOf(p.dot.position, boundaries);
                const cls = hotColumns ? (inHot(first) ? 'dot in' : 'dot out') : 'dot';
                return <circle key={i} class={cls} cx={p.x} cy={p.y} r={p.r} />;
              })}
            </g>
            {placedMarkers.map((p, i) => {
              const m = props.markers[i] as Marker;
              return m.kind === 'hot' ? (
                <g key={`m${i}`} class="marker hot" data-testid="hot-marker">
                  <circle cx={p.x} cy={p.y} r={p.r} />
                  <text x={p.x + (p.endAnchor ? -11 : 11)} y={p.y + 4} text-anchor={p.endAnchor ? 'end' : 'start'}>
                    {m.label}
                  </text>
                </g>
              ) : (
                <g key={`m${i}`} class="marker shard" data-testid="shard-marker">
                  <rect x={p.x - 4} y={p.y - 4} width={8} height={8} transform={`rotate(45 ${p.x} ${p.y})`} />
                  <text x={p.x} y={p.y - 8} text-anchor="middle">{m.label}</text>
                </g>
              );
            })}
            {hoverDot && <circle class="dot-ring" cx={hoverDot.x} cy={hoverDot.y} r={hoverDot.r + 3.5} />}
            {props.mapping !== null && (
              <text class="strip-note" x={plotW / 2} y={stripTop + STRIP_H / 2} text-anchor="middle">
                placing keys in the hash space… {Math.round(props.mapping * 100)}%
              </text>
            )}
            {/* Axis. */}
            <g class="axis">
              <text x={0} y={stripTop + STRIP_H + 18} text-anchor="start">0</text>
              <text x={plotW} y={stripTop + STRIP_H + 18} text-anchor="end">2⁶⁴ − 1</text>
              {columns.map((c) =>
                c.index === 0 || c.x1 - c.x0 < 70 || plotW - c.x0 < 60 ? null : (
                  <text key={c.index} x={c.x0} y={stripTop + STRIP_H + 18} text-anchor="middle">
                    {hexShort((props.partitions[c.index] as ChartPartition).HashRangeStart)}
                  </text>
                ),
              )}
            </g>
          </g>
          {/* Row labels in the left gutter. */}
          <g transform={`translate(${GUTTER_L},0)`}>
            {rowLabel(rows.items, 'Items', `0 – ${fmtCompact(itemsAxis)}`)}
            {rowLabel(rows.size, 'Size', `0 – ${fmtBytes(bytesAxis)}`)}
            {rowLabel(rows.reads, 'Read demand', `RCU/s · 0 – ${fmtCompact(readAxis)}`)}
            {rowLabel(rows.writes, 'Write demand', `WCU/s · 0 – ${fmtCompact(writeAxis)}`)}
            <text x={-14} y={stripTop + 40} text-anchor="end" class="row-title">Hash space</text>
            <text x={-14} y={stripTop + 55} text-anchor="end" class="row-sub">
              {props.keymap ? (props.keymap.complete ? `every key (${fmtInt(props.keymap.dots.length)})` : `${fmtInt(props.keymap.dots.length)} sampled keys`) : 'keys'}
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
          style={{
            left: `${Math.min(Math.max(GUTTER_L + tipX - 150, 8), width - 308)}px`,
            top: `${hoverDot ? tipY + 16 : HEAD_H + 4}px`,
          }}
        >
          {hoverDot ? (
            <KeyTip
              dot={hoverDot.dot}
              marker={hoverMarker}
              partitions={hotColumns ?? [0, 0]}
              peek={hoverKey ? peeks[hoverKey] : undefined}
              skName={props.skName}
            />
          ) : hovered ? (
            <PartitionTip p={hovered} simulated={props.simulated} />
          ) : null}
        </div>
      )}
    </div>
  );
}

function KeyTip(props: {
  dot: KeyDot;
  marker: Marker | null;
  partitions: [number, number];
  peek: Peek | 'loading' | 'error' | undefined;
  skName: string;
}) {
  const { dot, partitions, peek } = props;
  const where = partitions[0] === partitions[1] ? `partition ${partitions[0]}` : `partitions ${partitions[0]}–${partitions[1]}`;
  return (
    <>
      <div class="ptip-title mono" data-testid="tip-key">{dot.value}</div>
      <div class="ptip-sub">
        hash <span class="mono">{positionHex(dot.position)}</span> → <strong>{where}</strong>
      </div>
      {props.marker && <div class="ptip-line">{props.marker.detail}</div>}
      <div class="ptip-line">
        Item collection:{' '}
        {peek && typeof peek === 'object' ? (
          <strong data-testid="tip-count">{plural(peek.count, 'item')}</strong>
        ) : (
          <strong>{plural(dot.items, 'item')}</strong>
        )}
      </div>
      {peek === 'loading' && <div class="ptip-muted">reading the item collection…</div>}
      {peek && typeof peek === 'object' && peek.first.length > 0 && (
        <ol class="ptip-items">
          {peek.first.map((it, i) => {
            const v = it[props.skName];
            return <li key={i} class="mono">{v && 'S' in v ? v.S : JSON.stringify(v)}</li>;
          })}
          {peek.count > peek.first.length && <li class="ptip-muted">… {fmtInt(peek.count - peek.first.length)} more, in sort-key order</li>}
        </ol>
      )}
    </>
  );
}

function PartitionTip({ p, simulated }: { p: ChartPartition; simulated: boolean }) {
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
              <tr>
                <th>reads</th>
                <td colSpan={3}>
                  {fmtUnits(p.ReadDemand ?? 0)} RCU/s wanted, {fmtUnits(p.ReadServed ?? 0)} served
                  {(p.ReadThrottledFraction ?? 0) > 0 && <span class="bad-text"> ({fmtPct(p.ReadThrottledFraction ?? 0)} throttled)</span>}
                </td>
              </tr>
              <tr>
                <th>writes</th>
                <td colSpan={3}>
                  {fmtUnits(p.WriteDemand ?? 0)} WCU/s wanted, {fmtUnits(p.WriteServed ?? 0)} served
                  {(p.WriteThrottledFraction ?? 0) > 0 && <span class="bad-text"> ({fmtPct(p.WriteThrottledFraction ?? 0)} throttled)</span>}
                </td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {p.StartKey && <div class="ptip-muted">starts inside an item collection (a split at a sort key)</div>}
    </>
  );
}
