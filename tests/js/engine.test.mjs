// The wrapper (wasm/engine.mjs) on the Node build: its error rule (any body with __type is
// an error), DynamoDBError keeping every member of the error body, the result/call forms,
// and the wasm Engine surface it relies on (wasm/engine_abi.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DynamoDBError, errorName, isErrorBody, KeyscapeEngine, parseResponse, PROTOCOL_ERROR_TYPE, requestText,
} from '../../wasm/engine.mjs';
import { createNodeEngine, loadModule } from '../../wasm/node.mjs';

const TABLE = {
  TableName: 'Things',
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
  BillingMode: 'PAY_PER_REQUEST',
};

async function engineWithTable() {
  const engine = await createNodeEngine();
  engine.setFixedClock(0);
  engine.call('CreateTable', TABLE);
  engine.call('PutItem', { TableName: 'Things', Item: { id: { S: 'a' }, n: { N: '1' } } });
  return engine;
}

test('a cancelled transaction is an error, with its CancellationReasons kept', async () => {
  const engine = await engineWithTable();
  const request = {
    TransactItems: [
      { Put: { TableName: 'Things', Item: { id: { S: 'b' } } } },
      {
        ConditionCheck: {
          TableName: 'Things', Key: { id: { S: 'a' } }, ConditionExpression: 'attribute_not_exists(id)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ],
  };
  const r = engine.result('TransactWriteItems', request);
  assert.equal(r.ok, false);
  assert.ok(r.error instanceof DynamoDBError);
  assert.equal(r.error.name, 'TransactionCanceledException');
  assert.equal(r.error.type, 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException');
  assert.match(r.error.message, /^Transaction cancelled, please refer cancellation reasons for specific reasons \[None, ConditionalCheckFailed\]$/);
  assert.deepEqual(r.error.cancellationReasons, [
    { Code: 'None' },
    { Code: 'ConditionalCheckFailed', Item: { id: { S: 'a' }, n: { N: '1' } }, Message: 'The conditional request failed' },
  ]);
  assert.deepEqual(r.error.body, JSON.parse(engine.execute('TransactWriteItems', request)));
  assert.throws(() => engine.call('TransactWriteItems', request), (e) => e instanceof DynamoDBError && e.name === 'TransactionCanceledException');
  // Nothing was written.
  assert.deepEqual(engine.call('GetItem', { TableName: 'Things', Key: { id: { S: 'b' } } }), {});
  engine.dispose();
});

test('call returns success bodies and throws DynamoDBError with the exact message', async () => {
  const engine = await engineWithTable();
  assert.deepEqual(engine.call('GetItem', { TableName: 'Things', Key: { id: { S: 'a' } } }), { Item: { id: { S: 'a' }, n: { N: '1' } } });
  assert.throws(() => engine.call('Query', { TableName: 'Things', KeyConditionExpression: 'id = :v' }), (e) => {
    assert.ok(e instanceof DynamoDBError && e instanceof Error);
    assert.equal(e.name, 'ValidationException');
    assert.equal(e.message, 'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v');
    // The span of ":v" in "id = :v": bytes 5 and 6.
    assert.deepEqual(e.position, { parameter: 'KeyConditionExpression', offset: 5, length: 2 });
    return true;
  });
  const missing = engine.result('DescribeTable', { TableName: 'Nope' });
  assert.equal(missing.ok, false);
  assert.equal(missing.error.name, 'ResourceNotFoundException');
  assert.equal(engine.result('Frobnicate', {}).error.name, 'UnknownOperationException');
  engine.dispose();
});

test('the error rule is the presence of __type, whatever the other members', () => {
  assert.equal(isErrorBody({ __type: 'x#Y' }), true);
  assert.equal(isErrorBody({ __type: 'x#Y', message: 'm', Item: {} }), true);
  assert.equal(isErrorBody({ __type: null }), true);
  assert.equal(isErrorBody({ Items: [], Count: 0 }), false);
  assert.equal(isErrorBody([]), false);
  const r = parseResponse('{"__type":"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException","message":"The conditional request failed","Item":{"id":{"S":"a"}}}');
  assert.equal(r.ok, false);
  assert.equal(r.error.name, 'ConditionalCheckFailedException');
  assert.deepEqual(r.error.body.Item, { id: { S: 'a' } });
});

test('DynamoDBError keeps a position {parameter, offset, length} and every other member', () => {
  const body = {
    __type: 'com.amazon.coral.validate#ValidationException',
    message: 'Invalid KeyConditionExpression: Syntax error; token: "<EOF>", near: "AND"',
    position: { parameter: 'KeyConditionExpression', offset: 10, length: 0 },
    extra: [1, 2],
  };
  const r = parseResponse(JSON.stringify(body));
  assert.equal(r.ok, false);
  assert.deepEqual(r.error.position, { parameter: 'KeyConditionExpression', offset: 10, length: 0 });
  assert.deepEqual(r.error.body, body);
  // A malformed position is not passed on as one.
  const bad = new DynamoDBError({ __type: 'x#Y', message: 'm', position: { offset: -1, length: 'x' } });
  assert.equal(bad.position, undefined);
  assert.deepEqual(bad.body.position, { offset: -1, length: 'x' });
  // One without a parameter keeps its span.
  assert.deepEqual(new DynamoDBError({ __type: 'x#Y', message: 'm', position: { offset: 1, length: 2 } }).position, { offset: 1, length: 2 });
});

test('text that is not a JSON object is a protocol error, not an exception', () => {
  for (const text of ['oops', '[1]', 'null', '"s"']) {
    const r = parseResponse(text);
    assert.equal(r.ok, false, text);
    assert.equal(r.error.type, PROTOCOL_ERROR_TYPE);
    assert.equal(r.error.name, 'EngineProtocolError');
  }
  assert.deepEqual(parseResponse('{}'), { ok: true, body: {} });
  assert.equal(errorName('com.amazon.coral.validate#ValidationException'), 'ValidationException');
  assert.equal(errorName('Plain'), 'Plain');
});

test('requests may be objects or JSON text; execute returns the exec-stream text', async () => {
  const engine = await engineWithTable();
  assert.equal(requestText(undefined), '{}');
  assert.equal(requestText('{"a":1}'), '{"a":1}');
  assert.equal(requestText({ a: 1 }), '{"a":1}');
  const req = { TableName: 'Things', Key: { id: { S: 'a' } } };
  assert.equal(engine.execute('GetItem', req), engine.execute('GetItem', JSON.stringify(req)));
  assert.equal(engine.execute('GetItem', req), engine.executeLine(JSON.stringify({ op: 'GetItem', request: req })));
  engine.dispose();
});

test('text crosses the C ABI as UTF-8, byte for byte, both ways', async () => {
  const engine = new KeyscapeEngine(await loadModule());
  const odd = 'Grüße 😀 \u2028 "quoted" \\ end';
  const create = { TableName: 'Utf8Table', KeySchema: [{ AttributeName: 'k', KeyType: 'HASH' }], AttributeDefinitions: [{ AttributeName: 'k', AttributeType: 'S' }], BillingMode: 'PAY_PER_REQUEST' };
  assert.ok(engine.result('CreateTable', create).ok);
  assert.ok(engine.result('PutItem', { TableName: 'Utf8Table', Item: { k: { S: odd }, v: { S: odd.repeat(1000) } } }).ok);
  const got = engine.call('GetItem', { TableName: 'Utf8Table', Key: { k: { S: odd } } });
  assert.equal(got.Item.k.S, odd);
  assert.equal(got.Item.v.S, odd.repeat(1000));
  const bad = engine.result('GetItem', '{"TableName": "Utf8Table", "Key": ');
  assert.equal(bad.ok, false);
  engine.dispose();
});

test('the wasm Engine has the calls the wrapper uses, and no executeStatus', async () => {
  const module = await loadModule();
  const raw = new module.Engine();
  for (const name of ['execute', 'executeLine', 'setFixedClock', 'delete']) assert.equal(typeof raw[name], 'function', name);
  assert.equal(raw.executeStatus, undefined);
  raw.delete();
  const engine = new KeyscapeEngine(module);
  assert.equal(typeof engine.executeStatus, 'undefined');
  engine.dispose();
});
