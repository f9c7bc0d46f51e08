import { DEFAULT_NOTIFICATION_PREFERENCES } from '@larder/domain/notifications/preferences';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakePushServer, removeServiceWorker, webPushBrowser } from './push-fixtures.ts';
import { resetReminders, syncReminders } from './reminders.ts';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('larder_push_device', DEVICE_ID);
  resetReminders();
  vi.useFakeTimers({ now: new Date('2026-05-04T09:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeServiceWorker();
});

async function sync() {
  const done = syncReminders('cook-1', DEFAULT_NOTIFICATION_PREFERENCES);
  await vi.advanceTimersByTimeAsync(10_000);
  await done;
}

describe('syncing reminders', () => {
  it('registers the device again, once, when the server no longer knows it', async () => {
    webPushBrowser('granted');
    let forgotten = false;
    const tagsPath = `/api/push/devices/${DEVICE_ID}/tags`;
    const server = fakePushServer();
    await sync();
    const registrations = () =>
      server.pushCalls().filter((c) => c.method === 'PUT' && c.path === `/api/push/devices/${DEVICE_ID}`);
    expect(registrations()).toHaveLength(1);

    // The push service said the subscription ended: the server forgot the device.
    forgotten = true;
    const again = fakePushServer({
      [`PUT ${tagsPath}`]: (init) => {
        if (forgotten) {
          forgotten = false;
          return {
            status: 404,
            body: { error: { code: 'not_found', message: 'This device is not set up for reminders.' } },
          };
        }
        return { body: JSON.parse(String(init?.body)) };
      },
      [`GET ${tagsPath}`]: () => ({
        body: { tags: (again.tagPuts().at(-1)?.body as { tags?: object } | undefined)?.tags ?? {} },
      }),
    });
    await sync();
    expect(again.pushCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT ${tagsPath}`,
      `PUT /api/push/devices/${DEVICE_ID}`,
      `PUT ${tagsPath}`,
      `GET ${tagsPath}`,
    ]);
  });
});
