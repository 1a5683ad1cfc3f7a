// The attribute editor and the sample-item grid of an entity (entityEdits.ts does the
// model changes; the engine checks each one and renders the keys).
import type { Model, ModelFile } from '@wasm/types';
import { useState } from 'preact/hooks';
import { addAttribute, addSample, removeAttribute, removeSample, renameAttribute, setAttribute, setAttributeValues, setSampleValue, valuesText } from '../../model/entityEdits';
import { ATTRIBUTE_FORMATS } from '../../model/schemaEnums';
import { entitiesOf, patternsOf, samplesOf, type EntityJson } from '../../model/shape';
import { sampleValueError } from '../../model/pointer';
import { SampleTools } from './editors/SampleTools';
import { gridKeyDown } from './editors/gridKeys';

/** No format, then the formats the schema allows. */
const FORMATS = ['', ...ATTRIBUTE_FORMATS];

/** Renames an entity and what names it: its sample items and the patterns that read it. */
export function renameEntity(m: ModelFile, index: number, to: string): ModelFile {
  const from = entitiesOf(m)[index]?.name;
  if (from === undefined) return m;
  return {
    ...m,
    entities: entitiesOf(m).map((e, i) => (i === index ? { ...e, name: to } : e)),
    items: samplesOf(m).map((s) => (s.entity === from ? { ...s, entity: to } : s)),
    accessPatterns: patternsOf(m).map((p) => (p.entity === from ? { ...p, entity: to } : p)),
  };
}

/** An attribute's closed set of values, comma separated; the text as typed while it has focus ("0, " keeps its comma). */
function ValuesField({ model, index, name, attr, setModel }: { model: ModelFile; index: number; name: string; attr: EntityJson['attributes'][string]; setModel: (m: ModelFile) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input class="mono" aria-label={`values of ${name} (comma separated; empty: any value)`} data-testid="attribute-values" placeholder="any" spellcheck={false}
      value={draft ?? valuesText(attr)} onBlur={() => setDraft(null)}
      onInput={(e) => {
        const text = (e.target as HTMLInputElement).value;
        setDraft(text);
        setModel(setAttributeValues(model, index, name, text));
      }} />
  );
}

export function AttributesCard({ model, index, entity, setModel, error }: { model: ModelFile; index: number; entity: EntityJson; setModel: (m: ModelFile) => void; error: string | null }) {
  return (
    <div class="card">
      <div class="card-row">
        <h3>Attributes</h3>
        <button type="button" class="secondary small" data-testid="add-attribute" onClick={() => setModel(addAttribute(model, index))}>Add attribute</button>
      </div>
      {error && <span class="field-error" role="alert">{error}</span>}
      <table class="grid">
        <thead>
          <tr><th>name</th><th>type</th><th>format</th><th>values</th><th>required</th><th /></tr>
        </thead>
        <tbody>
          {Object.entries(entity.attributes).map(([name, a], i) => (
            <tr key={i} data-testid="attribute-row">
              <td><input class="mono" aria-label="attribute name" data-testid="attribute-name" value={name} spellcheck={false} onInput={(e) => setModel(renameAttribute(model, index, name, (e.target as HTMLInputElement).value))} /></td>
              <td>
                <select aria-label={`type of ${name}`} data-testid="attribute-type" value={a.type} onChange={(e) => setModel(setAttribute(model, index, name, { ...a, type: (e.target as HTMLSelectElement).value as Model.AttributeDefinition['type'] }))}>
                  <option value="S">S</option>
                  <option value="N">N</option>
                  <option value="B">B</option>
                </select>
              </td>
              <td>
                <select aria-label={`format of ${name}`} value={a.format ?? ''} onChange={(e) => {
                  const format = (e.target as HTMLSelectElement).value;
                  const { format: _old, ...rest } = a;
                  setModel(setAttribute(model, index, name, format ? { ...rest, format: format as NonNullable<Model.AttributeDefinition['format']> } : rest));
                }}>
                  {FORMATS.map((f) => <option key={f} value={f}>{f || '—'}</option>)}
                </select>
              </td>
              <td><ValuesField model={model} index={index} name={name} attr={a} setModel={setModel} /></td>
              <td>
                <input type="checkbox" aria-label={`${name} is required`} checked={a.required !== false} onChange={(e) => {
                  const { required: _old, ...rest } = a;
                  setModel(setAttribute(model, index, name, (e.target as HTMLInputElement).checked ? rest : { ...rest, required: false }));
                }} />
              </td>
              <td><button type="button" class="icon-btn" aria-label={`Remove attribute ${name}`} onClick={() => setModel(removeAttribute(model, index, name))}>×</button></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SamplesCard({ model, index, entity, setModel, error }: { model: ModelFile; index: number; entity: EntityJson; setModel: (m: ModelFile) => void; error?: string | undefined }) {
  const attrs = Object.entries(entity.attributes);
  const rows = samplesOf(model).map((s, i) => ({ s, i })).filter(({ s }) => s.entity === entity.name);
  return (
    <div class="card">
      <div class="card-row">
        <h3>Sample items <span class="badge">{rows.length}</span></h3>
        <button type="button" class="secondary small" data-testid="add-sample" onClick={() => setModel(addSample(model, index))}>Add item</button>
      </div>
      <SampleTools model={model} entity={entity} setModel={setModel} count={rows.length} />
      {rows.length > 0 && <p class="muted small">Enter or ↑ ↓ move between items, ← → between attributes at a value's edge; Enter on the last item adds one.</p>}
      <div class="grid-wrap">
        <table class="grid samples" data-testid="sample-grid" onKeyDown={(e) => gridKeyDown(e, (col) => {
          setModel(addSample(model, index));
          // The new row exists after the redraw: focus its cell in the same column.
          requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-testid="sample-grid"] input[data-row="${rows.length}"][data-col="${col}"]`)?.focus());
        })}>
          <thead>
            <tr>{attrs.map(([n]) => <th key={n} class="mono">{n}</th>)}<th /></tr>
          </thead>
          <tbody>
            {rows.map(({ s, i }, r) => (
              <tr key={i} data-testid="sample-row">
                {attrs.map(([n, a], c) => {
                  const bad = sampleValueError(error, i, n);
                  return (
                    <td key={n}>
                      <input class={`mono${bad ? ' invalid' : ''}`} data-row={r} data-col={c} aria-label={`${n} of item ${r + 1}`} data-testid={`sample-${n}`} value={s.values?.[n] === undefined ? '' : String(s.values[n])} spellcheck={false}
                        aria-invalid={bad ? true : undefined} aria-describedby={bad ? `sample-error-${i}-${n}` : undefined}
                        onInput={(e) => setModel(setSampleValue(model, i, n, a.type, (e.target as HTMLInputElement).value))} />
                      {bad && <span class="field-error" id={`sample-error-${i}-${n}`} role="alert" data-testid="sample-error">{bad}</span>}
                    </td>
                  );
                })}
                <td><button type="button" class="icon-btn" aria-label={`Remove item ${r + 1}`} onClick={() => setModel(removeSample(model, i))}>×</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
