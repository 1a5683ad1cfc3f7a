// Write sharding: the hottest partition before and after spreading one key over S
// suffixed keys, and what reading the whole logical key then costs.
import { fmtInt, fmtMultiple, fmtUnits, plural } from '../format';
import { columnsOf } from '../chart/geometry';
import { demandAxisMax } from '../chart/scale';
import type { ShardingComparison } from './sharding';
import type { SimulatedPartition } from '@wasm/types';
import { useWidth } from '../chart/useWidth';

interface Props {
  cmp: ShardingComparison;
  before: readonly SimulatedPartition[];
  after: readonly SimulatedPartition[];
}

export function ShardingPanel({ cmp, before, after }: Props) {
  const limit = cmp.partitionWriteLimit;
  const axis = demandAxisMax(Math.max(...before.map((p) => p.WriteDemand), ...after.map((p) => p.WriteDemand)), limit);
  const side = { axis, limit, demand: cmp.logicalWriteDemand };
  const fr = cmp.fullRead;
  return (
    <section class="card sharding-card" aria-labelledby="shard-title" data-testid="sharding-compare">
      <header class="card-head">
        <div>
          <h2 id="shard-title">
            Write sharding <code>{cmp.key}</code> → <code>{cmp.key}#0</code> … <code>#{cmp.suffixCount - 1}</code>
          </h2>
          <p class="card-sub">
            The key's writes spread over {cmp.suffixCount} suffixed keys that hash independently. Same table, same
            load; only the key design changes.
          </p>
        </div>
      </header>

      <div class="compare">
        <Side title="Before" testId="hottest-before" hottest={cmp.before} parts={before} throttled={cmp.throttledBefore} hit={cmp.partitionsHitBefore} served={cmp.logicalWriteServedBefore} {...side} />
        <div class="compare-arrow" aria-hidden="true">→</div>
        <Side title={`After · ${plural(cmp.suffixCount, 'shard')}`} testId="hottest-after" hottest={cmp.after} parts={after} throttled={cmp.throttledAfter} hit={cmp.partitionsHitAfter} served={cmp.logicalWriteServedAfter} {...side} />
        <div class="cost" data-testid="extra-reads">
          <h3>Cost: reading the whole logical key</h3>
          <p>
            One <code>Query</code> becomes <strong>{plural(fr.QueriesAfter, 'Query', 'Queries')}</strong>, one per
            suffix, merged by the application.
          </p>
          <dl class="cost-grid">
            <dt>Queries</dt>
            <dd>
              {fmtInt(fr.QueriesBefore)} → {fmtInt(fr.QueriesAfter)} <span class="delta">+{fmtInt(fr.ExtraQueries)}</span>
            </dd>
            <dt>Read units</dt>
            <dd>
              {fmtUnits(fr.ReadUnitsBefore)} → {fmtUnits(fr.ReadUnitsAfter)} <span class="delta">+{fmtUnits(fr.ExtraReadUnits)}</span>
            </dd>
          </dl>
          <p class="muted small">
            {fr.Consistency.toLowerCase()} reads; each Query rounds its size up to 4 KB on its own, so more shards cost
            more units even for the same items.
          </p>
        </div>
      </div>

      <div class={`callout ${cmp.verdict.tone === 'ok' ? 'ok' : cmp.verdict.tone === 'warn' ? 'warn' : 'bad'}`} data-testid="sharding-verdict">
        <h3>{cmp.verdict.title}</h3>
        {cmp.verdict.reasons.length > 0 && (
          <ul>
            {cmp.verdict.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {cmp.suffixCountNeeded > 0 && (
          <p class="small">
            At least {fmtInt(cmp.suffixCountNeeded)} suffixes are needed for {fmtUnits(cmp.logicalWriteDemand)} WCU/s, and more
            in practice: shards collide on partitions.
          </p>
        )}
      </div>
    </section>
  );
}

function Side(props: {
  title: string;
  testId: string;
  hottest: ShardingComparison['before'];
  parts: readonly SimulatedPartition[];
  axis: number;
  /** One partition's write limit (WCU/s), from the engine. */
  limit: number;
  throttled: number;
  hit: number;
  served: number;
  demand: number;
}) {
  const h = props.hottest;
  const over = h.heat > 1 + 1e-9;
  return (
    <div class="side" data-testid={props.testId} data-write-demand={h.writeDemand} data-partition={h.index}>
      <div class="side-title">{props.title}</div>
      <div class={`side-big ${over ? 'bad-text' : 'ok-text'}`}>
        {fmtUnits(h.writeDemand)} <span class="unit">WCU/s</span>
      </div>
      <div class="side-sub">
        hottest partition: P{h.index} · {fmtMultiple(h.writeDemand, props.limit)} its limit
      </div>
      <MiniBars parts={props.parts} axis={props.axis} limit={props.limit} hottest={h.index} />
      <dl class="side-facts">
        <dt>Throttled partitions</dt>
        <dd class={props.throttled > 0 ? 'bad-text' : 'ok-text'}>
          {props.throttled} of {props.parts.length}
        </dd>
        <dt>Partitions taking the key</dt>
        <dd>{props.hit}</dd>
        <dt>Key's writes served</dt>
        <dd>
          {fmtUnits(props.served)} of {fmtUnits(props.demand)}/s
        </dd>
      </dl>
    </div>
  );
}

function MiniBars({ parts, axis, limit, hottest }: { parts: readonly SimulatedPartition[]; axis: number; limit: number; hottest: number }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const H = 84;
  const cols = columnsOf(parts, Math.max(10, width));
  const y = (v: number) => H - (Math.min(v, axis) / axis) * H;
  const limitY = y(limit);
  return (
    <div class="minibars" ref={ref}>
      {width > 0 && (
        <svg width={width} height={H + 16} role="img" aria-label="Write demand per partition">
          {cols.map((c) => {
            const p = parts[c.index] as SimulatedPartition;
            const servedY = y(p.WriteServed);
            return (
              <g key={c.index}>
                {p.Throttled && <rect class="mini-bg" x={c.x0} width={c.x1 - c.x0} y={0} height={H} />}
                <rect class="bar served-write" x={c.barX} width={c.barW} y={servedY} height={H - servedY} />
                {p.WriteDemand - p.WriteServed > 1e-9 && (
                  <rect class="bar throttled-fill" x={c.barX} width={c.barW} y={y(p.WriteDemand)} height={servedY - y(p.WriteDemand)} />
                )}
                {c.x1 - c.x0 >= 22 && (
                  <text class={`mini-label${c.index === hottest ? ' strong' : ''}`} x={(c.x0 + c.x1) / 2} y={H + 12} text-anchor="middle">
                    P{c.index}
                  </text>
                )}
              </g>
            );
          })}
          <line class="limit-line" x1={0} x2={width} y1={limitY} y2={limitY} />
          <line class="baseline" x1={0} x2={width} y1={H} y2={H} />
        </svg>
      )}
    </div>
  );
}
