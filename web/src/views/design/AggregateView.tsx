// The aggregate view of a table: for the table and each index, its item collections grouped
// by partition key, each in stored order, coloured by entity (keyscape:AggregateView). A
// sparse index shows only the items that carry its keys.
import { useEffect, useState } from 'preact/hooks';
import type { AggregateViewResponse, Item, ModelFile } from '@wasm/types';
import type { EngineClient } from '../../engine/client';
import { entitiesOf } from '../../model/shape';

function cell(item: Item, name: string): string {
  const v = item[name];
  if (!v) return '';
  const [, inner] = Object.entries(v)[0] ?? [];
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

export function AggregateView({ client, model, version, table }: { client: EngineClient; model: ModelFile; version: number; table: string }) {
  const [agg, setAgg] = useState<AggregateViewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client.execute('keyscape:AggregateView', { model, table }).then((r) => {
      if (!live) return;
      if (r.ok) {
        setAgg(r.body);
        setError(null);
      } else setError(`${r.error.name}: ${r.error.message}`);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [client, version, table]);
  const entityNames = entitiesOf(model).map((e) => e.name);
  const colour = (e: string | undefined) => (e === undefined ? 'raw' : `c${entityNames.indexOf(e) % 6}`);

  if (error) return <pre class="error-message" role="alert">{error}</pre>;
  if (!agg) return <p class="muted">Asking the engine…</p>;
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
              {v.itemCount} item{v.itemCount === 1 ? '' : 's'} · {v.partitionKeyName}
              {v.sortKeyName ? ` / ${v.sortKeyName}` : ''}
            </span>
          </h3>
          {v.groups.length === 0 && <p class="muted small">No item carries this index's keys.</p>}
          <div class="grid-wrap">
            <table class="grid agg-grid">
              <thead>
                <tr>
                  <th>{v.partitionKeyName}</th>
                  <th>{v.sortKeyName ?? ''}</th>
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
                      <td class="mono">{v.sortKeyName ? cell(it.item, v.sortKeyName) : ''}</td>
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
