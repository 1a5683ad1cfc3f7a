// The design the page opens on: the "lexicographic trap". Orders numbered
// 1, 2, 10, 100 are written in that order, but S sort keys compare as UTF-8
// bytes, so the partition stores them as ORDER#1, ORDER#10, ORDER#100, ORDER#2.
import type { Item } from '../../ddb/attr';
import type { QueryForm } from './queryRequest';

export const TABLE_NAME = 'Orders';
export const PK = 'PK';
export const SK = 'SK';
export const KEY_NAMES: readonly string[] = [PK, SK];

export const CREATE_TABLE = {
  TableName: TABLE_NAME,
  AttributeDefinitions: [
    { AttributeName: PK, AttributeType: 'S' },
    { AttributeName: SK, AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: PK, KeyType: 'HASH' },
    { AttributeName: SK, KeyType: 'RANGE' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
} as const;

export const EXAMPLE_PARTITION = 'CUSTOMER#42';
export const FIXED_PARTITION = 'CUSTOMER#43';

function order(pk: string, sk: string, total: string, status: string, placed: string): Item {
  return { PK: { S: pk }, SK: { S: sk }, total: { N: total }, status: { S: status }, placedAt: { S: placed } };
}

/** Written in this order (numeric order); stored in byte order. */
export const EXAMPLE_ITEMS: readonly Item[] = [
  { PK: { S: EXAMPLE_PARTITION }, SK: { S: '#PROFILE' }, name: { S: 'Ada Lovelace' }, tier: { S: 'gold' } },
  order(EXAMPLE_PARTITION, 'ORDER#1', '24.99', 'DELIVERED', '2026-01-04'),
  order(EXAMPLE_PARTITION, 'ORDER#2', '12.5', 'DELIVERED', '2026-02-11'),
  order(EXAMPLE_PARTITION, 'ORDER#10', '80', 'SHIPPED', '2026-06-19'),
  order(EXAMPLE_PARTITION, 'ORDER#100', '7.25', 'PENDING', '2026-11-28'),
];

/** The same orders with zero-padded numbers: byte order now equals numeric order. */
export const FIXED_ITEMS: readonly Item[] = [
  order(FIXED_PARTITION, 'ORDER#0001', '24.99', 'DELIVERED', '2026-01-04'),
  order(FIXED_PARTITION, 'ORDER#0002', '12.5', 'DELIVERED', '2026-02-11'),
  order(FIXED_PARTITION, 'ORDER#0010', '80', 'SHIPPED', '2026-06-19'),
  order(FIXED_PARTITION, 'ORDER#0100', '7.25', 'PENDING', '2026-11-28'),
];

export const DEFAULT_QUERY: QueryForm = {
  kce: 'PK = :pk AND begins_with(SK, :prefix)',
  eav: `{\n  ":pk": { "S": "${EXAMPLE_PARTITION}" },\n  ":prefix": { "S": "ORDER#" }\n}`,
  ean: '',
  direction: 'ascending',
  limit: '',
};

export const DEFAULT_NEW_ITEM = {
  pk: EXAMPLE_PARTITION,
  sk: 'ORDER#3',
  attributes: '{\n  "total": 19.99,\n  "status": "PENDING"\n}',
};
