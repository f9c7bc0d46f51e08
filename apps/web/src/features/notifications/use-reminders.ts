import type { NotificationPreferences } from '@larder/domain/notifications/preferences';
import { needsTagResync } from '@larder/domain/notifications/tags';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readFlag } from '../../lib/storage.ts';
import { readDevicePreferences, storeDevicePreferences } from './device-preferences.ts';
import { hasPushDevice } from './push-device.ts';
import { reminderFailureText } from './push-errors.ts';
import { type PushPermission, permissionOf } from './push-provider.ts';
import { currentPermission, type PushSupport, pushSupport } from './push-support.ts';
import { askPermission, pushSetup, syncReminders } from './reminders.ts';

/** How long after the last change the tags are sent (several quick changes, one sync). */
export const SYNC_DEBOUNCE_MS = 800;

export type SyncState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'synced' }
  | { status: 'failed'; message: string };

/** Permission as the section knows it: 'checking' while the native plugin is asked. */
export type SectionPermission = PushPermission | 'checking';

function firstPermission(support: PushSupport): SectionPermission {
  if (support === 'native') return 'checking';
  return support === 'web' ? permissionOf(Notification.permission) : 'prompt';
}

const syncStillStands = () =>
  hasPushDevice() &&
  !needsTagResync(
    { version: readFlag('notification_tag_schema_version'), lastSync: readFlag('notification_last_sync') },
    Date.now(),
  );

/**
 * The Notifications section's state: what the device supports and allows, the cook's preferences (kept
 * on the device at every change), and the sync of their tags (800 ms after the last change, one at a
 * time, the newest preferences each time).
 */
export function useReminders(userId: string) {
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState<SectionPermission>(() => firstPermission(support));
  const [prefs, setPrefs] = useState(readDevicePreferences);
  const [sync, setSync] = useState<SyncState>({ status: 'idle' });
  const [asking, setAsking] = useState(false);
  const [askError, setAskError] = useState<string | null>(null);
  const latest = useRef(prefs);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  const again = useRef(false);

  const syncNow = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSync({ status: 'saving' });
    let result: SyncState = { status: 'synced' };
    try {
      do {
        again.current = false;
        try {
          await syncReminders(userId, latest.current);
          result = { status: 'synced' };
        } catch (error) {
          console.warn('Reminder sync failed', error);
          result = { status: 'failed', message: reminderFailureText(error) };
        }
      } while (again.current);
    } finally {
      running.current = false;
    }
    setSync(result);
  }, [userId]);

  const checkPermission = useCallback(async () => {
    try {
      return await currentPermission(support);
    } catch (error) {
      setAskError(reminderFailureText(error));
      return 'prompt' as const;
    }
  }, [support]);

  const permissionNow = useRef(permission);
  const settle = useCallback((now: SectionPermission) => {
    permissionNow.current = now;
    setPermission(now);
  }, []);

  // On arrival with permission granted: sync unless the last sync still stands. Back on the page (the
  // cook may have allowed or blocked Larder in the settings meanwhile): look again.
  useEffect(() => {
    if (support !== 'web' && support !== 'native') return;
    let active = true;
    const look = async (arriving: boolean) => {
      const before = permissionNow.current;
      const now = await checkPermission();
      if (!active) return;
      settle(now);
      if (now !== 'granted') return;
      if (arriving && syncStillStands()) setSync({ status: 'synced' });
      else if (arriving || before !== 'granted') void syncNow();
    };
    void look(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void look(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [support, checkPermission, settle, syncNow]);

  // Not asked yet: the provider is set up ahead, so the prompt comes straight from the tap.
  useEffect(() => {
    if (permission === 'prompt' && (support === 'web' || support === 'native')) {
      pushSetup.initialise().catch(() => undefined);
    }
  }, [permission, support]);

  // A change still waiting when the cook leaves is sent at once.
  useEffect(
    () => () => {
      if (timer.current) void syncNow();
    },
    [syncNow],
  );

  const change = useCallback(
    (next: NotificationPreferences) => {
      latest.current = next;
      setPrefs(next);
      storeDevicePreferences(next);
      setSync({ status: 'saving' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void syncNow(), SYNC_DEBOUNCE_MS);
    },
    [syncNow],
  );

  const turnOn = useCallback(async () => {
    setAsking(true);
    setAskError(null);
    try {
      const answer = await askPermission();
      settle(answer);
      if (answer === 'granted') void syncNow();
    } catch (error) {
      setAskError(reminderFailureText(error));
    } finally {
      setAsking(false);
    }
  }, [settle, syncNow]);

  return { support, permission, prefs, change, sync, retry: syncNow, turnOn, asking, askError };
}
