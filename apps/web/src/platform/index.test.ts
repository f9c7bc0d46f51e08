import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from './index.ts';
import { notThenable } from './plugin.ts';

const plugins = vi.hoisted(() => ({
  share: vi.fn(async (_options: object) => ({})),
  getStatus: vi.fn(async () => ({ status: 'denied' })),
}));
vi.mock('@capacitor/share', () => ({ Share: { share: plugins.share } }));
vi.mock('capacitor-plugin-app-tracking-transparency', () => ({
  AppTrackingTransparency: { getStatus: plugins.getStatus, requestPermission: plugins.getStatus },
}));

/** The native bridge's global, as the iOS or Android app injects it. */
function nativeApp(os: 'ios' | 'android', pluginsInBuild: string[] = []) {
  Object.assign(window, {
    Capacitor: {
      isNativePlatform: () => true,
      getPlatform: () => os,
      isPluginAvailable: (name: string) => pluginsInBuild.includes(name),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Capacitor');
  vi.clearAllMocks();
});

describe('platform', () => {
  it('is the web in a browser, made once', async () => {
    const web = platform();
    expect(web.kind).toBe('web');
    expect(platform()).toBe(web);
    expect(web.apple.available()).toBe(false);
    expect(web.push.isPluginAvailable()).toBe(false);
    expect(await web.tracking.status()).toBe(0);
    expect(web.purchases.status().store).toBeNull();
  });

  it('is iOS in the iPhone app, whose parts load their plugin on first use', async () => {
    nativeApp('ios', ['SignInWithApple', 'PushNotifications']);
    const ios = platform();
    expect(ios.kind).toBe('ios');
    expect(ios.apple.available()).toBe(true);
    expect(ios.push.isPluginAvailable()).toBe(true);
    expect(plugins.share).not.toHaveBeenCalled();
    expect(await ios.share.share({ title: 'Lemon pasta', url: 'https://larder.example/r/1' })).toBe('shared');
    expect(plugins.share).toHaveBeenCalledWith({ title: 'Lemon pasta', url: 'https://larder.example/r/1' });
    expect(await ios.tracking.status()).toBe(2);
    expect(ios.purchases.status().store).toBe('app_store');
  });

  it('is Android in the Android app: no App Tracking Transparency, no Sign in with Apple', async () => {
    nativeApp('android', ['PushNotifications']);
    const android = platform();
    expect(android.kind).toBe('android');
    expect(android.apple.available()).toBe(false);
    expect(android.push.isPluginAvailable()).toBe(true);
    expect(await android.tracking.status()).toBe(0);
    expect(plugins.getStatus).not.toHaveBeenCalled();
    expect(android.purchases.status().store).toBe('play');
  });

  it('says the push plugin is missing when the build lacks it', () => {
    nativeApp('ios');
    expect(platform().push.isPluginAvailable()).toBe(false);
    expect(platform().apple.available()).toBe(false);
  });
});

describe('a plugin in a promise', () => {
  it('settles: the plugin object answers no `then`, so resolving with it does not call the native side', async () => {
    const calls: string[] = [];
    // Capacitor's plugin object: every property is a method, and a method the native side lacks rejects.
    const capacitorPlugin = new Proxy(
      {},
      {
        get: (_target, property) => () => {
          calls.push(String(property));
          return Promise.reject(new Error(`"Plugin.${String(property)}()" is not implemented on ios`));
        },
      },
    ) as { get: () => Promise<unknown> };
    const held = await Promise.resolve(notThenable(capacitorPlugin));
    await expect(held.get()).rejects.toThrow('Plugin.get()');
    expect(calls).toEqual(['get']);
  });
});
