// The offline status in the top bar, and the notice that a new version was installed.
import { useEffect, useState } from 'preact/hooks';
import { registerOffline, type OfflineState } from './register';

export function OfflineNotice() {
  const [state, setState] = useState<OfflineState>('unsupported');
  useEffect(() => registerOffline(setState), []);
  if (state === 'updated')
    return (
      <span class="chip offline-updated" role="status" data-testid="offline-updated">
        keyscape was updated to a new version.{' '}
        <button type="button" class="small" onClick={() => location.reload()}>Reload</button>
      </span>
    );
  if (state === 'offline-ready')
    return (
      <span class="chip" title="Every file of the page is stored in this browser: it works without a network" data-testid="offline-ready">
        works offline
      </span>
    );
  return null;
}
