// A table selected in the outline: its name and keys (editable; the engine checks every
// edit), its indexes (add a GSI here) and the aggregate view.
import type { ModelFile } from '@wasm/types';
import { AggregateView } from './AggregateView';
import { IndexEditor } from './editors/IndexEditor';
import { addGsi, addLsi, setBilling } from './editors/indexEdits';
import { setAt } from '../../model/pointer';
import { tablesOf, type GsiJson, type KeyAttr, type TableJson } from '../../model/shape';
import type { DesignState } from './useDesign';

function keyText(k: KeyAttr | KeyAttr[] | undefined): string {
  if (!k) return '—';
  const list = Array.isArray(k) ? k : [k];
  return list.map((a) => `${a.name} (${a.type})`).join(' + ');
}

function KeyField({ label, attr, path, model, setModel, optional, testId }: { label: string; attr: KeyAttr | undefined; path: string; model: ModelFile; setModel: (m: ModelFile) => void; optional?: boolean; testId: string }) {
  return (
    <div class="pf-field">
      <span>{label}</span>
      <div class="key-edit">
        <input class="mono" aria-label={`${label} name`} data-testid={`${testId}-name`} value={attr?.name ?? ''} placeholder={optional ? 'none' : ''} spellcheck={false}
          onInput={(e) => {
            const name = (e.target as HTMLInputElement).value;
            if (name === '' && optional) setModel(setAt(model, path, undefined));
            else setModel(setAt(model, path, { name, type: attr?.type ?? 'S' }));
          }} />
        <select aria-label={`${label} type`} data-testid={`${testId}-type`} value={attr?.type ?? 'S'} disabled={!attr}
          onChange={(e) => attr && setModel(setAt(model, path, { ...attr, type: (e.target as HTMLSelectElement).value }))}>
          <option value="S">S</option>
          <option value="N">N</option>
          <option value="B">B</option>
        </select>
      </div>
    </div>
  );
}

export function TableView({ design, index, setModel }: { design: DesignState; index: number; setModel: (m: ModelFile) => void }) {
  const model = design.model;
  const error = design.error?.message ?? null;
  const t = tablesOf(model)[index] as TableJson;
  const gsis: GsiJson[] = t.globalSecondaryIndexes ?? [];
  const base = `/tables/${index}`;
  const errorAt = (path: string) => (error && (error.startsWith(path + ':') || error.startsWith(path + '/')) ? error : null);
  const indexError = errorAt(`${base}/globalSecondaryIndexes`) ?? errorAt(`${base}/localSecondaryIndexes`);
  const myError = !indexError ? errorAt(base) : null;
  const capacity = t.provisionedThroughput;
  return (
    <section aria-labelledby="table-title">
      <header class="center-head">
        <h2 id="table-title">{t.name}</h2>
        <p class="muted">{t.billingMode ?? 'PAY_PER_REQUEST'}</p>
      </header>
      <form class="pattern-form" aria-label="Table" onSubmit={(e) => e.preventDefault()}>
        <label class="pf-field">
          <span>table name</span>
          <input class="mono" data-testid="table-name" value={t.name} spellcheck={false} onInput={(e) => setModel(setAt(model, `${base}/name`, (e.target as HTMLInputElement).value))} />
        </label>
        <KeyField label="partition key" attr={t.partitionKey} path={`${base}/partitionKey`} model={model} setModel={setModel} testId="table-pk" />
        <KeyField label="sort key" attr={t.sortKey} path={`${base}/sortKey`} model={model} setModel={setModel} optional testId="table-sk" />
        <label class="pf-field">
          <span>billing mode</span>
          <select data-testid="table-billing" value={t.billingMode ?? 'PAY_PER_REQUEST'} onChange={(e) => setModel(setBilling(model, index, (e.target as HTMLSelectElement).value as 'PAY_PER_REQUEST' | 'PROVISIONED'))}>
            <option value="PAY_PER_REQUEST">PAY_PER_REQUEST (on-demand)</option>
            <option value="PROVISIONED">PROVISIONED</option>
          </select>
        </label>
        {capacity && (
          <>
            <label class="pf-field pf-narrow">
              <span>read capacity units</span>
              <input type="number" min={1} data-testid="table-rcu" value={capacity.readCapacityUnits}
                onInput={(e) => setModel(setAt(model, `${base}/provisionedThroughput/readCapacityUnits`, Number((e.target as HTMLInputElement).value)))} />
            </label>
            <label class="pf-field pf-narrow">
              <span>write capacity units</span>
              <input type="number" min={1} data-testid="table-wcu" value={capacity.writeCapacityUnits}
                onInput={(e) => setModel(setAt(model, `${base}/provisionedThroughput/writeCapacityUnits`, Number((e.target as HTMLInputElement).value)))} />
            </label>
          </>
        )}
        <label class="pf-field">
          <span>TTL attribute</span>
          <input class="mono" data-testid="table-ttl" value={t.timeToLiveAttribute ?? ''} placeholder="none" spellcheck={false}
            onInput={(e) => {
              const v = (e.target as HTMLInputElement).value;
              setModel(setAt(model, `${base}/timeToLiveAttribute`, v === '' ? undefined : v));
            }} />
        </label>
        {myError && <span class="field-error pf-wide" role="alert">{myError}</span>}
      </form>
      <div class="card">
        <div class="card-row">
          <h3>Keys and indexes</h3>
          <div class="actions">
            <button type="button" class="secondary small" data-testid="add-gsi" onClick={() => setModel(addGsi(model, index).model)}>
              Add GSI
            </button>
            <button type="button" class="secondary small" data-testid="add-lsi" disabled={!t.sortKey} title={t.sortKey ? undefined : 'An LSI needs a table with a sort key'} onClick={() => setModel(addLsi(model, index))}>
              Add LSI
            </button>
          </div>
        </div>
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
        <IndexEditor table={t} tableIndex={index} model={model} setModel={setModel} errorAt={errorAt} />
      </div>
      <AggregateView design={design} />
    </section>
  );
}
