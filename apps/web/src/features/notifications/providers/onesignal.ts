import { PUSH_TAG_KEYS, type PushTags } from '@larder/domain/api/push';
import { WEB_SUBSCRIPTION_WAIT_MS } from '@larder/domain/constants';
import { putPushDevice } from '../api/push-device.ts';
import { putPushDeviceTags } from '../api/push-device-tags.ts';
import { deviceTimeZone } from '../push-device.ts';
import { PushError, pushError } from '../push-errors.ts';
import { type PushProvider, permissionOf } from '../push-provider.ts';
import { pollUntil } from '../wait.ts';
import type { OneSignalSdk } from './onesignal-sdk.ts';

/** OneSignal's worker lives out of the way of Larder's own at `/` (public/push/onesignal/). */
export const ONESIGNAL_WORKER = { path: 'push/onesignal/OneSignalSDKWorker.js', scope: '/push/onesignal/' };
const SUBSCRIPTION_POLL = { polls: WEB_SUBSCRIPTION_WAIT_MS / 250, intervalMs: 250 };

/**
 * OneSignal's Web SDK, when the server uses OneSignal: the SDK subscribes and keeps the tags; Larder's
 * server is also told the subscription id and a copy of the tags, so it can schedule the reminders.
 */
export function oneSignalProvider(deps: {
  deviceId: () => string;
  loadSdk: () => Promise<OneSignalSdk>;
}): PushProvider {
  let sdk: OneSignalSdk | null = null;
  const ready = () => {
    if (!sdk) throw pushError('not-subscribed');
    return sdk;
  };
  const currentId = () => sdk?.User.PushSubscription.id || null;

  return {
    kind: 'onesignal',
    async initialise(appId) {
      if (!appId) throw pushError('no-app-id');
      const loaded = await deps.loadSdk();
      try {
        await loaded.init({
          appId,
          serviceWorkerPath: ONESIGNAL_WORKER.path,
          serviceWorkerParam: { scope: ONESIGNAL_WORKER.scope },
        });
      } catch (error) {
        throw pushError('sdk-unavailable', error);
      }
      sdk = loaded;
    },
    async requestPermission() {
      await ready().Notifications.requestPermission();
      return permissionOf(typeof Notification === 'undefined' ? undefined : Notification.permission);
    },
    async optIn() {
      try {
        await ready().User.PushSubscription.optIn();
      } catch (error) {
        throw error instanceof PushError ? error : pushError('not-subscribed', error);
      }
      if (!(await pollUntil(() => currentId() !== null, SUBSCRIPTION_POLL)))
        throw pushError('not-subscribed');
    },
    async login(externalId, token) {
      const loaded = ready();
      await (token ? loaded.login(externalId, token) : loaded.login(externalId));
      const subscriptionId = currentId();
      if (!subscriptionId) throw pushError('not-subscribed');
      await putPushDevice(deps.deviceId(), {
        timeZone: deviceTimeZone(),
        channel: { kind: 'onesignal', subscriptionId },
      });
    },
    async addTags(tags: PushTags) {
      const loaded = ready();
      try {
        await loaded.User.addTags({ ...tags });
      } catch (error) {
        throw pushError('tag-api-unavailable', error);
      }
      // The server schedules the reminders, so it keeps the same tags.
      await putPushDeviceTags(deps.deviceId(), tags);
    },
    async getTags() {
      const all = ready().User.getTags();
      // Only Larder's tags: the OneSignal user may carry others, set from its dashboard.
      return Object.fromEntries(PUSH_TAG_KEYS.filter((key) => key in all).map((key) => [key, all[key]]));
    },
    subscriptionId: currentId,
  };
}
