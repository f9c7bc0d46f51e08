import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppModule, nativeAppLifecycle, webAppLifecycle } from './app-lifecycle.ts';

/** @capacitor/app as documented: addListener answers a handle whose `remove` ends the listening. */
function fakeApp(launchUrl?: string) {
  const listeners = new Map<string, (event: { url: string }) => void>();
  const remove = vi.fn(async () => undefined);
  let handOut: () => void = () => undefined;
  const handed = new Promise<void>((resolve) => (handOut = resolve));
  const app = {
    addListener: vi.fn(
      async (eventName: 'resume' | 'appUrlOpen', listener: (event: { url: string }) => void) => {
        listeners.set(eventName, listener);
        handOut();
        return {
          remove: async () => {
            listeners.delete(eventName);
            await remove();
          },
        };
      },
    ),
    getLaunchUrl: vi.fn(async () => (launchUrl ? { url: launchUrl } : undefined)),
  };
  return {
    app: app satisfies AppModule,
    listeners,
    remove,
    handed,
    fire: (name: string, url = '') => listeners.get(name)?.({ url }),
  };
}

describe('native app lifecycle', () => {
  it('calls back on resume until unsubscribed, then removes the listener', async () => {
    const fake = fakeApp();
    const lifecycle = nativeAppLifecycle(async () => fake.app);
    const resumed = vi.fn();
    const stop = lifecycle.onResume(resumed);
    await vi.waitFor(() => expect(fake.listeners.has('resume')).toBe(true));
    fake.fire('resume');
    expect(resumed).toHaveBeenCalledOnce();
    stop();
    await vi.waitFor(() => expect(fake.remove).toHaveBeenCalledOnce());
    expect(fake.listeners.size).toBe(0);
  });

  it('hands over each opened link, and removes a listener unsubscribed before its handle arrived', async () => {
    const fake = fakeApp();
    const lifecycle = nativeAppLifecycle(async () => fake.app);
    const opened = vi.fn();
    const stop = lifecycle.onUrlOpen(opened);
    stop();
    await fake.handed;
    await vi.waitFor(() => expect(fake.remove).toHaveBeenCalledOnce());
    const again = lifecycle.onUrlOpen(opened);
    await vi.waitFor(() => expect(fake.listeners.has('appUrlOpen')).toBe(true));
    fake.fire('appUrlOpen', 'https://larder.example/recipe/1');
    expect(opened).toHaveBeenCalledWith('https://larder.example/recipe/1');
    again();
    await vi.waitFor(() => expect(fake.remove).toHaveBeenCalledTimes(2));
  });

  it('answers the launch link, or null', async () => {
    expect(
      await nativeAppLifecycle(async () => fakeApp('https://larder.example/today').app).launchUrl(),
    ).toBe('https://larder.example/today');
    expect(await nativeAppLifecycle(async () => fakeApp().app).launchUrl()).toBeNull();
  });

  it('logs a plugin that does not load; unsubscribing still works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = nativeAppLifecycle(() => Promise.reject(new Error('not implemented'))).onResume(vi.fn());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(stop).not.toThrow();
  });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('web app lifecycle', () => {
  it('resumes when the tab comes back to the front, until unsubscribed', () => {
    const resumed = vi.fn();
    const stop = webAppLifecycle.onResume(resumed);
    setVisibility('hidden');
    expect(resumed).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(resumed).toHaveBeenCalledOnce();
    stop();
    setVisibility('visible');
    expect(resumed).toHaveBeenCalledOnce();
  });

  it('has no opened links and no launch link', async () => {
    const opened = vi.fn();
    webAppLifecycle.onUrlOpen(opened)();
    expect(await webAppLifecycle.launchUrl()).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});
