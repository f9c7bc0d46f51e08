import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cooldownSecondsLeft, startCooldown, useResetCooldown } from './reset-cooldown.ts';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('reset cooldown', () => {
  it('persists the expiry in auth_reset_cooldown_expires as an ms epoch', () => {
    startCooldown();
    expect(localStorage.getItem('auth_reset_cooldown_expires')).toBe(String(1_000_000 + 90_000));
    expect(cooldownSecondsLeft()).toBe(90);
    expect(cooldownSecondsLeft(1_000_000 + 89_001)).toBe(1);
    expect(cooldownSecondsLeft(1_000_000 + 90_000)).toBe(0);
  });

  it('ignores a missing or broken value', () => {
    expect(cooldownSecondsLeft()).toBe(0);
    localStorage.setItem('auth_reset_cooldown_expires', 'soon');
    expect(cooldownSecondsLeft()).toBe(0);
  });

  it('counts down once a second and ends at zero', () => {
    const { result } = renderHook(() => useResetCooldown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(90);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(89);
    act(() => vi.advanceTimersByTime(88_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(localStorage.getItem('auth_reset_cooldown_expires')).toBeNull();
  });

  it('survives a reload: a new screen picks the countdown up from storage', () => {
    startCooldown(60_000);
    vi.advanceTimersByTime(15_000);
    const { result } = renderHook(() => useResetCooldown());
    expect(result.current.secondsLeft).toBe(45);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(40);
  });

  it('uses the wait the server asked for', () => {
    const { result } = renderHook(() => useResetCooldown());
    act(() => result.current.start(30_000));
    expect(result.current.secondsLeft).toBe(30);
  });
});
