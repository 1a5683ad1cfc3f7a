// X4: limits and values. Standalone UpdateItem measures what its statement writes as well as
// the finished item; documents nest 32 levels, the attribute counted as level 1; PutItem,
// UpdateItem and DeleteItem report a bad value inside the validation envelope and without
// the ExpressionAttributeValues wrapper. Recorded against DynamoDB by
// nubo-db/dynamodb-conformance (tier3/limits/itemSizeBySurface, eu-west-2 2026-08;
// tier3/limits/nestingDepth and the values-by-operation tests, us-east-1 and eu-west-2
// 2026-10).
import { N, S, allTables, verr } from './fixtures.mjs';

const SUITE = 'AWS-recorded: nubo-db/dynamodb-conformance';
const SIZE = `${SUITE} tier3/limits/itemSizeBySurface`;
const NEST = `${SUITE} tier3/limits/nestingDepth`;
const VALUES = `${SUITE} tier3 values by operation (current layer)`;
const UPDATE_WORDING = 'Item size to update has exceeded the maximum allowed size';
const NEST_BARE = 'Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit';
const one = (m) => verr(`1 validation error detected: ${m}`);
const MAX = 409600;
/** The base64 text of these bytes (a BS member). */
const b64 = (...bytes) => Buffer.from(bytes).toString('base64');

/** `bytes` of 'x'. */
const pad = (bytes) => ({ S: 'x'.repeat(bytes) });
/** A scalar leaf wrapped in `depth` single-member maps. */
function deepMap(depth) {
  let v = S('leaf');
  for (let i = 0; i < depth; i++) v = { M: { n: v } };
  return v;
}

// On hashTable (key a:S) at a one-byte key, `SET b = :pad` finishes an item of 3 + pad
// bytes while the statement counts 3 + 19 + 1 + pad: the statement binds, 20 bytes under
// 409,600.
const setB = (key, bytes) => ({ TableName: 'hashTable', Key: { a: S(key) }, UpdateExpression: 'SET b = :pad',
  ExpressionAttributeValues: { ':pad': pad(bytes) } });

export default {
  group: 'X4 limits and values',
  tables: allTables,
  setup: [
    ['PutItem', { TableName: 'hashTable', Item: { a: S('x4-cond'), marker: S('x') } }],
    ['PutItem', { TableName: 'hashTable', Item: { a: S('x4-set'), ss: { SS: ['m', 'z'] } } }],
    ['PutItem', { TableName: 'hashTable', Item: { a: S('x4-bset'), bs: { BS: [b64(0xff), b64(0x01)] } } }],
    ['PutItem', { TableName: 'hashTable', Item: { a: S('x4-doc'), parent: { M: { child: S('old'), other: S('kept') } } } }],
  ],
  cases: [
    { id: 'X4-update-size-short-key-at', op: 'UpdateItem', desc: 'a one-byte key: a finished item of 409,580 bytes is accepted',
      ref: SIZE, request: setB('K', MAX - 20 - 3), expect: { body: {} } },
    { id: 'X4-update-size-short-key-over', op: 'UpdateItem', divergence: 'update-size-statement',
      desc: 'a one-byte key: one byte more is refused, though the finished item is under 409,600 (the statement counts 22 bytes of actions, not the 2-byte key)',
      ref: SIZE, request: setB('L', MAX - 20 - 2), expect: verr(UPDATE_WORDING) },
    { id: 'X4-update-size-second-set', op: 'UpdateItem', divergence: 'update-size-statement',
      desc: 'a second SET costs 19 bytes more', ref: SIZE,
      request: { ...setB('M', MAX - 20 - 3 - 19 + 1), UpdateExpression: 'SET b = :pad, c = :c',
        ExpressionAttributeValues: { ':pad': pad(MAX - 20 - 3 - 19 + 1 - 2), ':c': S('y') } },
      expect: verr(UPDATE_WORDING) },
    { id: 'X4-update-size-long-key', op: 'UpdateItem', desc: 'a 100-byte key: the finished item binds, 409,600 accepted',
      ref: SIZE, request: { ...setB('k'.repeat(100), 0), ExpressionAttributeValues: { ':pad': pad(MAX - 102) } },
      expect: { body: {} } },
    { id: 'X4-update-size-long-key-over', op: 'UpdateItem', desc: 'a 100-byte key: 409,601 refused',
      ref: SIZE, request: { ...setB('j'.repeat(100), 0), ExpressionAttributeValues: { ':pad': pad(MAX - 101) } },
      expect: verr(UPDATE_WORDING) },
    { id: 'X4-transact-update-flat', op: 'TransactWriteItems', dynalite: false,
      desc: "a transaction's Update measures the finished item alone: 409,600 at a one-byte key is accepted", ref: SIZE,
      request: { TransactItems: [{ Update: { ...setB('T', 0), ExpressionAttributeValues: { ':pad': pad(MAX - 3) } } }] },
      expect: { body: {} } },

    { id: 'X4-nest-put-31', op: 'PutItem', desc: 'an attribute inside 31 maps (leaf at level 32) is stored', ref: NEST,
      request: { TableName: 'hashTable', Item: { a: S('x4-n31'), data: deepMap(31) } }, expect: { body: {} } },
    { id: 'X4-nest-put-32', op: 'PutItem', divergence: 'document-nesting-32',
      desc: 'inside 32 maps (leaf at level 33): refused, in the envelope', ref: NEST,
      request: { TableName: 'hashTable', Item: { a: S('x4-n32'), data: deepMap(32) } }, expect: one(NEST_BARE) },
    { id: 'X4-nest-batch-32', op: 'BatchWriteItem', divergence: 'document-nesting-32',
      desc: 'BatchWriteItem: the same item refused bare', ref: NEST,
      request: { RequestItems: { hashTable: [{ PutRequest: { Item: { a: S('x4-b32'), data: deepMap(32) } } }] } },
      expect: verr(NEST_BARE) },
    { id: 'X4-nest-transact-put-32', op: 'TransactWriteItems', dynalite: false,
      desc: 'TransactWriteItems: a Put of the same item is a top-level ValidationException, bare', ref: NEST,
      request: { TransactItems: [{ Put: { TableName: 'hashTable', Item: { a: S('x4-t32'), data: deepMap(32) } } }] },
      expect: verr(NEST_BARE) },
    { id: 'X4-nest-value-31', op: 'UpdateItem', desc: 'a condition value inside 31 maps is read: the condition runs and fails',
      ref: NEST, request: { TableName: 'hashTable', Key: { a: S('x4-cond') }, UpdateExpression: 'SET touched = :t',
        ConditionExpression: '#d = :deep', ExpressionAttributeNames: { '#d': 'data' },
        ExpressionAttributeValues: { ':t': S('y'), ':deep': deepMap(31) } },
      expect: { error: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed' } },
    { id: 'X4-nest-value-32', op: 'UpdateItem', divergence: 'document-nesting-32',
      desc: 'a condition value inside 32 maps: refused in the envelope, no key named', ref: NEST,
      request: { TableName: 'hashTable', Key: { a: S('x4-cond') }, UpdateExpression: 'SET touched = :t',
        ConditionExpression: '#d = :deep', ExpressionAttributeNames: { '#d': 'data' },
        ExpressionAttributeValues: { ':t': S('y'), ':deep': deepMap(32) } },
      expect: one(NEST_BARE) },

    { id: 'X4-add-string-set-order', op: 'UpdateItem',
      desc: 'ADD to a string set: the set comes back in byte order', ref: 'issue 24 family 4 (observed against DynamoDB)',
      request: { TableName: 'hashTable', Key: { a: S('x4-set') }, UpdateExpression: 'ADD ss :s',
        ExpressionAttributeValues: { ':s': { SS: ['b', 'Z', 'a'] } }, ReturnValues: 'ALL_NEW' },
      expect: { body: { Attributes: { a: S('x4-set'), ss: { SS: ['Z', 'a', 'b', 'm', 'z'] } } } } },
    { id: 'X4-add-binary-set-order', op: 'UpdateItem',
      desc: 'ADD to a binary set: the set comes back in unsigned byte order (0x00 < 0x01 < 0x7f < 0x80 < 0xff, a prefix first)',
      ref: 'issue 24 family 4 (observed against DynamoDB: string and binary sets in byte order after ADD)',
      request: { TableName: 'hashTable', Key: { a: S('x4-bset') }, UpdateExpression: 'ADD bs :s',
        ExpressionAttributeValues: { ':s': { BS: [b64(0x80), b64(0x00), b64(0x7f), b64(0x01, 0x00)] } }, ReturnValues: 'UPDATED_NEW' },
      expect: { body: { Attributes: { bs: { BS: [b64(0x00), b64(0x01), b64(0x01, 0x00), b64(0x7f), b64(0x80), b64(0xff)] } } } } },
    { id: 'X4-updated-new-nested', op: 'UpdateItem',
      desc: 'UPDATED_NEW on SET parent.child: the changed path alone', ref: 'issue 24 family 4 (observed against DynamoDB)',
      request: { TableName: 'hashTable', Key: { a: S('x4-doc') }, UpdateExpression: 'SET parent.child = :v',
        ExpressionAttributeValues: { ':v': S('new') }, ReturnValues: 'UPDATED_NEW' },
      expect: { body: { Attributes: { parent: { M: { child: S('new') } } } } } },
    { id: 'X4-batch-get-mixed-projection', op: 'BatchGetItem', divergence: 'batch-get-mixed-projection',
      desc: 'BatchGetItem: ProjectionExpression on one table and AttributesToGet on another is a mix', ref: `${SUITE} tier3/error-messages/batchGetItem`,
      request: { RequestItems: { hashTable: { Keys: [{ a: S('x4-cond') }], ProjectionExpression: 'a' },
        rangeTable: { Keys: [{ a: S('x'), b: S('y') }], AttributesToGet: ['a'] } } },
      expect: verr('Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}') },
    { id: 'X4-put-condition-number', op: 'PutItem', divergence: 'item-write-validation-layer',
      desc: 'PutItem: a condition value that is no number, in the envelope and without the ExpressionAttributeValues wrapper', ref: VALUES,
      request: { TableName: 'hashTable', Item: { a: S('x4-num') }, ConditionExpression: 'attribute_not_exists(a) OR n = :v',
        ExpressionAttributeValues: { ':v': N('abc') } },
      expect: one('The parameter cannot be converted to a numeric value: abc') },
    { id: 'X4-delete-condition-number', op: 'DeleteItem', divergence: 'item-write-validation-layer',
      desc: 'DeleteItem: the same, 1e126 an overflow', ref: VALUES,
      request: { TableName: 'hashTable', Key: { a: S('x4-num') }, ConditionExpression: 'n = :v', ExpressionAttributeValues: { ':v': N('1e126') } },
      expect: one('Number overflow. Attempting to store a number with magnitude larger than supported range') },
  ],
};
