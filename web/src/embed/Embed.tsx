// The embed (embed.html): one access pattern's range view of a shared design in a compact
// frame, for articles. The reader may change the pattern's parameters and sort bounds; each
// change is one keyscape:RangeView with overrides (the design itself is never changed).
// "Open in keyscape" opens the full page with the same design. The embed stores nothing
// (no cookies, no service worker, no autosave) and asks for nothing but its own files.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ModelFile, RangeViewOverrides, RangeViewResponse } from '@wasm/types';
import { createEngineClient } from '../engine/client';
import { EngineProvider, useEngine } from '../engine/EngineContext';
import { entitiesOf, patternsOf, type PatternJson } from '../model/shape';
import { RangeView } from '../views/design/RangeView';
import { ParameterInputs } from '../views/design/editors/ParameterInputs';
import { decodeLink } from '../views/work/share/codec';
import { parseEmbedHash, type EmbedRequest } from './embedLink';

type Loaded = { ok: true; model: ModelFile; pattern: PatternJson } | { ok: false; message: string };

async function load(request: EmbedRequest): Promise<Loaded> {
  const decoded = await decodeLink(request.payload);
  if (!decoded.ok) return { ok: false, message: decoded.message };
  let model: ModelFile;
  try {
    model = JSON.parse(decoded.text) as ModelFile;
  } catch {
    return { ok: false, message: 'This embed\'s design is not JSON.' };
  }
  const patterns = patternsOf(model);
  const pattern = request.pattern === undefined ? patterns[0] : patterns.find((p) => p.name === request.pattern);
  if (!pattern) {
    const names = patterns.map((p) => `"${p.name}"`).join(', ') || 'none';
    return { ok: false, message: `The design has no access pattern named "${request.pattern ?? ''}" (it has ${names}).` };
  }
  return { ok: true, model, pattern };
}

/** The full page's address for the same design: index.html beside embed.html. */
function fullPageHref(payload: string): string {
  return new URL(`./#m=${payload}`, location.href).href;
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
  return (
    <>
      <header class="embed-head">
        <span class="embed-title">
          <strong>{loaded.pattern.name}</strong> <span class="muted">· {String(loaded.model.name ?? '')}</span>
        </span>
        <a data-testid="embed-open" href={fullPageHref(request.request.payload)} target="_blank" rel="noopener noreferrer">Open in keyscape</a>
      </header>
      <PatternEmbed model={loaded.model} pattern={loaded.pattern} />
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
