// A view whose code loads when it is first drawn, so that the page's start evaluates only
// what the first view needs. `lazyView(() => import('./X').then((m) => m.X))` is a component
// taking X's props: it draws a short "Loading" line until the code has arrived (once per page:
// later mounts draw X at once), and if it cannot arrive (the network gone before the offline
// copy was saved, say) an error box with a button that tries again.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ErrorBox } from './ErrorBox';

export function lazyView<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  function LazyView(props: P) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      pending ??= load();
      pending.then(
        (view) => {
          loaded = view;
          if (live) setArrived(true);
        },
        (e: unknown) => {
          pending = null;
          if (live) setFailure(e instanceof Error ? e.message : String(e));
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (loaded) {
      const View = loaded;
      return <View {...props} />;
    }
    if (failure !== null)
      return (
        <div class="view-load-failed">
          <ErrorBox problem={{ kind: 'local', title: `The ${name} did not load`, message: failure }} testId="view-load-error" />
          <button
            type="button"
            data-testid="view-load-retry"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      );
    return (
      <p class="small view-loading" role="status">
        Loading the {name}…
      </p>
    );
  }
  LazyView.displayName = `Lazy(${name})`;
  return LazyView;
}
