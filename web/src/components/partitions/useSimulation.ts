import { useState } from 'preact/hooks';
import type { SimulateLoadResponse } from '@wasm/types';
import { LAB } from '../../partitions/dataset';
import type { Exec, KeyTable } from '../../partitions/keys';
import { buildSimulateRequest, type LoadForm } from '../../partitions/load';
import type { Problem } from '../../ui/ErrorBox';
import { describeProblem } from './useDataset';

/** The load simulation: one keyscape:SimulateLoad call per run. */
export function useSimulation(exec: Exec) {
  const [sim, setSim] = useState<SimulateLoadResponse | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [running, setRunning] = useState(false);

  /** Simulates `form` on `table` (default: the demo table). */
  async function run(form: LoadForm, table: KeyTable = LAB): Promise<SimulateLoadResponse | null> {
    const req = buildSimulateRequest(table.table, table.pk, form);
    if (!req.ok) {
      setProblem({ kind: 'local', title: 'Check the load form', message: req.message });
      return null;
    }
    setRunning(true);
    try {
      const r = await exec('keyscape:SimulateLoad', req.value);
      if (!r.ok) {
        setProblem({ kind: 'engine', error: r.error });
        return null;
      }
      setProblem(null);
      setSim(r.body);
      return r.body;
    } catch (e) {
      setProblem(describeProblem(e));
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
