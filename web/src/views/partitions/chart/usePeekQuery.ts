import { useCallback } from 'preact/hooks';
import { call, type Exec } from '../../../engine/call';
import type { KeyTable } from '../keys';
import type { Peek } from './types';

/** Reads the first 4 items of a key's item collection: one Query (its size comes from DescribeKeys). */
export function usePeekQuery(exec: Exec, t: KeyTable): (key: string) => Promise<Peek> {
  return useCallback(
    async (key: string): Promise<Peek> => {
      const page = await call(exec, 'Query', {
        TableName: t.table,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': t.pk },
        ExpressionAttributeValues: { ':pk': { S: key } },
        Limit: 4,
      });
      return { first: page.Items ?? [] };
    },
    [exec, t],
  );
}
