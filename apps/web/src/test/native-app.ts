/**
 * Makes the test page the native app as Capacitor's native bridge does: `window.Capacitor` says so, and
 * the bridge's message handler (iOS) or object (Android) makes @capacitor/core report the same platform
 * once it loads (the native token store loads it), instead of resetting the page to the web.
 */
export function simulateNativeApp(platform: 'ios' | 'android' = 'ios', capacitor: object = {}): void {
  const bridge = { postMessage: () => undefined };
  let callbacks = 0;
  Object.assign(window, {
    Capacitor: {
      isNativePlatform: () => true,
      getPlatform: () => platform,
      // The App plugin every native app has: no launch link, and listeners the OS never calls here.
      PluginHeaders: [
        {
          name: 'App',
          methods: [
            { name: 'getLaunchUrl', rtype: 'promise' },
            { name: 'addListener', rtype: 'callback' },
            { name: 'removeListener', rtype: 'promise' },
          ],
        },
      ],
      nativePromise: (_plugin: string, method: string) =>
        Promise.resolve(method === 'getLaunchUrl' ? {} : undefined),
      nativeCallback: () => String(++callbacks),
      ...capacitor,
    },
    ...(platform === 'ios' ? { webkit: { messageHandlers: { bridge } } } : { androidBridge: bridge }),
  });
}

/** Back to the browser. */
export function leaveNativeApp(): void {
  for (const key of ['Capacitor', 'webkit', 'androidBridge']) Reflect.deleteProperty(window, key);
}
