import { FREE_DAILY_GENERATIONS } from '@larder/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRemaining, remainingOn } from './offline-kitchen.ts';

afterEach(() => localStorage.clear());

describe('the allowance as this device knows it', () => {
  it('starts a day with the whole allowance: one for a visitor, five with an account', () => {
    expect(remainingOn('2026-03-10', false)).toBe(1);
    expect(remainingOn('2026-03-10', true)).toBe(FREE_DAILY_GENERATIONS);
  });

  it("keeps the server's last count for its day only", () => {
    noteRemaining('2026-03-10', 2);
    expect(remainingOn('2026-03-10', true)).toBe(2);
    expect(remainingOn('2026-03-11', true)).toBe(FREE_DAILY_GENERATIONS);
  });

  it('leaves Pro, and a server without a daily limit, unlimited', () => {
    expect(remainingOn('2026-03-10', true, null)).toBeNull();
    expect(remainingOn('2026-03-10', false, 3)).toBe(1);
    expect(remainingOn('2026-03-10', true, 3)).toBe(3);
    noteRemaining('2026-03-10', null);
    expect(remainingOn('2026-03-10', true)).toBeNull();
  });
});
