// The design's file actions (share, save, open, import) and the list of designs saved in
// this browser (open, rename, duplicate, delete), in the designer's left pane.
import { EmbedMenu } from '../share/EmbedMenu';
import { SHARE_BASE_URL } from '../share/baseUrl';
import { useRef, useState } from 'preact/hooks';
import { isDamaged, type StoredEntry } from './db';
import { IMPORT_FORMATS, type ImportFormat } from './files';
import type { Work } from './useWork';

function when(ms: number): string {
  return ms ? new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '';
}

function Entry({ entry, current, work }: { entry: StoredEntry; current: boolean; work: Work }) {
  const [editing, setEditing] = useState(false);
  if (isDamaged(entry)) {
    return (
      <li class="saved-entry damaged" data-testid="saved-entry" data-id={entry.id} data-damaged="true">
        <span class="saved-name">damaged record</span>
        <span class="muted small">{entry.damaged}</span>
        <span class="saved-actions">
          <button type="button" class="secondary small" data-testid="saved-delete" onClick={() => work.remove(entry.id)}>Delete</button>
        </span>
      </li>
    );
  }
  return (
    <li class={`saved-entry${current ? ' current' : ''}`} data-testid="saved-entry" data-id={entry.id} data-current={current ? 'true' : 'false'}>
      {editing ? (
        <form onSubmit={(e) => {
          e.preventDefault();
          const v = (e.currentTarget.elements.namedItem('name') as HTMLInputElement).value.trim();
          setEditing(false);
          if (v) void work.rename(entry.id, v);
        }}>
          <input name="name" data-testid="saved-rename-input" aria-label="New name" value={entry.name} autoFocus />
          <button type="submit" class="small">Rename</button>
        </form>
      ) : (
        <button type="button" class="link saved-name" data-testid="saved-open" title={current ? 'In the editor' : 'Open this design'} onClick={() => void work.openRecord(entry.id)}>
          {entry.name}
        </button>
      )}
      <span class="muted small" data-testid="saved-updated">
        {current ? 'in the editor · ' : ''}
        {entry.updated ? <>changed <time dateTime={new Date(entry.updated).toISOString()}>{when(entry.updated)}</time></> : 'never changed'}
      </span>
      <span class="saved-actions">
        <button type="button" class="secondary small" data-testid="saved-rename" aria-label={`Rename "${entry.name}"`} onClick={() => setEditing(true)}>Rename</button>
        <button type="button" class="secondary small" data-testid="saved-duplicate" aria-label={`Duplicate "${entry.name}"`} onClick={() => void work.duplicate(entry.id)}>Duplicate</button>
        <button type="button" class="secondary small" data-testid="saved-delete" aria-label={`Delete "${entry.name}"`} onClick={() => work.remove(entry.id)}>Delete</button>
      </span>
    </li>
  );
}

const SAVE_TEXT = { idle: 'not edited yet', saving: 'saving…', saved: 'saved in this browser', failed: 'not saved', unavailable: 'browser storage unavailable' };

export function WorkPanel({ work }: { work: Work }) {
  const openInput = useRef<HTMLInputElement>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ImportFormat>('nosql-workbench');
  const pick = (e: Event, from?: ImportFormat) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void work.openFile(file, from);
  };
  return (
    <section class="work-panel" aria-label="Files and saved designs">
      <div class="work-actions">
        <button type="button" class="small" data-testid="share" onClick={() => void work.share()} title="Copy a link that holds this design">Share link</button>
        <button type="button" class="secondary small" data-testid="save-file" onClick={work.saveFile} title="Download the model file (Ctrl+S)">Save file</button>
        <button type="button" class="secondary small" data-testid="open-file" onClick={() => openInput.current?.click()} title="Open a model file (or drop it on the page)">Open file</button>
        <input ref={openInput} type="file" accept=".json,application/json" hidden data-testid="open-file-input" onChange={(e) => pick(e)} />
      </div>
      {(!__KEYSCAPE_SINGLE_FILE__ || SHARE_BASE_URL) && <EmbedMenu work={work} />}
      <div class="work-import">
        <select aria-label="Import format" data-testid="import-format" value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value as ImportFormat)}>
          {IMPORT_FORMATS.map((f) => <option key={f.id} value={f.id}>{f.title}</option>)}
        </select>
        <button type="button" class="secondary small" data-testid="import-file" onClick={() => importInput.current?.click()}>Import…</button>
        <input ref={importInput} type="file" accept={format === 'csv' ? '.csv,text/csv' : format === 'dynamodb-json' ? '.json,.jsonl,.ndjson,application/json' : '.json,application/json'} hidden data-testid="import-file-input" onChange={(e) => pick(e, format)} />
      </div>
      <p class="muted small" data-testid="autosave" data-state={work.saveState} data-saved-version={work.savedVersion}>Autosave: {SAVE_TEXT[work.saveState]}</p>
      <h3 class="saved-title">Saved designs</h3>
      {work.entries.length === 0 ? (
        <p class="muted small">None yet: an edit saves the design here.</p>
      ) : (
        <ul class="saved-list" data-testid="saved-list">
          {work.entries.map((e) => <Entry key={e.id} entry={e} current={e.id === work.currentId} work={work} />)}
        </ul>
      )}
    </section>
  );
}
