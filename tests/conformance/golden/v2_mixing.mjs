// V2: expression vs legacy parameters. Reference §2.3 rows 30-33.
import { S, allTables, verr } from './fixtures.mjs';

const kc = (op, ...v) => ({ ComparisonOperator: op, AttributeValueList: v });
const base = { TableName: 'rangeTable' };
const A = { ':a': S('x') };
const both = (non, expr) => `Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {${non}} Expression parameters: {${expr}}`;

export default {
  group: 'V2 expression vs legacy parameters',
  tables: allTables,
  cases: [
    { id: 'V2-all', desc: 'every expression and every legacy parameter', ref: '§2.3 row 31',
      request: { ...base, KeyConditionExpression: 'a = :a', FilterExpression: 'e = :a', ProjectionExpression: 'e', ExpressionAttributeValues: A,
        AttributesToGet: ['e'], QueryFilter: {}, ConditionalOperator: 'AND', KeyConditions: {} },
      expect: verr(both('AttributesToGet, QueryFilter, ConditionalOperator, KeyConditions', 'ProjectionExpression, FilterExpression, KeyConditionExpression')) },
    { id: 'V2-without-kce', desc: 'the message names only the parameters present (no KeyConditionExpression)', ref: '§2.3 row 31',
      request: { ...base, FilterExpression: 'e = :a', ProjectionExpression: 'e', ExpressionAttributeValues: A,
        AttributesToGet: ['e'], QueryFilter: {}, ConditionalOperator: 'AND' },
      expect: verr(both('AttributesToGet, QueryFilter, ConditionalOperator', 'ProjectionExpression, FilterExpression')) },
    { id: 'V2-without-key-conditions', desc: 'no KeyConditions', ref: '§2.3 row 31',
      request: { ...base, KeyConditionExpression: 'a = :a', FilterExpression: 'e = :a', ProjectionExpression: 'e', ExpressionAttributeValues: A,
        AttributesToGet: ['e'], QueryFilter: {}, ConditionalOperator: 'AND' },
      expect: verr(both('AttributesToGet, QueryFilter, ConditionalOperator', 'ProjectionExpression, FilterExpression, KeyConditionExpression')) },
    { id: 'V2-kce-and-key-conditions', desc: 'KeyConditionExpression with KeyConditions', ref: '§2.4',
      request: { ...base, KeyConditionExpression: 'a = :a', ExpressionAttributeValues: A, KeyConditions: { a: kc('EQ', S('x')) } },
      expect: verr(both('KeyConditions', 'KeyConditionExpression')) },
    { id: 'V2-kce-and-attributes-to-get', desc: 'KeyConditionExpression with AttributesToGet', ref: '§2.3 row 31',
      request: { ...base, KeyConditionExpression: 'a = :a', ExpressionAttributeValues: A, AttributesToGet: ['a'] },
      expect: verr(both('AttributesToGet', 'KeyConditionExpression')) },
    { id: 'V2-names-without-expressions', desc: 'ExpressionAttributeNames without expressions', ref: '§2.3 row 33',
      request: { ...base, KeyConditions: { a: kc('EQ', S('x')) }, ExpressionAttributeNames: { '#a': 'a' } },
      expect: verr('ExpressionAttributeNames can only be specified when using expressions') },
    { id: 'V2-values-without-expressions', desc: 'ExpressionAttributeValues without expressions', ref: '§2.3 row 32',
      request: { ...base, KeyConditions: { a: kc('EQ', S('x')) }, ExpressionAttributeValues: A },
      expect: verr('ExpressionAttributeValues can only be specified when using expressions: FilterExpression and KeyConditionExpression are null') },
    { id: 'V2-no-key-condition', desc: 'neither KeyConditions nor KeyConditionExpression', ref: '§2.3 row 30',
      request: { ...base }, expect: verr('Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.') },
  ],
};
