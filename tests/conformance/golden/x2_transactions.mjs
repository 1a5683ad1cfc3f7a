// X2: TransactWriteItems validates each action in request order. A key of the wrong type or
// shape (table key, or a secondary-index key an action writes) cancels the transaction with
// that action's reason ValidationError and the single-item message; an empty key value is a
// plain ValidationException; the first action's problem is the one reported. Recorded against
// DynamoDB by nubo-db/dynamodb-conformance (tier3/error-messages/transactWriteItems,
// tier2/transactions/transactIndexKeys: four regions, 2026-06). dynalite 4.0.0 has no
// transactions, so every case is keyscape-only.
import { L, N, S, allTables, put, verr } from './fixtures.mjs';

const CANCELED = 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException';
const SUITE = 'AWS-recorded: nubo-db/dynamodb-conformance tier3/error-messages/transactWriteItems';
const INDEX_SUITE = 'AWS-recorded: nubo-db/dynamodb-conformance tier2/transactions/transactIndexKeys';
const NOT_SCHEMA = 'The provided key element does not match the schema';
const EMPTY_KEY = 'One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: a';
const mismatch = (actual) => `One or more parameter values were invalid: Type mismatch for key a expected: S actual: ${actual}`;
const none = { Code: 'None' };
const invalid = (Message) => ({ Code: 'ValidationError', Message });

/** A TransactionCanceledException with exactly these reasons (and the message naming their codes). */
const cancelled = (reasons, { messageOnly = false } = {}) => ({
  check: (b) => {
    const message = `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`;
    if (b.__type !== CANCELED) return `expected TransactionCanceledException, got ${JSON.stringify(b).slice(0, 300)}`;
    if (b.Message !== message) return `Message ${JSON.stringify(b.Message)}, expected ${JSON.stringify(message)}`;
    const got = (b.CancellationReasons || []).map((r) => (messageOnly ? { Code: r.Code } : r));
    const want = reasons.map((r) => (messageOnly ? { Code: r.Code } : r));
    return JSON.stringify(got) === JSON.stringify(want) ? null
      : `CancellationReasons ${JSON.stringify(b.CancellationReasons)}, expected ${JSON.stringify(want)}`;
  },
});
/** A plain ValidationException whose message matches `re`. */
const verrMatching = (re) => ({
  check: (b) => (b.__type === 'com.amazon.coral.validate#ValidationException' && re.test(b.message) ? null
    : `expected a ValidationException matching ${re}, got ${JSON.stringify(b).slice(0, 300)}`),
});

const tw = (...TransactItems) => ({ TransactItems });
const putH = (a, extra = {}) => ({ Put: { TableName: 'hashTable', Item: { a, ...extra } } });
const updH = (a) => ({ Update: { TableName: 'hashTable', Key: { a }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': S('x') } } });
const delH = (a) => ({ Delete: { TableName: 'hashTable', Key: { a } } });
const checkH = (a) => ({ ConditionCheck: { TableName: 'hashTable', Key: { a }, ConditionExpression: 'attribute_not_exists(a)' } });

const cases = [
  { id: 'X2-put-wrong-type-key', desc: 'Put of an item whose table key has the wrong type', ref: SUITE,
    request: tw(putH(N('5'))), expect: cancelled([invalid(mismatch('N'))]) },
  { id: 'X2-put-non-scalar-key', desc: 'Put of an item whose table key is a list', ref: SUITE,
    request: tw(putH(L(S('x')))), expect: cancelled([invalid(mismatch('L'))]) },
  { id: 'X2-put-empty-key', desc: 'Put of an item whose table key is empty: a plain ValidationException', ref: SUITE,
    request: tw(putH(S(''))), expect: verr(EMPTY_KEY) },
  { id: 'X2-update-wrong-type-key', desc: 'Update with a Key of the wrong type', ref: SUITE,
    request: tw(updH(N('5'))), expect: cancelled([invalid(NOT_SCHEMA)]) },
  { id: 'X2-update-non-scalar-key', desc: 'Update with a list as Key', ref: SUITE,
    request: tw(updH(L(S('x')))), expect: cancelled([invalid(NOT_SCHEMA)]) },
  { id: 'X2-delete-wrong-type-key', desc: 'Delete with a Key of the wrong type', ref: SUITE,
    request: tw(delH(N('5'))), expect: cancelled([invalid(NOT_SCHEMA)]) },
  { id: 'X2-check-non-scalar-key', desc: 'ConditionCheck with a list as Key', ref: SUITE,
    request: tw(checkH(L(S('x')))), expect: cancelled([invalid(NOT_SCHEMA)]) },
  { id: 'X2-update-empty-key', desc: 'Update with an empty Key value: a plain ValidationException', ref: SUITE,
    request: tw(updH(S(''))), expect: verr(EMPTY_KEY) },
  { id: 'X2-check-empty-key', desc: 'ConditionCheck with an empty Key value: a plain ValidationException', ref: SUITE,
    request: tw(checkH(S(''))), expect: verr(EMPTY_KEY) },
  { id: 'X2-first-action-first', desc: 'the first action\'s problem is reported before a later action\'s (an empty key in the second)',
    ref: 'issue 24 family 2 (per action, in action order)',
    request: tw(putH(S('x2-ok')), putH(N('7')), putH(S(''))), expect: cancelled([none, invalid(mismatch('N')), none]) },
  { id: 'X2-first-action-empty-first', desc: 'an empty key in the first action is reported before a wrong type in the second',
    ref: 'issue 24 family 2 (per action, in action order)',
    request: tw(delH(S('')), updH(N('5'))), expect: verr(EMPTY_KEY) },
  { id: 'X2-key-before-duplicate', desc: 'a wrong-typed key is reported before two actions on one item',
    ref: 'issue 24 family 2 (before a duplicate-item check)',
    request: tw(putH(N('5')), putH(S('x2-dup')), delH(S('x2-dup'))), expect: cancelled([invalid(mismatch('N')), none, none]) },
  { id: 'X2-duplicate-item', desc: 'two actions on one item, every key valid', ref: SUITE,
    request: tw(putH(S('x2-dup')), putH(S('x2-dup'))), expect: verr('Transaction request cannot include multiple operations on one item') },
  { id: 'X2-put-index-key-wrong-type', desc: 'Put writing a secondary-index key of the wrong type', ref: INDEX_SUITE,
    request: tw({ Put: { TableName: 'rangeTable', Item: { a: S('x2-i'), b: S('1'), c: N('5') } } }),
    expect: cancelled([{ Code: 'ValidationError' }], { messageOnly: true }) },
  { id: 'X2-update-index-key-wrong-type', desc: 'Update setting a secondary-index key to the wrong type', ref: INDEX_SUITE,
    request: tw({ Update: { TableName: 'rangeTable', Key: { a: S('x2-i'), b: S('2') }, UpdateExpression: 'SET c = :v',
      ExpressionAttributeValues: { ':v': N('5') } } }),
    expect: cancelled([{ Code: 'ValidationError' }], { messageOnly: true }) },
  { id: 'X2-update-index-key-empty', desc: 'Update setting a secondary-index key to "": a plain ValidationException', ref: INDEX_SUITE,
    request: tw({ Update: { TableName: 'rangeTable', Key: { a: S('x2-i'), b: S('3') }, UpdateExpression: 'SET c = :v',
      ExpressionAttributeValues: { ':v': S('') } } }),
    expect: verrMatching(/secondary index key/) },
  { id: 'X2-nothing-written', desc: 'a cancelled transaction wrote nothing', ref: SUITE,
    run: async (call) => {
      await call('TransactWriteItems', tw(putH(S('x2-w')), putH(N('5'))));
      return call('GetItem', { TableName: 'hashTable', Key: { a: S('x2-w') } });
    },
    expect: { body: {} } },
];

export default {
  group: 'X2 transactions validate per action, in action order',
  tables: allTables,
  setup: [put('hashTable', { a: S('x2-seed') })],
  cases: cases.map((c) => ({ op: 'TransactWriteItems', dynalite: false, ...c })),
};
