// X7: the smaller operations and checks other projects' suites, written against DynamoDB,
// found missing (issue 24 family 6): DescribeContinuousBackups and DescribeEndpoints, the
// TTL attribute name's length, tag lengths counted in characters, and a legacy Expected
// NOT_CONTAINS on a missing attribute failing its condition, and a parallel scan's
// ExclusiveStartKey outside its segment, and a GSI backfill leaving out items whose index
// key would be invalid. dynalite 4.0.0 has none of
// these operations nor UpdateTimeToLive: those cases are `dynalite: false`.
import { S, allTables, verr } from './fixtures.mjs';

const ISSUE = 'issue 24 family 6 (observed against DynamoDB)';
const CONDITIONAL = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const ARN = 'arn:aws:dynamodb:local:000000000000:table/hashTable';

export default {
  group: 'X7 smaller operations and checks',
  tables: allTables,
  setup: [['PutItem', { TableName: 'hashTable', Item: { a: S('x7-doc'), s: S('abc') } }]],
  cases: [
    { id: 'X7-continuous-backups', op: 'DescribeContinuousBackups', dynalite: false,
      desc: 'a table answers as a new DynamoDB table: backups ENABLED, point-in-time recovery DISABLED',
      ref: 'AWS CLI reference, describe-continuous-backups (its example output)',
      request: { TableName: 'hashTable' },
      expect: { body: { ContinuousBackupsDescription: { ContinuousBackupsStatus: 'ENABLED',
        PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'DISABLED' } } } } },
    { id: 'X7-describe-endpoints', op: 'DescribeEndpoints', dynalite: false,
      desc: 'one regional address, cached 1440 minutes', ref: 'AWS API reference, DescribeEndpoints and Endpoint',
      request: {},
      expect: { check: (r) => {
        const e = r.Endpoints;
        return Array.isArray(e) && e.length === 1 && /^dynamodb\.[a-z0-9-]+\.amazonaws\.com$/.test(e[0].Address) &&
          e[0].CachePeriodInMinutes === 1440 ? null : `got ${JSON.stringify(r)}`;
      } } },
    { id: 'X7-ttl-name-too-long', op: 'UpdateTimeToLive', dynalite: false,
      desc: 'a TTL attribute name of 256 characters is refused', ref: `${ISSUE}; the API model's TimeToLiveAttributeName (1 to 255)`,
      request: { TableName: 'hashTable', TimeToLiveSpecification: { AttributeName: 't'.repeat(256), Enabled: true } },
      expect: verr(`1 validation error detected: Value '${'t'.repeat(256)}' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must have length less than or equal to 255`) },
    { id: 'X7-ttl-name-255-multibyte', op: 'UpdateTimeToLive', dynalite: false,
      desc: '255 characters of two bytes each are accepted (the length counts characters)', ref: ISSUE,
      request: { TableName: 'hashTable', TimeToLiveSpecification: { AttributeName: 'é'.repeat(255), Enabled: true } },
      expect: { body: { TimeToLiveSpecification: { Enabled: true, AttributeName: 'é'.repeat(255) } } } },
    { id: 'X7-tag-key-128-multibyte', op: 'TagResource',
      desc: 'a tag key of 128 two-byte characters is accepted (tag lengths count characters)', ref: ISSUE,
      request: { ResourceArn: ARN, Tags: [{ Key: 'é'.repeat(128), Value: 'ü'.repeat(256) }] },
      run: async (call) => {
        const tagged = await call('TagResource', { ResourceArn: ARN, Tags: [{ Key: 'é'.repeat(128), Value: 'ü'.repeat(256) }] });
        if (tagged && tagged.__type) return tagged;
        return call('ListTagsOfResource', { ResourceArn: ARN });
      },
      expect: { body: { Tags: [{ Key: 'é'.repeat(128), Value: 'ü'.repeat(256) }] } } },
    { id: 'X7-expected-not-contains-missing', op: 'PutItem', divergence: 'expected-not-contains-missing',
      desc: 'Expected NOT_CONTAINS on a missing attribute fails the condition', ref: ISSUE,
      request: { TableName: 'hashTable', Item: { a: S('x7-doc'), s: S('new') },
        Expected: { missing: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [S('x')] } } },
      expect: { error: CONDITIONAL, message: 'The conditional request failed' } },
    { id: 'X7-expected-not-contains-present', op: 'PutItem',
      desc: 'on a present attribute that lacks the value it holds', ref: ISSUE,
      request: { TableName: 'hashTable', Item: { a: S('x7-doc'), s: S('abd') },
        Expected: { s: { ComparisonOperator: 'NOT_CONTAINS', AttributeValueList: [S('x')] } } },
      expect: { body: {} } },
    { id: 'X7-scan-start-key-segment', op: 'Scan',
      desc: 'a parallel scan\'s ExclusiveStartKey must lie in its segment: of two segments exactly one takes a key',
      ref: 'ScyllaDB Alternator test_scan_parallel_with_exclusive_start_key, run against DynamoDB (scylladb PR 9270)',
      request: { TableName: 'hashTable', Segment: 0, TotalSegments: 2, ExclusiveStartKey: { a: S('x7-doc') } },
      run: async (call) => {
        const scan = (Segment) => call('Scan', { TableName: 'hashTable', Segment, TotalSegments: 2, ExclusiveStartKey: { a: S('x7-doc') } });
        return [await scan(0), await scan(1)];
      },
      expect: { check: (rs) => {
        const refused = rs.map((r, i) => r.message === `The provided starting key is invalid: Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: 2 Segment: ${i}`);
        const taken = rs.map((r) => Array.isArray(r.Items));
        return refused.filter(Boolean).length === 1 && taken.filter(Boolean).length === 1 ? null : `got ${JSON.stringify(rs)}`;
      } } },
    { id: 'X7-gsi-backfill-skips-invalid-keys', op: 'UpdateTable', dynalite: false,  // dynalite 4.0.0 cannot create an index on an existing table
      desc: 'a GSI created on a table leaves out items whose index key would be invalid (an empty string, over 2048 bytes)', ref: ISSUE,
      run: async (call) => {
        const TableName = 'x7Backfill';
        await call('CreateTable', { TableName, BillingMode: 'PAY_PER_REQUEST', AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }] });
        for (const [a, g] of [['empty', ''], ['long', 'g'.repeat(2049)], ['fine', 'ok']])
          await call('PutItem', { TableName, Item: { a: S(a), g: S(g) } });
        const made = await call('UpdateTable', { TableName, AttributeDefinitions: [{ AttributeName: 'g', AttributeType: 'S' }],
          GlobalSecondaryIndexUpdates: [{ Create: { IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'KEYS_ONLY' } } }] });
        if (made.__type) return made;
        const index = await call('Scan', { TableName, IndexName: 'byG' });
        const table = await call('Scan', { TableName, Select: 'COUNT' });
        return { index: index.Items, tableCount: table.Count };
      },
      expect: { check: (r) => (JSON.stringify(r) === JSON.stringify({ index: [{ a: S('fine'), g: S('ok') }], tableCount: 3 }) ? null : `got ${JSON.stringify(r).slice(0, 300)}`) } },
  ],
};
