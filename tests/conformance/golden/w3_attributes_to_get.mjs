// W3: the legacy AttributesToGet on GetItem and BatchGetItem (DynamoDB's API reference):
// only the named attributes come back, key attributes are not added, and mixing it with
// ProjectionExpression is refused.
import { INVALID, N, S, allTables, ok, verr } from './fixtures.mjs';

const T = 'hashTable';
const item = { a: S('w3-item'), n: N('1'), s: S('open'), t: S('x') };
const both = 'Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}';

export default {
  group: 'W3 AttributesToGet on GetItem and BatchGetItem',
  tables: allTables,
  setup: [['PutItem', { TableName: T, Item: item }]],
  cases: [
    { id: 'W3-get', desc: 'GetItem returns only the named attributes, without the key', op: 'GetItem',
      request: { TableName: T, Key: { a: S('w3-item') }, AttributesToGet: ['s', 'n', 'missing'] },
      expect: ok({ Item: { n: N('1'), s: S('open') } }) },
    { id: 'W3-get-mixed', desc: 'GetItem with AttributesToGet and ProjectionExpression', op: 'GetItem',
      request: { TableName: T, Key: { a: S('w3-item') }, AttributesToGet: ['s'], ProjectionExpression: 'n' },
      expect: verr(both) },
    { id: 'W3-get-duplicate', desc: 'a name given twice', op: 'GetItem',
      request: { TableName: T, Key: { a: S('w3-item') }, AttributesToGet: ['s', 's'] },
      expect: verr(INVALID + 'Duplicate value in attribute name: s') },
    { id: 'W3-batch', desc: 'BatchGetItem KeysAndAttributes with AttributesToGet', op: 'BatchGetItem',
      request: { RequestItems: { [T]: { Keys: [{ a: S('w3-item') }], AttributesToGet: ['t'] } } },
      expect: ok({ Responses: { [T]: [{ t: S('x') }] }, UnprocessedKeys: {} }) },
    { id: 'W3-batch-mixed', desc: 'BatchGetItem with both forms', op: 'BatchGetItem',
      request: { RequestItems: { [T]: { Keys: [{ a: S('w3-item') }], AttributesToGet: ['t'], ProjectionExpression: 'n' } } },
      expect: verr(both) },
  ],
};
