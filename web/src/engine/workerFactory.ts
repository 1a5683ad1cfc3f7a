// Starts the engine worker: a module worker Vite builds from engine.worker.ts into its own
// file. The single-file build (vite.config.ts, mode "single") replaces this file with
// workerFactory.single.ts.
export function startEngineWorker(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'keyscape-engine' });
}
