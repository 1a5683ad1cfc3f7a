import { useCallback } from 'preact/hooks';
import type { Item } from '../../ddb/attr';
import { EngineCallError } from '../../views/lab/labOps';
import type { Exec, KeyTable } from '../../partitions/keys';

/** The first items of one item collection, in sort-key order. */
export interface Peek {
  first: Item[];
}

/** Reads the first 4 items of a key's item collection: one Query (its size comes from DescribeKeys). */
export function usePeek(exec: Exec, t: KeyTable): (key: string) => Promise<Peek> {
  return useCallback(
    async (key: string): Promise<Peek> => {
      const r = await exec('Query', {
        TableName: t.table,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': t.pk },
        ExpressionAttributeValues: { ':pk': { S: key } },
        Limit: 4,
      });
      if (!r.ok) throw new EngineCallError('Query', r.error);
      return { first: r.body.Items ?? [] };
    },
    [exec, t],
  );
}
