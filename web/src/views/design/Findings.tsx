// The right panel: lint findings for the selection (all of them for the design) with the
// engine's explanation and a one-click fix where the fix is a corrected template, and the
// design's monthly cost, on-demand against provisioned (keyscape:Lint, keyscape:Cost).
import type { CostResponse, LintFinding, ModelFile } from '@wasm/types';
import { getAt, setAt } from '../../model/pointer';

/**
 * The value a finding's fix puts at its path (the engine's `fixValue`, a corrected
 * template), when it has one and the path is a string of this design that differs from it.
 */
export function fixTemplate(model: ModelFile, f: LintFinding): string | null {
  const current = getAt(model, f.location.path);
  if (f.fixValue === undefined || typeof current !== 'string' || current === f.fixValue) return null;
  return f.fixValue;
}

function FindingCard({ f, model, onApply }: { f: LintFinding; model: ModelFile; onApply: (m: ModelFile) => void }) {
  const template = fixTemplate(model, f);
  return (
    <li class={`finding finding-${f.severity}`} data-testid="lint-finding" data-rule={f.rule} data-path={f.location.path}>
      <div class="finding-head">
        <span class={`sev sev-${f.severity}`}>{f.severity}</span> <code>{f.rule}</code>
      </div>
      <p class="finding-msg">{f.message}</p>
      <details>
        <summary>Why</summary>
        <p>{f.explanation}</p>
      </details>
      {f.fix && (
        <div class="finding-fix">
          <span class="muted">fix</span> <code class="wrap">{f.fix}</code>
          {template !== null && (
            <button type="button" class="small" data-testid="apply-fix" title={`Set ${f.location.path} to ${template}`} onClick={() => onApply(setAt(model, f.location.path, template))}>
              Apply fix
            </button>
          )}
        </div>
      )}
      <p class="finding-where mono muted">{f.location.path}</p>
    </li>
  );
}

const under = (f: LintFinding, path: string) => f.location.path === path || f.location.path.startsWith(path + '/');

/**
 * Findings of the selection (`scope`) first, then those of `related` (the entity a pattern
 * reads), then the rest of the design's.
 */
export function Findings({ findings, model, scope, related, onApply }: { findings: LintFinding[]; model: ModelFile; scope: string; related: string | null; onApply: (m: ModelFile) => void }) {
  const mine = scope === '' ? findings : findings.filter((f) => under(f, scope));
  const rank = (f: LintFinding) => (under(f, scope) ? 0 : related !== null && under(f, related) ? 1 : 2);
  const shown = mine.length > 0 ? mine : [...findings].sort((a, b) => rank(a) - rank(b));
  return (
    <section class="panel" aria-labelledby="lint-title" data-testid="lint-panel">
      <h2 id="lint-title">
        Lint <span class="badge">{findings.length}</span>
      </h2>
      {scope !== '' && mine.length === 0 && findings.length > 0 && <p class="muted small">Nothing here for the selection; all findings of the design:</p>}
      {findings.length === 0 ? <p class="muted">No findings: the design is clean.</p> : (
        <ul class="findings">
          {shown.map((f, i) => (
            <FindingCard key={`${f.rule}${f.location.path}${i}`} f={f} model={model} onApply={onApply} />
          ))}
        </ul>
      )}
    </section>
  );
}

const usd = (v: number) => `$${v.toFixed(2)}`;

export function CostPanel({ cost }: { cost: CostResponse }) {
  const t = cost.totals;
  return (
    <section class="panel" aria-labelledby="cost-title" data-testid="cost-panel">
      <h2 id="cost-title">Cost per month</h2>
      <table class="cost">
        <thead>
          <tr>
            <th />
            <th>on-demand</th>
            <th>provisioned</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>requests / capacity</th>
            <td>{usd(t.onDemand.requests)}</td>
            <td>{usd(t.provisioned.capacity)}</td>
          </tr>
          <tr>
            <th>storage</th>
            <td>{usd(t.onDemand.storage)}</td>
            <td>{usd(t.provisioned.storage)}</td>
          </tr>
          <tr class="total">
            <th>total</th>
            <td data-testid="cost-ondemand">{usd(t.onDemand.total)}</td>
            <td data-testid="cost-provisioned">{usd(t.provisioned.total)}</td>
          </tr>
        </tbody>
      </table>
      <p class="muted small">
        {t.readUnitsPerSecond} RCU/s, {t.writeUnitsPerSecond} WCU/s · provisioned {t.provisioned.readCapacityUnits} RCU, {t.provisioned.writeCapacityUnits} WCU ·
        prices {cost.prices.region}, {cost.prices.date}
      </p>
    </section>
  );
}

/** The findings of one field (their location.path is `path`), next to it, with their fix. */
export function FieldFindings({ findings, path, model, onApply }: { findings: LintFinding[]; path: string; model: ModelFile; onApply: (m: ModelFile) => void }) {
  const here = findings.filter((f) => f.location.path === path);
  if (here.length === 0) return null;
  return (
    <ul class="field-findings">
      {here.map((f, i) => {
        const template = fixTemplate(model, f);
        return (
          <li key={i} class={`sev-${f.severity}`} data-testid="field-finding" data-rule={f.rule}>
            <code>{f.rule}</code> {f.message}
            {template !== null && (
              <button type="button" class="small" data-testid="field-fix" onClick={() => onApply(setAt(model, f.location.path, template))}>
                Use {template}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
