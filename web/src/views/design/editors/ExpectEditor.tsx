// A pattern's `expect`: "Expect this result" pins what the pattern returns now (the first
// page's count and the table keys of its items, in returned order, from the engine's range
// view); the form edits the count and each key; the engine judges it on every run.
import type { AttributeValue, Model, RangeViewResponse } from '@wasm/types';
import { formatValue } from '../../../ddb/attr';

type Expect = Model.Expect;
type KeyRow = Record<string, string | number>;

/** A key value as an expect holds it: the rendered key's text. */
function keyValue(v: AttributeValue): string {
  return formatValue(v);
}

/** The expect that holds for the view's first page: its Count and its items' table keys. */
export function expectOfView(view: RangeViewResponse): Expect {
  const page = view.pages[0];
  if (!page) return { count: 0, keys: [] };
  const keys = page.returned.map((i) => {
    const key = view.items[i]?.key ?? {};
    return Object.fromEntries(Object.entries(key).map(([n, v]) => [n, keyValue(v)])) as KeyRow;
  });
  return { count: page.count, keys };
}

export function ExpectEditor({ expect, keyNames, onChange }: { expect: Expect | undefined; keyNames: string[]; onChange: (e: Expect | undefined) => void }) {
  if (!expect) return null;
  const keys = expect.keys ?? [];
  const setKeys = (next: KeyRow[] | undefined) => {
    const { keys: _old, ...rest } = expect;
    onChange(next ? { ...rest, keys: next } : rest);
  };
  const names = [...new Set([...keyNames, ...keys.flatMap((k) => Object.keys(k))])];
  return (
    <fieldset class="expect-editor" data-testid="expect-editor">
      <legend>expect</legend>
      <label class="inline-field">
        <span class="small">count</span>
        <input class="narrow" type="number" min={0} data-testid="expect-count" value={expect.count ?? ''}
          onInput={(e) => {
            const t = (e.target as HTMLInputElement).value;
            const { count: _old, ...rest } = expect;
            onChange(t === '' ? rest : { ...rest, count: Number(t) });
          }} />
      </label>
      <table class="grid samples">
        <thead>
          <tr><th>#</th>{names.map((n) => <th key={n} class="mono">{n}</th>)}<th /></tr>
        </thead>
        <tbody>
          {keys.map((k, i) => (
            <tr key={i} data-testid="expect-key">
              <td class="muted">{i + 1}</td>
              {names.map((n) => (
                <td key={n}>
                  <input class="mono" aria-label={`${n} of expected key ${i + 1}`} value={k[n] === undefined ? '' : String(k[n])} spellcheck={false}
                    onInput={(e) => setKeys(keys.map((x, j) => (j === i ? { ...x, [n]: (e.target as HTMLInputElement).value } : x)))} />
                </td>
              ))}
              <td><button type="button" class="icon-btn" aria-label={`Remove expected key ${i + 1}`} onClick={() => setKeys(keys.filter((_, j) => j !== i))}>×</button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="tools-row">
        <button type="button" class="secondary small" onClick={() => setKeys([...keys, Object.fromEntries(names.map((n) => [n, '']))])}>Add expected key</button>
        {expect.keys && <button type="button" class="secondary small" onClick={() => setKeys(undefined)}>Check the count only</button>}
        <button type="button" class="secondary small danger" data-testid="expect-remove" onClick={() => onChange(undefined)}>Remove the expectation</button>
      </div>
    </fieldset>
  );
}
