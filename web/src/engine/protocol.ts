// The typed message protocol between the page and the engine worker. Parsing the
// engine's responses is the wrapper's (@wasm/engine.mjs). Pure: no DOM, no worker globals.
import type { EngineResult as WrapperResult } from '@wasm/engine.mjs';

/**
 * Page → worker. 'start' comes once, from the code that starts the worker
 * (workerFactory.ts): the main wasm module compiled by the page, or null for the worker to
 * load it itself; requests sent before it wait. Every request carries an id; the worker
 * answers with the same id.
 */
export type ToWorker = { kind: 'start'; module: WebAssembly.Module | null } | ExecuteMessage;

/** One engine request (what the page's client sends). */
export type ExecuteMessage = { kind: 'execute'; id: number; op: string; request: string };

/** Worker → page. */
export type FromWorker =
  | { kind: 'ready'; loadMs: number }
  | { kind: 'init-failed'; message: string }
  | { kind: 'result'; id: number; response: string; elapsedMs: number }
  | { kind: 'failed'; id: number; message: string }
  /** The wasm module aborted (out of memory, a trap) while answering `id`: it is unusable now. */
  | { kind: 'aborted'; id: number; message: string };

/** An engine answer as the page sees it: the wrapper's result, plus the time the engine took. */
export type EngineResult<T> = WrapperResult<T> & { elapsedMs: number };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isFromWorker(v: unknown): v is FromWorker {
  if (!isRecord(v) || typeof v['kind'] !== 'string') return false;
  switch (v['kind']) {
    case 'ready':
      return typeof v['loadMs'] === 'number';
    case 'init-failed':
      return typeof v['message'] === 'string';
    case 'result':
      return typeof v['id'] === 'number' && typeof v['response'] === 'string' &&
        typeof v['elapsedMs'] === 'number';
    case 'failed':
    case 'aborted':
      return typeof v['id'] === 'number' && typeof v['message'] === 'string';
    default:
      return false;
  }
}

export function isToWorker(v: unknown): v is ToWorker {
  if (!isRecord(v)) return false;
  if (v['kind'] === 'start')
    return v['module'] === null || (typeof WebAssembly === 'object' && v['module'] instanceof WebAssembly.Module);
  return v['kind'] === 'execute' && typeof v['id'] === 'number' &&
    typeof v['op'] === 'string' && typeof v['request'] === 'string';
}
