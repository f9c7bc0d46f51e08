import type { AppLaunchUrl, URLOpenListenerEvent } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import { onFirstUse } from './plugin.ts';
import type { AppLifecycle } from './types.ts';

/** The web: the tab coming back to the front is the app resuming; links simply load pages. */
export const webAppLifecycle: AppLifecycle = {
  onResume(listener) {
    const onVisible = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  },
  onUrlOpen: () => () => undefined,
  launchUrl: () => Promise.resolve(null),
};

/** The calls of @capacitor/app that Larder makes. */
export interface AppModule {
  addListener(eventName: 'resume', listener: () => void): Promise<PluginListenerHandle>;
  addListener(
    eventName: 'appUrlOpen',
    listener: (event: URLOpenListenerEvent) => void,
  ): Promise<PluginListenerHandle>;
  getLaunchUrl(): Promise<AppLaunchUrl | undefined>;
}

/** @capacitor/app. The plugin answers a listener's handle later: an unsubscribe before then removes it on arrival. */
export function nativeAppLifecycle(load: () => Promise<AppModule>): AppLifecycle {
  const plugin = onFirstUse(load);
  function listen(add: (app: AppModule) => Promise<PluginListenerHandle>): () => void {
    let handle: PluginListenerHandle | null = null;
    let removed = false;
    plugin()
      .then(add)
      .then((added) => {
        if (removed) void added.remove();
        else handle = added;
      })
      .catch((error: unknown) => console.warn('The app could not listen to the device', error));
    return () => {
      removed = true;
      void handle?.remove();
      handle = null;
    };
  }
  return {
    onResume: (listener) => listen((app) => app.addListener('resume', listener)),
    onUrlOpen: (listener) => listen((app) => app.addListener('appUrlOpen', ({ url }) => listener(url))),
    async launchUrl() {
      return (await (await plugin()).getLaunchUrl())?.url ?? null;
    },
  };
}
