// The sort conditions of a pattern on a multi-attribute GSI sort key: one row per sort
// attribute, in key order, each with its operator and template(s). The rows used are
// written as `key.sort`, an array of conditions on the leading attributes (MODEL.md); a
// row left at "not used" ends the array. Which combinations DynamoDB accepts is the
// engine's to say: its messages and lint findings show on the row whose path they name.
import { SORT_OPS } from '../../../model/schemaEnums';
import type { SortJson } from '../../../model/shape';

export function SortConditions({ attributes, sort, onChange, errorAt, fieldNotes }: {
  /** The index's sort attributes, in key order. */
  attributes: string[];
  /** The pattern's key.sort: the conditions on the leading attributes. */
  sort: SortJson | SortJson[] | undefined;
  onChange: (sort: SortJson[] | undefined) => void;
  errorAt: (member: string) => string | null;
  fieldNotes: (member: string) => preact.ComponentChildren;
}) {
  const conds: SortJson[] = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const setRow = (i: number, c: SortJson | undefined) => {
    // A row left unused ends the conditions: the ones after it would name the wrong attribute.
    const next = c === undefined ? conds.slice(0, i) : conds.map((x, k) => (k === i ? c : x));
    if (c !== undefined && i === conds.length) next.push(c);
    onChange(next.length ? next : undefined);
  };
  return (
    <fieldset class="pf-field pf-wide sort-conds" data-testid="pf-sort-conditions">
      <legend>sort conditions, in key order</legend>
      {attributes.map((name, i) => {
        const c = conds[i];
        const offered = i <= conds.length; // the next unused row, and every used one
        const path = `key/sort/${i}`;
        const err = errorAt(`${path}/op`) ?? errorAt(`${path}/value`) ?? errorAt(`${path}/high`) ?? errorAt(path);
        return (
          <div class="sort-cond" key={name} data-testid="pf-sort-row" data-attribute={name}>
            <span class="mono sort-cond-name">{name}</span>
            <select aria-label={`condition on ${name}`} data-testid={`pf-sort-op-${i}`} value={c?.op ?? ''} disabled={!offered}
              onChange={(e) => {
                const op = (e.target as HTMLSelectElement).value;
                if (op === '') return setRow(i, undefined);
                const next: SortJson = { op: op as SortJson['op'], value: c?.value ?? '' };
                if (op === 'between') next.high = c?.high ?? c?.value ?? '';
                setRow(i, next);
              }}>
              <option value="">not used</option>
              {SORT_OPS.map((o) => <option value={o} key={o}>{o}</option>)}
            </select>
            {c && (
              <input class={`mono${errorAt(`${path}/value`) ? ' invalid' : ''}`} aria-label={`${name} ${c.op === 'between' ? 'low bound' : c.op === 'begins_with' ? 'prefix' : 'value'}`}
                data-testid={`pf-sort-value-${i}`} value={c.value} spellcheck={false}
                onInput={(e) => setRow(i, { ...c, value: (e.target as HTMLInputElement).value })} />
            )}
            {c?.op === 'between' && (
              <input class={`mono${errorAt(`${path}/high`) ? ' invalid' : ''}`} aria-label={`${name} high bound`} data-testid={`pf-sort-high-${i}`}
                value={c.high ?? ''} spellcheck={false} onInput={(e) => setRow(i, { ...c, high: (e.target as HTMLInputElement).value })} />
            )}
            {err && <span class="field-error" role="alert">{err}</span>}
            {fieldNotes(`${path}/op`)}
          </div>
        );
      })}
      {errorAt('key/sort') && <span class="field-error" role="alert">{errorAt('key/sort')}</span>}
    </fieldset>
  );
}
