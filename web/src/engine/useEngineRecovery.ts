// The engine's status for the page's banners, and recovery: a worker that dies (an abort,
// out of memory) is replaced at once, a few times per page. The client replays the state
// changes into the new engine; `afterRestart` lets the page redraw from it.
import { useEffect, useState } from 'preact/hooks';
import type { ReplayOutcome } from './client';
import { useEngine } from './EngineContext';
import { useEngineStatus } from './useEngineStatus';

const MAX_AUTO_RESTARTS = 3;

export interface Recovered {
  count: number;
  /** Why the engine stopped; '' once the person dismissed the notice. */
  message: string;
  /** What the replay into the new engine brought back (absent while it runs). */
  outcome?: ReplayOutcome;
}

export function useEngineRecovery(afterRestart: () => Promise<void>, onFailed: (e: unknown) => void) {
  const client = useEngine();
  const status = useEngineStatus(client);
  const [recovered, setRecovered] = useState<Recovered | null>(null);

  async function restart() {
    try {
      const outcome = await client.restart();
      setRecovered((r) => ({ count: r?.count ?? 0, message: r?.message || 'restarted by hand', outcome }));
      await afterRestart();
    } catch (e) {
      onFailed(e);
    }
  }

  useEffect(() => {
    if (status.state !== 'crashed' || (recovered?.count ?? 0) >= MAX_AUTO_RESTARTS) return;
    setRecovered({ count: (recovered?.count ?? 0) + 1, message: status.message });
    void restart();
  }, [status]);

  const dismiss = () => recovered && setRecovered({ ...recovered, message: '' });
  return { status, recovered, restart, dismiss };
}
