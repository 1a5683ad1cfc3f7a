// The page's engine, given once at the top (App) and read by any view with useEngine():
// no client passed down as a prop. The client's `execute` is the page's one engine port
// (`Exec`, see call.ts).
import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { EngineClient } from './client';

export type { Exec } from './call';

const EngineContext = createContext<EngineClient | null>(null);

export function EngineProvider({ client, children }: { client: EngineClient; children: ComponentChildren }) {
  return <EngineContext.Provider value={client}>{children}</EngineContext.Provider>;
}

/** The engine client of the page. REQUIRES: called under an EngineProvider. */
export function useEngine(): EngineClient {
  const client = useContext(EngineContext);
  if (!client) throw new Error('useEngine() needs an <EngineProvider> above it.');
  return client;
}
