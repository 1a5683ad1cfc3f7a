// The access pattern's form: sort operator and bounds, direction, limit, filter and
// parameters. Each change is written into the design at once (the range view redraws);
// the engine checks it, and its message is shown on the field whose path it names.
import { useEffect, useState } from 'preact/hooks';
import type { DynamoDBError } from '@wasm/engine.mjs';
import { Underline } from '../../ui/Underline';
import { PATTERN_OPERATIONS, SORT_OPS } from '../../model/schemaEnums';
import type { EntityJson, FilterJson, PatternJson, SortJson } from '../../model/shape';
import { ParameterInputs } from './editors/ParameterInputs';
import { SortConditions } from './editors/SortConditions';

/** Members to set, or (undefined) to remove. */
type Patch<T> = { [K in keyof T]?: T[K] | undefined };

export interface FieldErrors {
  /** The engine's message for a JSON path under this pattern, by member ("key/sort/value"). */
  at(member: string): string | null;
}

function JsonField({ label, value, onValid, testId, error }: { label: string; value: unknown; onValid: (v: unknown) => void; testId: string; error: string | null }) {
  const text = value === undefined ? '' : JSON.stringify(value);
  const [draft, setDraft] = useState(text);
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => setDraft(text), [text]);
  return (
    <label class="pf-field pf-wide">
      <span>{label}</span>
      <input
        class={`mono${bad || error ? ' invalid' : ''}`}
        data-testid={testId}
        value={draft}
        spellcheck={false}
        onInput={(e) => {
          const t = (e.target as HTMLInputElement).value;
          setDraft(t);
          if (t.trim() === '') {
            setBad(null);
            onValid(undefined);
            return;
          }
          try {
            const v: unknown = JSON.parse(t);
            setBad(null);
            onValid(v);
          } catch {
            setBad('not JSON yet');
          }
        }}
      />
      {(bad || error) && <span class="field-error" role="alert">{bad ?? error}</span>}
    </label>
  );
}

/** What the pattern reads: its name, operation, table, index and entity. */
export interface PatternChoices {
  tables: string[];
  indexes: string[];
  entities: string[];
}

export function PatternForm({ pattern, onChange, onAim, entity, sortTemplate, sortAttributes, partitionAttributes, errors, choices, queryError, fieldNotes }: {
  pattern: PatternJson;
  onChange: (p: PatternJson) => void;
  /** Re-aims the pattern at another entity or index: its key templates and parameters follow. */
  onAim: (entity: string | undefined, index: string | undefined) => void;
  /** The entity the pattern reads (its attribute types label the parameters; its sort template seeds the sort value). */
  entity: EntityJson | undefined;
  /** The entity's template for the queried key's sort attribute (the sort builder's start). */
  sortTemplate?: string | undefined;
  /** A multi-attribute GSI sort key's attributes, in key order: one condition row each. */
  sortAttributes?: string[] | undefined;
  /** A multi-attribute GSI partition key's attributes, in key order (labels its templates). */
  partitionAttributes?: string[] | undefined;
  errors: FieldErrors;
  choices: PatternChoices;
  queryError: DynamoDBError | null;
  fieldNotes: (member: string) => preact.ComponentChildren;
}) {
  const sorts = pattern.key?.sort;
  const sort = Array.isArray(sorts) ? sorts[0] : sorts;
  const set = (patch: Patch<PatternJson>) => {
    const next = { ...pattern, ...patch } as PatternJson;
    for (const k of Object.keys(patch) as (keyof PatternJson)[]) if (patch[k] === undefined) delete next[k];
    onChange(next);
  };
  const setSort = (s: SortJson | SortJson[] | undefined) => {
    const key = { ...(pattern.key ?? { partition: '' }) };
    if (s === undefined) delete key.sort;
    else key.sort = s;
    set({ key });
  };
  const filter = pattern.filter;
  const setFilter = (patch: Patch<FilterJson>) => {
    const next = { expression: '', ...(filter ?? {}), ...patch } as FilterJson;
    for (const k of Object.keys(patch) as (keyof FilterJson)[]) if (patch[k] === undefined) delete next[k];
    // No expression, no filter: its names and values would only be unused placeholders.
    set({ filter: next.expression.trim() === '' ? undefined : next });
  };
  const err = (m: string) => errors.at(m);
  // The engine's error for the filter the user wrote, with the span it names.
  const filterPosition = queryError?.position?.parameter === 'FilterExpression' ? queryError.position : null;

  return (
    <form class="pattern-form" data-testid="pattern-form" onSubmit={(e) => e.preventDefault()} aria-label="Access pattern">
      <label class="pf-field pf-wide">
        <span>pattern name</span>
        <input data-testid="pf-name" value={pattern.name} class={err('name') ? 'invalid' : ''} onInput={(e) => set({ name: (e.target as HTMLInputElement).value })} />
        {err('name') && <span class="field-error" role="alert">{err('name')}</span>}
      </label>
      <label class="pf-field">
        <span>operation</span>
        <select data-testid="pf-operation" value={pattern.operation} onChange={(e) => set({ operation: (e.target as HTMLSelectElement).value as PatternJson['operation'] })}>
          {PATTERN_OPERATIONS.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      </label>
      <label class="pf-field">
        <span>table</span>
        <select data-testid="pf-table" value={pattern.table} onChange={(e) => set({ table: (e.target as HTMLSelectElement).value, index: undefined })}>
          {choices.tables.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      </label>
      <label class="pf-field">
        <span>index</span>
        <select data-testid="pf-index" value={pattern.index ?? ''} onChange={(e) => onAim(pattern.entity, (e.target as HTMLSelectElement).value || undefined)}>
          <option value="">the table's own key</option>
          {choices.indexes.map((i) => <option key={i} value={i}>{i}</option>)}
        </select>
      </label>
      <label class="pf-field">
        <span>entity</span>
        <select data-testid="pf-entity" value={pattern.entity ?? ''} onChange={(e) => onAim((e.target as HTMLSelectElement).value || undefined, pattern.index)}>
          <option value="">any</option>
          {choices.entities.map((x) => <option key={x} value={x}>{x}</option>)}
        </select>
      </label>
      {(err('index') || err('table') || err('entity') || err('operation')) && (
        <span class="field-error pf-wide" role="alert">{err('index') ?? err('table') ?? err('entity') ?? err('operation')}</span>
      )}
      <label class="pf-field pf-wide">
        <span>partition key template</span>
        {Array.isArray(pattern.key?.partition) ? (
          (pattern.key.partition as string[]).map((t, i, all) => (
            <input key={i} class={`mono${err(`key/partition/${i}`) ? ' invalid' : ''}`} data-testid="pf-partition" aria-label={`partition key template ${i + 1}${partitionAttributes?.[i] ? ` (${partitionAttributes[i]})` : ''}`} value={t} spellcheck={false}
              onInput={(e) => set({ key: { ...(pattern.key ?? {}), partition: all.map((x, j) => (j === i ? (e.target as HTMLInputElement).value : x)) as unknown as string } })} />
          ))
        ) : (
          <input class={`mono${err('key/partition') ? ' invalid' : ''}`} data-testid="pf-partition" value={pattern.key?.partition ?? ''} spellcheck={false}
            onInput={(e) => set({ key: { ...(pattern.key ?? {}), partition: (e.target as HTMLInputElement).value } })} />
        )}
        {err('key/partition') && <span class="field-error" role="alert">{err('key/partition')}</span>}
        {fieldNotes('key/partition')}
      </label>
      {sortAttributes ? (
        <SortConditions attributes={sortAttributes} sort={sorts} onChange={setSort} errorAt={err} fieldNotes={fieldNotes} />
      ) : (
        <>
      <label class="pf-field">
        <span>sort condition</span>
        <select data-testid="pf-op" value={sort?.op ?? ''}
          onChange={(e) => {
            const op = (e.target as HTMLSelectElement).value;
            if (op === '') return setSort(undefined);
            const next: SortJson = { op: op as SortJson['op'], value: sort?.value ?? '' };
            if (op === 'between') next.high = sort?.high ?? sort?.value ?? '';
            setSort(next);
          }}>
          <option value="">none (whole partition)</option>
          {SORT_OPS.map((o) => (
            <option value={o} key={o}>{o}</option>
          ))}
        </select>
      </label>
      {sortTemplate && (!sort || sort.value !== sortTemplate) && (
        <div class="pf-field">
          <span>the entity's sort key</span>
          <button type="button" class="secondary small" data-testid="pf-use-sort-template" title="Start the sort condition from the template the entity writes"
            onClick={() => setSort({ op: sort?.op ?? 'begins_with', value: sortTemplate, ...(sort?.op === 'between' ? { high: sort.high ?? sortTemplate } : {}) } as SortJson)}>
            Use <code>{sortTemplate}</code>
          </button>
        </div>
      )}
      {sort && (
        <label class="pf-field">
          <span>{sort.op === 'between' ? 'low bound' : sort.op === 'begins_with' ? 'prefix' : 'value'}</span>
          <input class={`mono${err('key/sort/value') ? ' invalid' : ''}`} data-testid="pf-value" value={sort.value} spellcheck={false}
            onInput={(e) => setSort({ ...sort, value: (e.target as HTMLInputElement).value })} />
          {err('key/sort/value') && <span class="field-error" role="alert">{err('key/sort/value')}</span>}
          {fieldNotes('key/sort/value')}
        </label>
      )}
      {sort?.op === 'between' && (
        <label class="pf-field">
          <span>high bound</span>
          <input class={`mono${err('key/sort/high') ? ' invalid' : ''}`} data-testid="pf-high" value={sort.high ?? ''} spellcheck={false}
            onInput={(e) => setSort({ ...sort, high: (e.target as HTMLInputElement).value })} />
          {err('key/sort/high') && <span class="field-error" role="alert">{err('key/sort/high')}</span>}
          {fieldNotes('key/sort/high')}
        </label>
      )}
        </>
      )}
      <label class="pf-field">
        <span>direction</span>
        <select data-testid="pf-direction" value={pattern.scanIndexForward === false ? 'desc' : 'asc'}
          onChange={(e) => set({ scanIndexForward: (e.target as HTMLSelectElement).value === 'desc' ? false : undefined })}>
          <option value="asc">ascending (ScanIndexForward true)</option>
          <option value="desc">descending (ScanIndexForward false)</option>
        </select>
      </label>
      <label class="pf-field pf-narrow">
        <span>Limit</span>
        <input type="number" min={1} data-testid="pf-limit" value={pattern.limit ?? ''} class={err('limit') ? 'invalid' : ''}
          onInput={(e) => {
            const t = (e.target as HTMLInputElement).value;
            set({ limit: t === '' ? undefined : Number(t) });
          }} />
        {err('limit') && <span class="field-error" role="alert">{err('limit')}</span>}
      </label>
      <label class="pf-field pf-narrow">
        <span>requests/s</span>
        <input type="number" min={0} step="any" data-testid="pf-rate" value={pattern.rate?.perSecond ?? ''} class={err('rate') ? 'invalid' : ''}
          onInput={(e) => {
            const t = (e.target as HTMLInputElement).value;
            set({ rate: t === '' ? undefined : { perSecond: Number(t) } });
          }} />
        {err('rate') && <span class="field-error" role="alert">{err('rate')}</span>}
      </label>
      <ParameterInputs pattern={pattern} entity={entity} errorAt={err} onChange={(parameters) => set({ parameters })} />
      {err('parameters') && !Object.keys(pattern.parameters ?? {}).some((n) => err(`parameters/${n}`)) && <span class="field-error pf-wide" role="alert">{err('parameters')}</span>}
      <label class="pf-field pf-wide">
        <span>FilterExpression</span>
        <input class={`mono${err('filter') ? ' invalid' : ''}`} data-testid="pf-filter" value={filter?.expression ?? ''} spellcheck={false} placeholder="e.g. #t >= :t"
          onInput={(e) => setFilter({ expression: (e.target as HTMLInputElement).value })} />
        {err('filter') && <span class="field-error" role="alert">{err('filter')}</span>}
        {filterPosition && filter && (
          <span class="field-error" role="alert" data-testid="filter-error">
            {queryError?.message}
            <br />
            <Underline text={filter.expression} position={filterPosition} />
          </span>
        )}
      </label>
      {filter && (
        <>
          <JsonField label="filter names" value={filter.names} testId="pf-filter-names" error={null} onValid={(v) => setFilter({ names: v as Record<string, string> | undefined })} />
          <JsonField label="filter values (DynamoDB JSON)" value={filter.values} testId="pf-filter-values" error={null} onValid={(v) => setFilter({ values: v as FilterJson['values'] })} />
        </>
      )}
    </form>
  );
}
