import type { PushTags } from '@larder/domain/api/push';
import { WEB_SUBSCRIPTION_WAIT_MS } from '@larder/domain/constants';
import { putPushDevice } from '../api/push-device.ts';
import { getPushDeviceTags, putPushDeviceTags } from '../api/push-device-tags.ts';
import { deviceTimeZone } from '../push-device.ts';
import { PushError, pushError } from '../push-errors.ts';
import { type PushProvider, permissionOf } from '../push-provider.ts';
import { within } from '../wait.ts';
import { shareDeviceWithWorker } from '../worker-device.ts';

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(existing: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Standard Web Push with Larder's own server (the default): the browser subscribes with the server's
 * VAPID key through the service worker, the subscription is registered as this device, and the tags
 * live on the server, which sends the reminders.
 */
export function webPushProvider(deviceId: () => string): PushProvider {
  let publicKey: Uint8Array<ArrayBuffer> | null = null;
  let subscription: PushSubscription | null = null;
  let registered = false;

  return {
    kind: 'web-push',
    async initialise(appId) {
      if (!appId) throw pushError('no-app-id');
      publicKey = keyBytes(appId);
    },
    async requestPermission() {
      return permissionOf(await Notification.requestPermission());
    },
    async optIn() {
      if (!publicKey) throw pushError('no-app-id');
      const key = publicKey;
      try {
        const registration = await within(navigator.serviceWorker.ready, WEB_SUBSCRIPTION_WAIT_MS, () =>
          pushError('not-subscribed'),
        );
        const existing = await registration.pushManager.getSubscription();
        if (existing && sameKey(existing.options.applicationServerKey, key)) {
          subscription = existing;
          return;
        }
        // A subscription made with another key (the server's keys changed) cannot be reused.
        await existing?.unsubscribe();
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
      } catch (error) {
        subscription = null;
        throw error instanceof PushError ? error : pushError('not-subscribed', error);
      }
    },
    async login() {
      if (!subscription) throw pushError('not-subscribed');
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw pushError('not-subscribed');
      // The server knows the cook from the session; this device is theirs from now on.
      await putPushDevice(deviceId(), {
        timeZone: deviceTimeZone(),
        channel: {
          kind: 'web-push',
          subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        },
      });
      registered = true;
      await shareDeviceWithWorker(deviceId());
    },
    async addTags(tags: PushTags) {
      await putPushDeviceTags(deviceId(), tags);
    },
    async getTags() {
      return (await getPushDeviceTags(deviceId())).tags;
    },
    subscriptionId: () => (registered ? deviceId() : null),
  };
}
