import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KeepAwakeModule, nativeKeepAwake, webKeepAwake } from './keep-awake.ts';

/** @capacitor-community/keep-awake as documented; `order` records the calls in turn. */
function fakeKeepAwake(isSupported = true) {
  const order: string[] = [];
  const plugin = {
    keepAwake: vi.fn(async () => {
      order.push('keepAwake');
    }),
    allowSleep: vi.fn(async () => {
      order.push('allowSleep');
    }),
    isSupported: vi.fn(async () => ({ isSupported })),
  } satisfies KeepAwakeModule;
  return { plugin, order };
}

describe('native keep awake', () => {
  it('keeps the screen on, then lets it sleep', async () => {
    const { plugin, order } = fakeKeepAwake();
    const load = vi.fn(async () => plugin);
    const keepAwake = nativeKeepAwake(load);
    expect(keepAwake.supported()).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(await keepAwake.keepOn()).toBe('on');
    await keepAwake.allowSleep();
    expect(order).toEqual(['keepAwake', 'allowSleep']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says unsupported when the device cannot keep awake', async () => {
    const { plugin } = fakeKeepAwake(false);
    expect(await nativeKeepAwake(async () => plugin).keepOn()).toBe('unsupported');
    expect(plugin.keepAwake).not.toHaveBeenCalled();
  });

  it('says refused when the plugin fails or is missing', async () => {
    const { plugin } = fakeKeepAwake();
    plugin.keepAwake.mockRejectedValueOnce(new Error('failed'));
    expect(await nativeKeepAwake(async () => plugin).keepOn()).toBe('refused');
    expect(await nativeKeepAwake(() => Promise.reject(new Error('not implemented'))).keepOn()).toBe(
      'refused',
    );
  });

  it('lets the screen sleep after a keep-on still on its way', async () => {
    const { plugin, order } = fakeKeepAwake();
    const keepAwake = nativeKeepAwake(async () => plugin);
    const on = keepAwake.keepOn();
    const sleep = keepAwake.allowSleep();
    await Promise.all([on, sleep]);
    expect(order).toEqual(['keepAwake', 'allowSleep']);
  });

  it('reports a failure to let the screen sleep, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { plugin } = fakeKeepAwake();
    plugin.allowSleep.mockRejectedValueOnce(new Error('failed'));
    await expect(nativeKeepAwake(async () => plugin).allowSleep()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

/** The Wake Lock API: each request answers a sentinel that the test (or the browser) can release. */
function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async (_type: 'screen') => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

describe('web keep awake', () => {
  it('is unsupported without the Wake Lock API', async () => {
    const keepAwake = webKeepAwake();
    expect(keepAwake.supported()).toBe(false);
    expect(await keepAwake.keepOn()).toBe('unsupported');
  });

  it('takes a screen lock and releases it', async () => {
    const { request, sentinels } = fakeWakeLock();
    const keepAwake = webKeepAwake();
    expect(await keepAwake.keepOn()).toBe('on');
    expect(request).toHaveBeenCalledWith('screen');
    await keepAwake.allowSleep();
    expect(sentinels[0]?.released).toBe(true);
  });

  it('says refused when the browser refuses (battery saver)', async () => {
    const { request } = fakeWakeLock();
    request.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const keepAwake = webKeepAwake();
    expect(await keepAwake.keepOn()).toBe('refused');
    await keepAwake.allowSleep();
  });

  it('asks again when the tab comes back to the front, until allowed to sleep', async () => {
    const { request, sentinels } = fakeWakeLock();
    const keepAwake = webKeepAwake();
    await keepAwake.keepOn();
    await sentinels[0]?.release(); // The browser lets go when the tab is hidden.
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    setVisibility('visible'); // Still held: not asked again.
    await keepAwake.allowSleep();
    setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('lets go of a lock that arrives after allowSleep', async () => {
    const { sentinels } = fakeWakeLock();
    const keepAwake = webKeepAwake();
    const on = keepAwake.keepOn();
    await keepAwake.allowSleep();
    await on;
    expect(sentinels[0]?.released).toBe(true);
  });
});
