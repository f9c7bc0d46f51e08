import { needsTagResync } from '@larder/domain/notifications/tags';
import { readFlag } from '../../lib/storage.ts';
import { readDevicePreferences } from './device-preferences.ts';
import { currentPermission, pushSupport } from './push-support.ts';
import { syncReminders } from './reminders.ts';

/**
 * At start-up, for a signed-in cook on a device set up for reminders: when the stored tag schema version
 * differs or the last sync is over 24 hours old (spec §4), and permission is still granted, the tags are
 * synced again (the time zone may have changed too). Quiet: a failure is logged and tried next start.
 */
export async function resyncIfNeeded(userId: string, now = Date.now()): Promise<'synced' | 'not-needed'> {
  const stored = {
    version: readFlag('notification_tag_schema_version'),
    lastSync: readFlag('notification_last_sync'),
  };
  if (!needsTagResync(stored, now)) return 'not-needed';
  const support = pushSupport();
  if (support !== 'web' && support !== 'native') return 'not-needed';
  if ((await currentPermission(support)) !== 'granted') return 'not-needed';
  await syncReminders(userId, readDevicePreferences());
  return 'synced';
}
