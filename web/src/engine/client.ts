// The page's typed handle on the engine worker. Correlates requests and responses by id,
// turns the response text into a typed value with the wrapper's parseResponse (error
// bodies become DynamoDBError values), and can replace a crashed worker. Each worker is
// first asked which operations change state (keyscape:ListOperations); the successful
// requests of those operations are recorded in the order they were answered and replayed,
// in that order, into the new engine after a restart. A replayed request the new engine
// refuses is reported (ReplayOutcome), never ignored.
import { parseResponse, requestText, type ResponseOf } from '@wasm/engine.mjs';
import { LIST_OPERATIONS, mutatingOperations } from './mutating';
import { isFromWorker, type EngineResult, type ExecuteMessage, type FromWorker } from './protocol';
import { startEngineWorker } from './workerFactory';

/** What the client needs from a Worker (a real one, or a fake in unit tests). */
export interface WorkerLike {
  postMessage(message: ExecuteMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type EngineStatus =
  | { state: 'loading' }
  | { state: 'ready'; loadMs: number }
  | { state: 'failed'; message: string }
  | { state: 'crashed'; message: string };

/** What a restart brought back: every recorded state change, replayed in order. */
export interface ReplayOutcome {
  /** Recorded state-changing requests sent to the new engine. */
  replayed: number;
  /** The replayed requests the new engine refused or never answered: their changes are lost. */
  failed: Array<{ op: string; message: string }>;
}

interface Pending {
  resolve: (text: { response: string; elapsedMs: number }) => void;
  reject: (error: Error) => void;
}

export class EngineClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private replayLog: Array<{ op: string; request: string }> = [];
  /** The operations the current engine lists as changing state (its first answer). */
  private mutating: Promise<ReadonlySet<string>> = Promise.resolve(new Set());
  private readonly listeners = new Set<(status: EngineStatus) => void>();
  private statusValue: EngineStatus = { state: 'loading' };
  private readyPromise: Promise<void> = Promise.resolve();
  /** What a request waits for before it is sent: a restart's replay (nothing on the first start). */
  private gate: Promise<void> = Promise.resolve();

  constructor(private readonly createWorker: () => WorkerLike) {
    this.readyPromise = this.start(false).then(() => undefined);
    // A load failure is reported through status and ready(); avoid an unhandled rejection.
    this.readyPromise.catch(() => undefined);
  }

  get status(): EngineStatus {
    return this.statusValue;
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: EngineStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when the engine is loaded (and, after a restart, replayed); rejects if it failed to load. */
  ready(): Promise<void> {
    return this.readyPromise;
  }

  /**
   * Runs one engine operation. Resolves with the parsed body, typed by the operation
   * (@wasm/types), or the DynamoDB error (a value, not an exception). Rejects only if
   * the worker itself fails. On the first start a request is sent at once: the worker
   * answers in arrival order, so after the operation list, and its module loads meanwhile
   * (a cold start does not wait for a round trip through this thread). After a restart it
   * waits for the replay, so that no request runs in the middle of one.
   */
  async execute<Op extends string>(op: Op, request: object): Promise<EngineResult<ResponseOf<Op>>> {
    const text = requestText(request);
    for (let gate = this.gate; ; gate = this.gate) {
      await gate.catch(() => undefined);
      if (gate === this.gate) break; // else a restart began meanwhile: wait for it too
    }
    const mutating = this.mutating;
    const { response, elapsedMs } = await this.send(op, text);
    const result = { ...parseResponse<ResponseOf<Op>>(response), elapsedMs };
    if (result.ok && (await mutating).has(op)) this.replayLog.push({ op, request: text });
    return result;
  }

  /**
   * Replaces the worker with a new one and replays every recorded state change in order.
   * Resolves once the new engine is ready, with what could not be restored; rejects if the
   * new engine failed to load.
   */
  async restart(): Promise<ReplayOutcome> {
    this.stop(new Error('The engine was restarted.'));
    const outcome = this.start(true);
    this.readyPromise = outcome.then(() => undefined);
    this.readyPromise.catch(() => undefined);
    this.gate = this.readyPromise;
    return outcome;
  }

  dispose(): void {
    this.stop(new Error('The engine client was disposed.'));
    this.listeners.clear();
  }

  private setStatus(status: EngineStatus): void {
    this.statusValue = status;
    for (const l of this.listeners) l(status);
  }

  /**
   * Starts a worker, asks its engine for the state-changing operations, replays the
   * recorded requests when `replay`, and only then reports ready.
   */
  private start(replay: boolean): Promise<ReplayOutcome> {
    this.setStatus({ state: 'loading' });
    const worker = this.createWorker();
    this.worker = worker;
    const loaded = new Promise<number>((resolve, reject) => {
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
    // The first request of every worker; the worker answers in arrival order.
    const listed = this.send(LIST_OPERATIONS, '{}').then(({ response }) => mutatingOperations(response));
    listed.catch(() => undefined);
    this.mutating = listed;
    return Promise.all([loaded, listed]).then(
      async ([loadMs]) => {
        const outcome = replay ? await this.replay(worker) : { replayed: 0, failed: [] };
        if (this.worker === worker && this.statusValue.state === 'loading') this.setStatus({ state: 'ready', loadMs });
        return outcome;
      },
      (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        if (this.worker === worker && this.statusValue.state === 'loading') {
          this.setStatus({ state: 'failed', message });
          this.rejectAll(new Error(message));
        }
        throw e;
      },
    );
  }

  /** Sends the recorded state changes to `worker`'s engine in order; keeps the ones it took. */
  private async replay(worker: WorkerLike): Promise<ReplayOutcome> {
    const recorded = this.replayLog;
    const kept: Array<{ op: string; request: string }> = [];
    const failed: ReplayOutcome['failed'] = [];
    for (const entry of recorded) {
      if (this.worker !== worker) {
        failed.push({ op: entry.op, message: 'not replayed: the engine stopped during the replay' });
        continue;
      }
      try {
        const r = parseResponse((await this.send(entry.op, entry.request)).response);
        if (r.ok) kept.push(entry);
        else failed.push({ op: entry.op, message: `${r.error.name}: ${r.error.message}` });
      } catch (e) {
        failed.push({ op: entry.op, message: e instanceof Error ? e.message : String(e) });
      }
    }
    this.replayLog = kept;
    return { replayed: recorded.length, failed };
  }

  /** The worker died (an uncaught error) or its engine aborted: loading failed, or a crash. */
  private stopped(message: string, reject: (e: Error) => void): void {
    const wasLoading = this.statusValue.state === 'loading';
    this.setStatus(wasLoading ? { state: 'failed', message } : { state: 'crashed', message });
    this.rejectAll(new Error(message));
    if (wasLoading) reject(new Error(message));
  }

  private onMessage(msg: FromWorker, resolve: (loadMs: number) => void, reject: (e: Error) => void): void {
    switch (msg.kind) {
      case 'ready':
        resolve(msg.loadMs);
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

/** The production client: the engine worker of the build (workerFactory.ts). */
export function createEngineClient(): EngineClient {
  return new EngineClient(startEngineWorker);
}
