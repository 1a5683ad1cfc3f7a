// The playground's entry. A cold start waits on two chains that can overlap: the engine (the
// worker's script, the wasm module's download and compilation) and the page's own code. So
// this small first script starts the engine (workerFactory.ts does on evaluation) and only
// then loads the page (page.tsx), whose files index.html already preloads
// (engine/preloadPlugin.ts). If the page's code cannot load, #app says so.
import './engine/workerFactory';

// This script is loaded `async` (preloadPlugin.ts): the document may still be being parsed.
function sayNotLoaded(e: unknown) {
  const root = document.getElementById('app');
  if (!root) return;
  const box = document.createElement('p');
  box.setAttribute('role', 'alert');
  box.textContent = `keyscape could not load its page: ${e instanceof Error ? e.message : String(e)}. Reload to try again.`;
  root.replaceChildren(box);
}

import('./page').catch((e: unknown) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => sayNotLoaded(e), { once: true });
  else sayNotLoaded(e);
});
