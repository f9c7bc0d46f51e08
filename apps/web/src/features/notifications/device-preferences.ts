import {
  type NotificationPreferences,
  readNotificationPreferences,
} from '@larder/domain/notifications/preferences';
import { readFlag, removeFlag, writeFlag } from '../../lib/storage.ts';

/** The cook's reminder settings as this device keeps them (spec §3 `notificationPreferences`); defaults when none. */
export function readDevicePreferences(): NotificationPreferences {
  return readNotificationPreferences(readFlag('notificationPreferences'));
}

/**
 * Keeps a change on the device at once. Until the server has the tags made from it, the last sync no
 * longer stands: the next start syncs again (`needsTagResync`) if this page does not get to.
 */
export function storeDevicePreferences(prefs: NotificationPreferences): void {
  writeFlag('notificationPreferences', JSON.stringify(prefs));
  removeFlag('notification_last_sync');
}
