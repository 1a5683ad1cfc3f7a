import { describe, expect, it } from 'vitest';
import type { ModelFile } from '@wasm/types';
import { linkedSelection, linkedView } from './linkView';

const model = {
  format: 'keyscape-model',
  version: 1,
  name: 'd',
  tables: [{ name: 'A', partitionKey: { name: 'PK', type: 'S' } }, { name: 'B', partitionKey: { name: 'PK', type: 'S' } }],
  accessPatterns: [{ name: 'p1', operation: 'Query' }, { name: 'p 2', operation: 'Query' }],
} as unknown as ModelFile;

describe('the view a link asks for', () => {
  it('reads the view and its pattern or table', () => {
    expect(linkedView('#m=v1.a')).toEqual({ ok: true, view: { view: 'pattern', pattern: undefined } });
    expect(linkedView('#m=v1.a&pattern=p%202')).toEqual({ ok: true, view: { view: 'pattern', pattern: 'p 2' } });
    expect(linkedView('#m=v1.a&view=partitions&table=B')).toEqual({ ok: true, view: { view: 'partitions', table: 'B' } });
    const bad = linkedView('#m=v1.a&view=cost');
    expect(bad.ok === false && bad.message).toMatch(/view=cost/);
  });

  it('selects the linked pattern, or the table that shows the aggregate view; null for the default', () => {
    expect(linkedSelection(model, { view: 'pattern', pattern: 'p 2' })).toEqual({ kind: 'pattern', index: 1 });
    expect(linkedSelection(model, { view: 'pattern', pattern: 'none' })).toBeNull();
    expect(linkedSelection(model, { view: 'aggregate', table: 'B' })).toEqual({ kind: 'table', index: 1 });
    expect(linkedSelection(model, { view: 'aggregate', table: undefined })).toEqual({ kind: 'table', index: 0 });
    expect(linkedSelection(model, { view: 'aggregate', table: 'C' })).toBeNull();
    expect(linkedSelection(model, { view: 'partitions', table: 'B' })).toBeNull();
  });
});
