// The open design and everything the engine says about it. One state (the model file);
// every change runs keyscape:ValidateModel, then RunAccessPatterns, Lint and Cost in the
// worker. An invalid model keeps the last good answers on screen (marked stale) and the
// engine's message, whose JSON path tells which field it concerns.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DynamoDBError } from '@wasm/engine.mjs';
import type {
  CostResponse,
  LintResponse,
  ModelFile,
  RunAccessPatternsResponse,
  ValidateModelResponse,
} from '@wasm/types';
import type { EngineClient } from '../../engine/client';

export interface DesignAnswers {
  validated: ValidateModelResponse;
  patterns: RunAccessPatternsResponse;
  lint: LintResponse;
  cost: CostResponse;
}

export interface DesignState {
  model: ModelFile;
  answers: DesignAnswers | null;
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

async function analyse(client: EngineClient, model: ModelFile): Promise<DesignAnswers | DynamoDBError> {
  const req = { model };
  const validated = await client.execute('keyscape:ValidateModel', req);
  if (!validated.ok) return validated.error;
  const patterns = await client.execute('keyscape:RunAccessPatterns', req);
  if (!patterns.ok) return patterns.error;
  const lint = await client.execute('keyscape:Lint', req);
  if (!lint.ok) return lint.error;
  const cost = await client.execute('keyscape:Cost', req);
  if (!cost.ok) return cost.error;
  return { validated: validated.body, patterns: patterns.body, lint: lint.body, cost: cost.body };
}

export function useDesign(client: EngineClient, ready: boolean, initial: ModelFile) {
  const [state, setState] = useState<DesignState>({ model: initial, answers: null, error: null, busy: true, version: 0, answered: -1, opened: 0 });
  const latest = useRef(0);

  useEffect(() => {
    if (!ready) return;
    const run = ++latest.current;
    const version = state.version;
    setState((s) => ({ ...s, busy: true }));
    analyse(client, state.model).then(
      (r) => {
        if (run !== latest.current) return;
        if ('validated' in r) setState((s) => ({ ...s, answers: r, error: null, busy: false, answered: version }));
        else setState((s) => ({ ...s, error: r, busy: false, answered: version }));
      },
      () => undefined,
    );
  }, [client, ready, state.version]);

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
  /** Opens another design: a fresh history. */
  function open(model: ModelFile) {
    past.current = [];
    future.current = [];
    setState((s) => ({ ...s, model, version: s.version + 1, opened: s.version + 1 }));
  }
  return { state, setModel, undo, redo, open, canUndo: past.current.length > 0, canRedo: future.current.length > 0 };
}
