// The range-query view: the queried collection in stored order, as keyscape:RangeView
// answers it. Every state, bound position, page and order explanation is the engine's;
// this component only draws them (ARCHITECTURE.md "Range view" DOM contract).
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import type { AttributeValue, RangeBound, RangeItem, RangeViewResponse } from '@wasm/types';

const STATE_LABEL: Record<RangeItem['state'], string> = {
  matched: 'returned',
  filtered: 'read, filtered out',
  outside: 'outside',
  'beyond-limit': 'next page',
};

function avText(v: AttributeValue | null | undefined): string {
  if (!v) return '';
  const [, inner] = Object.entries(v)[0] ?? [];
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

function boundLabel(b: RangeBound, op: string): string {
  const v = avText(b.value);
  if (b.prefix) return `end of begins_with "${v}"`;
  if (op === 'begins_with') return `begins_with "${v}" starts`;
  if (b.side === 'low') return `${b.inclusive ? '≥' : '>'} ${v}`;
  return `${b.inclusive ? '≤' : '<'} ${v}`;
}

/** "tournament = spring-cup · region = eu", or the one partition attribute. */
function partitionText(view: RangeViewResponse): string {
  if (!view.partitionKeyNames) return `${view.partitionKeyName} = ${avText(view.partitionKey)}`;
  return view.partitionKeyNames.map((n, k) => `${n} = ${avText(view.partitionKeys?.[k])}`).join(' · ');
}

/** The engine's condition on sort attribute k of a multi-attribute key ("= 1", "between 2 and 10"), or "". */
function conditionText(view: RangeViewResponse, k: number): string {
  const c = view.condition?.conditions?.[k];
  if (!c) return '';
  const vals = c.values.map(avText);
  return c.op === 'between' ? `between ${vals[0]} and ${vals[1]}` : `${c.op} ${vals.join(' ')}`;
}

function BoundLine({ bound, op }: { bound: RangeBound; op: string }) {
  return (
    <li class={`rv-bound rv-bound-${bound.side}`} data-testid={`range-bound-${bound.side}`} data-at={bound.at} aria-label={`bound ${boundLabel(bound, op)}`}>
      <span class="rv-bound-label mono">{boundLabel(bound, op)}</span>
    </li>
  );
}

function OpenEnd({ side }: { side: 'low' | 'high' }) {
  return (
    <li class={`rv-bound rv-open rv-bound-${side}`} data-testid={`range-open-${side}`}>
      <span class="rv-bound-label">{side === 'low' ? 'open start: no lower bound' : 'open end: no upper bound'}</span>
    </li>
  );
}

function PageLine({ page, index, limit, lek }: { page: number; index: number; limit: number | undefined; lek: string }) {
  return (
    <li class="rv-page" data-testid="range-page-break" data-page={page} data-after={index} title={`LastEvaluatedKey ${lek}`}>
      <span>{page === 0 && limit !== undefined ? `Limit ${limit} stops page 1 here` : `page ${page + 1} ends here`} · LastEvaluatedKey</span>
    </li>
  );
}

export function RangeView({ view, testId = 'range-view' }: { view: RangeViewResponse; testId?: string }) {
  const [pair, setPair] = useState<number | null>(null);
  const op = view.condition?.op ?? '';
  const bounds = view.condition?.bounds ?? [];
  const low = bounds.find((b) => b.side === 'low');
  const high = bounds.find((b) => b.side === 'high');
  const hasSort = view.sortKeyName !== undefined;
  const asc = view.direction === 'ascending';
  // A page break sits after (ascending) or before (descending) the item its LastEvaluatedKey names.
  const breaks = new Map<number, number>();
  view.pages.forEach((p, i) => {
    if (p.lastEvaluatedIndex !== undefined) breaks.set(p.lastEvaluatedIndex, i);
  });
  const n = view.items.length;
  const explain = pair !== null ? view.order?.Pairs[pair] : undefined;

  const rows = [];
  for (let i = 0; i <= n; i++) {
    if (view.condition) {
      if (low && low.at === i) rows.push(<BoundLine key={`low${i}`} bound={low} op={op} />);
      if (high && high.at === i) rows.push(<BoundLine key={`high${i}`} bound={high} op={op} />);
    }
    const pageBefore = breaks.get(i);
    if (!asc && pageBefore !== undefined) rows.push(<PageLine key={`pg${i}`} page={pageBefore} index={i} limit={view.limit} lek={JSON.stringify(view.pages[pageBefore]?.lastEvaluatedKey)} />);
    if (i === n) break;
    const item = view.items[i] as RangeItem;
    rows.push(
      <li
        key={`it${i}`}
        class={`rv-item rv-${item.state}${pair === i || pair === i - 1 ? ' rv-paired' : ''}`}
        data-testid="range-item"
        data-sk={item.sk}
        data-state={item.state}
        data-index={i}
        tabIndex={0}
        title={`${item.sk} — ${STATE_LABEL[item.state]}${item.state === 'outside' ? ' the key condition' : item.state === 'beyond-limit' ? ' (after Limit or the page boundary)' : ''}`}
        onMouseEnter={() => setPair(i < n - 1 ? i : i - 1)}
        onFocus={() => setPair(i < n - 1 ? i : i - 1)}
      >
        <span class="rv-pos">{i + 1}</span>
        {view.sortKeyNames && item.sortKeys ? (
          <span class="rv-sk rv-tuple mono">
            {item.sortKeys.map((v, k) => (
              <span key={k} class="rv-sk-part" data-testid="range-sk-part" title={view.sortKeyNames?.[k]}>{avText(v)}</span>
            ))}
          </span>
        ) : (
          <span class="rv-sk mono">{hasSort ? item.sk : avText(item.key[view.partitionKeyName])}</span>
        )}
        {item.entity && <span class="rv-entity">{item.entity}</span>}
        <span class={`rv-state rv-state-${item.state}`}>{STATE_LABEL[item.state]}</span>
        {item.page !== undefined && item.page > 0 && <span class="rv-pagechip" title={`read by page ${item.page + 1}`}>p{item.page + 1}</span>}
      </li>,
    );
    const pageAfter = breaks.get(i);
    if (asc && pageAfter !== undefined) rows.push(<PageLine key={`pg${i}`} page={pageAfter} index={i} limit={view.limit} lek={JSON.stringify(view.pages[pageAfter]?.lastEvaluatedKey)} />);
  }

  return (
    <div class="rv" data-testid={testId} data-direction={view.direction} data-count={view.count} data-scanned={view.scannedCount}>
      <div class="rv-summary" data-testid="range-summary">
        <Stat label="Count" value={String(view.count)} testId="range-count" />
        <Stat label="ScannedCount" value={String(view.scannedCount)} testId="range-scanned" />
        <Stat label="read units" value={String(view.readUnits)} testId="range-units" />
        <Stat label="direction" value={asc ? 'ascending ↓' : 'descending ↑'} testId="range-direction" />
        <Stat label="pages to the end" value={String(view.totals.pages)} testId="range-pages" />
      </div>
      <p class="rv-where mono" data-testid="range-partition">
        {view.index ? `${view.indexKind.toUpperCase()} ${view.index}` : `table ${view.table}`} · {partitionText(view)}
        {view.sortKeyNames ? ` · sorted by ${view.sortKeyNames.join(', then ')}` : view.sortKeyName ? ` · sorted by ${view.sortKeyName}` : ' · no sort key'}
      </p>
      {view.sortKeyNames && (
        <p class="rv-tuple-head mono" data-testid="range-sort-names" aria-label="Sort attributes, in key order">
          {view.sortKeyNames.map((n, k) => <span key={n} class="rv-sk-part" title={conditionText(view, k)}>{n}{conditionText(view, k) ? ` ${conditionText(view, k)}` : ''}</span>)}
        </p>
      )}
      <div class="rv-body">
        <div class={`rv-arrow ${asc ? 'down' : 'up'}`} aria-hidden="true" title={asc ? 'Query reads from the top (ScanIndexForward true)' : 'Query reads from the bottom (ScanIndexForward false)'}>
          {!asc && <span class="rv-arrow-head">↑</span>}
          <span class="rv-arrow-word">{asc ? 'reads down' : 'reads up'}</span>
          {asc && <span class="rv-arrow-head">↓</span>}
        </div>
        <ol class="rv-list" aria-label="Items of the collection in stored order">
          {view.condition && !low && <OpenEnd side="low" />}
          {rows.map((r, k) => (
            <Fragment key={k}>{r}</Fragment>
          ))}
          {view.condition && !high && <OpenEnd side="high" />}
          {n === 0 && <li class="rv-empty">This partition holds no items.</li>}
        </ol>
      </div>
      <ul class="rv-legend" aria-label="States">
        <li><span class="rv-swatch rv-matched" /> returned by page 1</li>
        <li><span class="rv-swatch rv-filtered" /> read (ScannedCount), removed by the filter</li>
        <li><span class="rv-swatch rv-beyond-limit" /> in the condition, read by a later page</li>
        <li><span class="rv-swatch rv-outside" /> outside the key condition</li>
      </ul>
      <div class="rv-explain" data-testid="order-explain" aria-live="polite">
        {explain ? (
          <>
            <span class="rv-explain-label">why this order</span> <span class="mono" data-testid="order-explain-text">{explain.Text}</span>
            {explain.NumbersDisagree && <span class="rv-warn"> — read as numbers these two would be the other way round</span>}
          </>
        ) : (
          <span class="muted">Point at an item to see why it sorts before its neighbour (the deciding byte).</span>
        )}
      </div>
      <LastKey view={view} />
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div class="rv-stat">
      <span class="rv-stat-label">{label}</span>
      <span class="rv-stat-value mono" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function LastKey({ view }: { view: RangeViewResponse }) {
  const first = view.pages[0];
  if (!first) return null;
  return (
    <p class="rv-lek" data-testid="range-lek">
      <span class="rv-stat-label">LastEvaluatedKey of the first page</span>{' '}
      <span class="mono">{first.lastEvaluatedKey ? JSON.stringify(first.lastEvaluatedKey) : 'none — the first page read to the end of the condition'}</span>
    </p>
  );
}
