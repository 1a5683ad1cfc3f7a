// The open design and everything the engine says about it. One state (the model file);
// every change (an edit, undo, redo, opening a design, selecting another pattern or table)
// is ONE keyscape:AnalyzeDesign call in the worker: validation, pattern runs, lint, cost and
// the view of the selection. An invalid model keeps the last good answers on screen
// (marked stale) and the engine's message, whose JSON path tells which field it concerns.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { DynamoDBError } from '@wasm/engine.mjs';
import type { AnalyzeDesignResponse, ModelFile } from '@wasm/types';
import { useEngine } from '../../engine/EngineContext';
import type { Selection } from '../../model/shape';
import { designViewOf, viewKey } from './designView';

/** keyscape:AnalyzeDesign's answer: validation, pattern runs, lint, cost and the asked view. */
export type DesignAnswers = AnalyzeDesignResponse;

export interface DesignState {
  model: ModelFile;
  answers: DesignAnswers | null;
  /** The view (designView.ts viewKey) `answers` hold. */
  answeredView: string;
  /** The engine's error for the current model (null when it is valid). */
  error: DynamoDBError | null;
  busy: boolean;
  /** Bumps on every change of the model (views that ask the engine themselves key on it). */
  version: number;
  /** The version `answers` (or `error`) were computed for. */
  answered: number;
  /** The version the last open() made (edits since then are later versions). */
  opened: number;
}

/** The models Undo and Redo go back and forth through, oldest first. */
export interface UndoHistory {
  past: ModelFile[];
  future: ModelFile[];
}

/** The error a view answered, as the page's error value. */
export function viewErrorOf(answers: DesignAnswers | null): DynamoDBError | null {
  return answers?.viewError ? new DynamoDBError(answers.viewError) : null;
}

/** `canAsk`: the engine takes requests (loading or ready); each time it becomes true the design is asked again. */
export function useDesign(canAsk: boolean, initial: ModelFile, selection: Selection) {
  const client = useEngine();
  const [state, setState] = useState<DesignState>({ model: initial, answers: null, answeredView: '', error: null, busy: true, version: 0, answered: -1, opened: 0 });
  const latest = useRef(0);
  const view = designViewOf(state.model, selection);
  const key = viewKey(view);

  const asked = useRef({ version: -1, canAsk: false });
  // Asked as soon as the change is drawn, before the browser paints it (Preact runs plain
  // effects only after the next frame): at the page's start the engine gets the design while
  // the first paint's style and layout are still being done.
  useLayoutEffect(() => {
    if (!canAsk) return;
    // Selecting something without a view (an entity, the design) needs no new answer.
    const sameDesign = asked.current.canAsk && asked.current.version === state.version;
    if (sameDesign && key === '') return;
    asked.current = { version: state.version, canAsk };
    const run = ++latest.current;
    const version = state.version;
    setState((s) => (s.busy ? s : { ...s, busy: true }));
    // The patterns' responses are not drawn (the range view carries the selected pattern's items).
    const request = { model: state.model, patternResponses: false };
    client.execute('keyscape:AnalyzeDesign', view ? { ...request, view } : request).then(
      (r) => {
        if (run !== latest.current) return;
        if (r.ok) setState((s) => ({ ...s, answers: r.body, answeredView: key, error: null, busy: false, answered: version }));
        else setState((s) => ({ ...s, error: r.error, busy: false, answered: version }));
      },
      () => undefined,
    );
  }, [client, canAsk, state.version, key]);

  const past = useRef<ModelFile[]>([]);
  const future = useRef<ModelFile[]>([]);
  function replace(model: ModelFile) {
    setState((s) => ({ ...s, model, version: s.version + 1 }));
  }
  /** Every edit: the previous model goes on the undo stack. */
  function setModel(model: ModelFile) {
    past.current.push(state.model);
    if (past.current.length > 200) past.current.shift();
    future.current = [];
    replace(model);
  }
  function undo() {
    const prev = past.current.pop();
    if (!prev) return;
    future.current.push(state.model);
    replace(prev);
  }
  function redo() {
    const next = future.current.pop();
    if (!next) return;
    past.current.push(state.model);
    replace(next);
  }
  /** Opens another design: its saved history (views/work/persist), else a fresh one. */
  function open(model: ModelFile, history?: UndoHistory) {
    past.current = history ? [...history.past] : [];
    future.current = history ? [...history.future] : [];
    setState((s) => ({ ...s, model, version: s.version + 1, opened: s.version + 1 }));
  }
  /** The undo and redo stacks now (oldest first), for saving with the design. */
  const history = (): UndoHistory => ({ past: [...past.current], future: [...future.current] });
  return { state, setModel, undo, redo, open, history, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}
