import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOneSignalSdk, ONESIGNAL_SDK_URL } from './onesignal-sdk.ts';

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  Reflect.deleteProperty(window, 'OneSignalDeferred');
  vi.restoreAllMocks();
});

const sdkScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === ONESIGNAL_SDK_URL);

describe('loading OneSignal’s web SDK v16', () => {
  it('fails quietly ("sdk-unavailable") when the script cannot load, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = loadOneSignalSdk();
    expect(sdkScripts()).toHaveLength(1);
    sdkScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ code: 'sdk-unavailable' });
    expect(warn).toHaveBeenCalledWith('The push web SDK could not be loaded', expect.anything());
    expect(sdkScripts()).toHaveLength(0);

    const second = loadOneSignalSdk();
    expect(sdkScripts()).toHaveLength(1);
    // The SDK, once loaded, runs what waits in OneSignalDeferred with itself.
    const sdk = { init: vi.fn() };
    const deferred = Reflect.get(window, 'OneSignalDeferred') as ((s: unknown) => void)[];
    for (const callback of deferred) callback(sdk);
    expect(await second).toBe(sdk);
    expect(await loadOneSignalSdk()).toBe(sdk);
    expect(sdkScripts()).toHaveLength(1);
  });
});
