// What the page says after it replaced a stopped engine: why it stopped, and what the
// replay of the recorded state changes brought back, honestly: the changes the new
// engine refused are named, never hidden behind "as it was".
import type { ReplayOutcome } from '../engine/client';

const SHOWN_FAILURES = 3;

export function RestartNotice({ message, outcome }: { message: string; outcome: ReplayOutcome | undefined }) {
  const failed = outcome?.failed ?? [];
  return (
    <div>
      {!outcome ? (
        <strong>The engine stopped and is being restarted.</strong>
      ) : failed.length === 0 ? (
        <strong>
          The engine stopped and was restarted; your design and its data are as they were
          {outcome.replayed > 0 ? ` (${outcome.replayed} change${outcome.replayed === 1 ? '' : 's'} replayed)` : ''}.
        </strong>
      ) : (
        <strong data-testid="engine-replay-failed">
          The engine stopped and was restarted, but {failed.length} of {outcome.replayed} changes could not be restored: data
          made by them is missing.
        </strong>
      )}{' '}
      <span class="mono">{message}</span>
      {failed.length > 0 && (
        <ul class="mono small">
          {failed.slice(0, SHOWN_FAILURES).map((f, i) => (
            <li key={i}>
              {f.op}: {f.message}
            </li>
          ))}
          {failed.length > SHOWN_FAILURES && <li>… and {failed.length - SHOWN_FAILURES} more</li>}
        </ul>
      )}
    </div>
  );
}
