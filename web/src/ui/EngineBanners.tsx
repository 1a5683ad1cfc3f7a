// The engine's banners: it could not be loaded, it stopped (with a restart button), or it
// stopped and was restarted, with what the replay brought back (RestartNotice).
import type { EngineStatus } from '../engine/client';
import type { Recovered } from '../engine/useEngineRecovery';
import { RestartNotice } from './RestartNotice';

export function EngineBanners({ status, recovered, onRestart, onDismiss }: {
  status: EngineStatus;
  recovered: Recovered | null;
  onRestart: () => void;
  onDismiss: () => void;
}) {
  return (
    <>
      {(status.state === 'failed' || status.state === 'crashed') && (
        <div class="main banner-wrap">
          <div class="banner" role="alert" data-testid="engine-failure">
            <div>
              <strong>{status.state === 'failed' ? 'The engine could not be loaded.' : 'The engine stopped.'}</strong>{' '}
              <span class="mono">{status.message}</span>
            </div>
            {status.state === 'crashed' && (
              <button type="button" class="secondary" onClick={onRestart}>Restart engine</button>
            )}
          </div>
        </div>
      )}
      {recovered && recovered.message && status.state === 'ready' && (
        <div class="main banner-wrap">
          <div class="banner" role="status" data-testid="engine-restarted">
            <RestartNotice message={recovered.message} outcome={recovered.outcome} />
            <button type="button" class="secondary" onClick={onDismiss}>Dismiss</button>
          </div>
        </div>
      )}
    </>
  );
}
