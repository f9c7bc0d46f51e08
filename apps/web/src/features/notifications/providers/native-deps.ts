import { Capacitor } from '@capacitor/core';
import { isNativeIos } from '../../../lib/platform.ts';
import { pushDeviceId } from '../push-device.ts';
import type { NativePushDeps } from './native-push.ts';

/** The native app's real plugin, imported on first use: the web bundle never downloads it. */
export const nativePushDeps: NativePushDeps = {
  deviceId: pushDeviceId,
  platform: () => (isNativeIos() ? 'ios' : 'android'),
  isPluginAvailable: () => Capacitor.isPluginAvailable('PushNotifications'),
  loadPlugin: () => import('@capacitor/push-notifications').then((module) => module.PushNotifications),
};
