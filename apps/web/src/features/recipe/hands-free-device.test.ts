import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ALOUD_FAILED, useReadAloud } from './use-read-aloud.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** The platform's parts these hooks use; each test says how the device answers. */
const device = vi.hoisted(() => ({
  readAloud: { supported: () => true, speak: vi.fn(), stop: vi.fn(async () => undefined) },
  keepAwake: { supported: () => true, keepOn: vi.fn(), allowSleep: vi.fn(async () => undefined) },
}));
vi.mock('../../platform/index.ts', () => ({ platform: () => device }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('read aloud', () => {
  it('reads through the platform, and stops when hands-free closes', () => {
    device.readAloud.speak.mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useReadAloud());
    expect(result.current.available).toBe(true);
    act(() => result.current.speak('Step 1. Chop the onion.'));
    expect(device.readAloud.speak).toHaveBeenCalledWith('Step 1. Chop the onion.');
    unmount();
    expect(device.readAloud.stop).toHaveBeenCalledOnce();
  });

  it('says when the step could not be read, and forgets it on the next step', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    device.readAloud.speak.mockRejectedValueOnce(new Error('Failed to speak')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useReadAloud());
    await act(async () => result.current.speak('Step 1.'));
    expect(result.current.problem).toBe(READ_ALOUD_FAILED);
    expect(warn).toHaveBeenCalledOnce();
    await act(async () => result.current.speak('Step 2.'));
    expect(result.current.problem).toBeNull();
  });

  it('does not count a step cut short by the next one as a failure', async () => {
    let failFirst: () => void = () => undefined;
    device.readAloud.speak
      .mockImplementationOnce(
        () => new Promise((_, reject) => (failFirst = () => reject(new Error('stopped')))),
      )
      .mockResolvedValue(undefined);
    const { result } = renderHook(() => useReadAloud());
    act(() => result.current.speak('Step 1.'));
    act(() => result.current.speak('Step 2.'));
    await act(async () => failFirst());
    expect(result.current.problem).toBeNull();
  });
});

describe('wake lock', () => {
  it("answers the device's state, and lets the screen sleep when hands-free closes", async () => {
    device.keepAwake.keepOn.mockResolvedValue('refused');
    const { result, unmount } = renderHook(() => useWakeLock(true));
    expect(result.current).toBe('on');
    await act(async () => undefined);
    expect(result.current).toBe('refused');
    unmount();
    expect(device.keepAwake.allowSleep).toHaveBeenCalledOnce();
  });

  it('asks nothing while not active', () => {
    renderHook(() => useWakeLock(false));
    expect(device.keepAwake.keepOn).not.toHaveBeenCalled();
  });
});
