import { DEFAULT_NOTIFICATION_PREFERENCES } from '@larder/domain/notifications/preferences';
import { buildPushTags } from '@larder/domain/notifications/tags';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOf, writeSessionState } from '../../../lib/session-store.ts';
import { COOK } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { DEVICE_ID, fakePushServer, removeServiceWorker, webPushBrowser } from '../push-fixtures.ts';
import { resetReminders } from '../reminders.ts';
import { NotificationSettings } from './notification-settings.tsx';

freshSessionEachTest();

const NOW = new Date('2026-05-04T09:30:00Z');
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const BLOCKED =
  'Notifications are blocked for Larder. Allow them in your browser or phone settings, then come back.';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.setItem('larder_push_device', DEVICE_ID);
  writeSessionState(sessionOf(COOK));
  resetReminders();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeServiceWorker();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const section = () => {
  render(
    <section aria-label="Notifications">
      <NotificationSettings />
    </section>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
};
const statusLine = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');
const storedPrefs = () => JSON.parse(localStorage.getItem('notificationPreferences') ?? 'null');
const freshSync = () => {
  localStorage.setItem('notification_last_sync', new Date(NOW.getTime() - 60_000).toISOString());
  localStorage.setItem('notification_tag_schema_version', '2');
};

describe('Settings › Notifications', () => {
  it('not asked yet: explains, and "Turn on reminders" asks, subscribes and syncs the tags', async () => {
    const { notification, worker } = webPushBrowser('default', 'granted');
    const server = fakePushServer();
    const region = section();
    await wait(0);
    expect(region.textContent).toContain('the evening before food goes off');
    expect(within(region).queryByRole('switch')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: 'Turn on reminders' }));
    await wait(0);
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('switch', { name: /^Reminders/ })).toHaveProperty('checked', true);
    expect(statusLine()).toContain('Saving…');
    expect(worker.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === `/api/push/devices/${DEVICE_ID}`)).toBe(
      true,
    );
    // Spec §9: 2 s after opting in, then 1 s before checking the tags.
    await wait(2_000);
    expect(server.tagPuts()).toHaveLength(1);
    await wait(1_000);
    expect(statusLine()).toContain('Saved. Reminders will come to this device.');
    expect(server.tags()).toEqual(
      buildPushTags(structuredClone(DEFAULT_NOTIFICATION_PREFERENCES), zone, NOW),
    );
    expect(localStorage.getItem('notification_tag_schema_version')).toBe('2');
  });

  it('blocked: says how to allow them, with nothing else to click', async () => {
    webPushBrowser('denied');
    fakePushServer();
    const region = section();
    await wait(0);
    expect(region.textContent).toBe(BLOCKED);
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).queryAllByRole('switch')).toHaveLength(0);
  });

  it('a browser without push says so', async () => {
    const region = section();
    await wait(0);
    expect(region.textContent).toContain("This browser can't show notifications");
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
  });

  it('Safari on an iPhone: reminders need Larder on the Home Screen, and how', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    webPushBrowser('default');
    const region = section();
    await wait(0);
    expect(region.textContent).toContain('On iPhone and iPad, reminders need Larder on your Home Screen.');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'In Safari, tap Share .',
      'Choose Add to Home Screen .',
      'Open Larder from your Home Screen and turn reminders on in Settings.',
    ]);
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
  });

  it('granted and synced lately: shows every reminder with its time, without calling the server', async () => {
    webPushBrowser('granted');
    const server = fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    expect(server.pushCalls()).toHaveLength(0);
    expect(statusLine()).toContain('Saved. Reminders will come to this device.');
    for (const name of ['Breakfast reminder', 'Lunch planning', 'Dinner prep', 'Weekly planning']) {
      expect(within(region).getByRole('switch', { name: new RegExp(`^${name}`) })).toHaveProperty(
        'checked',
        true,
      );
    }
    expect(within(region).getByLabelText('Time for breakfast')).toHaveProperty('value', '07:00');
    expect(within(region).getByLabelText('Time for lunch planning')).toHaveProperty('value', '11:00');
    expect(within(region).getByLabelText('Time for dinner prep')).toHaveProperty('value', '16:00');
    expect(within(region).getByLabelText('Time for weekly planning')).toHaveProperty('value', '18:00');
    const day = within(region).getByLabelText('Day for weekly planning') as HTMLSelectElement;
    expect(day.selectedOptions[0]?.textContent).toBe('Sunday');
    expect([...day.options].map((o) => o.textContent)).toHaveLength(7);
    expect(
      within(region).getByRole('switch', { name: /^Use-it-up alerts — food that goes off tomorrow/ }),
    ).toHaveProperty('checked', true);
  });

  it('keeps each change on the device at once and syncs 800 ms after the last one', async () => {
    webPushBrowser('granted');
    const server = fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    fireEvent.change(within(region).getByLabelText('Time for breakfast'), { target: { value: '06:45' } });
    expect(storedPrefs().smartTiming.breakfastReminder).toEqual({ enabled: true, time: '06:45' });
    expect(statusLine()).toContain('Saving…');
    await wait(500);
    fireEvent.change(within(region).getByLabelText('Day for weekly planning'), { target: { value: '3' } });
    expect(storedPrefs().smartTiming.weeklyPlanning.day).toBe(3);
    await wait(799);
    expect(server.pushCalls()).toHaveLength(0);
    await wait(1);
    expect(server.pushCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/push/config',
      `PUT /api/push/devices/${DEVICE_ID}`,
    ]);
    await wait(3_000);
    expect(server.tagPuts()).toHaveLength(1);
    expect(server.tags()).toEqual(buildPushTags(storedPrefs(), zone, new Date()));
    expect(statusLine()).toContain('Saved. Reminders will come to this device.');
  });

  it('a change still waiting when the cook leaves Settings is synced at once', async () => {
    webPushBrowser('granted');
    const server = fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    fireEvent.click(within(region).getByRole('switch', { name: /^Use-it-up alerts/ }));
    expect(storedPrefs().useItUp).toBe(false);
    // Until the server has it, the next start knows a sync is due.
    expect(localStorage.getItem('notification_last_sync')).toBeNull();
    cleanup();
    await wait(0);
    expect(server.pushCalls().map((c) => c.method)).toEqual(['GET', 'PUT']);
    await wait(3_000);
    expect(server.tags()).toMatchObject({ use_it_up: '0' });
  });

  it('says when the use-it-up alerts come, in the device’s own way of writing times', async () => {
    webPushBrowser('granted');
    fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    fireEvent.change(within(region).getByLabelText('Time for dinner prep'), { target: { value: '18:30' } });
    const sixThirty = new Date(2000, 0, 1, 18, 30).toLocaleTimeString(undefined, {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(region.textContent).toContain(`The evening before, at your dinner-prep time (${sixThirty}).`);
    await wait(800 + 3_000);
  });

  it('a cleared time is not saved', async () => {
    webPushBrowser('granted');
    fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    fireEvent.change(within(region).getByLabelText('Time for dinner prep'), { target: { value: '' } });
    expect(localStorage.getItem('notificationPreferences')).toBeNull();
  });

  it('turning reminders off hides them and sends all flags 0, keeping the device registered', async () => {
    webPushBrowser('granted');
    const server = fakePushServer();
    freshSync();
    const region = section();
    await wait(0);
    fireEvent.click(within(region).getByRole('switch', { name: /^Reminders/ }));
    expect(within(region).queryByRole('switch', { name: /^Breakfast reminder/ })).toBeNull();
    expect(storedPrefs().enabled).toBe(false);
    await wait(800 + 3_000);
    expect(server.tags()).toMatchObject({ meal_prefs: '0000', use_it_up: '0' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(statusLine()).toContain('Saved. Reminders are off on this device.');
  });

  it('a failed sync says why and "Try again" syncs again', async () => {
    webPushBrowser('granted');
    let broken = true;
    const server = fakePushServer({}, { tagsDown: () => broken });
    const region = section();
    await wait(0);
    // Arriving with no sync yet: subscribe, 2 s, then 4 attempts with 1 s, 2 s, 3 s between.
    await wait(2_000 + 1_000 + 2_000 + 3_000);
    expect(statusLine()).toContain("Couldn't sync your reminders. Down for a moment.");
    broken = false;
    server.calls.length = 0;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await wait(0);
    expect(statusLine()).toContain('Saving…');
    await wait(1_000);
    expect(statusLine()).toContain('Saved. Reminders will come to this device.');
    expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a server without push set up says so, honestly', async () => {
    webPushBrowser('granted');
    fakePushServer({ 'GET /api/push/config': { status: 404, body: { code: 'NOT_FOUND' } } });
    section();
    await wait(0);
    expect(statusLine()).toContain(
      "Couldn't sync your reminders. Reminders aren't set up on this Larder server yet.",
    );
  });

  it('offline when turning on: the button stays, with the reason', async () => {
    webPushBrowser('default', 'granted');
    fakePushServer({ 'GET /api/push/config': { offline: true } });
    const region = section();
    await wait(0);
    fireEvent.click(within(region).getByRole('button', { name: 'Turn on reminders' }));
    await wait(0);
    expect(within(region).getByRole('alert').textContent).toBe(
      "Couldn't turn on reminders. You're offline. Try again once you're back online.",
    );
    expect(within(region).getByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
  });

  it('allowed in the browser settings meanwhile: coming back shows the reminders and syncs', async () => {
    const { notification } = webPushBrowser('denied');
    const server = fakePushServer();
    const region = section();
    await wait(0);
    expect(region.textContent).toBe(BLOCKED);
    notification.permission = 'granted';
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(0);
    expect(within(region).getByRole('switch', { name: /^Reminders/ })).toBeTruthy();
    await wait(3_000);
    expect(server.tagPuts()).toHaveLength(1);
  });
});
