// The load a design implies on one of its tables, as the engine reads it from the design
// (keyscape:DesignLoad: each access pattern with a rate on the table, as reads or writes by
// the engine's own classification of its operation), put into the load form.
import { call, type Exec } from '../../../engine/call';
import type { ModelFile } from '@wasm/types';
import { defaultLoad, newPattern, type LoadForm, type ReadConsistency, type ReadShape } from './loadForm';

/** The design's load on one table, and how many of its patterns it counts. */
export interface DesignLoad {
  form: LoadForm;
  /** Patterns of the table with a rate, used as load rows. */
  used: number;
  /** Patterns of the table with a rate on an index: they load the index, not these partitions. */
  onIndexes: number;
}

/** One keyscape:DesignLoad call; without a rated pattern on the table, the default form. */
export async function designLoad(exec: Exec, model: ModelFile, designTable: string): Promise<DesignLoad> {
  const r = await call(exec, 'keyscape:DesignLoad', { model, Table: designTable });
  const base = defaultLoad('');
  if (r.AccessPatterns.length === 0) return { form: base, used: 0, onIndexes: r.OnIndexes };
  const patterns = r.AccessPatterns.map((p) =>
    newPattern({
      name: p.Name,
      reads: String(p.ReadsPerSecond),
      writes: String(p.WritesPerSecond),
      readShape: p.ReadShape as ReadShape,
      consistency: p.ReadConsistency as ReadConsistency,
    }),
  );
  const pt = r.ProvisionedThroughput;
  const capacity = r.BillingMode === 'PROVISIONED' ? { rcu: String(pt?.ReadCapacityUnits ?? 0), wcu: String(pt?.WriteCapacityUnits ?? 0) } : {};
  return { form: { ...base, billingMode: r.BillingMode, ...capacity, patterns }, used: r.UsedPatterns, onIndexes: r.OnIndexes };
}
