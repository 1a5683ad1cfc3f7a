import { describe, expect, it } from 'vitest';
import { isDamaged, readEntry } from './db';
import { fileNameOf } from './files';

describe('stored design records', () => {
  it('reads a design record', () => {
    const e = readEntry('d-1', { id: 'd-1', name: 'Shop', model: { name: 'Shop' }, updated: 5 });
    expect(e).toEqual({ id: 'd-1', name: 'Shop', model: { name: 'Shop' }, updated: 5 });
    expect(isDamaged(e)).toBe(false);
  });

  it('keeps a damaged record as damaged, with what is wrong', () => {
    expect(readEntry('x', 'not a design')).toEqual({ id: 'x', damaged: 'the record is not an object' });
    expect(readEntry('y', { name: 'n', model: [1] })).toEqual({ id: 'y', damaged: 'the record holds no model object' });
    expect(readEntry(3, null)).toEqual({ id: '3', damaged: 'the record is not an object' });
  });

  it('reads the saved undo history, and ignores one that is not two lists of models', () => {
    const history = { past: [{ name: 'a' }], future: [] };
    expect(readEntry('h', { name: 'n', model: {}, updated: 1, history })).toEqual({ id: 'h', name: 'n', model: {}, updated: 1, history });
    expect(readEntry('h', { name: 'n', model: {}, updated: 1, history: { past: [1], future: [] } })).toEqual({ id: 'h', name: 'n', model: {}, updated: 1 });
  });

  it('tolerates a missing name or time', () => {
    expect(readEntry('z', { model: {} })).toEqual({ id: 'z', name: '(unnamed)', model: {}, updated: 0 });
  });
});

describe('file names', () => {
  it('makes a safe file name of the design name', () => {
    expect(fileNameOf('Online shop: v2')).toBe('Online-shop-v2.keyscape.json');
    expect(fileNameOf('<img src=x>')).toBe('img-src-x.keyscape.json');
    expect(fileNameOf('  ')).toBe('design.keyscape.json');
  });
});
