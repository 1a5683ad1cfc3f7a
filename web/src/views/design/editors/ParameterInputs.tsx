// One typed input per variable of the pattern's key templates (the engine's reading of
// them), instead of the parameters as raw JSON. A value stays the text typed (numbers are
// never turned into doubles); the engine judges it when the pattern runs, and its message
// sits on the field whose path it names.
import type { EntityJson, PatternJson } from '../../../model/shape';
import { keyTemplates } from './patternStart';
import { useTemplateVariables } from './templateVariables';

export function ParameterInputs({ pattern, entity, onChange, errorAt }: { pattern: PatternJson; entity: EntityJson | undefined; onChange: (parameters: Record<string, string | number> | undefined) => void; errorAt: (member: string) => string | null }) {
  const templates = keyTemplates(pattern);
  const vars = useTemplateVariables(templates);
  const params = (pattern.parameters ?? {}) as Record<string, string | number>;
  const names: string[] = [];
  for (const t of templates) {
    const v = vars.get(t);
    if (v && 'names' in v) for (const n of v.names) if (!names.includes(n)) names.push(n);
  }
  const unused = Object.keys(params).filter((n) => !names.includes(n));
  const set = (name: string, text: string | undefined) => {
    const next = { ...params };
    if (text === undefined) delete next[name];
    else next[name] = text;
    onChange(Object.keys(next).length ? next : undefined);
  };
  if (names.length === 0 && unused.length === 0) return null;
  return (
    <fieldset class="pf-field pf-wide params" data-testid="pf-parameters">
      <legend>parameters</legend>
      {[...names, ...unused].map((n) => {
        const a = entity?.attributes[n];
        const err = errorAt(`parameters/${n}`);
        return (
          <label class="param" key={n}>
            <span class="mono">{n}{a ? <span class="muted small"> {a.type}{a.format ? ' · ' + a.format : ''}</span> : null}</span>
            <input class={`mono${err ? ' invalid' : ''}`} data-testid={`pf-param-${n}`} value={params[n] === undefined ? '' : String(params[n])} spellcheck={false}
              inputMode={a?.type === 'N' ? 'decimal' : undefined} placeholder={a?.format ?? (a?.values ? a.values.join(' | ') : '')}
              onInput={(e) => set(n, (e.target as HTMLInputElement).value)} />
            {unused.includes(n) && (
              <button type="button" class="icon-btn" aria-label={`Remove parameter ${n}`} title="no template uses it" onClick={() => set(n, undefined)}>×</button>
            )}
            {err && <span class="field-error" role="alert">{err}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
