import { FREE_DAILY_GENERATIONS } from '@larder/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { countOneOn, noteRemaining, remainingOn } from './offline-kitchen.ts';

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

  it('counts generations made on the device down to zero, and never below', () => {
    noteRemaining('2026-03-10', 1);
    expect(countOneOn('2026-03-10', true)).toBe(0);
    expect(countOneOn('2026-03-10', true)).toBe(0);
    expect(remainingOn('2026-03-10', true)).toBe(0);
    expect(countOneOn('2026-03-11', false)).toBe(0);
  });

  it('leaves Pro unlimited', () => {
    noteRemaining('2026-03-10', null);
    expect(countOneOn('2026-03-10', true)).toBeNull();
    expect(remainingOn('2026-03-10', true)).toBeNull();
  });
});
