import { describe, expect, it } from 'vitest';
import type { ModelFile } from '@wasm/types';
import { addAttribute, addSample, removeAttribute, removeSample, renameAttribute, setAttributeValues, setSampleValue, valuesText } from './entityEdits';

const model = {
  format: 'keyscape-model', version: 1, name: 'x',
  entities: [{ name: 'Order', table: 'T', attributes: { c: { type: 'S' }, n: { type: 'N' } }, keys: { PK: '${c}' } }],
  items: [{ entity: 'Order', values: { c: 'a', n: 1 } }, { entity: 'Other', values: { c: 'z' } }],
} as unknown as ModelFile;
const entity = (m: ModelFile) => (m['entities'] as { attributes: Record<string, unknown> }[])[0];
const items = (m: ModelFile) => m['items'] as { values: Record<string, unknown> }[];

describe('entity edits', () => {
  it('renames an attribute in place and in the entity\'s samples only', () => {
    const m = renameAttribute(model, 0, 'c', 'customer');
    expect(Object.keys(entity(m)?.attributes ?? {})).toEqual(['customer', 'n']);
    expect(items(m)[0]?.values).toEqual({ customer: 'a', n: 1 });
    expect(items(m)[1]?.values).toEqual({ c: 'z' });
  });
  it('sets and clears an attribute\'s closed set of values; N values exact', () => {
    const m = setAttributeValues(model, 0, 'n', '0, 1,2 , 12345678901234567890123, 1.50,');
    expect(entity(m)?.attributes['n']).toEqual({ type: 'N', values: [0, 1, 2, '12345678901234567890123', '1.50'] });
    expect(valuesText(entity(m)?.attributes['n'] as { type: 'N' })).toBe('0, 1, 2, 12345678901234567890123, 1.50');
    expect(entity(setAttributeValues(model, 0, 'c', 'a,b'))?.attributes['c']).toEqual({ type: 'S', values: ['a', 'b'] });
    expect(entity(setAttributeValues(m, 0, 'n', ' , '))?.attributes['n']).toEqual({ type: 'N' });
    expect(setAttributeValues(model, 0, 'nope', '1')).toBe(model);
  });
  it('adds and removes attributes', () => {
    expect(Object.keys(entity(addAttribute(model, 0))?.attributes ?? {})).toEqual(['c', 'n', 'attr3']);
    const m = removeAttribute(model, 0, 'n');
    expect(Object.keys(entity(m)?.attributes ?? {})).toEqual(['c']);
    expect(items(m)[0]?.values).toEqual({ c: 'a' });
  });
  it('adds, edits and removes sample items; N values stay the text typed', () => {
    const m = addSample(model, 0);
    expect(items(m)[2]).toEqual({ entity: 'Order', values: { c: '', n: 0 } });
    expect(items(setSampleValue(m, 2, 'n', 'N', '42'))[2]?.values['n']).toBe('42');
    expect(items(setSampleValue(m, 2, 'n', 'N', '12345678901234567890123'))[2]?.values['n']).toBe('12345678901234567890123');
    expect(items(setSampleValue(m, 2, 'n', 'N', ''))[2]?.values).toEqual({ c: '' });
    expect(items(setSampleValue(m, 2, 'n', 'N', '4x'))[2]?.values['n']).toBe('4x');
    expect(items(setSampleValue(m, 2, 'c', 'S', '007'))[2]?.values['c']).toBe('007');
    expect(items(removeSample(m, 0)).length).toBe(2);
  });
});
