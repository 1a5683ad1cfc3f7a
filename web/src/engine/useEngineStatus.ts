// The engine client's status as component state. The status is read again when the effect
// subscribes: the engine may become ready between the render and the subscription (it starts
// before the page loads: main.tsx), and a change there has no event left to tell it.
import { useEffect, useState } from 'preact/hooks';
import type { EngineClient, EngineStatus } from './client';

export function useEngineStatus(client: EngineClient): EngineStatus {
  const [status, setStatus] = useState<EngineStatus>(client.status);
  useEffect(() => {
    setStatus(client.status);
    return client.subscribe(setStatus);
  }, [client]);
  return status;
}
