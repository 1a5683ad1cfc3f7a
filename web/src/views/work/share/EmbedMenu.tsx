// The Share menu's "Embed": the `<iframe>` snippet that shows this design in another page
// (embed.html, src/embed/): one access pattern's range view, or a table's aggregate view or
// partition view, with the view (and its pattern or table) to pick and a copy button. The
// snippet points to the configured base URL when the site has one.
import { useState } from 'preact/hooks';
import type { Work } from '../persist/useWork';
import { patternsOf } from '../../../model/shape';
import { encodeLink } from './codec';
import { embedLink } from './baseUrl';
import type { LinkedView } from './linkView';
import { embedFragment, embedSnippet } from '../../../embed/embedLink';

type Snippet = { ok: true; text: string; url: string } | { ok: false; message: string };
type Kind = LinkedView['view'];

const KINDS: readonly { kind: Kind; label: string }[] = [
  { kind: 'pattern', label: 'a pattern\'s range view' },
  { kind: 'aggregate', label: 'a table\'s aggregate view' },
  { kind: 'partitions', label: 'a table\'s partitions' },
];

function titleOf(v: LinkedView): string {
  if (v.view === 'pattern') return v.pattern ?? '';
  return `${v.view === 'aggregate' ? 'aggregate view' : 'partitions'} of ${v.table ?? ''}`;
}

async function snippetOf(work: Work, view: LinkedView): Promise<Snippet> {
  const { model, valid } = work.current();
  if (!valid) return { ok: false, message: 'The design as edited is not valid: fix it first (see the message above the design).' };
  const e = await encodeLink(JSON.stringify(model));
  if (!e.ok) return { ok: false, message: e.message };
  const url = embedLink(embedFragment(e.fragment, view));
  return { ok: true, url, text: embedSnippet(url, titleOf(view), view.view === 'partitions' ? 900 : 520) };
}

export function EmbedMenu({ work }: { work: Work }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('pattern');
  const [pattern, setPattern] = useState('');
  const [table, setTable] = useState('');
  const [snippet, setSnippet] = useState<Snippet | null>(null);
  const [copied, setCopied] = useState(false);
  const model = work.current().model;
  const names = patternsOf(model).map((p) => p.name);
  const tables = model.tables.map((t) => t.name);
  const show = async (k: Kind, p: string, t: string) => {
    const pick = (want: string, all: string[]) => (all.includes(want) ? want : (all[0] ?? ''));
    const np = pick(p, names);
    const nt = pick(t, tables);
    setKind(k);
    setPattern(np);
    setTable(nt);
    setCopied(false);
    setSnippet(await snippetOf(work, k === 'pattern' ? { view: k, pattern: np } : { view: k, table: nt }));
  };
  const empty = kind === 'pattern' ? names.length === 0 : tables.length === 0;
  return (
    <div class="embed-menu">
      <button type="button" class="secondary small" data-testid="embed-menu" aria-expanded={open} title="An <iframe> that shows a pattern's range view, a table's aggregate view or its partitions in another page"
        onClick={() => {
          setOpen(!open);
          if (!open) void show(kind, pattern, table);
        }}>Embed</button>
      {open && (
        <div class="embed-menu-panel" role="group" aria-label="Embed snippet" data-testid="embed-panel">
          <label class="small">
            show{' '}
            <select data-testid="embed-view-select" value={kind} onChange={(e) => void show((e.target as HTMLSelectElement).value as Kind, pattern, table)}>
              {KINDS.map((k) => <option key={k.kind} value={k.kind}>{k.label}</option>)}
            </select>
          </label>
          {empty ? <p class="muted small">{kind === 'pattern' ? 'The design has no access pattern to show yet.' : 'The design has no table to show yet.'}</p> : (
            <>
              {kind === 'pattern' ? (
                <label class="small">
                  pattern{' '}
                  <select data-testid="embed-pattern-select" value={pattern} onChange={(e) => void show(kind, (e.target as HTMLSelectElement).value, table)}>
                    {names.map((n) => <option key={n} value={n}>{n}</option>)}
                  </select>
                </label>
              ) : (
                <label class="small">
                  table{' '}
                  <select data-testid="embed-table-select" value={table} onChange={(e) => void show(kind, pattern, (e.target as HTMLSelectElement).value)}>
                    {tables.map((n) => <option key={n} value={n}>{n}</option>)}
                  </select>
                </label>
              )}
              {snippet && !snippet.ok && <p class="error-message small" role="alert">{snippet.message}</p>}
              {snippet?.ok && (
                <>
                  <textarea class="mono small" readOnly rows={4} aria-label="iframe snippet" data-testid="embed-snippet" value={snippet.text} />
                  <div class="work-actions">
                    <button type="button" class="small" data-testid="embed-copy"
                      onClick={() => void navigator.clipboard.writeText(snippet.text).then(() => setCopied(true), () => setCopied(false))}>
                      {copied ? 'Copied' : 'Copy snippet'}
                    </button>
                    <a class="small" href={snippet.url} target="_blank" rel="noopener noreferrer" data-testid="embed-preview">Preview</a>
                  </div>
                </>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
