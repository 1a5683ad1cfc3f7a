// The playground's entry. A cold start waits on two chains that can overlap: the engine (the
// worker's script, the wasm module's download and compilation) and the page's own code. So
// this small first script starts the engine (workerFactory.ts does on evaluation) and only
// then loads the page (page.tsx), whose files index.html already preloads
// (engine/preloadPlugin.ts). If the page's code cannot load, #app says so.
import { engineCompiled } from './engine/workerFactory';

// This script is loaded `async` (preloadPlugin.ts): the document may still be being parsed.
function sayNotLoaded(e: unknown) {
  const root = document.getElementById('app');
  if (!root) return;
  const box = document.createElement('p');
  box.setAttribute('role', 'alert');
  box.textContent = `keyscape could not load its page: ${e instanceof Error ? e.message : String(e)}. Reload to try again.`;
  root.replaceChildren(box);
}

// The page waits for the engine's compile, for at most PAGE_WAIT_MS, before it takes the main
// thread: the compile's completion and the worker's start each need the main thread briefly,
// and the page's evaluation and first render (one long task) would hold them back.
const PAGE_WAIT_MS = 100;
const waited = Promise.race([engineCompiled(), new Promise<void>((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);

waited.then(() => import('./page')).catch((e: unknown) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => sayNotLoaded(e), { once: true });
  else sayNotLoaded(e);
});
