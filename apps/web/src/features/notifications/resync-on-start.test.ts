import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakePushServer, removeServiceWorker, webPushBrowser } from './push-fixtures.ts';
import { resetReminders } from './reminders.ts';
import { resyncIfNeeded } from './resync-on-start.ts';

const NOW = new Date('2026-05-04T09:30:00Z');
const HOUR = 60 * 60_000;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('larder_push_device', DEVICE_ID);
  resetReminders();
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeServiceWorker();
});

const lastSynced = (hoursAgo: number, version = '2') => {
  localStorage.setItem('notification_last_sync', new Date(NOW.getTime() - hoursAgo * HOUR).toISOString());
  localStorage.setItem('notification_tag_schema_version', version);
};

async function resync() {
  const result = resyncIfNeeded('cook-1');
  await vi.advanceTimersByTimeAsync(3_000);
  return result;
}

describe('resync on start (spec §4)', () => {
  it('does nothing when the last sync is under 24 hours old with this tag schema', async () => {
    webPushBrowser('granted');
    const server = fakePushServer();
    lastSynced(23);
    expect(await resync()).toBe('not-needed');
    expect(server.pushCalls()).toHaveLength(0);
  });

  it.each([
    ['the last sync is over 24 hours old', 25, '2'],
    ['the stored tag schema version differs', 1, '1'],
  ])('syncs again when %s', async (_, hoursAgo, version) => {
    webPushBrowser('granted');
    const server = fakePushServer();
    localStorage.setItem('notificationPreferences', JSON.stringify({ useItUp: false }));
    lastSynced(hoursAgo, version);
    expect(await resync()).toBe('synced');
    expect(server.tags()).toMatchObject({ meal_prefs: '1111', use_it_up: '0' });
    expect(localStorage.getItem('notification_tag_schema_version')).toBe('2');
    expect(localStorage.getItem('notification_last_sync')).toBe('2026-05-04T09:30:03.000Z');
  });

  it.each(['default', 'denied'] as const)('does not sync when permission is %s', async (permission) => {
    webPushBrowser(permission);
    const server = fakePushServer();
    expect(await resync()).toBe('not-needed');
    expect(server.pushCalls()).toHaveLength(0);
  });
});
