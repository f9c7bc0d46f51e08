import { ImpactStyle, NotificationType } from '@capacitor/haptics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HapticsModule, nativeHaptics, webHaptics } from './haptics.ts';

function fakeHaptics() {
  const Haptics = {
    impact: vi.fn(async (_options?: { style: ImpactStyle }) => undefined),
    notification: vi.fn(async (_options?: { type: NotificationType }) => undefined),
    vibrate: vi.fn(async (_options?: { duration: number }) => undefined),
  };
  const module: HapticsModule = { Haptics, ImpactStyle, NotificationType };
  return { Haptics, module };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
  vi.restoreAllMocks();
});

describe('native haptics', () => {
  it('taps lightly, confirms with a success pattern, and buzzes for the alarm', async () => {
    const { Haptics, module } = fakeHaptics();
    const load = vi.fn(async () => module);
    const haptics = nativeHaptics(load);
    expect(load).not.toHaveBeenCalled();
    await haptics.tap();
    await haptics.success();
    await haptics.alarm();
    expect(Haptics.impact).toHaveBeenCalledWith({ style: ImpactStyle.Light });
    expect(Haptics.notification).toHaveBeenCalledWith({ type: NotificationType.Success });
    expect(Haptics.vibrate).toHaveBeenCalledWith({ duration: 1000 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('only logs a buzz that fails, or a missing plugin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { Haptics, module } = fakeHaptics();
    Haptics.impact.mockRejectedValueOnce(new Error('not available'));
    await expect(nativeHaptics(async () => module).tap()).resolves.toBeUndefined();
    await expect(
      nativeHaptics(() => Promise.reject(new Error('not implemented'))).alarm(),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('web haptics', () => {
  it('vibrates where the browser can', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    await webHaptics.tap();
    await webHaptics.alarm();
    expect(vibrate).toHaveBeenCalledWith(10);
    expect(vibrate).toHaveBeenLastCalledWith([300, 150, 300, 150, 300]);
  });

  it('does nothing where it cannot (iOS Safari)', async () => {
    await expect(webHaptics.success()).resolves.toBeUndefined();
  });
});
