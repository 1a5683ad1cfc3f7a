import { useState } from 'preact/hooks';
import type { ExplainStatementResponse } from '@wasm/types';
import { useEngine } from '../../engine/EngineContext';
import { PK, TABLE_NAME } from './example';
import { ErrorBox, type Problem } from '../../ui/ErrorBox';

interface Props {
  ready: boolean;
}

const EXAMPLE_STATEMENT = `SELECT * FROM "${TABLE_NAME}" WHERE ${PK} = 'CUSTOMER#42'`;

/** A PartiQL statement, and whether DynamoDB runs it as a Query or a Scan (keyscape:ExplainStatement). */
export function PartiqlExplain({ ready }: Props) {
  const client = useEngine();
  const [statement, setStatement] = useState(EXAMPLE_STATEMENT);
  const [plan, setPlan] = useState<ExplainStatementResponse | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function explain(e: Event) {
    e.preventDefault();
    const r = await client.execute('keyscape:ExplainStatement', { Statement: statement });
    if (!r.ok) {
      setProblem({ kind: 'engine', error: r.error });
      setPlan(null);
      return;
    }
    setProblem(null);
    setPlan(r.body);
  }

  const on = plan ? plan.tableName + (plan.indexName ? `.${plan.indexName}` : '') : '';
  return (
    <section class="card partiql-card" aria-labelledby="partiql-title">
      <header class="card-head">
        <div>
          <h2 id="partiql-title">PartiQL</h2>
          <p class="card-sub">Does a statement run as a Query or read the whole table with a Scan?</p>
        </div>
      </header>
      <form class="form" onSubmit={explain}>
        <label class="field">
          <span class="label">Statement</span>
          <textarea
            class="mono"
            rows={3}
            data-testid="partiql-statement"
            value={statement}
            onInput={(e) => setStatement(e.currentTarget.value)}
            spellcheck={false}
          />
        </label>
        <div class="run">
          <button type="submit" data-testid="partiql-explain" disabled={!ready}>
            Explain
          </button>
        </div>
      </form>
      {plan && (
        <div class="plan" data-testid="partiql-plan" data-operation={plan.operation}>
          <p>
            <strong data-testid="partiql-plan-head">{plan.operation === 'Scan' ? `Scan on ${on}: ${plan.reason}` : `${plan.operation} on ${on}`}</strong>
          </p>
          {plan.operation !== 'Scan' && <p class="card-sub">{plan.reason}</p>}
          <pre class="mono" data-testid="partiql-request">{JSON.stringify(plan.request, null, 2)}</pre>
        </div>
      )}
      {problem && <ErrorBox problem={problem} testId="partiql-error" />}
    </section>
  );
}
