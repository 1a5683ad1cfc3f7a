import { EngineCallError, type Exec } from '../../../engine/call';
import { DEMO_CREATE, DEMO_TABLE } from './requests';

/** Makes the demo table: afresh, its earlier data set dropped, or only when it is missing (`keep`). */
export async function makeDemoTable(exec: Exec, { keep }: { keep: boolean }): Promise<void> {
  if (!keep) {
    const del = await exec('DeleteTable', { TableName: DEMO_TABLE.table });
    if (!del.ok && del.error.name !== 'ResourceNotFoundException') throw new EngineCallError('DeleteTable', del.error);
  }
  const created = await exec('CreateTable', DEMO_CREATE);
  if (!created.ok && !(keep && created.error.name === 'ResourceInUseException')) throw new EngineCallError('CreateTable', created.error);
}
