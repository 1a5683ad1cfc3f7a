// The offline status in the top bar, and the notice that a new version was installed.
// The service worker is registered once `start` is true (the page's first view is drawn):
// its install fetches every file (the interop module too), which must not compete with the
// page's own start for the network and the cores.
import { useEffect, useRef, useState } from 'preact/hooks';
import { registerOffline, type OfflineState } from './register';

export function OfflineNotice({ start = true }: { start?: boolean }) {
  const [state, setState] = useState<OfflineState>('unsupported');
  const registered = useRef(false);
  useEffect(() => {
    if (!start || registered.current) return;
    registered.current = true;
    // After the frame that shows the first view has been painted.
    const t = setTimeout(() => registerOffline(setState), 0);
    return () => clearTimeout(t);
  }, [start]);
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
