// The messages of the user's work (a link that cannot be opened, an import's notes, a
// full storage) and the in-page confirm dialog (not window.confirm: tests drive it).
import { useEffect, useRef } from 'preact/hooks';
import type { Confirm, Notice } from './useWork';

export function WorkNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div class={`work-notice ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="work-notice" data-reason={notice.reason} data-tone={notice.tone}>
      <div class="work-notice-body">
        <strong data-testid="work-notice-title">{notice.title}</strong>
        <p data-testid="work-notice-message">{notice.message}</p>
        {notice.notes && notice.notes.length > 0 && (
          <ul data-testid="import-notes">
            {notice.notes.map((n, i) => <li key={i}>{n}</li>)}
          </ul>
        )}
      </div>
      <div class="work-notice-buttons">
        {notice.action && (
          <button type="button" class="small" data-testid="work-notice-action" onClick={() => {
            onDismiss();
            notice.action?.run();
          }}>{notice.action.label}</button>
        )}
        <button type="button" class="secondary small" data-testid="work-notice-dismiss" onClick={onDismiss}>Dismiss</button>
      </div>
    </div>
  );
}

const valueText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** What a table-data import inferred, each with its confidence and the counts behind it. */
function Inferences({ confirm }: { confirm: Confirm }) {
  const list = confirm.inferences ?? [];
  return (
    <div class="import-review" data-testid="import-review" role="region" aria-label="The import's inferences" tabIndex={0}>
      <table class="import-inferences" aria-label="What the import inferred">
        <thead><tr><th scope="col">About</th><th scope="col">Inferred</th><th scope="col">Confidence</th><th scope="col">Evidence</th></tr></thead>
        <tbody>
          {list.map((i, n) => (
            <tr key={n} data-testid="import-inference" data-kind={i.kind} data-subject={i.subject} data-confidence={String(i.confidence)}>
              <td>{i.subject}</td>
              <td><span class="muted">{i.kind}</span> <code>{valueText(i.value)}</code></td>
              <td><meter min={0} max={1} low={0.6} high={0.9} optimum={1} value={i.confidence} aria-label={`confidence ${Math.round(i.confidence * 100)}%`} /> {Math.round(i.confidence * 1000) / 10}%</td>
              <td class="muted small">{i.evidence.items ? `${i.evidence.matching} of ${i.evidence.items} values, ${i.evidence.distinct} distinct` : 'given'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(confirm.findings ?? []).length > 0 && (
        <>
          <h3>What lint finds in the data</h3>
          <ul data-testid="import-findings">
            {confirm.findings?.map((f, n) => <li key={n} data-rule={f.rule}><code>{f.rule}</code> {f.message}</li>)}
          </ul>
        </>
      )}
      {(confirm.notes ?? []).length > 0 && (
        <ul class="muted small" data-testid="import-review-notes">{confirm.notes?.map((x, n) => <li key={n}>{x}</li>)}</ul>
      )}
    </div>
  );
}

export function ConfirmDialog({ confirm }: { confirm: Confirm | null }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), [confirm]);
  if (!confirm) return null;
  return (
    <div class="dialog-backdrop">
      <div class={`dialog${confirm.inferences ? ' dialog-wide' : ''}`} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-message" data-testid="confirm-dialog"
        onKeyDown={(e) => e.key === 'Escape' && confirm.onNo()}>
        <h2 id="confirm-title">{confirm.title}</h2>
        <p id="confirm-message">{confirm.message}</p>
        {confirm.inferences && <Inferences confirm={confirm} />}
        <div class="dialog-buttons">
          <button type="button" class="secondary" data-testid="confirm-no" onClick={confirm.onNo}>{confirm.no}</button>
          <button type="button" ref={yes} data-testid="confirm-yes" onClick={confirm.onYes}>{confirm.yes}</button>
        </div>
      </div>
    </div>
  );
}
