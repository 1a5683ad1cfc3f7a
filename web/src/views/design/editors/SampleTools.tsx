// "Paste items" and "Generate samples" for an entity's sample grid. Both ask the engine
// for rows (sampleRows.ts); the good rows are added in one edit (one undo step), and each
// refused row is listed with the engine's message; nothing else changes.
import { useState } from 'preact/hooks';
import type { ModelFile } from '@wasm/types';
import { useEngine } from '../../../engine/EngineContext';
import { samplesOf, type EntityJson } from '../../../model/shape';
import { entityRows, sourceOf, type PasteFormat, type RowsOutcome } from './sampleRows';

function withRows(m: ModelFile, entity: string, rows: Record<string, string | number>[]): ModelFile {
  return { ...m, items: [...samplesOf(m), ...rows.map((values) => ({ entity, values }))] };
}

function Outcome({ what, outcome }: { what: string; outcome: RowsOutcome | { error: string } | null }) {
  if (!outcome) return null;
  if ('error' in outcome) return <p class="field-error" role="alert" data-testid="rows-error">{outcome.error}</p>;
  return (
    <div class="rows-outcome" role="status" data-testid="rows-outcome" data-added={outcome.values.length} data-refused={outcome.refused.length}>
      <p class="small">
        {what} {outcome.values.length} item{outcome.values.length === 1 ? '' : 's'}
        {outcome.refused.length ? `; ${outcome.refused.length} row${outcome.refused.length === 1 ? '' : 's'} refused, nothing else changed` : ''}.
        {outcome.ignored.length > 0 && ` Columns not read (not attributes of this entity): ${outcome.ignored.join(', ')}.`}
      </p>
      {outcome.refused.length > 0 && (
        <ul class="refused" data-testid="refused-rows">
          {outcome.refused.slice(0, 50).map((r) => (
            <li key={r.row} data-testid="refused-row" data-row={r.row}><span class="mono">row {r.row}</span>: {r.message}</li>
          ))}
          {outcome.refused.length > 50 && <li>… and {outcome.refused.length - 50} more</li>}
        </ul>
      )}
    </div>
  );
}

export function SampleTools({ model, entity, setModel, count }: { model: ModelFile; entity: EntityJson; setModel: (m: ModelFile) => void; count: number }) {
  const client = useEngine();
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  const [format, setFormat] = useState<PasteFormat>('auto');
  const [n, setN] = useState('5');
  const [partitions, setPartitions] = useState('1');
  const [outcome, setOutcome] = useState<{ what: string; result: RowsOutcome | { error: string } } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(what: string, source: Parameters<typeof entityRows>[3], skip = 0) {
    setBusy(true);
    const result = await entityRows(client, model, entity.name, source);
    setBusy(false);
    if (!('error' in result)) {
      result.values = result.values.slice(skip);
      if (result.values.length) setModel(withRows(model, entity.name, result.values));
    }
    setOutcome({ what, result });
    return result;
  }

  async function paste() {
    const source = await sourceOf(text, format);
    if ('error' in source) return setOutcome({ what: 'Pasted', result: source });
    const r = await run('Added', source);
    if (!('error' in r) && r.refused.length === 0) setText('');
  }

  function generate() {
    const want = Number.parseInt(n, 10);
    const keys = Number.parseInt(partitions, 10);
    // Continue the generator after the items already there, so new samples are new keys.
    const gen = { count: count + (Number.isFinite(want) ? want : 0), seed: 0, ...(Number.isFinite(keys) ? { partitionKeys: keys } : {}) };
    void run('Generated', { generate: gen }, count);
  }

  return (
    <div class="sample-tools">
      <div class="tools-row" role="group" aria-label="Fill the grid">
        <label class="inline-field">
          <span class="small">items</span>
          <input class="narrow" type="number" min={1} value={n} data-testid="generate-count" aria-label="how many samples to generate" onInput={(e) => setN((e.target as HTMLInputElement).value)} />
        </label>
        <label class="inline-field" title="How many distinct partition key values the generated items share">
          <span class="small">partitions</span>
          <input class="narrow" type="number" min={1} value={partitions} data-testid="generate-partitions" aria-label="distinct partition keys of the generated samples" onInput={(e) => setPartitions((e.target as HTMLInputElement).value)} />
        </label>
        <button type="button" class="small" data-testid="generate-samples" disabled={busy} onClick={generate}>Generate samples</button>
        <button type="button" class="secondary small" data-testid="paste-items" aria-expanded={pasting} onClick={() => setPasting(!pasting)}>Paste items</button>
      </div>
      {pasting && (
        <div class="paste-box">
          <textarea class="mono" rows={6} data-testid="paste-text" aria-label="Items to paste: DynamoDB JSON (aws dynamodb scan output), JSON lines, or CSV with a header" value={text}
            placeholder={'{"Items": [...]}  ·  one JSON object per line  ·  CSV with a header row'} spellcheck={false}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
          <div class="tools-row">
            <label class="inline-field">
              <span class="small">format</span>
              <select data-testid="paste-format" value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value as PasteFormat)}>
                <option value="auto">detect</option>
                <option value="dynamodb-json">DynamoDB JSON</option>
                <option value="json-lines">JSON lines</option>
                <option value="csv">CSV with a header</option>
              </select>
            </label>
            <button type="button" class="small" data-testid="paste-add" disabled={busy || text.trim() === ''} onClick={() => void paste()}>Add pasted items</button>
          </div>
        </div>
      )}
      {outcome && <Outcome what={outcome.what} outcome={outcome.result} />}
    </div>
  );
}
