// The aggregate view of a table: for the table and each index, its item collections grouped
// by partition key, each in stored order, coloured by entity (keyscape:AggregateView). A
// sparse index shows only the items that carry its keys. Drawn from the designer's one
// keyscape:AnalyzeDesign answer (useDesign.ts), which holds the selected table's view.
import type { AggregateViewResponse, Item } from '@wasm/types';
import { entitiesOf } from '../../model/shape';
import { viewErrorOf, type DesignState } from './useDesign';

function cell(item: Item, name: string): string {
  const v = item[name];
  if (!v) return '';
  const [, inner] = Object.entries(v)[0] ?? [];
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

export function AggregateView({ design }: { design: DesignState }) {
  const agg = design.answers?.aggregateView ?? null;
  const failed = design.error ?? viewErrorOf(design.answers);
  const error = failed ? `${failed.name}: ${failed.message}` : null;
  if (error) return <pre class="error-message" role="alert">{error}</pre>;
  if (!agg) return <p class="muted">Asking the engine…</p>;
  return <AggregateTables agg={agg} entityNames={entitiesOf(design.model).map((e) => e.name)} />;
}

/** The view itself, from a keyscape:AggregateView answer (also drawn by the embed). */
export function AggregateTables({ agg, entityNames }: { agg: AggregateViewResponse; entityNames: readonly string[] }) {
  const colour = (e: string | undefined) => (e === undefined ? 'raw' : `c${entityNames.indexOf(e) % 6}`);
  return (
    <div class="aggregate" data-testid="aggregate-view">
      <div class="legend">
        {entityNames.map((n) => (
          <span key={n} class={`ent-chip ${colour(n)}`}>{n}</span>
        ))}
      </div>
      {agg.views.map((v) => (
        <div class="card" key={v.index ?? 'table'} data-testid="aggregate-index" data-index={v.index ?? ''}>
          <h3>
            {v.kind === 'table' ? `Table ${agg.table}` : `${v.kind.toUpperCase()} ${v.index}`}{' '}
            <span class="muted small">
              {v.itemCount} item{v.itemCount === 1 ? '' : 's'} · {(v.partitionKeyNames ?? [v.partitionKeyName]).join(' · ')}
              {v.sortKeyName ? ` / ${(v.sortKeyNames ?? [v.sortKeyName]).join(' · ')}` : ''}
            </span>
          </h3>
          {v.groups.length === 0 && <p class="muted small">No item carries this index's keys.</p>}
          <div class="grid-wrap">
            <table class="grid agg-grid">
              <thead>
                <tr>
                  <th>{(v.partitionKeyNames ?? [v.partitionKeyName]).join(' · ')}</th>
                  {(v.sortKeyNames ?? [v.sortKeyName ?? '']).map((n, k) => <th key={k}>{n}</th>)}
                  <th>entity</th>
                </tr>
              </thead>
              <tbody>
                {v.groups.map((g) =>
                  g.items.map((it, i) => (
                    <tr key={`${g.pk}-${i}`} class={`ent-row ${colour(it.entity)}`} data-testid="aggregate-item" data-pk={g.pk} data-sk={it.sk}>
                      {i === 0 && (
                        <th rowSpan={g.items.length} class="mono pk-cell" scope="rowgroup">
                          {g.pk}
                        </th>
                      )}
                      {(v.sortKeyNames ?? [v.sortKeyName]).map((n, k) => <td key={k} class="mono">{n ? cell(it.item, n) : ''}</td>)}
                      <td>{it.entity ?? 'raw item'}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}
