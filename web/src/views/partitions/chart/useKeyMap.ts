import { useEffect, useRef, useState } from 'preact/hooks';
import type { Exec } from '../../../engine/call';
import { describeKeys, keysRequest, type KeyMap, type KeyTable, type LayoutStart } from '../keys';

/**
 * The keys of `table` placed on the shown partitions, from one keyscape:DescribeKeys call
 * per distinct (layout, lookups); answers are kept until `version` (the data set) changes,
 * so switching back to a layout costs no call (`version`: any value that changes with the
 * data set, e.g. its layout object). Nothing is fetched while `enabled` is false.
 */
export function useKeyMap(
  exec: Exec,
  table: KeyTable,
  layout: readonly LayoutStart[] | null,
  lookup: readonly string[],
  version: unknown,
  enabled: boolean,
): { keys: KeyMap | null; error: unknown } {
  const cache = useRef(new Map<string, KeyMap>());
  const [state, setState] = useState<{ keys: KeyMap | null; error: unknown }>({ keys: null, error: null });
  useEffect(() => {
    cache.current.clear();
    setState({ keys: null, error: null });
  }, [version]);
  const id = layout ? JSON.stringify(keysRequest(table, { layout, lookup })) : '';
  useEffect(() => {
    if (!enabled || !layout) return undefined;
    const hit = cache.current.get(id);
    if (hit) {
      setState({ keys: hit, error: null });
      return undefined;
    }
    let live = true;
    describeKeys(exec, table, { layout, lookup }).then(
      (keys) => {
        cache.current.set(id, keys);
        if (live) setState({ keys, error: null });
      },
      (error: unknown) => live && setState({ keys: null, error }),
    );
    return () => {
      live = false;
    };
  }, [id, enabled, version]);
  return state;
}
