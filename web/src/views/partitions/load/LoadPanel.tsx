import type { BillingMode, KeyDistribution, LoadForm, PatternForm, ReadConsistency, ReadShape } from './loadForm';
import { newPattern } from './loadForm';
import { CardHead } from '../../../ui/CardHead';
import { ErrorBox } from '../../../ui/ErrorBox';
import type { Problem } from '../../../engine/call';

interface Props {
  form: LoadForm;
  onChange: (form: LoadForm) => void;
  onRun: () => void;
  onPreset: (name: 'hot' | 'zipf' | 'uniform' | 'design') => void;
  /** On a design: how many of its patterns' rates the load uses (null: the demo). */
  designPreset?: { used: number; onIndexes: number } | null;
  disabled: boolean;
  running: boolean;
  hasData: boolean;
  keyOptions: readonly string[];
  problem: Problem | null;
}

export function LoadPanel(props: Props) {
  const { form } = props;
  const set = <K extends keyof LoadForm>(k: K, v: LoadForm[K]) => props.onChange({ ...form, [k]: v });
  const setPattern = (id: number, patch: Partial<PatternForm>) =>
    set(
      'patterns',
      form.patterns.map((p) => (p.id === id ? { ...p, ...patch } : p)),
    );
  const setSharding = (patch: Partial<LoadForm['sharding']>) => set('sharding', { ...form.sharding, ...patch });
  const off = props.disabled;

  return (
    <section class="card" aria-labelledby="load-title">
      <CardHead
        id="load-title"
        title={<><span class="step">2</span> Simulate load</>}
        sub="Requests per second by access pattern; the engine spreads them over keys and partitions."
      />

      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!off && !props.running) props.onRun();
        }}
      >
        <div class="quick presets" role="group" aria-label="Load presets">
          <span class="quick-label">Start from</span>
          {props.designPreset && (
            <button type="button" class="chip-btn" data-testid="preset-design" aria-label="Start from the design's patterns" disabled={off} onClick={() => props.onPreset('design')} title="Each access pattern of the design on this table at its rate.perSecond">
              The design's patterns
            </button>
          )}
          <button type="button" class="chip-btn" data-testid="preset-hot" aria-label="Start from One hot key · 5,000 writes/s" disabled={off} onClick={() => props.onPreset('hot')} title="The reference's worked example: 5,000 writes/s on one key, a new on-demand table (4 partitions)">
            One hot key · 5,000 writes/s
          </button>
          <button type="button" class="chip-btn" data-testid="preset-zipf" aria-label="Start from Zipf-skewed" disabled={off} onClick={() => props.onPreset('zipf')} title="Reads and writes skewed towards the keys with most items">
            Zipf-skewed
          </button>
          <button type="button" class="chip-btn" data-testid="preset-uniform" aria-label="Start from Uniform" disabled={off} onClick={() => props.onPreset('uniform')} title="Reads and writes spread evenly over every key">
            Uniform
          </button>
        </div>
        {props.designPreset && (
          <p class="hint" data-testid="design-load-note">
            {props.designPreset.used > 0
              ? `${props.designPreset.used} access pattern${props.designPreset.used === 1 ? '' : 's'} of the design with a rate on this table`
              : 'No access pattern of the design has a rate on this table: a default load'}
            {props.designPreset.onIndexes > 0 ? `; ${props.designPreset.onIndexes} on its indexes load the index, not these partitions.` : '.'}
          </p>
        )}
        <datalist id="lab-keys">
          {props.keyOptions.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <div class="patterns">
          {form.patterns.map((p, i) => (
            <div class="pattern" key={p.id} data-testid="pattern-row">
              <div class="pattern-grid">
                <label class="field">
                  <span class="label">Access pattern {i + 1}</span>
                  <input data-testid="pattern-name" value={p.name} disabled={off} onInput={(e) => setPattern(p.id, { name: e.currentTarget.value })} />
                </label>
                <label class="field">
                  <span class="label">Reads/s</span>
                  <input data-testid="pattern-reads" class="mono" inputMode="decimal" value={p.reads} disabled={off} onInput={(e) => setPattern(p.id, { reads: e.currentTarget.value })} />
                </label>
                <label class="field">
                  <span class="label">Writes/s</span>
                  <input data-testid="pattern-writes" class="mono" inputMode="decimal" value={p.writes} disabled={off} onInput={(e) => setPattern(p.id, { writes: e.currentTarget.value })} />
                </label>
                <label class="field">
                  <span class="label">Keys</span>
                  <select data-testid="pattern-dist" value={p.distribution} disabled={off} onChange={(e) => setPattern(p.id, { distribution: e.currentTarget.value as KeyDistribution })}>
                    <option value="UNIFORM">Uniform</option>
                    <option value="ZIPF">Zipf by item count</option>
                    <option value="HOT_KEY">One hot key</option>
                  </select>
                </label>
                <button
                  type="button"
                  class="icon-btn"
                  title="Remove this access pattern"
                  aria-label={`Remove access pattern ${i + 1}`}
                  disabled={off || form.patterns.length === 1}
                  onClick={() => set('patterns', form.patterns.filter((x) => x.id !== p.id))}
                >
                  ×
                </button>
              </div>
              <div class="pattern-grid sub">
                {p.distribution === 'HOT_KEY' && (
                  <>
                    <label class="field">
                      <span class="label">Hot key <span class="hint">PK</span></span>
                      <input data-testid="pattern-hotkey" class="mono" list="lab-keys" value={p.hotKey} placeholder="the key with most items" disabled={off} onInput={(e) => setPattern(p.id, { hotKey: e.currentTarget.value })} />
                    </label>
                    <label class="field">
                      <span class="label">Share</span>
                      <input class="mono" inputMode="decimal" value={p.hotFraction} disabled={off} onInput={(e) => setPattern(p.id, { hotFraction: e.currentTarget.value })} />
                    </label>
                  </>
                )}
                {p.distribution === 'ZIPF' && (
                  <label class="field">
                    <span class="label">Zipf exponent</span>
                    <input class="mono" inputMode="decimal" value={p.exponent} disabled={off} onInput={(e) => setPattern(p.id, { exponent: e.currentTarget.value })} />
                  </label>
                )}
                <label class="field">
                  <span class="label">A read is</span>
                  <select value={p.readShape} disabled={off} onChange={(e) => setPattern(p.id, { readShape: e.currentTarget.value as ReadShape })}>
                    <option value="ITEM">GetItem</option>
                    <option value="QUERY">Query collection</option>
                  </select>
                </label>
                <label class="field">
                  <span class="label">Consistency</span>
                  <select value={p.consistency} disabled={off} onChange={(e) => setPattern(p.id, { consistency: e.currentTarget.value as ReadConsistency })}>
                    <option value="EVENTUAL">Eventual</option>
                    <option value="STRONG">Strong</option>
                    <option value="TRANSACTIONAL">Transactional</option>
                  </select>
                </label>
              </div>
            </div>
          ))}
          <button
            type="button"
            class="link-btn"
            disabled={off}
            onClick={() => set('patterns', [...form.patterns, newPattern({ name: `pattern ${form.patterns.length + 1}`, reads: '100' })])}
          >
            + Add access pattern
          </button>
        </div>

        <fieldset class="group" disabled={off}>
          <legend>Capacity</legend>
          <div class="row cap-grid">
            <label class="field">
              <span class="label">Billing mode</span>
              <select data-testid="billing-mode" value={form.billingMode} onChange={(e) => set('billingMode', e.currentTarget.value as BillingMode)}>
                <option value="PAY_PER_REQUEST">On-demand</option>
                <option value="PROVISIONED">Provisioned</option>
              </select>
            </label>
            {form.billingMode === 'PROVISIONED' && (
              <>
                <label class="field">
                  <span class="label">RCU</span>
                  <input class="mono" inputMode="numeric" value={form.rcu} onInput={(e) => set('rcu', e.currentTarget.value)} />
                </label>
                <label class="field">
                  <span class="label">WCU</span>
                  <input class="mono" inputMode="numeric" value={form.wcu} onInput={(e) => set('wcu', e.currentTarget.value)} />
                </label>
              </>
            )}
            <label class="field">
              <span class="label">Partitions</span>
              <input
                data-testid="partition-count"
                class="mono"
                inputMode="numeric"
                value={form.partitionCount}
                placeholder={form.billingMode === 'PAY_PER_REQUEST' ? 'auto (4)' : 'auto'}
                onInput={(e) => set('partitionCount', e.currentTarget.value)}
              />
            </label>
          </div>
          <div class="checks">
            <label class="check">
              <input type="checkbox" checked={form.splitForHeat} onChange={(e) => set('splitForHeat', e.currentTarget.checked)} />
              Split for heat <span class="hint">(hot partitions split at their load median; never for one hot item)</span>
            </label>
            <label class="check">
              <input type="checkbox" checked={form.legacyLinear} onChange={(e) => set('legacyLinear', e.currentTarget.checked)} />
              Legacy limit <span class="hint">(R/3,000 + W/1,000 ≤ 1 instead of independent limits)</span>
            </label>
          </div>
        </fieldset>

        <fieldset class="group sharding" disabled={off}>
          <legend>Write sharding</legend>
          <label class="check">
            <input data-testid="shard-enabled" type="checkbox" checked={form.sharding.enabled} onChange={(e) => setSharding({ enabled: e.currentTarget.checked })} />
            Compare with the key's writes spread over suffixed keys <code>{form.sharding.key || 'PK'}#0</code> … <code>#{Math.max(0, (Number(form.sharding.suffixCount) || 1) - 1)}</code>
          </label>
          <div class="row cap-grid">
            <label class="field span-2">
              <span class="label">Logical key</span>
              <input data-testid="shard-key" class="mono" list="lab-keys" value={form.sharding.key} onInput={(e) => setSharding({ key: e.currentTarget.value })} />
            </label>
            <label class="field">
              <span class="label">Suffixes</span>
              <input data-testid="shard-count" class="mono" inputMode="numeric" value={form.sharding.suffixCount} onInput={(e) => setSharding({ suffixCount: e.currentTarget.value })} />
            </label>
            <input
              type="range"
              class="span-1 range"
              aria-label="Suffix count"
              min={1}
              max={64}
              value={Math.min(64, Number(form.sharding.suffixCount) || 1)}
              onInput={(e) => setSharding({ suffixCount: e.currentTarget.value })}
            />
          </div>
        </fieldset>

        <div class="actions end">
          {!props.hasData && <span class="muted">Generate data first.</span>}
          <button type="submit" data-testid="run-sim" disabled={off || props.running}>
            {props.running ? 'Simulating…' : 'Run simulation'}
          </button>
        </div>
      </form>
      {props.problem && <ErrorBox problem={props.problem} testId="sim-error" />}
    </section>
  );
}
