// X7: the smaller operations and checks other projects' suites, written against DynamoDB,
// found missing (issue 24 family 6): DescribeContinuousBackups and DescribeEndpoints, the
// TTL attribute name's length, tag lengths counted in characters, and a legacy Expected
// NOT_CONTAINS on a missing attribute failing its condition, and a parallel scan's
// ExclusiveStartKey outside its segment, and a GSI backfill leaving out items whose index
// key would be invalid; attribute names (empty, longer than 65,535 bytes) and a projection
// listing one attribute twice, an index key attribute without an AttributeDefinition.
// dynalite 4.0.0 has none of
// these operations nor UpdateTimeToLive: those cases are `dynalite: false`.
import { S, allTables, verr, inEnvelope } from './fixtures.mjs';

const ISSUE = 'issue 24 family 6 (observed against DynamoDB)';
const CONDITIONAL = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const ARN = 'arn:aws:dynamodb:local:000000000000:table/hashTable';
const NAMES = 'attribute-name-limits';
const NAMES_REF = 'DynamoDB Local\'s message table (EMPTY_ATTRIBUTE_NAME, ATTRIBUTE_NAME_TOO_LARGE); the service\'s "ExpressionAttributeNames contains invalid value: Empty attribute name for key #n"; Scylla Alternator test_limits.py (run against DynamoDB: 65,535 bytes accepted, 65,536 refused naming 65536); reference §1.4';
const EMPTY_NAME = 'Empty attribute name';
const LONG_NAME = 'n'.repeat(65536);
const LONG_NAME_MSG = 'Attribute name is too large, must be less than 65536 bytes';
const NON_KEY_REF = 'a user\'s report of DynamoDB\'s answer (guregu/dynamo#88); the same text and per-projection check in DynamoDB Local';

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
    // ---- attribute names: not empty, under 64 KB (65,535 bytes the last accepted)
    { id: 'X7-put-empty-attribute-name', op: 'PutItem', divergence: NAMES,
      desc: 'an item attribute named "" is refused, in PutItem\'s envelope', ref: NAMES_REF,
      request: { TableName: 'hashTable', Item: { a: S('x7-name'), '': S('v') } }, expect: inEnvelope(EMPTY_NAME) },
    { id: 'X7-put-long-attribute-name', op: 'PutItem', divergence: NAMES,
      desc: 'an item attribute name of 65,536 bytes is refused', ref: NAMES_REF,
      request: { TableName: 'hashTable', Item: { a: S('x7-name'), [LONG_NAME]: S('v') } }, expect: inEnvelope(LONG_NAME_MSG) },
    { id: 'X7-put-longest-attribute-name', op: 'PutItem',
      desc: 'a name of 65,535 bytes (in two-byte characters and one more byte) is accepted and read back', ref: NAMES_REF,
      run: async (call) => {
        const name = `${'é'.repeat(32767)}x`;
        const put = await call('PutItem', { TableName: 'hashTable', Item: { a: S('x7-name'), [name]: S('v') } });
        if (put.__type) return put;
        const got = await call('GetItem', { TableName: 'hashTable', Key: { a: S('x7-name') }, ConsistentRead: true });
        return { same: got.Item && got.Item[name]?.S === 'v' };
      },
      expect: { body: { same: true } } },
    { id: 'X7-batch-write-empty-attribute-name', op: 'BatchWriteItem', divergence: NAMES,
      desc: 'BatchWriteItem: an item attribute named "", bare', ref: NAMES_REF,
      request: { RequestItems: { hashTable: [{ PutRequest: { Item: { a: S('x7-name'), '': S('v') } } }] } }, expect: verr(EMPTY_NAME) },
    { id: 'X7-transact-put-long-attribute-name', op: 'TransactWriteItems', dynalite: false,  // dynalite 4.0.0 has no transactions
      desc: 'TransactWriteItems: a Put item attribute name of 65,536 bytes, bare', ref: NAMES_REF,
      request: { TransactItems: [{ Put: { TableName: 'hashTable', Item: { a: S('x7-name'), [LONG_NAME]: S('v') } } }] }, expect: verr(LONG_NAME_MSG) },
    { id: 'X7-update-attribute-updates-empty-name', op: 'UpdateItem', divergence: NAMES,
      desc: 'UpdateItem: AttributeUpdates on an attribute named "", in the envelope', ref: NAMES_REF,
      request: { TableName: 'hashTable', Key: { a: S('x7-name') }, AttributeUpdates: { '': { Action: 'PUT', Value: S('v') } } },
      expect: inEnvelope(EMPTY_NAME) },
    { id: 'X7-get-attributes-to-get-long-name', op: 'GetItem', divergence: NAMES,
      desc: 'GetItem: AttributesToGet naming 65,536 bytes, bare', ref: NAMES_REF,
      request: { TableName: 'hashTable', Key: { a: S('x7-name') }, AttributesToGet: [LONG_NAME] }, expect: verr(LONG_NAME_MSG) },
    { id: 'X7-get-names-long-value', op: 'GetItem', divergence: NAMES,
      desc: 'GetItem: an ExpressionAttributeNames value of 65,536 bytes, in the names wrapper', ref: NAMES_REF,
      request: { TableName: 'hashTable', Key: { a: S('x7-name') }, ProjectionExpression: '#n', ExpressionAttributeNames: { '#n': LONG_NAME } },
      expect: verr(`ExpressionAttributeNames contains invalid value: ${LONG_NAME_MSG} for key #n`) },
    // ---- a projection's NonKeyAttributes
    { id: 'X7-create-table-duplicate-non-key-attribute', op: 'CreateTable', divergence: 'non-key-attributes-duplicate',
      desc: 'an INCLUDE projection listing one attribute twice is refused', ref: NON_KEY_REF,
      request: { TableName: 'x7Projection', BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }, { AttributeName: 'g', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [{ IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'y', 'x'] } }] },
      expect: verr('Cannot have two attributes with the same name') },
    { id: 'X7-create-table-non-key-attribute-in-two-indexes', op: 'CreateTable',
      desc: 'one attribute projected into two indexes is accepted (the check is per projection)', ref: NON_KEY_REF,
      run: async (call) => {
        const index = (IndexName) => ({ IndexName, KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x'] } });
        const made = await call('CreateTable', { TableName: 'x7Projection2', BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }, { AttributeName: 'g', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }], GlobalSecondaryIndexes: [index('byG1'), index('byG2')] });
        return made.__type ? made : { indexes: made.TableDescription.GlobalSecondaryIndexes.map((i) => i.Projection.NonKeyAttributes) };
      },
      expect: { body: { indexes: [['x'], ['x']] } } },
    { id: 'X7-update-table-duplicate-non-key-attribute', op: 'UpdateTable', dynalite: false,  // dynalite 4.0.0 cannot create an index on an existing table
      desc: 'UpdateTable: a new GSI listing one attribute twice is refused', ref: NON_KEY_REF,
      request: { TableName: 'hashTable', AttributeDefinitions: [{ AttributeName: 'g', AttributeType: 'S' }],
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['x', 'x'] } } }] },
      expect: verr('Cannot have two attributes with the same name') },
    // ---- an index key attribute without an AttributeDefinition
    { id: 'X7-create-table-gsi-key-undefined', op: 'CreateTable',
      desc: 'CreateTable: a GSI key attribute with no AttributeDefinition is refused, the keys and definitions listed',
      ref: 'DynamoDB\'s answer as reported by a user of the AWS SDK for Java (scalar-labs/scalardb#187: "Keys: [deleted], AttributeDefinitions: [concatenatedPartitionKey]"); dynalite validations/createTable.js',
      request: { TableName: 'x7Undefined', BillingMode: 'PAY_PER_REQUEST', AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [{ IndexName: 'byG', KeySchema: [{ AttributeName: 'g', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }] },
      expect: verr('One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. Keys: [g], AttributeDefinitions: [a]') },
    { id: 'X7-create-table-lsi-key-undefined', op: 'CreateTable',
      desc: 'CreateTable: an LSI sort key with no AttributeDefinition, the index\'s whole KeySchema listed',
      ref: 'dynalite validations/createTable.js (the same text for LSIs) [DL]',
      request: { TableName: 'x7Undefined', BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }, { AttributeName: 'b', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }, { AttributeName: 'b', KeyType: 'RANGE' }],
        LocalSecondaryIndexes: [{ IndexName: 'byL', KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }, { AttributeName: 'l', KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' } }] },
      expect: verr('One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. Keys: [a, l], AttributeDefinitions: [a, b]') },
  ],
};
