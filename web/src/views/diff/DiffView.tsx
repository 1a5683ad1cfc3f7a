// The Changes tab: the open design against a baseline (a version kept in this browser, a
// model file or a share link), as keyscape:DiffDesigns answers: what changed, what the
// migration of the live items costs (keys are immutable: deletes, puts, index backfills),
// which access patterns now answer differently, and which lint findings came or went.
import { useEffect, useState } from 'preact/hooks';
import type { DiffDesignsResponse, ModelFile } from '@wasm/types';
import { useEngine } from '../../engine/EngineContext';
import { baselineFromFile, baselineFromLink, keepBaseline, keptBaseline, type Baseline, type Loaded } from './baseline';
import './diff.css';

const count = (n: number) => n.toLocaleString('en-US');
const short = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

function BaselinePicker({ model, baseline, onBaseline }: { model: ModelFile; baseline: Baseline | null; onBaseline: (l: Loaded) => void }) {
  const client = useEngine();
  const [link, setLink] = useState('');
  const keep = () => {
    const b = { model, from: `kept at ${new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}` };
    onBaseline(keepBaseline(b) ? { ok: true, baseline: b } : { ok: false, message: 'This browser refused to keep the baseline (its storage is full or off).' });
  };
  const file = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const f = input.files?.[0];
    if (!f) return;
    onBaseline(await baselineFromFile(client, f.name, await f.text()));
    input.value = '';
  };
  return (
    <section class="card diff-baseline" aria-labelledby="diff-baseline-title">
      <h2 id="diff-baseline-title">Baseline</h2>
      <p class="muted small" data-testid="diff-baseline-from">
        {baseline ? `Comparing with ${String(baseline.model.name)} (${baseline.from}).` : 'No baseline yet: keep this version, or open one from a file or a link.'}
      </p>
      <div class="diff-actions">
        <button type="button" class="small" data-testid="diff-keep" onClick={keep}>Keep this version as the baseline</button>
        <label class="small button-like">
          Open a baseline file
          <input type="file" accept=".json,application/json" data-testid="diff-file" class="visually-hidden" onChange={(e) => void file(e)} />
        </label>
        <form class="diff-link" onSubmit={(e) => { e.preventDefault(); void baselineFromLink(client, link).then(onBaseline); }}>
          <input type="text" aria-label="Share link of the baseline" placeholder="…#m=v1.…" value={link} data-testid="diff-link" onInput={(e) => setLink((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit" class="small" data-testid="diff-link-use">Use link</button>
        </form>
      </div>
    </section>
  );
}

function Migration({ m }: { m: DiffDesignsResponse['migration'] }) {
  return (
    <section class="card" aria-labelledby="diff-migration-title" data-testid="diff-migration">
      <h2 id="diff-migration-title">Migration of the live items</h2>
      <dl class="diff-numbers">
        <div><dt>items rewritten</dt><dd data-testid="diff-items-rewritten" data-value={m.itemsRewritten}>{count(m.itemsRewritten)}</dd></div>
        <div><dt>deletes</dt><dd data-testid="diff-deletes">{count(m.deletes)}</dd></div>
        <div><dt>puts</dt><dd data-testid="diff-puts">{count(m.puts)}</dd></div>
        <div><dt>write units</dt><dd data-testid="diff-write-units" data-value={m.writeUnits}>{count(m.writeUnits)}</dd></div>
        <div><dt>on-demand cost</dt><dd data-testid="diff-cost" data-value={m.onDemandCost}>${m.onDemandCost}</dd></div>
      </dl>
      <p class="muted small">Counts use each entity's expectedCount (its sample items where it has none); write units are measured by the engine, index writes included.</p>
      {m.tablesRecreated.map((t) => <p key={t} data-testid="diff-recreated">Table <code>{t}</code> is made anew: its key schema or local indexes changed, so every item is copied into it.</p>)}
      {m.gsiBackfills.length > 0 && (
        <ul class="diff-list">
          {m.gsiBackfills.map((b) => (
            <li key={`${b.table}/${b.index}`} data-testid="diff-backfill" data-index={b.index}>
              Backfill of <code>{b.table}/{b.index}</code>: {count(b.items)} items, {count(b.writeUnits)} write units
            </li>
          ))}
        </ul>
      )}
      {m.unmigrated.map((u) => <p key={u.item} class="error-message" role="alert" data-testid="diff-unmigrated"><code>{u.item}</code>: {u.message}</p>)}
    </section>
  );
}

function Answers({ d }: { d: DiffDesignsResponse }) {
  return (
    <>
      <section class="card" aria-labelledby="diff-patterns-title">
        <h2 id="diff-patterns-title">Access patterns on the sample items</h2>
        <ul class="diff-list">
          {d.patterns.map((p) => (
            <li key={p.name} data-testid="diff-pattern" data-status={p.status} data-name={p.name}>
              <span class={`badge diff-${p.status}`}>{p.status}</span> {p.name}
              {p.detail && <span class="muted small"> — {p.detail}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section class="card" aria-labelledby="diff-lint-title">
        <h2 id="diff-lint-title">Lint</h2>
        {d.lint.new.length + d.lint.resolved.length === 0 && <p class="muted">The same findings as the baseline.</p>}
        <ul class="diff-list">
          {d.lint.resolved.map((f, i) => <li key={`r${i}`} data-testid="diff-lint-resolved" data-rule={f.rule}><span class="badge diff-same">resolved</span> <code>{f.rule}</code> {f.message}</li>)}
          {d.lint.new.map((f, i) => <li key={`n${i}`} data-testid="diff-lint-new" data-rule={f.rule}><span class="badge diff-differs">new</span> <code>{f.rule}</code> {f.message}</li>)}
        </ul>
      </section>
      <section class="card" aria-labelledby="diff-changes-title">
        <h2 id="diff-changes-title">Changes <span class="badge">{d.changes.length}</span></h2>
        <table class="diff-changes">
          <thead><tr><th scope="col">kind</th><th scope="col">path</th><th scope="col">before</th><th scope="col">after</th></tr></thead>
          <tbody>
            {d.changes.map((c) => (
              <tr key={`${c.kind}${c.path}`} data-testid="diff-change" data-kind={c.kind} data-path={c.path}>
                <td>{c.kind}</td><td class="mono">{c.path}</td><td class="mono wrap">{short(c.before)}</td><td class="mono wrap">{short(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

export function DiffView({ model, version, ready }: { model: ModelFile; version: number; ready: boolean }) {
  const client = useEngine();
  const [baseline, setBaseline] = useState<Baseline | null>(() => keptBaseline());
  const [diff, setDiff] = useState<DiffDesignsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onBaseline = (l: Loaded) => {
    if (l.ok) setBaseline(l.baseline);
    setError(l.ok ? null : l.message);
  };
  useEffect(() => {
    if (!ready || !baseline) return;
    let live = true;
    client.execute('keyscape:DiffDesigns', { old: baseline.model, new: model }).then((r) => {
      if (!live) return;
      setDiff(r.ok ? r.body : null);
      setError(r.ok ? null : `${r.error.name}: ${r.error.message}`);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [client, version, ready, baseline]);
  return (
    <div class="diff-view" data-testid="diff-view" data-ready={diff ? 'true' : 'false'}>
      <BaselinePicker model={model} baseline={baseline} onBaseline={onBaseline} />
      {error && <pre class="error-message" role="alert" data-testid="diff-error">{error}</pre>}
      {baseline && diff && (
        <>
          <Migration m={diff.migration} />
          <Answers d={diff} />
        </>
      )}
    </div>
  );
}
