import { describe, expect, it } from 'vitest';
import { DynamoDBError, errorName, parseResponse, PROTOCOL_ERROR_TYPE } from '@wasm/engine.mjs';
import { isFromWorker, isToWorker } from './protocol';

// The wrapper's response rule, as the page imports it (@wasm/engine.mjs).
describe('parseResponse (the wrapper)', () => {
  it('returns success bodies', () => {
    const r = parseResponse('{"Items":[],"Count":0,"ScannedCount":0}');
    expect(r).toEqual({ ok: true, body: { Items: [], Count: 0, ScannedCount: 0 } });
  });

  it('returns DynamoDB errors as values with the exact message', () => {
    const msg =
      'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v';
    const r = parseResponse(JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message: msg }));
    if (r.ok) throw new Error('expected an error');
    expect(r.error).toBeInstanceOf(DynamoDBError);
    expect(r.error).toMatchObject({ type: 'com.amazon.coral.validate#ValidationException', name: 'ValidationException', message: msg });
    expect(r.error.position).toBeUndefined();
  });

  it('accepts Message as well as message', () => {
    const r = parseResponse('{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","Message":"Requested resource not found"}');
    expect(r.ok === false && r.error).toMatchObject({
      type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException',
      name: 'ResourceNotFoundException',
      message: 'Requested resource not found',
    });
  });

  it('a body with __type is an error whatever else it holds, and keeps every member', () => {
    const body = {
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }],
      Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
    };
    const r = parseResponse(JSON.stringify(body));
    if (r.ok) throw new Error('expected an error');
    expect(r.error.name).toBe('TransactionCanceledException');
    expect(r.error.cancellationReasons).toEqual(body.CancellationReasons);
    expect(r.error.body).toEqual(body);
  });

  it('keeps the position of an expression error for the page to underline', () => {
    const r = parseResponse('{"__type":"com.amazon.coral.validate#ValidationException","message":"Invalid","position":{"offset":4,"length":2}}');
    expect(r.ok === false && r.error.position).toEqual({ offset: 4, length: 2 });
  });

  it('reports text that is not a JSON object', () => {
    const notJson = parseResponse('oops');
    expect(notJson.ok === false && notJson.error.name).toBe('EngineProtocolError');
    expect(notJson.ok === false && notJson.error.type).toBe(PROTOCOL_ERROR_TYPE);
    const array = parseResponse('[1]');
    expect(array.ok === false && array.error.message).toMatch(/not an object/);
  });

  it('treats an empty object as success (PutItem)', () => {
    expect(parseResponse('{}')).toEqual({ ok: true, body: {} });
  });
});

describe('errorName', () => {
  it('keeps the part after the last #', () => {
    expect(errorName('com.amazon.coral.validate#ValidationException')).toBe('ValidationException');
    expect(errorName('ValidationException')).toBe('ValidationException');
  });
});

describe('message guards', () => {
  it('accepts well-formed messages and rejects others', () => {
    expect(isToWorker({ kind: 'execute', id: 1, op: 'Query', request: '{}' })).toBe(true);
    expect(isToWorker({ kind: 'execute', id: '1', op: 'Query', request: '{}' })).toBe(false);
    expect(isToWorker({ kind: 'start', module: null })).toBe(true);
    expect(isToWorker({ kind: 'start', module: new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])) })).toBe(true);
    expect(isToWorker({ kind: 'start', module: 'keyscape.wasm' })).toBe(false);
    expect(isToWorker({ kind: 'start' })).toBe(false);
    expect(isFromWorker({ kind: 'ready', loadMs: 3 })).toBe(true);
    expect(isFromWorker({ kind: 'result', id: 1, response: '{}', elapsedMs: 0.1 })).toBe(true);
    expect(isFromWorker({ kind: 'result', id: 1, response: {}, elapsedMs: 0.1 })).toBe(false);
    expect(isFromWorker({ kind: 'failed', id: 2, message: 'x' })).toBe(true);
    expect(isFromWorker({ kind: 'init-failed', message: 'x' })).toBe(true);
    expect(isFromWorker({ kind: 'other' })).toBe(false);
    expect(isFromWorker(null)).toBe(false);
  });
});
