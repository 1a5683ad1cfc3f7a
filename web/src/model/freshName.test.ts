import { describe, expect, it } from 'vitest';
import { freshName, numberedName } from './freshName';

describe('freshName', () => {
  it('keeps a free base and numbers a taken one from 2 with the separator', () => {
    expect(freshName('Table', [], '')).toBe('Table');
    expect(freshName('Table', ['Table', 'Table2'], '')).toBe('Table3');
    expect(freshName('New pattern', ['New pattern'])).toBe('New pattern 2');
  });
  it('numbers indexes from 1 and fills the first gap', () => {
    expect(numberedName('GSI', [])).toBe('GSI1');
    expect(numberedName('LSI', ['LSI1', 'LSI3'])).toBe('LSI2');
  });
});
