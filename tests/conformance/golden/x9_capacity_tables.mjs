// X9: issue 24 family 6's smaller answers. Scan's ConsumedCapacity in both forms (TOTAL, and
// INDEXES with the table's or the index's share), as Query's: the scanned items' sizes
// summed and rounded up to 4 KB, half a unit per 4 KB unless ConsistentRead
// (reference §3.6, the API reference's ConsumedCapacity); DeleteTable's description
// (TableStatus DELETING, the API reference's DeleteTable); DescribeContinuousBackups on a
// missing table, TableNotFoundException "Table not found: <name>" (the service's text as
// applications quote it: hashicorp/terraform-provider-aws#26577, nccgroup/ScoutSuite#1533).
import { S, allTables, NOT_FOUND } from './fixtures.mjs';

const CAP = 'x9Capacity';
const item = (i) => ({ pk: S(`p${i}`), g: S('x'), d: S('y'.repeat(3000)) });  // 3,007 bytes each
// Three items of 3,007 bytes: 9,021 bytes, 3 blocks of 4 KB.
const capTable = { TableName: CAP, BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'g', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
  GlobalSecondaryIndexes: [{ IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }] };
const doomed = { ...capTable, TableName: 'x9Doomed' };
const capacityOf = (op, extra) => async (call) => {
  const r = await call(op, { TableName: CAP, ...extra });
  return r.__type ? r : { Count: r.Count, ConsumedCapacity: r.ConsumedCapacity };
};
const sorted = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
const exactly = (want) => (got) => (sorted(got) === sorted(want) ? null : `got ${JSON.stringify(got)}`);
const byG = { IndexName: 'byG' };
const queryG = { IndexName: 'byG', KeyConditionExpression: 'g = :g', ExpressionAttributeValues: { ':g': S('x') } };
const REF = 'reference §3.6; AWS API reference, ConsumedCapacity and Scan';

export default {
  group: 'X9 Scan capacity, DeleteTable, missing-table backups',
  tables: [...allTables, capTable, doomed],
  setup: [0, 1, 2].map((i) => ['PutItem', { TableName: CAP, Item: item(i) }]),
  cases: [
    { id: 'X9-scan-capacity-total', op: 'Scan', desc: 'Scan TOTAL: 9,021 bytes scanned, 3 blocks, 1.5 units eventually consistent', ref: REF,
      run: capacityOf('Scan', { ReturnConsumedCapacity: 'TOTAL' }),
      expect: { check: exactly({ Count: 3, ConsumedCapacity: { TableName: CAP, CapacityUnits: 1.5 } }) } },
    { id: 'X9-scan-capacity-consistent', op: 'Scan', divergence: 'scan-consistent-capacity', desc: 'Scan TOTAL with ConsistentRead: a unit per block', ref: REF,
      request: { TableName: CAP, ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true },
      run: capacityOf('Scan', { ReturnConsumedCapacity: 'TOTAL', ConsistentRead: true }),
      expect: { check: exactly({ Count: 3, ConsumedCapacity: { TableName: CAP, CapacityUnits: 3 } }) } },
    { id: 'X9-scan-capacity-indexes-table', op: 'Scan', desc: 'Scan INDEXES on the table: the table\'s share', ref: REF,
      run: capacityOf('Scan', { ReturnConsumedCapacity: 'INDEXES' }),
      expect: { check: exactly({ Count: 3, ConsumedCapacity: { TableName: CAP, CapacityUnits: 1.5, Table: { CapacityUnits: 1.5 } } }) } },
    { id: 'X9-scan-capacity-indexes-gsi', op: 'Scan', desc: 'Scan INDEXES on a GSI: charged to the index, as Query is', ref: REF,
      run: capacityOf('Scan', { ...byG, ReturnConsumedCapacity: 'INDEXES' }),
      expect: { check: exactly({ Count: 3, ConsumedCapacity: { TableName: CAP, CapacityUnits: 1.5, Table: { CapacityUnits: 0 }, GlobalSecondaryIndexes: { byG: { CapacityUnits: 1.5 } } } }) } },
    { id: 'X9-query-capacity-indexes-gsi', op: 'Query', desc: 'the same GSI by Query: the same answer', ref: REF,
      run: capacityOf('Query', { ...queryG, ReturnConsumedCapacity: 'INDEXES' }),
      expect: { check: exactly({ Count: 3, ConsumedCapacity: { TableName: CAP, CapacityUnits: 1.5, Table: { CapacityUnits: 0 }, GlobalSecondaryIndexes: { byG: { CapacityUnits: 1.5 } } } }) } },
    { id: 'X9-delete-table-description', op: 'DeleteTable', dynalite: false,  // dynalite deletes asynchronously: DescribeTable still finds it
      desc: 'DeleteTable answers the table\'s description with TableStatus DELETING; the table is gone after',
      ref: 'AWS API reference, DeleteTable (the table "is in the DELETING state")',
      run: async (call) => {
        const d = await call('DeleteTable', { TableName: 'x9Doomed' });
        const after = await call('DescribeTable', { TableName: 'x9Doomed' });
        return { name: d.TableDescription?.TableName, status: d.TableDescription?.TableStatus, key: d.TableDescription?.KeySchema, after: after.__type };
      },
      expect: { check: exactly({ name: 'x9Doomed', status: 'DELETING', key: [{ AttributeName: 'pk', KeyType: 'HASH' }], after: NOT_FOUND }) } },
    { id: 'X9-continuous-backups-missing-table', op: 'DescribeContinuousBackups', dynalite: false,  // dynalite 4.0.0 has no such operation
      desc: 'a missing table: TableNotFoundException "Table not found: <name>"', ref: 'hashicorp/terraform-provider-aws#26577; nccgroup/ScoutSuite#1533 (the service\'s text)',
      request: { TableName: 'x9NoSuchTable' },
      expect: { error: 'com.amazonaws.dynamodb.v20120810#TableNotFoundException', message: 'Table not found: x9NoSuchTable' } },
  ],
};
