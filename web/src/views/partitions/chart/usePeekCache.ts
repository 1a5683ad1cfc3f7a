import { useEffect, useRef, useState } from 'preact/hooks';
import type { Peek, PeekState } from './types';

/** Peeks at the hovered key's item collection after a short pause; answers stay until `version` changes. */
export function usePeekCache(hoverKey: string | undefined, peek: (key: string) => Promise<Peek>, version: unknown): PeekState {
  const [peeks, setPeeks] = useState<Record<string, Exclude<PeekState, undefined>>>({});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!hoverKey || peeks[hoverKey]) return undefined;
    timer.current = window.setTimeout(() => {
      setPeeks((p) => ({ ...p, [hoverKey]: 'loading' }));
      peek(hoverKey).then(
        (r) => setPeeks((p) => ({ ...p, [hoverKey]: r })),
        () => setPeeks((p) => ({ ...p, [hoverKey]: 'error' })),
      );
    }, 90);
    return () => window.clearTimeout(timer.current);
  }, [hoverKey]);
  // Item collections change when the data set does.
  useEffect(() => setPeeks({}), [version]);
  return hoverKey ? peeks[hoverKey] : undefined;
}
