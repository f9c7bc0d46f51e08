import { isIosWeb, isNativeApp } from '../../lib/platform.ts';
import { type PushPermission, permissionOf } from './push-provider.ts';

/**
 * Whether this device can get reminders: the native app; a browser with notifications, a service worker
 * and Push; an iPhone or iPad in a Safari tab (Web Push there needs Larder added to the Home Screen);
 * or not at all.
 */
export type PushSupport = 'native' | 'web' | 'ios-needs-install' | 'unsupported';

export function pushSupport(): PushSupport {
  if (isNativeApp()) return 'native';
  if (isIosWeb()) return 'ios-needs-install';
  const web = 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
  return web ? 'web' : 'unsupported';
}

/** What the device allows now, without asking (spec §4: granted, denied or prompt). */
export async function currentPermission(support: PushSupport): Promise<PushPermission> {
  if (support === 'web') return permissionOf(Notification.permission);
  if (support !== 'native') return 'prompt';
  const [{ nativePushPlugin }, { nativePushDeps }] = await Promise.all([
    import('./providers/native-push.ts'),
    import('./providers/native-deps.ts'),
  ]);
  return permissionOf((await (await nativePushPlugin(nativePushDeps)).checkPermissions()).receive);
}
