import { ApiError } from '../../lib/api-client.ts';
import { isNativeApp } from '../../lib/platform.ts';
import { findOneSignalAppId } from './api/onesignal-app-id.ts';
import { getPushConfig } from './api/push-config.ts';
import { nativePushDeps } from './providers/native-deps.ts';
import { nativePushProvider } from './providers/native-push.ts';
import { oneSignalProvider } from './providers/onesignal.ts';
import { loadOneSignalSdk } from './providers/onesignal-sdk.ts';
import { webPushProvider } from './providers/web-push.ts';
import { pushDeviceId } from './push-device.ts';
import { pushError } from './push-errors.ts';
import type { PushBackend } from './push-setup.ts';

/** A native app needs no app id: the OS's push service (APNs, FCM) is the app's own. */
const NATIVE_APP_ID = 'native';

/**
 * Which provider this device uses: the native app's own push, when the server can send to it; else what
 * the server says
 * (`GET /api/push/config`): Web Push with its VAPID key (the default), or OneSignal, whose app id comes
 * by spec §7's chain. A server with no push configured (404) has no app id.
 */
export async function findPushBackend(): Promise<PushBackend> {
  let config: Awaited<ReturnType<typeof getPushConfig>>;
  try {
    config = await getPushConfig();
  } catch (error) {
    throw error instanceof ApiError && error.status === 404 ? pushError('no-app-id', error) : error;
  }
  if (isNativeApp()) {
    // The app's token is only worth registering with a server that can send to APNs and FCM.
    if (!config.nativePush) throw pushError('no-app-id');
    return { provider: nativePushProvider(nativePushDeps), appId: NATIVE_APP_ID };
  }
  if (config.provider === 'onesignal') {
    return {
      provider: oneSignalProvider({ deviceId: pushDeviceId, loadSdk: loadOneSignalSdk }),
      appId: await findOneSignalAppId(),
    };
  }
  return { provider: webPushProvider(pushDeviceId), appId: config.publicKey };
}
