import { describe, expect, it } from 'vitest';
import { routesOf } from './parts';

const op = (name: string, part: string, linked: boolean) => ({ name, mutates: false, streams: false, part, linked, request: `${name}Request`, response: `${name}Response` });
const parts = [
  { name: 'core', linked: true, usesState: true },
  { name: 'interop', linked: false, usesState: false },
  { name: 'extended', linked: false, usesState: true },
];

describe('routesOf', () => {
  it('routes exactly the operations listed as not linked, by whether their part uses state', () => {
    const text = JSON.stringify({
      operations: [op('Query', 'core', true), op('keyscape:Export', 'interop', false), op('keyscape:Import', 'interop', true),
        op('ExecuteStatement', 'extended', false), op('GetRecords', 'extended', false)],
      parts,
    });
    const routes = routesOf(text);
    expect([...routes.elsewhere]).toEqual(['keyscape:Export']);
    expect([...routes.moveFirst]).toEqual(['ExecuteStatement', 'GetRecords']);
  });

  it('refuses an error answer, a body without the lists, or a part the list lacks', () => {
    expect(() => routesOf('{"__type":"x#UnknownOperationException","message":"Unknown operation"}')).toThrow(/did not list its operations/);
    expect(() => routesOf('{"parts":[]}')).toThrow(/no "operations" list/);
    expect(() => routesOf('{"operations":[]}')).toThrow(/no "parts" list/);
    expect(() => routesOf(JSON.stringify({ operations: [op('X', 'other', false)], parts }))).toThrow(/part it does not list: other/);
  });
});
