import { platform } from '../../../platform/index.ts';
import { pushDeviceId } from '../push-device.ts';
import type { NativePushDeps } from './native-push.ts';

/** The native app's push plugin, from the platform (imported on first use: the web bundle never downloads it). */
export const nativePushDeps: NativePushDeps = {
  deviceId: pushDeviceId,
  platform: () => (platform().kind === 'ios' ? 'ios' : 'android'),
  isPluginAvailable: () => platform().push.isPluginAvailable(),
  loadPlugin: () => platform().push.loadPlugin(),
};
