import { describe, expect, it } from 'vitest';
import { movedIndex } from './roving';

describe('roving focus keys', () => {
  it('moves to the next and previous control, wrapping around', () => {
    expect(movedIndex('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(movedIndex('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(movedIndex('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(movedIndex('ArrowDown', 1, 4, 'vertical')).toBe(2);
    expect(movedIndex('ArrowUp', 1, 4, 'vertical')).toBe(0);
  });
  it('goes to the ends with Home and End', () => {
    expect(movedIndex('Home', 2, 4, 'vertical')).toBe(0);
    expect(movedIndex('End', 0, 4, 'horizontal')).toBe(3);
  });
  it('ignores the other axis and other keys', () => {
    expect(movedIndex('ArrowDown', 0, 4, 'horizontal')).toBeNull();
    expect(movedIndex('ArrowLeft', 0, 4, 'vertical')).toBeNull();
    expect(movedIndex('a', 0, 4, 'vertical')).toBeNull();
    expect(movedIndex('Home', 0, 0, 'vertical')).toBeNull();
  });
});
