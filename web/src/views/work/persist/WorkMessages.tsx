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

export function ConfirmDialog({ confirm }: { confirm: Confirm | null }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), [confirm]);
  if (!confirm) return null;
  return (
    <div class="dialog-backdrop">
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-message" data-testid="confirm-dialog"
        onKeyDown={(e) => e.key === 'Escape' && confirm.onNo()}>
        <h2 id="confirm-title">{confirm.title}</h2>
        <p id="confirm-message">{confirm.message}</p>
        <div class="dialog-buttons">
          <button type="button" class="secondary" data-testid="confirm-no" onClick={confirm.onNo}>{confirm.no}</button>
          <button type="button" ref={yes} data-testid="confirm-yes" onClick={confirm.onYes}>{confirm.yes}</button>
        </div>
      </div>
    </div>
  );
}
