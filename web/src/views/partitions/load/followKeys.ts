// Keeping the load form pointed at keys of the data set shown: after a new data set, and
// for the presets.
import { present, type KeyMap } from '../keys';
import type { Generated } from '../source/useGeneration';
import type { LoadForm } from './loadForm';

/** Keeps the load pointed at keys that exist in the new data set. */
export function retarget(form: LoadForm, g: Generated): LoadForm {
  if (present(g.keys, form.sharding.key) || !present(g.keys, g.firstKey)) return form;
  return {
    ...form,
    patterns: form.patterns.map((p) => (p.distribution === 'HOT_KEY' || p.hotKey === '' ? { ...p, hotKey: g.firstKey } : p)),
    sharding: { ...form.sharding, key: g.firstKey },
  };
}

/** The key presets put load on: the first key when the table has it, else the busiest key. */
export function presetKey(keys: KeyMap | null, firstKey: string): string {
  return present(keys, firstKey)?.value ?? keys?.busiest?.value ?? firstKey;
}

/** The form with every hot-key field pointed at `key` (a preset on the shown data). */
export function retargetKey(form: LoadForm, key: string): LoadForm {
  return { ...form, patterns: form.patterns.map((p) => ({ ...p, hotKey: p.hotKey || key })), sharding: { ...form.sharding, key: form.sharding.key || key } };
}
