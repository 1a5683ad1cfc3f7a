// The Share menu's "Embed": the `<iframe>` snippet that shows one access pattern's range
// view of this design in another page (embed.html, src/embed/), with a pattern to pick and a
// copy button. The snippet points to the configured base URL when the site has one.
import { useState } from 'preact/hooks';
import type { Work } from '../persist/useWork';
import { patternsOf } from '../../../model/shape';
import { encodeLink } from './codec';
import { embedLink } from './baseUrl';
import { embedFragment, embedSnippet } from '../../../embed/embedLink';

type Snippet = { ok: true; text: string; url: string } | { ok: false; message: string };

async function snippetOf(work: Work, pattern: string): Promise<Snippet> {
  const { model, valid } = work.current();
  if (!valid) return { ok: false, message: 'The design as edited is not valid: fix it first (see the message above the design).' };
  const e = await encodeLink(JSON.stringify(model));
  if (!e.ok) return { ok: false, message: e.message };
  const url = embedLink(embedFragment(e.fragment, pattern));
  return { ok: true, url, text: embedSnippet(url, pattern) };
}

export function EmbedMenu({ work }: { work: Work }) {
  const [open, setOpen] = useState(false);
  const [pattern, setPattern] = useState('');
  const [snippet, setSnippet] = useState<Snippet | null>(null);
  const [copied, setCopied] = useState(false);
  const names = patternsOf(work.current().model).map((p) => p.name);
  const show = async (name: string) => {
    setPattern(name);
    setCopied(false);
    setSnippet(await snippetOf(work, name));
  };
  return (
    <div class="embed-menu">
      <button type="button" class="secondary small" data-testid="embed-menu" aria-expanded={open} title="An <iframe> that shows one access pattern's range view in another page"
        onClick={() => {
          setOpen(!open);
          if (!open) void show(names.includes(pattern) ? pattern : (names[0] ?? ''));
        }}>Embed</button>
      {open && (
        <div class="embed-menu-panel" role="group" aria-label="Embed snippet" data-testid="embed-panel">
          {names.length === 0 ? <p class="muted small">The design has no access pattern to show yet.</p> : (
            <>
              <label class="small">
                pattern{' '}
                <select data-testid="embed-pattern-select" value={pattern} onChange={(e) => void show((e.target as HTMLSelectElement).value)}>
                  {names.map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>
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
