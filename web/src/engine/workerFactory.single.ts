// Starts the engine worker in the single-file build (in place of workerFactory.ts): the
// worker's code is inlined in the page and started from a Blob, so a page opened from disk
// (file://, where module scripts cannot be fetched) runs it too.
import EngineWorker from './engine.worker.ts?worker&inline';

export function startEngineWorker(): Worker {
  return new EngineWorker({ name: 'keyscape-engine' });
}
