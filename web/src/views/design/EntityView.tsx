// An entity selected in the outline: its attributes, its key templates (editable, with the
// keys they render for the sample items — the engine's ValidateModel items — and a
// parse-back check: keyscape:Template's answer, carried by AnalyzeDesign), and its sample items.
import type { Item, ModelFile } from '@wasm/types';
import { setAt } from '../../model/pointer';
import { AttributesCard, SamplesCard, renameEntity } from './EntityCards';
import { FieldFindings } from './Findings';
import { entitiesOf, tablesOf, type EntityJson, type KeyAttr } from '../../model/shape';
import type { DesignState } from './useDesign';
import { setAttribute } from '../../model/entityEdits';
import { VariableOffer } from './editors/VariableOffer';

function avText(item: Item, name: string): string {
  const v = item[name];
  if (!v) return '';
  const [, inner] = Object.entries(v)[0] ?? [];
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}

/**
 * The engine's parse of the first rendered key back through its template: AnalyzeDesign's
 * keyTemplates entry for this entity key (keyscape:Template's "parse" answer), so an edit of
 * the template costs no call besides the design's one.
 */
function ParseBack({ design, entity, attr, template }: { design: DesignState; entity: string; attr: string; template: string }) {
  const info = design.answers?.keyTemplates.find((k) => k.entity === entity && k.attribute === attr && k.template === template);
  const out = !info?.key ? '' : info.parseError !== undefined ? `does not parse back: ${info.parseError}` : info.values ? `parses back to ${JSON.stringify(info.values)}` : '';
  return out ? <span class="muted small" data-testid="parse-back">{out}</span> : null;
}

function TemplateField({ attr, template, path, error, keys, onChange, design, setModel, entity, entityIndex, queries, onAddPattern }: {
  attr: string;
  template: string;
  path: string;
  error: string | null;
  keys: string[];
  onChange: (v: string) => void;
  design: DesignState;
  setModel: (m: ModelFile) => void;
  entity: EntityJson;
  entityIndex: number;
  /** The indexes whose partition key this attribute leads ('' for the table's own key). */
  queries: string[];
  onAddPattern?: ((index: string | undefined) => void) | undefined;
}) {
  return (
    <div class="tpl" data-testid="key-template" data-attr={attr}>
      <label class="pf-field pf-wide">
        <span>{attr}</span>
        <input class={`mono${error ? ' invalid' : ''}`} value={template} spellcheck={false} placeholder="no template: the entity is not in this index (sparse)" data-testid={`template-${attr}`} aria-describedby={`${path}-preview`}
          onInput={(e) => onChange((e.target as HTMLInputElement).value)} />
      </label>
      {error && <span class="field-error" role="alert" data-testid="template-error">{error}</span>}
      {/* Asked only when the engine refuses the template (an undefined attribute among others): typing a valid template costs no extra call. */}
      {error && <VariableOffer template={template} entity={entity} onAdd={(name, a) => setModel(setAttribute(design.model, entityIndex, name, a))} />}
      {onAddPattern && template !== '' && queries.map((q) => (
        <button key={q} type="button" class="secondary small tpl-query" data-testid="add-pattern-on" data-index={q}
          onClick={() => onAddPattern(q || undefined)}>
          Add access pattern {q ? `on ${q}` : 'on the table key'}
        </button>
      ))}
      <FieldFindings findings={design.answers?.lint.findings ?? []} path={path} model={design.model} onApply={setModel} />
      <div class="tpl-preview" id={`${path}-preview`}>
        {keys.length > 0 && <span class="muted small">renders</span>}
        {keys.slice(0, 8).map((k, i) => (
          <code key={i} class="key-chip" data-testid={`rendered-${attr}`}>{k}</code>
        ))}
        {keys.length > 8 && <span class="muted small">+{keys.length - 8} more</span>}
        {keys[0] !== undefined && <ParseBack design={design} entity={entity.name} attr={attr} template={template} />}
      </div>
    </div>
  );
}

export function EntityView({ design, index, setModel, onAddPattern }: { design: DesignState; index: number; setModel: (m: ModelFile) => void; onAddPattern?: (index: string | undefined) => void }) {
  const entity = entitiesOf(design.model)[index] as EntityJson;
  const base = `/entities/${index}`;
  const rendered = (design.answers?.validated.items ?? []).filter((i) => i.entity === entity.name).map((i) => i.item);
  const table = tablesOf(design.model).find((t) => t.name === entity.table);
  const keyAttrs: string[] = [];
  const addKey = (k: KeyAttr | KeyAttr[] | undefined) => {
    for (const a of k === undefined ? [] : Array.isArray(k) ? k : [k]) if (!keyAttrs.includes(a.name)) keyAttrs.push(a.name);
  };
  if (table) {
    addKey(table.partitionKey);
    addKey(table.sortKey);
    for (const g of table.globalSecondaryIndexes ?? []) {
      addKey(g.partitionKey);
      addKey(g.sortKey);
    }
    for (const l of table.localSecondaryIndexes ?? []) addKey(l.sortKey);
  }
  for (const k of Object.keys(entity.keys)) if (!keyAttrs.includes(k)) keyAttrs.push(k);
  // Which key a template's attribute leads: the table's partition key, or a GSI's first one.
  const queriesOf = (attr: string): string[] => {
    if (!table) return [];
    const out = table.partitionKey.name === attr ? [''] : [];
    for (const g of table.globalSecondaryIndexes ?? []) {
      const first = Array.isArray(g.partitionKey) ? g.partitionKey[0] : g.partitionKey;
      if (first?.name === attr) out.push(g.name);
    }
    return out;
  };
  const errorFor = (path: string) => (design.error && (design.error.message.startsWith(path + ':') || design.error.message.startsWith(path + '/')) ? design.error.message : null);

  return (
    <section class="entity-view" aria-labelledby="entity-title">
      <header class="center-head">
        <h2 id="entity-title">{entity.name}</h2>
        <p class="muted">entity of table {entity.table}</p>
        {entity.description && <p class="desc">{entity.description}</p>}
      </header>
      <form class="pattern-form" aria-label="Entity" onSubmit={(e) => e.preventDefault()}>
        <label class="pf-field">
          <span>entity name</span>
          <input class="mono" data-testid="entity-name" value={entity.name} spellcheck={false}
            onInput={(e) => setModel(renameEntity(design.model, index, (e.target as HTMLInputElement).value))} />
        </label>
        <label class="pf-field">
          <span>table</span>
          <select data-testid="entity-table" value={entity.table} onChange={(e) => setModel(setAt(design.model, `${base}/table`, (e.target as HTMLSelectElement).value))}>
            {tablesOf(design.model).map((t) => (
              <option key={t.name} value={t.name}>{t.name}</option>
            ))}
          </select>
        </label>
        {errorFor(base) && !errorFor(`${base}/keys`) && !errorFor(`${base}/attributes`) && <span class="field-error pf-wide" role="alert">{errorFor(base)}</span>}
      </form>
      <div class="card">
        <h3>Key templates</h3>
        <p class="muted small">Edit a template: the engine renders the keys of the sample items below at once.</p>
        {design.error?.message.startsWith(`${base}/keys:`) && <span class="field-error" role="alert" data-testid="keys-error">{design.error.message}</span>}
        {keyAttrs.map((attr) => (
          <TemplateField key={attr} design={design} setModel={setModel} attr={attr} entity={entity} entityIndex={index} queries={queriesOf(attr)} onAddPattern={onAddPattern} template={entity.keys[attr] ?? ''} path={`${base}/keys/${attr}`} error={errorFor(`${base}/keys/${attr}`)}
            keys={rendered.map((it) => avText(it, attr)).filter((k) => k !== '')}
            onChange={(v) => setModel(setAt(design.model, `${base}/keys/${attr.replace(/~/g, '~0').replace(/\//g, '~1')}`, v === '' ? undefined : v))} />
        ))}
      </div>
      <AttributesCard model={design.model} index={index} entity={entity} setModel={setModel} error={errorFor(`${base}/attributes`)} />
      <SamplesCard model={design.model} index={index} entity={entity} setModel={setModel} error={design.error?.message} />
    </section>
  );
}
