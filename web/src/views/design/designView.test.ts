import { describe, expect, it } from 'vitest';
import type { ModelFile } from '@wasm/types';
import { designViewOf, viewKey } from './designView';

const model = {
  format: 'keyscape-model',
  version: 1,
  name: 'd',
  tables: [{ name: 'Orders', partitionKey: { name: 'PK', type: 'S' } }],
  accessPatterns: [
    { name: 'q', table: 'Orders', operation: 'Query', key: { partition: 'C#${c}' } },
    { name: 'g', table: 'Orders', operation: 'GetItem', key: { partition: 'C#${c}' } },
    { name: 's', table: 'Orders', operation: 'Scan' },
  ],
} as unknown as ModelFile;

describe('the view AnalyzeDesign is asked for', () => {
  it('a selected Query pattern: its range view', () => {
    expect(designViewOf(model, { kind: 'pattern', index: 0 })).toEqual({ rangeView: { pattern: 0 } });
  });
  it('a pattern that is not a keyed Query, an entity, the design: none', () => {
    expect(designViewOf(model, { kind: 'pattern', index: 1 })).toBeUndefined();
    expect(designViewOf(model, { kind: 'pattern', index: 2 })).toBeUndefined();
    expect(designViewOf(model, { kind: 'entity', index: 0 })).toBeUndefined();
    expect(designViewOf(model, { kind: 'design' })).toBeUndefined();
  });
  it('a selected table: its aggregate view, by name', () => {
    expect(designViewOf(model, { kind: 'table', index: 0 })).toEqual({ aggregateView: { table: 'Orders' } });
    expect(designViewOf(model, { kind: 'table', index: 5 })).toBeUndefined();
  });
  it('keys tell views apart', () => {
    expect(viewKey(undefined)).toBe('');
    expect(viewKey({ rangeView: { pattern: 0 } })).not.toBe(viewKey({ rangeView: { pattern: 1 } }));
  });
});
