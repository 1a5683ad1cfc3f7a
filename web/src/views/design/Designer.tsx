// The Design tab: outline on the left, the selection in the centre, lint findings and cost
// on the right. The model file is the one state; every pane is the engine's answer about it.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { ModelFile } from '@wasm/types';
import { newPatternKey, withNewPattern, withNewTable, withoutEntity, withoutPattern, withoutTable } from '../../model/newNodes';
import { withBlankEntity } from './editors/entityStart';
import { withPatternFor } from './editors/patternStart';
import { rememberVariables } from './editors/templateVariables';
import { useEngine } from '../../engine/EngineContext';
import type { EngineClient } from '../../engine/client';
import { EntityView } from './EntityView';
import { EXAMPLES } from '../../model/examples';
import { CostPanel, Findings } from './Findings';
import { Outline } from './Outline';
import { PatternView } from './PatternView';
import { entitiesOf, patternsOf, selectionPath, tablesOf, type Selection } from '../../model/shape';
import { TableView } from './TableView';
import type { DesignState } from './useDesign';

/** The entity a selected pattern reads (its findings come next to the pattern's own). */
function relatedPath(m: ModelFile, s: Selection): string | null {
  if (s.kind !== 'pattern') return null;
  const entity = patternsOf(m)[s.index]?.entity;
  const i = entitiesOf(m).findIndex((e) => e.name === entity);
  return i >= 0 ? `/entities/${i}` : null;
}

export function firstSelection(m: ModelFile): Selection {
  const i = patternsOf(m).findIndex((p) => p.operation === 'Query');
  return i >= 0 ? { kind: 'pattern', index: i } : { kind: 'design' };
}

function Overview({ design, exampleId, onOpen, onNew, setModel }: { design: DesignState; exampleId: string; onOpen: (id: string) => void; onNew: () => void; setModel: (m: ModelFile) => void }) {
  const s = design.answers?.validated.summary;
  return (
    <section aria-labelledby="design-title">
      <header class="center-head">
        <h2 id="design-title">{String(design.model.name)}</h2>
        {typeof design.model['description'] === 'string' && <p class="desc">{design.model['description']}</p>}
      </header>
      {s && (
        <p class="muted">
          {s.tables} table{s.tables === 1 ? '' : 's'} · {s.entities} entities · {s.items} sample items · {s.accessPatterns} access patterns
        </p>
      )}
      <form class="pattern-form" aria-label="Design" onSubmit={(e) => e.preventDefault()}>
        <label class="pf-field pf-wide">
          <span>design name</span>
          <input data-testid="design-name" value={String(design.model.name)} onInput={(e) => setModel({ ...design.model, name: (e.target as HTMLInputElement).value })} />
        </label>
        <div class="pf-field">
          <span>start again</span>
          <button type="button" class="secondary" data-testid="new-design" onClick={onNew}>New design</button>
        </div>
      <label class="pf-field">
        <span>open a built-in example</span>
        <select data-testid="example-picker" value={exampleId} onChange={(e) => onOpen((e.target as HTMLSelectElement).value)}>
          {EXAMPLES.map((x) => (
            <option key={x.id} value={x.id}>{x.id}</option>
          ))}
        </select>
      </label>
      </form>
      {design.answers && (
        <div class="card">
          <h3>Access patterns on the sample items</h3>
          <table class="grid">
            <thead>
              <tr><th>pattern</th><th>operation</th><th>returned</th><th>units</th><th>expect</th></tr>
            </thead>
            <tbody>
              {design.answers.patterns.patterns.map((p) => (
                <tr key={p.name}>
                  <td>{p.name}</td>
                  <td>{p.operation}</td>
                  <td>{p.matchedEntities.join(', ')}</td>
                  <td>{p.readUnits || p.writeUnits}</td>
                  <td class={p.expect ? (p.expect.holds ? 'ok-text' : 'err-text') : ''}>{p.expect ? (p.expect.holds ? 'holds' : 'fails') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export interface History {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * A new Query pattern whose parameters are the engine's reading of its partition template:
 * the variables AnalyzeDesign gave for that entity key, else keyscape:Template's.
 */
async function withNewQuery(client: EngineClient, design: DesignState): Promise<{ model: ModelFile; index: number } | null> {
  const m = design.model;
  const start = newPatternKey(m);
  if (!start) return null;
  const known = design.answers?.keyTemplates.find((k) => k.template === start.partition);
  if (known) return withNewPattern(m, known.variables);
  const r = await client.execute('keyscape:Template', { action: 'variables', template: start.partition });
  return withNewPattern(m, r.ok && 'variables' in r.body ? r.body.variables : []);
}

export function Designer({ design, setModel, history, exampleId, onOpenExample, onNewDesign, selection, setSelection, files }: {
  /** Starts a new design in a record of its own (persist/useWork), keeping the open one saved. */
  onNewDesign: () => void;
  /** The file actions and saved designs (persist/WorkPanel), above the outline. */
  files?: ComponentChildren;
  history: History;
  design: DesignState;
  setModel: (m: ModelFile) => void;
  exampleId: string;
  onOpenExample: (id: string) => void;
  selection: Selection;
  setSelection: (s: Selection) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const findings = design.answers?.lint.findings ?? [];
  const client = useEngine();
  async function add(what: 'table' | 'entity' | 'pattern') {
    const r = what === 'table' ? withNewTable(design.model) : what === 'entity' ? withBlankEntity(design.model) : await newPattern();
    if (!r) return setNotice('Add a table first.');
    setNotice(null);
    setModel(r.model);
    setSelection({ kind: what, index: r.index });
  }
  /** A new pattern reads the selected entity (or the selected pattern's), else the first one. */
  async function newPattern() {
    const entities = entitiesOf(design.model);
    const named = selection.kind === 'pattern' ? patternsOf(design.model)[selection.index]?.entity : undefined;
    const at = selection.kind === 'entity' ? selection.index : Math.max(0, entities.findIndex((e) => e.name === named));
    rememberVariables(design.answers?.keyTemplates ?? []);
    return entities[at] ? withPatternFor(client, design.model, at) : withNewQuery(client, design);
  }
  /** A new Query pattern on the entity and one of its keys, prefilled from its template. */
  async function addPatternFor(entity: number, index: string | undefined) {
    const r = await withPatternFor(client, design.model, entity, index);
    if (!r) return;
    setModel(r.model);
    setSelection({ kind: 'pattern', index: r.index });
  }
  function remove() {
    const s = selection;
    if (s.kind === 'design') return;
    if (s.kind === 'table' && tablesOf(design.model).length === 1) return setNotice('A design keeps at least one table.');
    setModel(s.kind === 'table' ? withoutTable(design.model, s.index) : s.kind === 'entity' ? withoutEntity(design.model, s.index) : withoutPattern(design.model, s.index));
    setSelection({ kind: 'design' });
  }
  const centre = (() => {
    switch (selection.kind) {
      case 'design':
        return <Overview design={design} exampleId={exampleId} onOpen={onOpenExample} setModel={setModel} onNew={onNewDesign} />;
      case 'table':
        return <TableView design={design} index={selection.index} setModel={setModel} />;
      case 'entity':
        return <EntityView design={design} index={selection.index} setModel={setModel} onAddPattern={(ix) => void addPatternFor(selection.index, ix)} />;
      case 'pattern':
        return <PatternView design={design} index={selection.index} setModel={setModel} />;
    }
  })();
  return (
    <div class="designer" data-testid="designer" data-version={design.version} data-answered={design.answered}>
      <aside class="pane-left">
        <div class="history" role="group" aria-label="Undo and redo">
          <button type="button" class="secondary small" data-testid="undo" disabled={!history.canUndo} onClick={history.undo} title="Undo (Ctrl+Z)">Undo</button>
          <button type="button" class="secondary small" data-testid="redo" disabled={!history.canRedo} onClick={history.redo} title="Redo (Shift+Ctrl+Z)">Redo</button>
        </div>
        {files}
        <Outline model={design.model} findings={findings} selection={selection} onSelect={setSelection} onAdd={(what) => void add(what)} />
        {notice && <p class="muted small">{notice}</p>}
      </aside>
      <div class="pane-centre">
        {design.error && (
          <div class="error-box" role="alert" data-testid="design-error">
            <div class="error-head">
              <span class="error-name">{design.error.name}</span>
              <span class="error-type">the design as edited is not valid; the panes show the last valid one</span>
            </div>
            <pre class="error-message">{design.error.message}</pre>
          </div>
        )}
        {centre}
        {selection.kind !== 'design' && (
          <div class="delete-row">
            <button type="button" class="secondary small danger" data-testid="delete-selected" onClick={remove}>
              Delete this {selection.kind === 'pattern' ? 'access pattern' : selection.kind}
            </button>
          </div>
        )}
      </div>
      <aside class="pane-right" aria-label="Findings and cost">
        {design.answers ? (
          <>
            <Findings findings={findings} model={design.model} scope={selectionPath(selection)} related={relatedPath(design.model, selection)} onApply={setModel} />
            <CostPanel cost={design.answers.cost} />
          </>
        ) : (
          <p class="muted">{design.busy ? 'The engine is reading the design…' : ''}</p>
        )}
      </aside>
    </div>
  );
}
