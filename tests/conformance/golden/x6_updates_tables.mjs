// X6: updates, functions and tables, as other projects' suites written against DynamoDB found
// them (issue 24 family 6): an update that only removes creates no item; a nested
// list_append and an update function in a condition (or a condition function in an update)
// are refused with DynamoDB's words; UPDATED_OLD returns the written path alone; CreateTable
// keeps its Tags (a parallel scan's ExclusiveStartKey and the rest: x7_small_operations.mjs).
import { S, allTables, verr } from './fixtures.mjs';

const ISSUE = 'issue 24 family 6 (observed against DynamoDB)';
const NOT_ALLOWED = 'The function is not allowed';

export default {
  group: 'X6 updates, functions and tables',
  tables: allTables,
  setup: [['PutItem', { TableName: 'hashTable', Item: { a: S('x6-doc'), parent: { M: { child: S('old'), other: S('kept') } }, l: { L: [S('x')] } } }]],
  cases: [
    { id: 'X6-remove-only-missing-item', op: 'UpdateItem', divergence: 'remove-only-creates-nothing',
      desc: 'REMOVE x.y on a missing item is accepted and creates nothing', ref: ISSUE,
      run: async (call) => {
        const upd = await call('UpdateItem', { TableName: 'hashTable', Key: { a: S('x6-none') }, UpdateExpression: 'REMOVE x.y, z', ReturnValues: 'ALL_NEW' });
        const got = await call('GetItem', { TableName: 'hashTable', Key: { a: S('x6-none') } });
        return { upd, got };
      },
      expect: { check: (r) => (JSON.stringify(r) === JSON.stringify({ upd: {}, got: {} }) ? null : `got ${JSON.stringify(r)}`) } },
    { id: 'X6-delete-only-missing-item', op: 'UpdateItem', divergence: 'remove-only-creates-nothing',
      desc: 'a set DELETE on a missing item creates nothing', ref: ISSUE,
      run: async (call) => {
        await call('UpdateItem', { TableName: 'hashTable', Key: { a: S('x6-none2') }, UpdateExpression: 'DELETE s :s', ExpressionAttributeValues: { ':s': { SS: ['q'] } } });
        return call('GetItem', { TableName: 'hashTable', Key: { a: S('x6-none2') } });
      },
      expect: { body: {} } },
    { id: 'X6-nested-list-append', op: 'UpdateItem', divergence: 'update-function-placement',
      desc: 'list_append inside list_append is refused', ref: 'Scylla Alternator test_update_expression (run against DynamoDB)',
      request: { TableName: 'hashTable', Key: { a: S('x6-doc') }, UpdateExpression: 'SET l = list_append(list_append(l, :a), :b)',
        ExpressionAttributeValues: { ':a': { L: [S('y')] }, ':b': { L: [S('z')] } } },
      expect: verr(`1 validation error detected: Invalid UpdateExpression: ${NOT_ALLOWED} to be used this way in an expression; function: list_append`) },
    { id: 'X6-if-not-exists-in-condition', op: 'PutItem', divergence: 'update-function-placement',
      desc: 'if_not_exists in a condition: not allowed there', ref: ISSUE,
      request: { TableName: 'hashTable', Item: { a: S('x6-c') }, ConditionExpression: 'a < if_not_exists(b, :v)', ExpressionAttributeValues: { ':v': S('x') } },
      expect: verr(`1 validation error detected: Invalid ConditionExpression: ${NOT_ALLOWED} in a condition expression; function: if_not_exists`) },
    { id: 'X6-contains-in-update', op: 'UpdateItem', divergence: 'update-function-placement',
      desc: 'a condition function in an update: not allowed there', ref: 'other emulators\' suites recorded against DynamoDB',
      request: { TableName: 'hashTable', Key: { a: S('x6-doc') }, UpdateExpression: 'SET b = contains(l, :v)', ExpressionAttributeValues: { ':v': S('x') } },
      expect: verr(`1 validation error detected: Invalid UpdateExpression: ${NOT_ALLOWED} in an update expression; function: contains`) },
    { id: 'X6-updated-old-nested', op: 'UpdateItem',
      desc: 'UPDATED_OLD on SET parent.child: the old value of that path alone', ref: ISSUE,
      request: { TableName: 'hashTable', Key: { a: S('x6-doc') }, UpdateExpression: 'SET parent.child = :v',
        ExpressionAttributeValues: { ':v': S('new') }, ReturnValues: 'UPDATED_OLD' },
      expect: { body: { Attributes: { parent: { M: { child: S('old') } } } } } },
    { id: 'X6-list-set-index-order', op: 'UpdateItem',
      desc: 'SETs past the end of a list, written out of index order', ref: ISSUE,
      request: { TableName: 'hashTable', Key: { a: S('x6-list') }, UpdateExpression: 'SET l[7] = :b, l[5] = :a',
        ExpressionAttributeValues: { ':a': S('a'), ':b': S('b') } },
      before: [['PutItem', { TableName: 'hashTable', Item: { a: S('x6-list'), l: { L: [S('x')] } } }]],
      expect: { body: {} } },
    { id: 'X6-list-set-index-order-stored', op: 'GetItem',
      desc: 'they land in index order, not in the order written', ref: ISSUE,
      request: { TableName: 'hashTable', Key: { a: S('x6-list') } },
      expect: { body: { Item: { a: S('x6-list'), l: { L: [S('x'), S('a'), S('b')] } } } } },
    { id: 'X6-create-table-tags', op: 'CreateTable', divergence: 'create-table-tags',
      desc: 'the Tags given to CreateTable are the table\'s tags', ref: ISSUE,
      run: async (call) => {
        const made = await call('CreateTable', { TableName: 'x6Tagged', BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
          Tags: [{ Key: 'team', Value: 'core' }, { Key: 'env', Value: 'dev' }] });
        if (!made.TableDescription) return made;
        return call('ListTagsOfResource', { ResourceArn: made.TableDescription.TableArn });
      },
      expect: { body: { Tags: [{ Key: 'env', Value: 'dev' }, { Key: 'team', Value: 'core' }] } } },
    { id: 'X6-create-table-long-tag-key', op: 'CreateTable',
      desc: 'a tag key of 129 characters is refused at its place in the list', ref: ISSUE,
      request: { TableName: 'x6Tagged2', BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'a', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'a', KeyType: 'HASH' }],
        Tags: [{ Key: 'k'.repeat(129), Value: 'v' }] },
      expect: verr(`1 validation error detected: Value '${'k'.repeat(129)}' at 'tags.1.member.key' failed to satisfy constraint: Member must have length less than or equal to 128`) },
  ],
};
