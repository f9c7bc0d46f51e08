import { readFlag, removeFlag } from '../../lib/storage.ts';
import { deletePushDevice } from './api/push-device.ts';
import { forgetDeviceInWorker } from './worker-device.ts';

/**
 * Before signing out: this device stops getting the cook's reminders, even offline. The server forgets
 * the device (when it can be reached), the browser drops its push subscription, and the device id goes,
 * so the next cook to sign in here starts with a device of their own. A failure is not worth stopping
 * the sign-out for.
 */
export async function stopRemindersHere(): Promise<void> {
  const deviceId = readFlag('larder_push_device');
  if (deviceId === null) return;
  removeFlag('notification_last_sync');
  await deletePushDevice(deviceId).catch(() => undefined);
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or no subscription here: nothing to drop.
  }
  await forgetDeviceInWorker();
  removeFlag('larder_push_device');
}
