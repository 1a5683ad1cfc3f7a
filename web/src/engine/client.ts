// The page's typed handle on the engine worker. Correlates requests and
// responses by id, turns the response text into a typed value with the wrapper's
// parseResponse (error bodies become DynamoDBError values), and can replace a
// crashed worker: successful state-changing requests are recorded and replayed
// into the new engine, so the user's table comes back as it was.
import { parseResponse, requestText, type ResponseOf } from '@wasm/engine.mjs';
import {
  isFromWorker,
  MUTATING_OPS,
  type EngineResult,
  type FromWorker,
  type ToWorker,
} from './protocol';

/** What the client needs from a Worker (a real one, or a fake in unit tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type EngineStatus =
  | { state: 'loading' }
  | { state: 'ready'; loadMs: number }
  | { state: 'failed'; message: string }
  | { state: 'crashed'; message: string };

interface Pending {
  resolve: (text: { response: string; elapsedMs: number }) => void;
  reject: (error: Error) => void;
}

export class EngineClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly replayLog: Array<{ op: string; request: string }> = [];
  private readonly listeners = new Set<(status: EngineStatus) => void>();
  private statusValue: EngineStatus = { state: 'loading' };
  private readyPromise: Promise<void> = Promise.resolve();

  constructor(private readonly createWorker: () => WorkerLike) {
    this.start();
  }

  get status(): EngineStatus {
    return this.statusValue;
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: EngineStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when the engine is loaded; rejects if it failed to load. */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  /**
   * Runs one engine operation. Resolves with the parsed body, typed by the operation
   * (@wasm/types), or the DynamoDB error (a value, not an exception). Rejects only if
   * the worker itself fails.
   */
  async execute<Op extends string>(op: Op, request: object): Promise<EngineResult<ResponseOf<Op>>> {
    const text = requestText(request);
    const { response, elapsedMs } = await this.send(op, text);
    const result = { ...parseResponse<ResponseOf<Op>>(response), elapsedMs };
    if (result.ok && MUTATING_OPS.has(op)) this.replayLog.push({ op, request: text });
    return result;
  }

  /** Replaces the worker with a new one and replays every successful state change. */
  async restart(): Promise<void> {
    this.stop(new Error('The engine was restarted.'));
    this.start();
    await this.readyPromise;
    for (const entry of this.replayLog) await this.send(entry.op, entry.request);
  }

  dispose(): void {
    this.stop(new Error('The engine client was disposed.'));
    this.listeners.clear();
  }

  private setStatus(status: EngineStatus): void {
    this.statusValue = status;
    for (const l of this.listeners) l(status);
  }

  private start(): void {
    this.setStatus({ state: 'loading' });
    const worker = this.createWorker();
    this.worker = worker;
    this.readyPromise = new Promise<void>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent) => {
        const msg: unknown = event.data;
        if (!isFromWorker(msg)) return;
        this.onMessage(msg, resolve, reject);
      };
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault?.();
        this.stopped(event.message || 'The engine worker stopped unexpectedly.', reject);
      };
    });
    // A load failure is reported through status and ready(); avoid an unhandled rejection.
    this.readyPromise.catch(() => undefined);
  }

  /** The worker died (an uncaught error) or its engine aborted: loading failed, or a crash. */
  private stopped(message: string, reject: (e: Error) => void): void {
    const wasLoading = this.statusValue.state === 'loading';
    this.setStatus(wasLoading ? { state: 'failed', message } : { state: 'crashed', message });
    this.rejectAll(new Error(message));
    if (wasLoading) reject(new Error(message));
  }

  private onMessage(msg: FromWorker, resolve: () => void, reject: (e: Error) => void): void {
    switch (msg.kind) {
      case 'ready':
        this.setStatus({ state: 'ready', loadMs: msg.loadMs });
        resolve();
        return;
      case 'init-failed':
        this.setStatus({ state: 'failed', message: msg.message });
        this.rejectAll(new Error(msg.message));
        reject(new Error(msg.message));
        return;
      case 'result': {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        p.resolve({ response: msg.response, elapsedMs: msg.elapsedMs });
        return;
      }
      case 'aborted':
        this.stopped(`The engine aborted: ${msg.message}`, reject);
        return;
      case 'failed': {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        p.reject(new Error(msg.message));
        return;
      }
    }
  }

  private send(op: string, request: string): Promise<{ response: string; elapsedMs: number }> {
    const worker = this.worker;
    const state = this.statusValue.state;
    if (!worker || state === 'failed' || state === 'crashed') {
      const reason = 'message' in this.statusValue ? this.statusValue.message : 'not running';
      return Promise.reject(new Error(`The engine is not available: ${reason}`));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ kind: 'execute', id, op, request });
    });
  }

  private rejectAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  private stop(error: Error): void {
    if (this.worker) {
      this.worker.onmessage = null;
      this.worker.onerror = null;
      this.worker.terminate();
      this.worker = null;
    }
    this.rejectAll(error);
  }
}

/** The production client: a module worker built by Vite from worker/engine.worker.ts. */
export function createEngineClient(): EngineClient {
  return new EngineClient(
    () => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'keyscape-engine' }),
  );
}
