import { describe, expect, it } from 'vitest';
import { attrType, formatValue, isAttributeValue, marshallValue, nonKeyAttributes, parseAttributes } from './attr';

describe('marshallValue', () => {
  it('maps plain JSON to AttributeValues', () => {
    expect(marshallValue('x', 'a')).toEqual({ S: 'x' });
    expect(marshallValue(19.99, 'a')).toEqual({ N: '19.99' });
    expect(marshallValue(true, 'a')).toEqual({ BOOL: true });
    expect(marshallValue(null, 'a')).toEqual({ NULL: true });
    expect(marshallValue([1, 'b'], 'a')).toEqual({ L: [{ N: '1' }, { S: 'b' }] });
    expect(marshallValue({ city: 'Oslo', zip: 150 }, 'a')).toEqual({ M: { city: { S: 'Oslo' }, zip: { N: '150' } } });
  });

  it('passes typed DynamoDB JSON through', () => {
    expect(marshallValue({ N: '12345678901234567890123456789012345678' }, 'a')).toEqual({
      N: '12345678901234567890123456789012345678',
    });
    expect(marshallValue({ SS: ['a', 'b'] }, 'a')).toEqual({ SS: ['a', 'b'] });
  });

  it('treats an object that only looks typed as a map', () => {
    expect(marshallValue({ S: 5 }, 'a')).toEqual({ M: { S: { N: '5' } } });
  });
});

describe('parseAttributes', () => {
  it('accepts an empty box and objects', () => {
    expect(parseAttributes('  ')).toEqual({ ok: true, value: {} });
    expect(parseAttributes('{"total": 42, "status": "PAID"}')).toEqual({
      ok: true,
      value: { total: { N: '42' }, status: { S: 'PAID' } },
    });
  });

  it('rejects bad JSON and non-objects with a message', () => {
    const bad = parseAttributes('{"total": ');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^Attributes are not valid JSON/);
    expect(parseAttributes('[1]')).toEqual({ ok: false, message: 'Attributes must be a JSON object, like {"total": 42}.' });
  });
});

describe('formatting', () => {
  it('renders values compactly', () => {
    expect(formatValue({ S: 'ORDER#1' })).toBe('ORDER#1');
    expect(formatValue({ N: '7.25' })).toBe('7.25');
    expect(formatValue({ NULL: true })).toBe('null');
    expect(formatValue({ SS: ['a', 'b'] })).toBe('{"a", "b"}');
    expect(formatValue({ L: [{ S: 'x' }, { N: '1' }] })).toBe('["x", 1]');
    expect(formatValue({ M: { a: { BOOL: false } } })).toBe('{a: false}');
  });

  it('knows AttributeValue shapes', () => {
    expect(attrType({ N: '1' })).toBe('N');
    expect(attrType({ N: '1', S: 'x' })).toBeUndefined();
    expect(isAttributeValue({ M: { a: { S: 'x' } } })).toBe(true);
    expect(isAttributeValue({ M: { a: 'x' } })).toBe(false);
    expect(isAttributeValue({ NULL: false })).toBe(false);
  });

  it('lists non-key attributes sorted', () => {
    expect(nonKeyAttributes({ PK: { S: 'a' }, SK: { S: 'b' }, z: { N: '1' }, a: { N: '2' } }, ['PK', 'SK'])).toEqual([
      'a',
      'z',
    ]);
  });
});
