import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './flow-fixtures.ts';
import { createRestoreState, RESTORE_STATE_KEY } from './restore-state.ts';

describe('the restore state', () => {
  it('starts empty, and counts restores with when the last one started', () => {
    const storage = memoryStorage();
    const state = createRestoreState(() => storage);
    expect(state.get()).toEqual({ isRestoring: false, lastRestoreTimestamp: null, restoreAttempts: 0 });
    const listener = vi.fn();
    state.subscribe(listener);
    state.start(1_000);
    expect(state.get()).toEqual({ isRestoring: true, lastRestoreTimestamp: 1_000, restoreAttempts: 1 });
    state.finish();
    state.start(2_000);
    state.finish();
    expect(state.get()).toEqual({ isRestoring: false, lastRestoreTimestamp: 2_000, restoreAttempts: 2 });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('is remembered on the device, but a restore cut short by closing the app is not still running', () => {
    const storage = memoryStorage();
    createRestoreState(() => storage).start(5_000);
    expect(createRestoreState(() => storage).get()).toEqual({
      isRestoring: false,
      lastRestoreTimestamp: 5_000,
      restoreAttempts: 1,
    });
  });

  it.each([
    ['unreadable', 'not json'],
    ['of the wrong shape', JSON.stringify({ restoreAttempts: -2, lastRestoreTimestamp: 'yesterday' })],
  ])('starts empty from a stored value that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.items.set(RESTORE_STATE_KEY, raw);
    expect(createRestoreState(() => storage).get()).toEqual({
      isRestoring: false,
      lastRestoreTimestamp: null,
      restoreAttempts: 0,
    });
  });

  it('keeps working when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const state = createRestoreState(() => ({ getItem: blocked, setItem: blocked }));
    state.start(1);
    expect(state.get().restoreAttempts).toBe(1);
  });
});
