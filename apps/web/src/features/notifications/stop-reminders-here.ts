import { readFlag, removeFlag } from '../../lib/storage.ts';
import { deletePushDevice } from './api/push-device.ts';

/**
 * Before signing out: this device stops getting the cook's reminders (the server forgets it), and the
 * next cook to sign in here syncs their own tags. A failure (offline, already gone) is not worth stopping
 * the sign-out for.
 */
export async function stopRemindersHere(): Promise<void> {
  const deviceId = readFlag('larder_push_device');
  if (deviceId === null) return;
  removeFlag('notification_last_sync');
  await deletePushDevice(deviceId).catch(() => undefined);
}
