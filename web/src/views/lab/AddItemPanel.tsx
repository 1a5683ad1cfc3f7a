import { useState } from 'preact/hooks';
import { parseAttributes, type Item } from '../../ddb/attr';
import { DEFAULT_NEW_ITEM, PK, SK } from './example';
import { ErrorBox, type Problem } from '../../ui/ErrorBox';

export interface PutOutcome {
  /** 1-based position of the written item in its partition, and the partition size. */
  position: number;
  size: number;
  before: string | undefined;
  after: string | undefined;
}

interface Props {
  disabled: boolean;
  /** Writes the item; resolves with where it landed, or the problem to show. */
  onPut: (item: Item) => Promise<{ ok: true; outcome: PutOutcome } | { ok: false; problem: Problem }>;
}

export function AddItemPanel({ disabled, onPut }: Props) {
  const [pk, setPk] = useState(DEFAULT_NEW_ITEM.pk);
  const [sk, setSk] = useState(DEFAULT_NEW_ITEM.sk);
  const [attrs, setAttrs] = useState(DEFAULT_NEW_ITEM.attributes);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<{ sk: string; pk: string; outcome: PutOutcome } | null>(null);

  async function submit(e: Event) {
    e.preventDefault();
    setDone(null);
    const parsed = parseAttributes(attrs);
    if (!parsed.ok) {
      setProblem({ kind: 'local', title: 'Invalid attributes', message: parsed.message });
      return;
    }
    const item: Item = { ...parsed.value, [PK]: { S: pk }, [SK]: { S: sk } };
    setBusy(true);
    try {
      const r = await onPut(item);
      if (r.ok) {
        setProblem(null);
        setDone({ pk, sk, outcome: r.outcome });
      } else {
        setProblem(r.problem);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card" aria-labelledby="add-title">
      <header class="card-head">
        <div>
          <h2 id="add-title">Add an item</h2>
          <p class="card-sub">PutItem, then see where the sort key lands.</p>
        </div>
      </header>
      <form class="form" onSubmit={submit}>
        <div class="row two">
          <label class="field">
            <span class="label">{PK} <span class="type">S</span></span>
            <input class="mono" data-testid="new-pk" value={pk} onInput={(e) => setPk(e.currentTarget.value)} spellcheck={false} />
          </label>
          <label class="field">
            <span class="label">{SK} <span class="type">S</span></span>
            <input class="mono" data-testid="new-sk" value={sk} onInput={(e) => setSk(e.currentTarget.value)} spellcheck={false} />
          </label>
        </div>
        <label class="field">
          <span class="label">Attributes <span class="hint">JSON: plain values, or typed like {'{"N": "42"}'}</span></span>
          <textarea
            class="mono"
            rows={4}
            data-testid="new-attrs"
            value={attrs}
            onInput={(e) => setAttrs(e.currentTarget.value)}
            spellcheck={false}
          />
        </label>
        <div class="actions">
          <button type="submit" data-testid="put-item" disabled={disabled || busy}>
            {busy ? 'Writing…' : 'Put item'}
          </button>
          {done && (
            <p class="success" data-testid="put-result">
              Stored <code>{done.sk}</code> at position {done.outcome.position} of {done.outcome.size} in{' '}
              <code>{done.pk}</code>
              {done.outcome.before !== undefined && <> — after <code>{done.outcome.before}</code></>}
              {done.outcome.after !== undefined && <>{done.outcome.before !== undefined ? ',' : ' —'} before <code>{done.outcome.after}</code></>}.
            </p>
          )}
        </div>
        {problem && <ErrorBox problem={problem} testId="put-error" />}
      </form>
    </section>
  );
}
