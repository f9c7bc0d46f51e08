import type { PushTags } from '@larder/domain/api/push';
import { NATIVE_PUSH_PLUGIN_WAIT, NATIVE_SUBSCRIPTION_WAIT } from '@larder/domain/constants';
import { safeSitePath } from '@larder/domain/site-path';
import type { PushNotificationsPlugin } from '../../../platform/types.ts';
import { putPushDevice } from '../api/push-device.ts';
import { getPushDeviceTags, putPushDeviceTags } from '../api/push-device-tags.ts';
import { deviceTimeZone } from '../push-device.ts';
import { pushError } from '../push-errors.ts';
import { type PushProvider, permissionOf } from '../push-provider.ts';
import { pollUntil, within } from '../wait.ts';

/** What the native provider needs from the app shell; tests give fakes of the plugin's documented shapes. */
export interface NativePushDeps {
  deviceId: () => string;
  platform: () => 'ios' | 'android';
  /** `Capacitor.isPluginAvailable('PushNotifications')`: false until the native bridge has loaded it. */
  isPluginAvailable: () => boolean;
  loadPlugin: () => Promise<PushNotificationsPlugin>;
}

const TOKEN_WAIT_MS = NATIVE_SUBSCRIPTION_WAIT.polls * NATIVE_SUBSCRIPTION_WAIT.intervalMs;

/** The plugin, once the bridge has it (spec §9: up to 50 polls at 100 ms); otherwise 'sdk-unavailable'. */
export async function nativePushPlugin(deps: NativePushDeps): Promise<PushNotificationsPlugin> {
  if (!(await pollUntil(deps.isPluginAvailable, NATIVE_PUSH_PLUGIN_WAIT))) throw pushError('sdk-unavailable');
  try {
    return await deps.loadPlugin();
  } catch (error) {
    throw pushError('sdk-unavailable', error);
  }
}

/**
 * The native app (Capacitor): APNs on iOS, FCM on Android. The OS gives a token, registered with
 * Larder's server as this device; the tags live on the server, which sends the reminders.
 */
export function nativePushProvider(deps: NativePushDeps): PushProvider {
  let plugin: PushNotificationsPlugin | null = null;
  let token: string | null = null;
  let registered = false;
  const ready = () => {
    if (!plugin) throw pushError('sdk-unavailable');
    return plugin;
  };

  /** Asks the OS for this app's token: 'registration' answers it, 'registrationError' says why not. */
  async function registerForToken(from: PushNotificationsPlugin): Promise<string> {
    const handles: { remove: () => Promise<void> }[] = [];
    const answer = new Promise<string>((resolve, reject) => {
      void from.addListener('registration', ({ value }) => resolve(value)).then((h) => handles.push(h));
      void from
        .addListener('registrationError', ({ error }) =>
          reject(pushError('not-subscribed', new Error(error))),
        )
        .then((h) => handles.push(h));
    });
    try {
      await from.register();
      return await within(answer, TOKEN_WAIT_MS, () => pushError('not-subscribed'));
    } finally {
      for (const handle of handles) void handle.remove();
    }
  }

  return {
    kind: 'native',
    async initialise() {
      plugin = await nativePushPlugin(deps);
    },
    async requestPermission() {
      const from = ready();
      let status = await from.checkPermissions();
      if (permissionOf(status.receive) === 'prompt') status = await from.requestPermissions();
      return permissionOf(status.receive);
    },
    async optIn() {
      token = await registerForToken(ready());
    },
    async login() {
      if (!token) throw pushError('not-subscribed');
      await putPushDevice(deps.deviceId(), {
        timeZone: deviceTimeZone(),
        channel: { kind: deps.platform() === 'ios' ? 'apns' : 'fcm', token },
      });
      registered = true;
    },
    async addTags(tags: PushTags) {
      await putPushDeviceTags(deps.deviceId(), tags);
    },
    async getTags() {
      return (await getPushDeviceTags(deps.deviceId())).tags;
    },
    subscriptionId: () => (registered ? deps.deviceId() : null),
  };
}

/**
 * A tapped notification opens its page (`notification.data.url`, a path on this site). The plugin keeps
 * a tap that launched the app until a listener is added, so adding it after start-up loses nothing.
 */
export async function openTappedNotifications(
  deps: NativePushDeps,
  open: (url: string) => void,
): Promise<() => void> {
  const plugin = await nativePushPlugin(deps);
  const handle = await plugin.addListener('pushNotificationActionPerformed', ({ notification }) => {
    const url = safeSitePath(notification.data?.url);
    if (url) open(url);
  });
  return () => void handle.remove();
}
