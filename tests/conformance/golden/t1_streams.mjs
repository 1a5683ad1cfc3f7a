// T1: DynamoDB Streams. StreamSpecification on CreateTable and UpdateTable with DynamoDB's
// messages (observed on DynamoDB: "Table already has an enabled stream: TableName: X",
// "Table has no stream to disable: TableName: X", the UpdateViewType pairing messages; after a
// disable StreamSpecification is absent and LatestStreamArn/Label stay; every enable makes a
// new stream), LatestStreamArn/LatestStreamLabel, and the Streams API (ListStreams,
// DescribeStream, GetShardIterator, GetRecords) with records for INSERT, MODIFY and REMOVE in
// order. The clock is fixed at 0, so labels are 1970-01-01T00:00:00.000 (one millisecond
// later for a second stream of the same table at the same instant).
//
// dynalite 4.0.0 has no streams: it drops StreamSpecification and does not know the Streams
// operations (allow-list entry `streams`).
import { S, N, ok, verr, verrs, NOT_FOUND, INVALID } from './fixtures.mjs';

const attr = (name, type) => ({ AttributeName: name, AttributeType: type });
const table = (TableName, spec) => ({
  TableName, BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [attr('a', 'S'), attr('b', 'N')],
  KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }, { AttributeName: 'b', KeyType: 'RANGE' }],
  ...(spec ? { StreamSpecification: spec } : {}),
});
const ARN = (name, label = '1970-01-01T00:00:00.000') => `arn:aws:dynamodb:local:000000000000:table/${name}/stream/${label}`;
const LABEL0 = '1970-01-01T00:00:00.000';
const key = (a, b) => ({ a: S(a), b: N(b) });

/** Null when `body` has `want`'s members with equal values (JSON), else what differs. */
function has(body, want, where = '') {
  for (const [k, v] of Object.entries(want)) {
    const got = body?.[k];
    if (v === undefined ? got !== undefined : JSON.stringify(got) !== JSON.stringify(v))
      return `${where}${k}: got ${JSON.stringify(got)}, expected ${JSON.stringify(v)}`;
  }
  return null;
}

/** The records of a stream from TRIM_HORIZON, through DescribeStream and GetShardIterator. */
async function readAll(call, arn) {
  const d = await call('DescribeStream', { StreamArn: arn });
  if (!d.StreamDescription) return d;
  const it = await call('GetShardIterator', { StreamArn: arn, ShardId: d.StreamDescription.Shards[0].ShardId, ShardIteratorType: 'TRIM_HORIZON' });
  if (!it.ShardIterator) return it;
  return call('GetRecords', { ShardIterator: it.ShardIterator });
}

const update = (TableName, spec) => ({ TableName, StreamSpecification: spec });

export default {
  group: 'T1 DynamoDB Streams: StreamSpecification, LatestStreamArn and the Streams API',
  tables: [table('streamTable', { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' }), table('plainTable'),
    table('cycleTable'), table('keysTable', { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' })],
  cases: [
    { id: 'T1-describe', desc: 'DescribeTable shows StreamSpecification, LatestStreamLabel and LatestStreamArn', op: 'DescribeTable', divergence: 'streams',
      request: { TableName: 'streamTable' },
      expect: { check: (b) => has(b.Table, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
        LatestStreamLabel: LABEL0, LatestStreamArn: ARN('streamTable') }, 'Table.') } },
    { id: 'T1-describe-none', desc: 'a table without a stream has none of the three members', op: 'DescribeTable',
      request: { TableName: 'plainTable' },
      expect: { check: (b) => has(b.Table, { StreamSpecification: undefined, LatestStreamLabel: undefined, LatestStreamArn: undefined }, 'Table.') } },
    { id: 'T1-create', desc: 'CreateTable answers the new stream in its TableDescription', op: 'CreateTable', divergence: 'streams',
      request: table('createdTable', { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' }),
      expect: { check: (b) => has(b.TableDescription, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
        LatestStreamLabel: LABEL0, LatestStreamArn: ARN('createdTable') }, 'TableDescription.') } },
    { id: 'T1-create-disabled', desc: 'CreateTable with StreamEnabled false makes no stream', op: 'CreateTable',
      request: table('noStreamTable', { StreamEnabled: false }),
      expect: { check: (b) => has(b.TableDescription, { StreamSpecification: undefined, LatestStreamArn: undefined, LatestStreamLabel: undefined }, 'TableDescription.') } },
    { id: 'T1-create-no-view', desc: 'enabling needs a StreamViewType (CreateTable)', op: 'CreateTable', divergence: 'streams',
      request: table('badCreate1', { StreamEnabled: true }),
      expect: verr(INVALID + 'If stream is being enabled then UpdateViewType is required') },
    { id: 'T1-create-disabled-view', desc: 'disabling takes no StreamViewType (CreateTable)', op: 'CreateTable', divergence: 'streams',
      request: table('badCreate2', { StreamEnabled: false, StreamViewType: 'KEYS_ONLY' }),
      expect: verr(INVALID + 'If stream is being disabled, then UpdateViewType must not be specified') },
    { id: 'T1-update-again', desc: 'enabling a table with an enabled stream, even with the same view type', op: 'UpdateTable', divergence: 'streams',
      request: update('streamTable', { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' }),
      expect: verr('Table already has an enabled stream: TableName: streamTable') },
    { id: 'T1-update-view-type', desc: 'the view type cannot change in place', op: 'UpdateTable', divergence: 'streams',
      request: update('streamTable', { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' }),
      expect: verr('Table already has an enabled stream: TableName: streamTable') },
    { id: 'T1-update-disable-none', desc: 'disabling a table without a stream', op: 'UpdateTable', divergence: 'streams',
      request: update('plainTable', { StreamEnabled: false }),
      expect: verr('Table has no stream to disable: TableName: plainTable') },
    { id: 'T1-update-no-view', desc: 'enabling needs a StreamViewType (UpdateTable)', op: 'UpdateTable', divergence: 'streams',
      request: update('plainTable', { StreamEnabled: true }),
      expect: verr(INVALID + 'If stream is being enabled then UpdateViewType is required') },
    { id: 'T1-update-disable-view', desc: 'disabling takes no StreamViewType (UpdateTable)', op: 'UpdateTable', divergence: 'streams',
      request: update('streamTable', { StreamEnabled: false, StreamViewType: 'KEYS_ONLY' }),
      expect: verr(INVALID + 'If stream is being disabled, then UpdateViewType must not be specified') },
    { id: 'T1-update-missing-enabled', desc: 'StreamEnabled is required', op: 'UpdateTable', divergence: 'streams',
      request: update('plainTable', { StreamViewType: 'KEYS_ONLY' }),
      expect: verrs(["Value null at 'streamSpecification.streamEnabled' failed to satisfy constraint: Member must not be null"]) },
    { id: 'T1-update-bad-view', desc: 'a StreamViewType outside the enum', op: 'UpdateTable', divergence: 'streams',
      request: update('plainTable', { StreamEnabled: true, StreamViewType: 'Fisk' }),
      expect: verrs(["Value 'Fisk' at 'streamSpecification.streamViewType' failed to satisfy constraint: Member must satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY]"]) },
    { id: 'T1-update-cycle', desc: 'enable, disable (StreamSpecification goes, LatestStreamArn stays), enable again (a new stream)', op: 'UpdateTable', divergence: 'streams',
      request: update('cycleTable', { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' }),
      run: async (call) => {
        const on = await call('UpdateTable', update('cycleTable', { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' }));
        const off = await call('UpdateTable', update('cycleTable', { StreamEnabled: false }));
        const again = await call('UpdateTable', update('cycleTable', { StreamEnabled: true, StreamViewType: 'OLD_IMAGE' }));
        const listed = await call('ListStreams', { TableName: 'cycleTable' });
        const first = await call('DescribeStream', { StreamArn: ARN('cycleTable') });
        return { on: on.TableDescription, off: off.TableDescription, again: again.TableDescription, listed, first };
      },
      expect: { check: (r) => has(r.on, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' }, LatestStreamArn: ARN('cycleTable') }, 'on.')
        || has(r.off, { StreamSpecification: undefined, LatestStreamArn: ARN('cycleTable'), LatestStreamLabel: LABEL0 }, 'off.')
        || has(r.again, { StreamSpecification: { StreamEnabled: true, StreamViewType: 'OLD_IMAGE' },
          LatestStreamArn: ARN('cycleTable', '1970-01-01T00:00:00.001'), LatestStreamLabel: '1970-01-01T00:00:00.001' }, 'again.')
        || has(r.listed, { Streams: [{ StreamArn: ARN('cycleTable'), TableName: 'cycleTable', StreamLabel: LABEL0 },
          { StreamArn: ARN('cycleTable', '1970-01-01T00:00:00.001'), TableName: 'cycleTable', StreamLabel: '1970-01-01T00:00:00.001' }] }, 'ListStreams.')
        || has(r.first?.StreamDescription, { StreamStatus: 'DISABLED', StreamViewType: 'NEW_IMAGE' }, 'first stream.') } },
    { id: 'T1-records', desc: 'PutItem, UpdateItem and DeleteItem give INSERT, MODIFY, REMOVE with NEW_AND_OLD_IMAGES; a delete of a missing item gives none', op: 'GetRecords', divergence: 'streams',
      run: async (call) => {
        await call('PutItem', { TableName: 'streamTable', Item: { ...key('r', '1'), v: S('x') } });
        await call('UpdateItem', { TableName: 'streamTable', Key: key('r', '1'), UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': S('y') } });
        await call('DeleteItem', { TableName: 'streamTable', Key: key('r', '1') });
        await call('DeleteItem', { TableName: 'streamTable', Key: key('r', '9') });
        return readAll(call, ARN('streamTable'));
      },
      expect: { check: (b) => {
        const rs = b.Records;
        if (!Array.isArray(rs)) return `no Records: ${JSON.stringify(b).slice(0, 300)}`;
        const shape = rs.map((r) => [r.eventName, r.dynamodb.Keys, r.dynamodb.OldImage, r.dynamodb.NewImage]);
        const want = [['INSERT', key('r', '1'), undefined, { ...key('r', '1'), v: S('x') }],
          ['MODIFY', key('r', '1'), { ...key('r', '1'), v: S('x') }, { ...key('r', '1'), v: S('y') }],
          ['REMOVE', key('r', '1'), { ...key('r', '1'), v: S('y') }, undefined]];
        if (JSON.stringify(shape) !== JSON.stringify(want)) return `records ${JSON.stringify(shape)}`;
        const seqs = rs.map((r) => r.dynamodb.SequenceNumber);
        if (!seqs.every((s, i) => /^\d{21}$/.test(s) && (i === 0 || s > seqs[i - 1]))) return `sequence numbers ${seqs}`;
        return has(rs[0], { eventSource: 'aws:dynamodb', eventVersion: '1.1', awsRegion: 'local' })
          || has(rs[0].dynamodb, { StreamViewType: 'NEW_AND_OLD_IMAGES', ApproximateCreationDateTime: 0 }, 'dynamodb.')
          || (typeof b.NextShardIterator === 'string' ? null : 'NextShardIterator missing');
      } } },
    { id: 'T1-keys-only', desc: 'KEYS_ONLY records carry the keys alone; a put of the same item makes no record', op: 'GetRecords', divergence: 'streams',
      run: async (call) => {
        await call('PutItem', { TableName: 'keysTable', Item: { ...key('k', '1'), v: S('x') } });
        await call('PutItem', { TableName: 'keysTable', Item: { ...key('k', '1'), v: S('x') } });
        await call('PutItem', { TableName: 'keysTable', Item: { ...key('k', '1'), v: S('z') } });
        return readAll(call, ARN('keysTable'));
      },
      expect: { check: (b) => JSON.stringify((b.Records || []).map((r) => [r.eventName, Object.keys(r.dynamodb).sort()]))
        === JSON.stringify([['INSERT', ['ApproximateCreationDateTime', 'Keys', 'SequenceNumber', 'SizeBytes', 'StreamViewType']],
          ['MODIFY', ['ApproximateCreationDateTime', 'Keys', 'SequenceNumber', 'SizeBytes', 'StreamViewType']]])
        ? null : `records ${JSON.stringify(b).slice(0, 400)}` } },
    { id: 'T1-get-records-limit', desc: 'GetRecords with a Limit above 1,000: a ValidationException, the model\'s range (issue 24)', op: 'GetRecords', divergence: 'streams',
      ref: 'issue 24 family 6; DynamoDB Streams API GetRecords Limit (1 to 1000)',
      run: async (call) => {
        const d = await call('DescribeStream', { StreamArn: ARN('streamTable') });
        const it = await call('GetShardIterator', { StreamArn: ARN('streamTable'), ShardId: d.StreamDescription.Shards[0].ShardId, ShardIteratorType: 'TRIM_HORIZON' });
        return call('GetRecords', { ShardIterator: it.ShardIterator, Limit: 1001 });
      },
      expect: { error: 'com.amazon.coral.validate#ValidationException',
        message: "1 validation error detected: Value '1001' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 1000" } },
    { id: 'T1-iterators', desc: 'AT_SEQUENCE_NUMBER, AFTER_SEQUENCE_NUMBER and LATEST', op: 'GetShardIterator', divergence: 'streams',
      run: async (call) => {
        const arn = ARN('keysTable');
        const shard = (await call('DescribeStream', { StreamArn: arn })).StreamDescription?.Shards[0].ShardId;
        const all = (await readAll(call, arn)).Records || [];
        const seq = all[0]?.dynamodb.SequenceNumber;
        const read = async (type, SequenceNumber) => {
          const it = await call('GetShardIterator', { StreamArn: arn, ShardId: shard, ShardIteratorType: type, SequenceNumber });
          return (await call('GetRecords', { ShardIterator: it.ShardIterator })).Records?.map((r) => r.eventName);
        };
        return { at: await read('AT_SEQUENCE_NUMBER', seq), after: await read('AFTER_SEQUENCE_NUMBER', seq), latest: await read('LATEST') };
      },
      expect: { check: (r) => has(r, { at: ['INSERT', 'MODIFY'], after: ['MODIFY'], latest: [] }) } },
    { id: 'T1-list-limit', desc: 'ListStreams pages with Limit and LastEvaluatedStreamArn', op: 'ListStreams', divergence: 'streams',
      request: { Limit: 1 },
      expect: ok({ Streams: [{ StreamArn: ARN('streamTable'), TableName: 'streamTable', StreamLabel: LABEL0 }], LastEvaluatedStreamArn: ARN('streamTable') }) },
    { id: 'T1-list-limit-0', desc: 'ListStreams Limit 0', op: 'ListStreams', divergence: 'streams',
      request: { Limit: 0 },
      expect: verrs(["Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"]) },
    { id: 'T1-list-none', desc: 'ListStreams of a table without a stream is empty', op: 'ListStreams', divergence: 'streams',
      request: { TableName: 'plainTable' },
      expect: ok({ Streams: [] }) },
    { id: 'T1-describe-stream-missing', desc: 'DescribeStream of a stream that does not exist', op: 'DescribeStream', divergence: 'streams',
      request: { StreamArn: ARN('nope') },
      expect: { error: NOT_FOUND, message: `Requested resource not found: Stream: ${ARN('nope')} not found` } },
    { id: 'T1-describe-stream-malformed', desc: 'DescribeStream of text that is no stream ARN is a ValidationException (as on DynamoDB; the wording is keyscape\'s)', op: 'DescribeStream', divergence: 'streams',
      request: { StreamArn: 'sdfadfsdfnlfkajakfgjalksfgklasjklasdjfklasdfasdfgasf' },
      expect: verr('Invalid StreamArn') },
    { id: 'T1-iterator-type', desc: 'a ShardIteratorType outside the enum', op: 'GetShardIterator', divergence: 'streams',
      request: { StreamArn: ARN('streamTable'), ShardId: 'shardId-00000000000000000000-00000000', ShardIteratorType: 'NEWEST' },
      expect: verrs(["Value 'NEWEST' at 'shardIteratorType' failed to satisfy constraint: Member must satisfy enum value set: [TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER, AFTER_SEQUENCE_NUMBER]"]) },
    { id: 'T1-get-records-bad', desc: 'GetRecords with an iterator no GetShardIterator gave', op: 'GetRecords', divergence: 'streams',
      request: { ShardIterator: 'not-an-iterator' },
      expect: verr('Invalid ShardIterator') },
    { id: 'T1-get-records-no-iterator', desc: 'GetRecords without ShardIterator', op: 'GetRecords', divergence: 'streams',
      request: {},
      expect: verrs(["Value null at 'shardIterator' failed to satisfy constraint: Member must not be null"]) },
  ],
};
