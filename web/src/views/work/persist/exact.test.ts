import { describe, expect, it } from 'vitest';
import { exactNumber, parseJson } from './files';

describe('model JSON is read without loss', () => {
  it('keeps a number a double cannot hold as its exact text', () => {
    const r = parseJson('{"n": 12345678901234567890123, "m": 9007199254740993, "d": 1.000000000000000001, "e": 1e400}', 'x');
    expect(r).toEqual({ ok: true, doc: { n: '12345678901234567890123', m: '9007199254740993', d: '1.000000000000000001', e: '1e400' } });
  });
  it('reads every other number as a number', () => {
    expect(parseJson('[1, 0.1, 18.5, -3, 1e3, 9007199254740991]', 'x')).toEqual({ ok: true, doc: [1, 0.1, 18.5, -3, 1000, 9007199254740991] });
    expect(exactNumber('42')).toBe(42);
  });
  it('says what is wrong with text that is not JSON', () => {
    const r = parseJson('{"a":', 'the file');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message.startsWith('the file is not JSON: ')).toBe(true);
  });
});
