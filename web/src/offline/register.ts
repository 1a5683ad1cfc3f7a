// Registers the service worker (built pages only: the dev server has no sw.js) and reports
// its state: 'offline-ready' once a worker controls the page (every file is cached), 'updated'
// when a newer version took over a page that an older one controlled.
export type OfflineState = 'unsupported' | 'installing' | 'offline-ready' | 'updated' | 'failed';

export function registerOffline(onState: (s: OfflineState) => void): void {
  // The single file (opened from disk) has no sw.js: it keeps working without a network anyway.
  if (!import.meta.env.PROD || __KEYSCAPE_SINGLE_FILE__ || !('serviceWorker' in navigator)) return onState('unsupported');
  const sw = navigator.serviceWorker;
  let controlled = sw.controller !== null;
  onState(controlled ? 'offline-ready' : 'installing');
  sw.addEventListener('controllerchange', () => {
    onState(controlled ? 'updated' : 'offline-ready');
    controlled = true;
  });
  sw.register('./sw.js').then(
    (reg) => {
      // A page loaded from the cache asks for a newer version at once.
      if (controlled) void reg.update().catch(() => undefined);
    },
    () => onState('failed'),
  );
}
