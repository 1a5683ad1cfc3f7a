// Step 1 of the partition view on the open design: which of its tables is placed (its
// sample items, loaded by the engine), and "generate at scale": N items of one of the
// table's entities, every key rendered by the engine from the entity's own templates.
import type { LoadDesignTable } from '@wasm/types';
import type { EntityForm } from '../../partitions/designSource';
import { fmtInt } from '../../partitions/format';
import { MAX_ITEMS, type PkDistribution } from '../../partitions/generator';
import type { GenResult } from './useDataset';
import { CardHead } from '../../ui/CardHead';
import { ErrorBox, type Problem } from '../../ui/ErrorBox';
import type { Progress } from './GeneratorPanel';
import { GenProgress, GenResultLine } from './GenStatus';

interface Props {
  design: string;
  tables: readonly LoadDesignTable[];
  table: string;
  onTable: (designTable: string) => void;
  /** Items of the design itself on the shown table (its sample items). */
  sampleItems: number | null;
  form: EntityForm;
  onChange: (form: EntityForm) => void;
  onGenerate: () => void;
  onSamples: () => void;
  onStop: () => void;
  progress: Progress;
  stopping: boolean;
  result: GenResult | null;
  problem: Problem | null;
}

export function DesignSourcePanel(props: Props) {
  const { form } = props;
  const busy = props.progress.phase !== 'idle';
  const set = <K extends keyof EntityForm>(k: K, v: EntityForm[K]) => props.onChange({ ...form, [k]: v });
  const current = props.tables.find((t) => t.DesignTable === props.table);
  const entities = current?.Entities ?? [];
  return (
    <section class="card" aria-labelledby="dgen-title" data-testid="design-source">
      <CardHead
        id="dgen-title"
        title={<><span class="step">1</span> Data of this design</>}
        sub={`The design "${props.design}": its sample items, or up to ${fmtInt(MAX_ITEMS)} items of one entity, keyed by the entity's own templates (the engine renders them).`}
      />
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) props.onGenerate();
        }}
      >
        <div class="row gen-grid">
          <label class="field span-2">
            <span class="label">Table</span>
            <select data-testid="design-table" value={props.table} disabled={busy} onChange={(e) => props.onTable(e.currentTarget.value)}>
              {props.tables.map((t) => (
                <option key={t.DesignTable} value={t.DesignTable}>
                  {t.DesignTable} ({t.PartitionKey}
                  {t.SortKey ? `, ${t.SortKey}` : ''})
                </option>
              ))}
            </select>
          </label>
          <div class="gen-actions span-2">
            <button type="button" class="secondary" data-testid="design-samples" disabled={busy} onClick={props.onSamples}>
              Sample items only
            </button>
          </div>
        </div>
        {props.sampleItems !== null && (
          <p class="hint" data-testid="design-sample-count">
            The design has {fmtInt(props.sampleItems)} sample item{props.sampleItems === 1 ? '' : 's'} in this table.
          </p>
        )}

        <fieldset class="group" disabled={busy || entities.length === 0}>
          <legend>Generate at scale</legend>
          <div class="row gen-grid">
            <label class="field span-2">
              <span class="label">Entity</span>
              <select data-testid="design-entity" value={form.entity} onChange={(e) => set('entity', e.currentTarget.value)}>
                {entities.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label class="field">
              <span class="label">Items</span>
              <input data-testid="design-count" class="mono" inputMode="numeric" value={form.count} onInput={(e) => set('count', e.currentTarget.value)} />
            </label>
            <label class="field">
              <span class="label">Partition key values</span>
              <input data-testid="design-keycount" class="mono" inputMode="numeric" value={form.keyCount} onInput={(e) => set('keyCount', e.currentTarget.value)} />
            </label>
            <label class="field span-2">
              <span class="label">Distribution</span>
              <select data-testid="design-dist" value={form.distribution} onChange={(e) => set('distribution', e.currentTarget.value as PkDistribution)}>
                <option value="UNIFORM">Uniform</option>
                <option value="ZIPF">Zipf (a few keys get most items)</option>
                <option value="HOT_KEY">One hot key</option>
              </select>
            </label>
            {form.distribution === 'ZIPF' && (
              <label class="field">
                <span class="label">Zipf exponent</span>
                <input class="mono" inputMode="decimal" value={form.exponent} onInput={(e) => set('exponent', e.currentTarget.value)} />
              </label>
            )}
            {form.distribution === 'HOT_KEY' && (
              <label class="field">
                <span class="label">Share on value 0</span>
                <input class="mono" inputMode="decimal" value={form.hotFraction} onInput={(e) => set('hotFraction', e.currentTarget.value)} />
              </label>
            )}
            <div class="gen-actions span-2">
              {busy ? (
                <button type="button" class="secondary" data-testid="gen-stop" disabled={props.stopping || props.progress.phase !== 'generating'} onClick={props.onStop}>
                  {props.stopping ? 'Stopping…' : 'Stop'}
                </button>
              ) : (
                <button type="submit" data-testid="design-generate">
                  Generate {form.entity || 'items'}
                </button>
              )}
            </div>
          </div>
        </fieldset>
      </form>
      {busy && <GenProgress progress={props.progress} />}
      {props.problem && <ErrorBox problem={props.problem} testId="gen-error" />}
      {!busy && props.result && <GenResultLine r={props.result} />}
    </section>
  );
}
