// The indexes of a table, each editable in place: a GSI's name, its partition and sort key
// attributes (one or a list: multi-attribute keys), its projection (ALL, KEYS_ONLY, INCLUDE
// with the attributes it includes) and Delete; an LSI's name, sort key and projection. The
// engine checks every edit; its message is shown on the index whose path it names.
import { useState } from 'preact/hooks';
import type { ModelFile } from '@wasm/types';
import type { GsiJson, KeyAttr, LsiJson, TableJson } from '../../../model/shape';
import { deleteIndex, keyList, keyOf, renameIndex, setIndex, type IndexKind } from './indexEdits';

type Projection = GsiJson['projection'];

function KeyRows({ label, list, onChange, what }: { label: string; list: KeyAttr[]; onChange: (l: KeyAttr[]) => void; what: string }) {
  return (
    <div class="ix-key" role="group" aria-label={`${label} of ${what}`}>
      <span class="ix-label">{label}</span>
      {list.map((a, i) => (
        <span class="key-edit" key={i}>
          <input class="mono" aria-label={`${label} attribute ${i + 1} of ${what}`} data-testid="ix-key-name" value={a.name} spellcheck={false}
            onInput={(e) => onChange(list.map((x, j) => (j === i ? { ...x, name: (e.target as HTMLInputElement).value } : x)))} />
          <select aria-label={`type of ${label} attribute ${i + 1} of ${what}`} value={a.type} onChange={(e) => onChange(list.map((x, j) => (j === i ? { ...x, type: (e.target as HTMLSelectElement).value as KeyAttr['type'] } : x)))}>
            <option value="S">S</option>
            <option value="N">N</option>
            <option value="B">B</option>
          </select>
          <button type="button" class="icon-btn" aria-label={`Remove ${label} attribute ${a.name || i + 1} of ${what}`} onClick={() => onChange(list.filter((_, j) => j !== i))}>×</button>
        </span>
      ))}
      <button type="button" class="secondary small" aria-label={`Add ${label} attribute to ${what}`} data-testid="ix-add-key"
        onClick={() => onChange([...list, { name: '', type: 'S' }])}>+ attribute</button>
    </div>
  );
}

function ProjectionField({ projection, onChange, what }: { projection: Projection; onChange: (p: Projection) => void; what: string }) {
  const id = `proj-${what.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  // The text as typed while the field has focus ("a, " keeps its comma); the model holds the list.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div class="ix-key">
      <label class="ix-label" for={id}>projection</label>
      <select id={id} data-testid="ix-projection" value={projection.type}
        onChange={(e) => {
          const type = (e.target as HTMLSelectElement).value as Projection['type'];
          onChange(type === 'INCLUDE' ? { type, nonKeyAttributes: projection.nonKeyAttributes ?? [] } : { type });
        }}>
        <option value="ALL">ALL</option>
        <option value="KEYS_ONLY">KEYS_ONLY</option>
        <option value="INCLUDE">INCLUDE</option>
      </select>
      {projection.type === 'INCLUDE' && (
        <input class="mono" aria-label={`attributes ${what} includes (comma separated)`} data-testid="ix-include" placeholder="attributes, comma separated" spellcheck={false}
          value={draft ?? (projection.nonKeyAttributes ?? []).join(', ')} onBlur={() => setDraft(null)}
          onInput={(e) => {
            const text = (e.target as HTMLInputElement).value;
            setDraft(text);
            onChange({ type: 'INCLUDE', nonKeyAttributes: text.split(',').map((s) => s.trim()).filter((s) => s !== '') });
          }} />
      )}
    </div>
  );
}

function IndexCard({ kind, index, at, tableIndex, model, setModel, error }: { kind: IndexKind; index: GsiJson | LsiJson; at: number; tableIndex: number; model: ModelFile; setModel: (m: ModelFile) => void; error: string | null }) {
  const what = `${kind.toUpperCase()} ${index.name}`;
  const set = (next: GsiJson | LsiJson) => setModel(setIndex(model, tableIndex, kind, at, next));
  return (
    <div class="ix-card" data-testid={`${kind}-editor`} data-index={index.name}>
      <div class="card-row">
        <label class="ix-name">
          <span class="muted small">{kind.toUpperCase()} name</span>
          <input class="mono" aria-label={`name of ${what}`} data-testid="ix-name" value={index.name} spellcheck={false}
            onInput={(e) => setModel(renameIndex(model, tableIndex, kind, at, (e.target as HTMLInputElement).value))} />
        </label>
        <button type="button" class="secondary small danger" data-testid="ix-delete" onClick={() => setModel(deleteIndex(model, tableIndex, kind, at))}>Delete {what}</button>
      </div>
      {kind === 'gsi' ? (
        <>
          <KeyRows label="partition key" what={what} list={keyList((index as GsiJson).partitionKey)}
            onChange={(l) => set({ ...(index as GsiJson), partitionKey: keyOf(l, Array.isArray((index as GsiJson).partitionKey)) ?? { name: '', type: 'S' } })} />
          <KeyRows label="sort key" what={what} list={keyList((index as GsiJson).sortKey)}
            onChange={(l) => {
              const { sortKey: _old, ...rest } = index as GsiJson;
              const sk = keyOf(l, Array.isArray((index as GsiJson).sortKey));
              set(sk ? { ...rest, sortKey: sk } : rest);
            }} />
        </>
      ) : (
        <KeyRows label="sort key" what={what} list={[(index as LsiJson).sortKey]} onChange={(l) => set({ ...(index as LsiJson), sortKey: l[l.length - 1] ?? { name: '', type: 'S' } })} />
      )}
      <ProjectionField projection={index.projection} what={what} onChange={(p) => set({ ...index, projection: p })} />
      {error && <span class="field-error" role="alert" data-testid="ix-error">{error}</span>}
    </div>
  );
}

/** Every GSI and LSI of table `tableIndex`, editable; `errorAt(path)` is the engine's message under a path. */
export function IndexEditor({ table, tableIndex, model, setModel, errorAt }: { table: TableJson; tableIndex: number; model: ModelFile; setModel: (m: ModelFile) => void; errorAt: (path: string) => string | null }) {
  const base = `/tables/${tableIndex}`;
  return (
    <div class="ix-list">
      {(table.globalSecondaryIndexes ?? []).map((g, i) => (
        <IndexCard key={`g${i}`} kind="gsi" index={g} at={i} tableIndex={tableIndex} model={model} setModel={setModel} error={errorAt(`${base}/globalSecondaryIndexes/${i}`)} />
      ))}
      {(table.localSecondaryIndexes ?? []).map((l, i) => (
        <IndexCard key={`l${i}`} kind="lsi" index={l} at={i} tableIndex={tableIndex} model={model} setModel={setModel} error={errorAt(`${base}/localSecondaryIndexes/${i}`)} />
      ))}
    </div>
  );
}
