import type { Page } from '@playwright/test';

/**
 * A simulated Capacitor native bridge, so journeys can run the real web build as the iOS or Android app
 * does. It stands where Capacitor's native-bridge.js stands in the app: `window.webkit.messageHandlers`
 * (iOS) or `window.androidBridge` (Android) make @capacitor/core report that platform, `PluginHeaders`
 * list the native plugins, and `nativePromise` / `nativeCallback` answer their calls with the results
 * the plugins document. The Keychain stands in `sessionStorage` under one key, so a journey can check
 * the session token never reaches localStorage; every call is recorded in `window.__native.calls`.
 */
export interface NativeOptions {
  platform: 'ios' | 'android';
  /** What iOS reports before the question (AppTrackingTransparency.getStatus). */
  trackingStatus?: 'notDetermined' | 'restricted' | 'denied' | 'authorized';
  /** What the cook answers in iOS's own tracking prompt (requestPermission). */
  trackingAnswer?: 'denied' | 'authorized';
}

export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown> | undefined;
}

const PLUGINS: Record<string, string[]> = {
  App: ['getLaunchUrl', 'getInfo', 'getState', 'exitApp', 'minimizeApp'],
  SecureStoragePlugin: ['get', 'set', 'remove', 'clear', 'keys', 'getPlatform'],
  AppTrackingTransparency: ['getStatus', 'requestPermission'],
  SignInWithApple: ['authorize'],
  KeepAwake: ['keepAwake', 'allowSleep', 'isSupported', 'isKeptAwake'],
  TextToSpeech: ['speak', 'stop', 'getSupportedLanguages', 'getSupportedVoices', 'isLanguageSupported'],
  Share: ['share', 'canShare'],
  Haptics: ['impact', 'notification', 'vibrate', 'selectionStart', 'selectionChanged', 'selectionEnd'],
};

/** Makes every page of `page` believe it runs inside the native app (call before the first goto). */
export async function simulateNative(page: Page, options: NativeOptions): Promise<void> {
  await page.addInitScript(
    ({ platform, trackingStatus, trackingAnswer, plugins }) => {
      type Listener = (data: unknown) => void;
      const keychainKey = '__simulated_keychain';
      const keychain = (): Record<string, string> => JSON.parse(sessionStorage.getItem(keychainKey) ?? '{}');
      const save = (items: Record<string, string>) =>
        sessionStorage.setItem(keychainKey, JSON.stringify(items));
      const calls: { plugin: string; method: string; options: unknown }[] = [];
      const listeners = new Map<string, Listener[]>();
      let tracking = trackingStatus;
      let nextCallback = 1;
      const fail = (message: string, code?: string) =>
        Promise.reject(Object.assign(new Error(message), code ? { code } : {}));

      const answer = (
        plugin: string,
        method: string,
        options: Record<string, unknown> = {},
      ): Promise<unknown> => {
        const key = String(options.key ?? '');
        switch (`${plugin}.${method}`) {
          case 'SecureStoragePlugin.get': {
            const items = keychain();
            return key in items
              ? Promise.resolve({ value: items[key] })
              : fail('Item with given key does not exist');
          }
          case 'SecureStoragePlugin.set':
            save({ ...keychain(), [key]: String(options.value) });
            return Promise.resolve({ value: true });
          case 'SecureStoragePlugin.remove': {
            const items = keychain();
            if (!(key in items)) return fail('Item with given key does not exist');
            delete items[key];
            save(items);
            return Promise.resolve({ value: true });
          }
          case 'AppTrackingTransparency.getStatus':
            return Promise.resolve({ status: tracking });
          case 'AppTrackingTransparency.requestPermission':
            if (tracking === 'notDetermined') tracking = trackingAnswer;
            return Promise.resolve({ status: tracking });
          case 'App.getLaunchUrl':
            return Promise.resolve({});
          case 'SignInWithApple.authorize':
            return fail('The user canceled the authorization attempt.', '1001');
          case 'Share.share':
            return Promise.resolve({ activityType: 'com.apple.UIKit.activity.CopyToPasteboard' });
          case 'KeepAwake.isSupported':
            return Promise.resolve({ isSupported: true });
          default:
            return Promise.resolve(undefined);
        }
      };

      const bridge = { postMessage: () => undefined };
      if (platform === 'ios') Object.assign(window, { webkit: { messageHandlers: { bridge } } });
      else Object.assign(window, { androidBridge: bridge });

      Object.assign(window, {
        __native: {
          calls,
          /** Fires a plugin event, as the OS does (e.g. App 'appUrlOpen', App 'resume'). */
          fire(plugin: string, event: string, data: unknown) {
            for (const listener of listeners.get(`${plugin}.${event}`) ?? []) listener(data);
          },
        },
        Capacitor: {
          isNativePlatform: () => true,
          getPlatform: () => platform,
          PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
            name,
            methods: [
              ...methods.map((method) => ({ name: method, rtype: 'promise' })),
              { name: 'addListener', rtype: 'callback' },
              { name: 'removeListener', rtype: 'promise' },
              { name: 'removeAllListeners', rtype: 'promise' },
            ],
          })),
          nativePromise(plugin: string, method: string, options?: Record<string, unknown>) {
            calls.push({ plugin, method, options });
            if (method === 'removeListener') {
              const eventName = String(options?.eventName);
              const id = options?.callbackId;
              const kept = (listeners.get(`${plugin}.${eventName}`) ?? []).filter(
                (listener) => (listener as Listener & { id?: unknown }).id !== id,
              );
              listeners.set(`${plugin}.${eventName}`, kept);
              return Promise.resolve();
            }
            return answer(plugin, method, options);
          },
          nativeCallback(
            plugin: string,
            method: string,
            options: Record<string, unknown>,
            callback: Listener,
          ) {
            calls.push({ plugin, method, options });
            const id = String(nextCallback++);
            if (method === 'addListener') {
              const key = `${plugin}.${String(options.eventName)}`;
              listeners.set(key, [
                ...(listeners.get(key) ?? []),
                Object.assign((data: unknown) => callback(data), { id }),
              ]);
            }
            return id;
          },
        },
      });
    },
    {
      platform: options.platform,
      trackingStatus: options.trackingStatus ?? 'notDetermined',
      trackingAnswer: options.trackingAnswer ?? 'authorized',
      plugins: PLUGINS,
    },
  );
}

/** The plugin calls the page has made so far. */
export function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { __native: { calls: NativeCall[] } }).__native.calls);
}

/** The simulated Keychain's contents. */
export function keychainOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__simulated_keychain') ?? '{}'));
}
