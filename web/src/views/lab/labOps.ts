// The few multi-request engine conversations the page needs: seeding the example,
// listing partition key values (one keyscape:DescribeKeys), and reading one item
// collection in order with the engine's explanation of that order (Query pages, then one
// keyscape:ExplainOrder).
import type { Item } from '../../ddb/attr';
import { CREATE_TABLE, EXAMPLE_ITEMS, PK, SK, TABLE_NAME } from './example';
import { unwrap } from '../../engine/call';
import type { ExplainOrderResponse } from '@wasm/types';
import type { EngineClient } from '../../engine/client';

export type { ItemsPage } from '@wasm/types';

export { EngineCallError, unwrap } from '../../engine/call';

/** Creates the example table and writes the example items, in numeric order. */
export async function seedExample(client: EngineClient): Promise<void> {
  unwrap('CreateTable', await client.execute('CreateTable', CREATE_TABLE));
  for (const item of EXAMPLE_ITEMS) await putItems(client, [item]);
}

export async function putItems(client: EngineClient, items: readonly Item[]): Promise<void> {
  for (const item of items) unwrap('PutItem', await client.execute('PutItem', { TableName: TABLE_NAME, Item: item }));
}

/** Every distinct partition key value of the example table, in DynamoDB order: one engine call. */
export async function listPartitions(client: EngineClient): Promise<string[]> {
  const r = unwrap('keyscape:DescribeKeys', await client.execute('keyscape:DescribeKeys', { TableName: TABLE_NAME, Order: 'VALUE', MaxKeys: 100_000, Bins: 1 }));
  return r.Keys.map((k) => {
    const v = k.Key[PK];
    return v && 'S' in v ? v.S : '';
  });
}

/** All items of one partition, in the order the engine stores them (ascending sort key). */
export async function readPartition(client: EngineClient, pk: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const req: Record<string, unknown> = {
      TableName: TABLE_NAME,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PK },
      ExpressionAttributeValues: { ':pk': { S: pk } },
    };
    if (start) req['ExclusiveStartKey'] = start;
    const page = unwrap('Query', await client.execute('Query', req));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The engine's explanation of the items' sort-key order (null for fewer than two items). */
export async function explainOrder(client: EngineClient, items: readonly Item[]): Promise<ExplainOrderResponse | null> {
  const values = items.map((it) => it[SK]).filter((v) => v !== undefined);
  if (values.length < 2) return null;
  return unwrap('keyscape:ExplainOrder', await client.execute('keyscape:ExplainOrder', { Values: values.slice(0, 1000) }));
}

export function skOf(item: Item): string {
  const v = item[SK];
  return v && 'S' in v ? v.S : '';
}
