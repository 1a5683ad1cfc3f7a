import { describe, expect, it } from 'vitest';
import { mutatingOperations } from './mutating';

const op = (name: string, mutates: boolean) => ({ name, mutates, streams: false, request: `${name}Request`, response: `${name}Response` });

describe('mutatingOperations', () => {
  it('names exactly the operations the engine marks mutating', () => {
    const text = JSON.stringify({ operations: [op('PutItem', true), op('Query', false), op('keyscape:LoadDesign', true), op('ExecuteStatement', true)] });
    expect([...mutatingOperations(text)]).toEqual(['PutItem', 'keyscape:LoadDesign', 'ExecuteStatement']);
  });

  it('refuses an error answer or a body without the list, saying why', () => {
    expect(() => mutatingOperations('{"__type":"x#UnknownOperationException","message":"Unknown operation"}')).toThrow(/did not list its operations.*Unknown operation/);
    expect(() => mutatingOperations('{}')).toThrow(/no "operations" list/);
    expect(() => mutatingOperations('{"operations":[{"name":"PutItem"}]}')).toThrow(/without a name and a mutates flag/);
  });
});
