// How a data set spreads its items over partition key values: the count of values, the
// distribution, and the distribution's parameter. Shared by both data sources' forms.
import type { DistributionForm, KeyDistribution } from './types';

interface Props {
  form: DistributionForm;
  onChange: (patch: Partial<DistributionForm>) => void;
  /** The test ids of the key count and distribution fields. */
  ids: { keyCount: string; distribution: string };
  /** The key count's label ("Distinct values" under a "Partition key" legend). */
  keyCountLabel: string;
  /** The distribution select spans two grid columns. */
  wide?: boolean;
}

export function KeyDistributionFields({ form, onChange, ids, keyCountLabel, wide }: Props) {
  return (
    <>
      <label class="field">
        <span class="label">{keyCountLabel}</span>
        <input data-testid={ids.keyCount} class="mono" inputMode="numeric" value={form.keyCount} onInput={(e) => onChange({ keyCount: e.currentTarget.value })} />
      </label>
      <label class={wide ? 'field span-2' : 'field'}>
        <span class="label">Distribution</span>
        <select data-testid={ids.distribution} value={form.distribution} onChange={(e) => onChange({ distribution: e.currentTarget.value as KeyDistribution })}>
          <option value="UNIFORM">Uniform</option>
          <option value="ZIPF">Zipf (a few keys get most items)</option>
          <option value="HOT_KEY">One hot key</option>
        </select>
      </label>
      {form.distribution === 'ZIPF' && (
        <label class="field">
          <span class="label">Zipf exponent</span>
          <input class="mono" inputMode="decimal" value={form.exponent} onInput={(e) => onChange({ exponent: e.currentTarget.value })} />
        </label>
      )}
      {form.distribution === 'HOT_KEY' && (
        <label class="field">
          <span class="label">Share on value 0</span>
          <input class="mono" inputMode="decimal" value={form.hotFraction} onInput={(e) => onChange({ hotFraction: e.currentTarget.value })} />
        </label>
      )}
    </>
  );
}
