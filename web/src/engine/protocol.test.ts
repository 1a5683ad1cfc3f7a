import { describe, expect, it } from 'vitest';
import { errorName, isFromWorker, isToWorker, MUTATING_OPS, parseEngineResponse } from './protocol';

describe('parseEngineResponse', () => {
  it('returns success bodies', () => {
    const r = parseEngineResponse('{"Items":[],"Count":0,"ScannedCount":0}', 1.5);
    expect(r).toEqual({ ok: true, body: { Items: [], Count: 0, ScannedCount: 0 }, elapsedMs: 1.5 });
  });

  it('returns DynamoDB errors as values with the exact message', () => {
    const msg =
      'Invalid KeyConditionExpression: An expression attribute value used in expression is not defined; attribute value: :v';
    const r = parseEngineResponse(JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message: msg }));
    expect(r).toEqual({
      ok: false,
      elapsedMs: 0,
      error: { type: 'com.amazon.coral.validate#ValidationException', name: 'ValidationException', message: msg },
    });
  });

  it('accepts Message as well as message', () => {
    const r = parseEngineResponse('{"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException","Message":"Requested resource not found"}');
    expect(r.ok === false && r.error).toEqual({
      type: 'com.amazonaws.dynamodb.v20120810#ResourceNotFoundException',
      name: 'ResourceNotFoundException',
      message: 'Requested resource not found',
    });
  });

  it('reports text that is not a JSON object', () => {
    const notJson = parseEngineResponse('oops');
    expect(notJson.ok === false && notJson.error.name).toBe('EngineProtocolError');
    const array = parseEngineResponse('[1]');
    expect(array.ok === false && array.error.message).toMatch(/not an object/);
  });

  it('treats an empty object as success (PutItem)', () => {
    expect(parseEngineResponse('{}')).toEqual({ ok: true, body: {}, elapsedMs: 0 });
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
    expect(isFromWorker({ kind: 'ready', loadMs: 3 })).toBe(true);
    expect(isFromWorker({ kind: 'result', id: 1, response: '{}', elapsedMs: 0.1 })).toBe(true);
    expect(isFromWorker({ kind: 'result', id: 1, response: {}, elapsedMs: 0.1 })).toBe(false);
    expect(isFromWorker({ kind: 'failed', id: 2, message: 'x' })).toBe(true);
    expect(isFromWorker({ kind: 'init-failed', message: 'x' })).toBe(true);
    expect(isFromWorker({ kind: 'other' })).toBe(false);
    expect(isFromWorker(null)).toBe(false);
  });

  it('lists the state-changing operations', () => {
    expect(MUTATING_OPS.has('PutItem')).toBe(true);
    expect(MUTATING_OPS.has('Query')).toBe(false);
    expect(MUTATING_OPS.has('keyscape:GenerateItems')).toBe(true);
    expect(MUTATING_OPS.has('keyscape:SimulateLoad')).toBe(false);
  });
});
