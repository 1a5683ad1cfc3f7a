// The embed (embed.html): one access pattern's range view of a shared design in a compact
// frame, for articles, or a table's aggregate view or partition view (`&view=`). The reader
// may change the pattern's parameters and sort bounds; each change is one keyscape:RangeView
// with overrides (the design itself is never changed). Only the view asked for is drawn and
// asks the engine anything (the partition view's code loads only then). "Open in keyscape"
// opens the full page with the same design on the same view. The embed stores nothing (no
// cookies, no service worker, no autosave) and asks for nothing but its own files.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AggregateViewResponse, ModelFile, RangeViewOverrides, RangeViewResponse } from '@wasm/types';
import { createEngineClient } from '../engine/client';
import { EngineProvider, useEngine } from '../engine/EngineContext';
import { entitiesOf, patternsOf, type PatternJson } from '../model/shape';
import { AggregateTables } from '../views/design/AggregateView';
import { RangeView } from '../views/design/RangeView';
import { ParameterInputs } from '../views/design/editors/ParameterInputs';
import { decodeLink } from '../views/work/share/codec';
import { fullPageFragment, parseEmbedHash, type EmbedRequest } from './embedLink';

type PartitionsModule = typeof import('./PartitionsEmbed');

/** The partition view, its code fetched when it is first asked for. */
function LazyPartitions({ model, table }: { model: ModelFile; table: string }) {
  const [mod, setMod] = useState<PartitionsModule | { error: string } | null>(null);
  useEffect(() => {
    import('./PartitionsEmbed').then(setMod, (e: unknown) => setMod({ error: String(e) }));
  }, []);
  if (!mod) return <p class="muted">Opening the partition view…</p>;
  if ('error' in mod) return <p class="error-message" role="alert" data-testid="embed-error">{mod.error}</p>;
  return <mod.PartitionsEmbed model={model} table={table} />;
}

type Shown = { view: 'pattern'; pattern: PatternJson } | { view: 'aggregate' | 'partitions'; table: string };
type Loaded = { ok: true; model: ModelFile; shown: Shown } | { ok: false; message: string };

/** The pattern or table the request names (undefined: the first), or what is missing. */
function shownOf(model: ModelFile, request: EmbedRequest): Shown | string {
  const v = request.view;
  if (v.view === 'pattern') {
    const patterns = patternsOf(model);
    const pattern = v.pattern === undefined ? patterns[0] : patterns.find((p) => p.name === v.pattern);
    if (pattern) return { view: 'pattern', pattern };
    return `The design has no access pattern named "${v.pattern ?? ''}" (it has ${patterns.map((p) => `"${p.name}"`).join(', ') || 'none'}).`;
  }
  const tables = model.tables.map((t) => t.name);
  const table = v.table === undefined ? tables[0] : tables.find((t) => t === v.table);
  if (table !== undefined) return { view: v.view, table };
  return `The design has no table named "${v.table ?? ''}" (it has ${tables.map((t) => `"${t}"`).join(', ') || 'none'}).`;
}

async function load(request: EmbedRequest): Promise<Loaded> {
  const decoded = await decodeLink(request.payload);
  if (!decoded.ok) return { ok: false, message: decoded.message };
  let model: ModelFile;
  try {
    model = JSON.parse(decoded.text) as ModelFile;
  } catch {
    return { ok: false, message: 'This embed\'s design is not JSON.' };
  }
  const shown = shownOf(model, request);
  return typeof shown === 'string' ? { ok: false, message: shown } : { ok: true, model, shown };
}

/** The full page's address for the same design and view: index.html beside embed.html. */
function fullPageHref(request: EmbedRequest): string {
  return new URL(`./#${fullPageFragment(request)}`, location.href).href;
}

function AggregateEmbed({ model, table }: { model: ModelFile; table: string }) {
  const client = useEngine();
  const [answer, setAnswer] = useState<{ agg: AggregateViewResponse } | { error: string } | null>(null);
  useEffect(() => {
    void client.execute('keyscape:AggregateView', { model, table }).then(
      (r) => setAnswer(r.ok ? { agg: r.body } : { error: `${r.error.name}: ${r.error.message}` }),
      (e: unknown) => setAnswer({ error: String(e) }),
    );
  }, [client]);
  if (!answer) return <p class="muted">Asking the engine…</p>;
  if ('error' in answer) return <p class="error-message" role="alert" data-testid="embed-error">{answer.error}</p>;
  return <AggregateTables agg={answer.agg} entityNames={entitiesOf(model).map((e) => e.name)} />;
}

type Sort = NonNullable<RangeViewOverrides['sort']>;

function BoundInputs({ sort, onChange }: { sort: Sort; onChange: (s: Sort) => void }) {
  return (
    <fieldset class="pf-field embed-bounds" data-testid="embed-bounds">
      <legend>sort key {sort.op}</legend>
      <input class="mono" aria-label={sort.op === 'between' ? 'low bound' : 'bound'} data-testid="embed-bound" value={sort.value} spellcheck={false}
        onInput={(e) => onChange({ ...sort, value: (e.target as HTMLInputElement).value })} />
      {sort.op === 'between' && (
        <input class="mono" aria-label="high bound" data-testid="embed-bound-high" value={sort.high ?? ''} spellcheck={false}
          onInput={(e) => onChange({ ...sort, high: (e.target as HTMLInputElement).value })} />
      )}
    </fieldset>
  );
}

function PatternEmbed({ model, pattern }: { model: ModelFile; pattern: PatternJson }) {
  const client = useEngine();
  const [params, setParams] = useState<Record<string, string | number> | undefined>(pattern.parameters as Record<string, string | number> | undefined);
  // A multi-attribute sort key (an array of conditions) has no single bound to edit here.
  const single = pattern.key?.sort && !Array.isArray(pattern.key.sort) ? pattern.key.sort : null;
  const [sort, setSort] = useState<Sort | null>(single ? { ...single } : null);
  const [view, setView] = useState<{ answer: RangeViewResponse | null; error: string | null; version: number }>({ answer: null, error: null, version: -1 });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const overrides: RangeViewOverrides = { parameters: params ?? {}, ...(sort ? { sort } : {}) };
    void client.execute('keyscape:RangeView', { model, pattern: pattern.name, overrides }).then(
      (r) => live && setView(r.ok ? { answer: r.body, error: null, version } : { answer: view.answer, error: `${r.error.name}: ${r.error.message}`, version }),
      (e: unknown) => live && setView({ answer: null, error: String(e), version }),
    );
    return () => {
      live = false;
    };
  }, [client, version]);
  const entity = entitiesOf(model).find((e) => e.name === pattern.entity);
  const edit = (f: () => void) => {
    f();
    setVersion((v) => v + 1);
  };
  return (
    <div class="embed-pattern" data-testid="embed-pattern" data-version={version} data-answered={view.version}>
      <form class="embed-form" onSubmit={(e) => e.preventDefault()}>
        <ParameterInputs pattern={{ ...pattern, parameters: params ?? {} }} entity={entity} onChange={(p) => edit(() => setParams(p))} errorAt={() => null} />
        {sort && <BoundInputs sort={sort} onChange={(s) => edit(() => setSort(s))} />}
      </form>
      {view.error && <p class="error-message" role="alert" data-testid="embed-error">{view.error}</p>}
      {view.answer ? <RangeView view={view.answer} /> : !view.error && <p class="muted">Asking the engine…</p>}
    </div>
  );
}

function EmbedBody() {
  const [request] = useState(() => parseEmbedHash(location.hash));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (request.ok) void load(request.request).then(setLoaded);
  }, []);
  if (!request.ok) return <p class="error-message" role="alert" data-testid="embed-error">{request.message}</p>;
  if (!loaded) return <p class="muted">Opening the design…</p>;
  if (!loaded.ok) return <p class="error-message" role="alert" data-testid="embed-error">{loaded.message}</p>;
  const { model, shown } = loaded;
  const title = shown.view === 'pattern' ? shown.pattern.name : `${shown.view === 'aggregate' ? 'Aggregate view' : 'Partitions'} of ${shown.table}`;
  document.title = `keyscape — ${title}`;
  return (
    <>
      <header class="embed-head">
        <span class="embed-title">
          <strong>{title}</strong> <span class="muted">· {String(model.name ?? '')}</span>
        </span>
        <a data-testid="embed-open" href={fullPageHref(request.request)} target="_blank" rel="noopener noreferrer">Open in keyscape</a>
      </header>
      {shown.view === 'pattern' && <PatternEmbed model={model} pattern={shown.pattern} />}
      {shown.view === 'aggregate' && <AggregateEmbed model={model} table={shown.table} />}
      {shown.view === 'partitions' && <LazyPartitions model={model} table={shown.table} />}
    </>
  );
}

export function Embed() {
  const client = useMemo(createEngineClient, []);
  return (
    <EngineProvider client={client}>
      <main class="embed" data-testid="embed">
        <EmbedBody />
      </main>
    </EngineProvider>
  );
}
