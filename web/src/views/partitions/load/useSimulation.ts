import { useState } from 'preact/hooks';
import type { SimulateLoadResponse } from '@wasm/types';
import { problemOf, type Exec, type Problem } from '../../../engine/call';
import type { KeyTable } from '../keys';
import { buildSimulateRequest, type LoadForm } from './loadForm';

/** The load simulation: one keyscape:SimulateLoad call per run. */
export function useSimulation(exec: Exec) {
  const [sim, setSim] = useState<SimulateLoadResponse | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [running, setRunning] = useState(false);

  /** Simulates `form` on `table`; the engine's refusal becomes the problem shown. */
  async function run(form: LoadForm, table: KeyTable): Promise<SimulateLoadResponse | null> {
    setRunning(true);
    try {
      const r = await exec('keyscape:SimulateLoad', buildSimulateRequest(table.table, form));
      if (!r.ok) {
        setProblem({ kind: 'engine', error: r.error });
        return null;
      }
      setProblem(null);
      setSim(r.body);
      return r.body;
    } catch (e) {
      setProblem(problemOf(e));
      return null;
    } finally {
      setRunning(false);
    }
  }

  function reset() {
    setSim(null);
    setProblem(null);
  }

  return { sim, problem, running, run, reset, setProblem };
}
