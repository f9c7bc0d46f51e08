import { WEB_SUBSCRIPTION_WAIT_MS } from '@larder/domain/constants';
import { pushError } from '../push-errors.ts';
import { within } from '../wait.ts';

/** The parts of OneSignal's Web SDK v16 Larder uses. */
export interface OneSignalSdk {
  init(options: {
    appId: string;
    serviceWorkerPath?: string;
    serviceWorkerParam?: { scope: string };
  }): Promise<void>;
  login(externalId: string, jwtToken?: string): Promise<void>;
  Notifications: { requestPermission(): Promise<unknown> };
  User: {
    addTags(tags: Record<string, string>): unknown;
    getTags(): Record<string, string>;
    PushSubscription: { optIn(): Promise<void>; readonly id: string | null | undefined };
  };
}

type Deferred = ((sdk: OneSignalSdk) => void)[];

export const ONESIGNAL_SDK_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';

let loading: Promise<OneSignalSdk> | null = null;

/**
 * Adds OneSignal's page SDK to the page, once, and answers it when it is ready (its `OneSignalDeferred`
 * queue). Only called when the server says provider 'onesignal'. A blocked or failed download is a
 * PushError('sdk-unavailable') (spec §8 "The push web SDK may fail to load"); the next call tries again.
 */
export function loadOneSignalSdk(): Promise<OneSignalSdk> {
  loading ??= within(
    new Promise<OneSignalSdk>((resolve, reject) => {
      const global = window as unknown as { OneSignalDeferred?: Deferred };
      global.OneSignalDeferred ??= [];
      global.OneSignalDeferred.push((sdk) => resolve(sdk));
      const script = document.createElement('script');
      script.src = ONESIGNAL_SDK_URL;
      script.defer = true;
      script.onerror = () => {
        script.remove();
        reject(pushError('sdk-unavailable'));
      };
      document.head.append(script);
    }),
    WEB_SUBSCRIPTION_WAIT_MS,
    () => pushError('sdk-unavailable'),
  ).catch((error: unknown) => {
    loading = null;
    console.warn('The push web SDK could not be loaded', error);
    throw error;
  });
  return loading;
}
