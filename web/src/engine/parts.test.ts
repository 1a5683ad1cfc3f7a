import { describe, expect, it } from 'vitest';
import { unlinkedOperations } from './parts';

const op = (name: string, part: string, linked: boolean) => ({ name, mutates: false, streams: false, part, linked, request: `${name}Request`, response: `${name}Response` });

describe('unlinkedOperations', () => {
  it('maps exactly the operations listed as not linked to their part', () => {
    const text = JSON.stringify({ operations: [op('Query', 'core', true), op('keyscape:Export', 'interop', false), op('keyscape:Import', 'interop', true)] });
    expect([...unlinkedOperations(text)]).toEqual([['keyscape:Export', 'interop']]);
  });

  it('refuses an error answer or a body without the list', () => {
    expect(() => unlinkedOperations('{"__type":"x#UnknownOperationException","message":"Unknown operation"}')).toThrow(/did not list its operations/);
    expect(() => unlinkedOperations('{}')).toThrow(/no "operations" list/);
  });
});
