import { describe, expect, it } from 'vitest';
import { awaitsRows } from './AdminTable';

describe('awaitsRows', () => {
  it('veils the grid on the first load and while the previous filters’ rows stand in', () => {
    expect(awaitsRows({ isPending: true, isPlaceholderData: false })).toBe(true);
    expect(awaitsRows({ isPending: false, isPlaceholderData: true })).toBe(true);
  });

  it('leaves rows of the asked-for list clickable while they refresh in the background', () => {
    expect(awaitsRows({ isPending: false, isPlaceholderData: false })).toBe(false);
  });
});
