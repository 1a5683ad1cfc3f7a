import { describe, expect, it } from 'vitest';
import { getAt, messagePath, setAt, sampleValueError } from './pointer';

describe('JSON pointers', () => {
  const doc = { entities: [{ keys: { SK: 'ORDER#${n}', 'a/b': 1 } }] };
  it('reads members, array elements and escaped names', () => {
    expect(getAt(doc, '/entities/0/keys/SK')).toBe('ORDER#${n}');
    expect(getAt(doc, '/entities/0/keys/a~1b')).toBe(1);
    expect(getAt(doc, '/entities/1/keys')).toBeUndefined();
  });
  it('sets a copy and leaves the original alone', () => {
    const next = setAt(doc, '/entities/0/keys/SK', 'ORDER#${n|pad(10)}');
    expect(getAt(next, '/entities/0/keys/SK')).toBe('ORDER#${n|pad(10)}');
    expect(doc.entities[0]?.keys.SK).toBe('ORDER#${n}');
  });
  it('removes members and array elements, appends with -', () => {
    expect(getAt(setAt(doc, '/entities/0/keys/SK', undefined), '/entities/0/keys/SK')).toBeUndefined();
    expect((setAt(doc, '/entities/0', undefined) as typeof doc).entities.length).toBe(0);
    expect((setAt(doc, '/entities/-', { keys: {} }) as typeof doc).entities.length).toBe(2);
  });
  it('finds the path an engine message starts with', () => {
    expect(messagePath('/entities/0/keys/SK: template refers to attribute x')).toBe('/entities/0/keys/SK');
    expect(messagePath('One or more parameter values were invalid')).toBeNull();
  });
});

describe('sample value errors', () => {
  const msg = '/items/2/values: attribute total: Attempting to store more than 38 significant digits in a Number';
  it('finds the message of one value of one item', () => {
    expect(sampleValueError(msg, 2, 'total')).toBe(msg);
    expect(sampleValueError('/items/2/values/total: bad', 2, 'total')).toBe('/items/2/values/total: bad');
  });
  it('leaves other items and attributes alone', () => {
    expect(sampleValueError(msg, 1, 'total')).toBeNull();
    expect(sampleValueError(msg, 2, 'tot')).toBeNull();
    expect(sampleValueError(msg, 2, 'n')).toBeNull();
    expect(sampleValueError(undefined, 2, 'total')).toBeNull();
    expect(sampleValueError('/items/12/values: attribute total: x', 1, 'total')).toBeNull();
  });
});
