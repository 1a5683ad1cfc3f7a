// The typed message protocol between the page and the engine worker. Parsing the
// engine's responses is the wrapper's (@wasm/engine.mjs). Pure: no DOM, no worker globals.
import type { EngineResult as WrapperResult } from '@wasm/engine.mjs';

/** Page → worker. Every request carries an id; the worker answers with the same id. */
export type ToWorker =
  | { kind: 'execute'; id: number; op: string; request: string };

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
  return isRecord(v) && v['kind'] === 'execute' && typeof v['id'] === 'number' &&
    typeof v['op'] === 'string' && typeof v['request'] === 'string';
}
