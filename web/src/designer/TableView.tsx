// A table selected in the outline: its keys, billing and indexes, and the aggregate view.
import type { ModelFile } from '@wasm/types';
import type { EngineClient } from '../engine/client';
import { AggregateView } from './AggregateView';
import { tablesOf, type GsiJson, type KeyAttr, type TableJson } from './shape';

function keyText(k: KeyAttr | KeyAttr[] | undefined): string {
  if (!k) return '—';
  const list = Array.isArray(k) ? k : [k];
  return list.map((a) => `${a.name} (${a.type})`).join(' + ');
}

export function TableView({ client, model, version, index }: { client: EngineClient; model: ModelFile; version: number; index: number }) {
  const t = tablesOf(model)[index] as TableJson;
  const gsis: GsiJson[] = t.globalSecondaryIndexes ?? [];
  return (
    <section aria-labelledby="table-title">
      <header class="center-head">
        <h2 id="table-title">{t.name}</h2>
        <p class="muted">{t.billingMode ?? 'PAY_PER_REQUEST'}</p>
      </header>
      <div class="card">
        <table class="grid">
          <thead>
            <tr><th>key of</th><th>partition key</th><th>sort key</th><th>projection</th></tr>
          </thead>
          <tbody>
            <tr><td>table</td><td class="mono">{keyText(t.partitionKey)}</td><td class="mono">{keyText(t.sortKey)}</td><td>—</td></tr>
            {gsis.map((g) => (
              <tr key={g.name}><td>GSI {g.name}</td><td class="mono">{keyText(g.partitionKey)}</td><td class="mono">{keyText(g.sortKey)}</td><td>{g.projection?.type ?? 'ALL'}</td></tr>
            ))}
            {(t.localSecondaryIndexes ?? []).map((l) => (
              <tr key={l.name}><td>LSI {l.name}</td><td class="mono">{keyText(t.partitionKey)}</td><td class="mono">{keyText(l.sortKey)}</td><td>{l.projection?.type ?? 'ALL'}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <AggregateView client={client} model={model} version={version} table={t.name} />
    </section>
  );
}
