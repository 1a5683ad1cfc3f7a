// The few multi-request engine conversations the page needs: seeding the
// example, listing partition key values, and reading one partition in order.
import type { Item } from '../ddb/attr';
import { compareUtf8 } from '../ddb/bytes';
import { CREATE_TABLE, EXAMPLE_ITEMS, PK, SK, TABLE_NAME } from '../example';
import type { DynamoDBError } from '@wasm/engine.mjs';
import type { EngineClient } from './client';
import type { EngineResult } from './protocol';

export type { ItemsPage } from '@wasm/types';

export class EngineCallError extends Error {
  constructor(readonly op: string, readonly error: DynamoDBError) {
    super(`${op} failed: ${error.name}: ${error.message}`);
  }
}

function unwrap<T>(op: string, r: EngineResult<T>): T {
  if (!r.ok) throw new EngineCallError(op, r.error);
  return r.body;
}

/** Creates the example table and writes the example items, in numeric order. */
export async function seedExample(client: EngineClient): Promise<void> {
  unwrap('CreateTable', await client.execute('CreateTable', CREATE_TABLE));
  for (const item of EXAMPLE_ITEMS) await putItems(client, [item]);
}

export async function putItems(client: EngineClient, items: readonly Item[]): Promise<void> {
  for (const item of items) unwrap('PutItem', await client.execute('PutItem', { TableName: TABLE_NAME, Item: item }));
}

/** Every distinct partition key value in the table, in byte order. */
export async function listPartitions(client: EngineClient): Promise<string[]> {
  const seen = new Set<string>();
  let start: Item | undefined;
  do {
    const req: Record<string, unknown> = { TableName: TABLE_NAME };
    if (start) req['ExclusiveStartKey'] = start;
    const page = unwrap('Scan', await client.execute('Scan', req));
    for (const item of page.Items ?? []) {
      const v = item[PK];
      if (v && 'S' in v) seen.add(v.S);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return [...seen].sort(compareUtf8);
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

export function skOf(item: Item): string {
  const v = item[SK];
  return v && 'S' in v ? v.S : '';
}
