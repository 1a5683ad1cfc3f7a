// W1: the legacy write parameters Expected (+ ConditionalOperator) on PutItem, UpdateItem
// and DeleteItem, and AttributeUpdates (PUT, ADD, DELETE) on UpdateItem. DynamoDB's API
// reference (ExpectedAttributeValue, AttributeValueUpdate); messages as dynalite's
// validations, which were recorded against DynamoDB.
import { INVALID, L, N, S, SS, NS, allTables, kc, ok, verr } from './fixtures.mjs';

const T = 'hashTable';
const CONDITIONAL = 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException';
const failed = () => ({ error: CONDITIONAL, message: 'The conditional request failed' });
const put = (a, rest = {}, extra = {}) => ['PutItem', { TableName: T, Item: { a: S(a), ...rest }, ...extra }];
const get = (a) => ['GetItem', { TableName: T, Key: { a: S(a) }, ConsistentRead: true }];
const update = (a, AttributeUpdates, extra = {}) => ({ TableName: T, Key: { a: S(a) }, AttributeUpdates, ...extra });
const both = (non, expr) => `Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {${non}} Expression parameters: {${expr}}`;

/** Runs `steps` in order; the body of the last, or the first error. */
const steps = (...list) => async (call) => {
  let last;
  for (const [op, req] of list) {
    last = await call(op, req);
    if (last.__type) return last;
  }
  return last;
};

export default {
  group: 'W1 legacy Expected and AttributeUpdates',
  tables: allTables,
  setup: [put('w1-n1', { n: N('1'), s: S('open'), tags: SS('x', 'y') }), put('w1-n2', { n: N('1') })],
  cases: [
    // Expected on PutItem
    { id: 'W1-exists-false-new', desc: 'Exists false on a new item: the put goes through', op: 'PutItem',
      run: steps(put('w1-new', {}, { Expected: { a: { Exists: false } } }), get('w1-new')),
      expect: ok({ Item: { a: S('w1-new') } }) },
    { id: 'W1-exists-false-present', desc: 'Exists false on an existing item fails the condition', op: 'PutItem',
      request: { TableName: T, Item: { a: S('w1-n1') }, Expected: { a: { Exists: false } } }, expect: failed() },
    { id: 'W1-value-equal', desc: 'Value alone means equal: holds', op: 'PutItem',
      run: steps(put('w1-v', { n: N('5') }), put('w1-v', { n: N('6') }, { Expected: { n: { Value: N('5.0') } } }), get('w1-v')),
      expect: ok({ Item: { a: S('w1-v'), n: N('6') } }) },
    { id: 'W1-value-exists-true-differs', desc: 'Exists true with a Value that differs fails', op: 'PutItem', divergence: 'legacy-expected-exists-value',
      request: { TableName: T, Item: { a: S('w1-n2') }, Expected: { n: { Exists: true, Value: N('2') } } }, expect: failed() },
    { id: 'W1-operator-gt', desc: 'ComparisonOperator GT with AttributeValueList', op: 'PutItem',
      request: { TableName: T, Item: { a: S('w1-n1'), n: N('1') }, Expected: { n: kc('GT', N('5')) } }, expect: failed() },
    { id: 'W1-operator-value', desc: 'ComparisonOperator LT with Value as its one operand', op: 'PutItem',
      run: steps(put('w1-lt', { n: N('3') }), put('w1-lt', { n: N('4') }, { Expected: { n: { ComparisonOperator: 'LT', Value: N('10') } } }), get('w1-lt')),
      expect: ok({ Item: { a: S('w1-lt'), n: N('4') } }) },
    { id: 'W1-or', desc: 'ConditionalOperator OR: one condition of two is enough', op: 'PutItem', divergence: 'legacy-expected-or',
      before: [put('w1-or', { n: N('3'), s: S('open') })],
      request: { TableName: T, Item: { a: S('w1-or'), n: N('9') }, Expected: { n: kc('EQ', N('100')), s: kc('BEGINS_WITH', S('op')) }, ConditionalOperator: 'OR', ReturnValues: 'ALL_OLD' },
      expect: ok({ Attributes: { a: S('w1-or'), n: N('3'), s: S('open') } }) },
    { id: 'W1-and', desc: 'AND (the default): every condition must hold', op: 'PutItem',
      request: { TableName: T, Item: { a: S('w1-n1') }, Expected: { n: kc('EQ', N('1')), s: kc('EQ', S('closed')) } }, expect: failed() },
    { id: 'W1-null', desc: 'NULL: the attribute is absent', op: 'PutItem',
      run: steps(put('w1-null'), put('w1-null', { z: S('1') }, { Expected: { z: kc('NULL') } }), get('w1-null')),
      expect: ok({ Item: { a: S('w1-null'), z: S('1') } }) },
    // Expected on DeleteItem and UpdateItem
    { id: 'W1-delete-expected-fails', desc: 'DeleteItem with an Expected that does not hold keeps the item', op: 'DeleteItem',
      run: steps(['DeleteItem', { TableName: T, Key: { a: S('w1-n1') }, Expected: { s: { Value: S('closed') } } }]),
      expect: failed() },
    { id: 'W1-delete-expected-holds', desc: 'DeleteItem with an Expected that holds deletes', op: 'DeleteItem',
      run: steps(put('w1-del', { s: S('closed') }), ['DeleteItem', { TableName: T, Key: { a: S('w1-del') }, Expected: { s: { Value: S('closed') } }, ReturnValues: 'ALL_OLD' }]),
      expect: ok({ Attributes: { a: S('w1-del'), s: S('closed') } }) },
    { id: 'W1-update-expected', desc: 'UpdateItem with Expected and AttributeUpdates', op: 'UpdateItem',
      run: steps(put('w1-ue', { n: N('1') }),
        ['UpdateItem', update('w1-ue', { n: { Action: 'ADD', Value: N('2') } }, { Expected: { n: { Value: N('1') } }, ReturnValues: 'UPDATED_NEW' })]),
      expect: ok({ Attributes: { n: N('3') } }) },
    // Expected validation
    { id: 'W1-value-and-list', desc: 'Value with AttributeValueList', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { Value: N('1'), ComparisonOperator: 'EQ', AttributeValueList: [N('1')] } } },
      expect: verr(INVALID + 'Value and AttributeValueList cannot be used together for Attribute: n') },
    { id: 'W1-exists-and-operator', desc: 'Exists with ComparisonOperator', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { Exists: true, ComparisonOperator: 'EQ', AttributeValueList: [N('1')] } } },
      expect: verr(INVALID + 'Exists and ComparisonOperator cannot be used together for Attribute: n') },
    { id: 'W1-exists-true-no-value', desc: 'Exists true without Value', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { Exists: true } } },
      expect: verr(INVALID + 'Value must be provided when Exists is true for Attribute: n') },
    { id: 'W1-empty-condition', desc: 'neither Exists nor Value', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: {} } },
      expect: verr(INVALID + 'Value must be provided when Exists is null for Attribute: n') },
    { id: 'W1-exists-false-value', desc: 'Exists false with a Value', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { Exists: false, Value: N('1') } } },
      expect: verr(INVALID + 'Value cannot be used when Exists is false for Attribute: n') },
    { id: 'W1-list-without-operator', desc: 'AttributeValueList without ComparisonOperator', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { AttributeValueList: [N('1')] } } },
      expect: verr(INVALID + 'AttributeValueList can only be used with a ComparisonOperator for Attribute: n') },
    { id: 'W1-operator-without-values', desc: 'EQ with no operand', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: { ComparisonOperator: 'EQ' } } },
      expect: verr(INVALID + 'Value or AttributeValueList must be used with ComparisonOperator: EQ for Attribute: n') },
    { id: 'W1-between-arity', desc: 'BETWEEN with one operand', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { n: kc('BETWEEN', N('1')) } },
      expect: verr(INVALID + 'Invalid number of argument(s) for the BETWEEN ComparisonOperator') },
    { id: 'W1-mixed-put', desc: 'Expected with ConditionExpression', op: 'PutItem',
      request: { TableName: T, Item: { a: S('q') }, Expected: { a: { Exists: false } }, ConditionExpression: 'attribute_not_exists(a)' },
      expect: verr(both('Expected', 'ConditionExpression')) },
    { id: 'W1-mixed-update', desc: 'AttributeUpdates with UpdateExpression', op: 'UpdateItem',
      request: { ...update('q', { n: { Value: N('1') } }), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': N('1') } },
      expect: verr(both('AttributeUpdates', 'UpdateExpression')) },
    // AttributeUpdates
    { id: 'W1-put-default', desc: 'no Action means PUT; a missing item is created from its key', op: 'UpdateItem',
      run: steps(['UpdateItem', update('w1-up', { s: { Value: S('new') } })], get('w1-up')),
      expect: ok({ Item: { a: S('w1-up'), s: S('new') } }) },
    { id: 'W1-add-number-new', desc: 'ADD to an absent number starts from the value', op: 'UpdateItem',
      request: update('w1-add', { n: { Action: 'ADD', Value: N('7') } }, { ReturnValues: 'ALL_NEW' }),
      expect: ok({ Attributes: { a: S('w1-add'), n: N('7') } }) },
    { id: 'W1-add-set', desc: 'ADD to a string set adds only new elements', op: 'UpdateItem',
      request: update('w1-n1', { tags: { Action: 'ADD', Value: SS('y', 'z') } }, { ReturnValues: 'UPDATED_NEW' }),
      expect: ok({ Attributes: { tags: SS('x', 'y', 'z') } }) },
    { id: 'W1-add-list', desc: 'ADD to a list appends', op: 'UpdateItem',
      run: steps(put('w1-list', { l: L(S('a')) }), ['UpdateItem', update('w1-list', { l: { Action: 'ADD', Value: L(S('b'), N('1')) } }, { ReturnValues: 'UPDATED_NEW' })]),
      expect: ok({ Attributes: { l: L(S('a'), S('b'), N('1')) } }) },
    { id: 'W1-delete-set-elements', desc: 'DELETE with a set removes those elements', op: 'UpdateItem',
      run: steps(put('w1-ds', { ns: NS('1', '2', '3') }), ['UpdateItem', update('w1-ds', { ns: { Action: 'DELETE', Value: NS('2', '4') } }, { ReturnValues: 'ALL_NEW' })]),
      expect: ok({ Attributes: { a: S('w1-ds'), ns: NS('1', '3') } }) },
    { id: 'W1-delete-last-elements', desc: 'DELETE of every element removes the attribute', op: 'UpdateItem',
      run: steps(put('w1-dl', { ss: SS('p') }), ['UpdateItem', update('w1-dl', { ss: { Action: 'DELETE', Value: SS('p') } }, { ReturnValues: 'ALL_NEW' })]),
      expect: ok({ Attributes: { a: S('w1-dl') } }) },
    { id: 'W1-delete-attribute', desc: 'DELETE without a value removes the attribute; UPDATED_OLD returns it', op: 'UpdateItem',
      run: steps(put('w1-da', { s: S('gone'), k: S('kept') }), ['UpdateItem', update('w1-da', { s: { Action: 'DELETE' } }, { ReturnValues: 'UPDATED_OLD' })]),
      expect: ok({ Attributes: { s: S('gone') } }) },
    { id: 'W1-add-type-mismatch', desc: 'ADD a number to a string attribute', op: 'UpdateItem',
      request: update('w1-n1', { s: { Action: 'ADD', Value: N('1') } }),
      expect: verr('Type mismatch for attribute to update') },
    { id: 'W1-update-key', desc: 'an update of a key attribute', op: 'UpdateItem',
      request: update('w1-n1', { a: { Value: S('other') } }),
      expect: verr(INVALID + 'Cannot update attribute a. This attribute is part of the key') },
    { id: 'W1-put-without-value', desc: 'PUT without a value', op: 'UpdateItem',
      request: update('w1-n1', { s: { Action: 'PUT' } }),
      expect: verr(INVALID + 'Only DELETE action is allowed when no attribute value is specified') },
    { id: 'W1-delete-scalar', desc: 'DELETE with a string value', op: 'UpdateItem',
      request: update('w1-n1', { s: { Action: 'DELETE', Value: S('open') } }),
      expect: verr(INVALID + 'DELETE action with value is not supported for the type S') },
    { id: 'W1-add-string', desc: 'ADD with a string value', op: 'UpdateItem',
      request: update('w1-n1', { s: { Action: 'ADD', Value: S('x') } }),
      expect: verr(INVALID + 'ADD action is not supported for the type S') },
  ],
};
