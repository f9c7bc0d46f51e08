import type { CDPSession, Page } from '@playwright/test';
import {
  type PushService,
  type PushServiceSubscription,
  startPushService,
} from '../../server/test/push-service.ts';
import { signedInCook } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/*
 * A reminder end to end: the cook allows notifications, sets breakfast to the next minute, and the server's
 * scheduler sends it at that minute through standard Web Push. Headless Chromium has no push service of its
 * own (subscribing answers "permission denied"), so the page's PushManager hands out a subscription at a
 * local push service, which decrypts what the server posts, as the browser would, and hands it to the
 * page's service worker through DevTools (ServiceWorker.deliverPushMessage), as a push service's
 * connection would. The worker shows the notification; the journey taps it (a notificationclick in the
 * worker) and lands on Today.
 */

test.use({ serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });

/** The page's PushManager, subscribed at the local push service (kept across reloads). */
async function subscribeAt(page: Page, subscription: PushServiceSubscription) {
  await page.addInitScript((sub) => {
    const decode = (text: string) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      const bytes = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
      return Uint8Array.from(bytes, (c) => c.charCodeAt(0)).buffer;
    };
    let current: PushSubscription | null = null;
    const make = (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey;
      const serverKey = typeof key === 'string' ? decode(key) : key instanceof ArrayBuffer ? key : null;
      const made = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: serverKey },
        getKey: (name: string) => decode(name === 'auth' ? sub.keys.auth : sub.keys.p256dh),
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      current = make(options ?? {});
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.permissionState = async () => 'granted';
  }, subscription);
}

/**
 * Hands decrypted push messages to the page's service worker, as the browser's push service would: the
 * live registration is the one DevTools last reported.
 */
async function pushBridge(cdp: CDPSession, origin: string) {
  type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };
  let live: Registration | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => {
    live = event.registrations.find((registration) => !registration.isDeleted) ?? live;
  });
  await cdp.send('ServiceWorker.enable');
  return async (data: string) => {
    await expect.poll(() => live?.registrationId, { timeout: 10_000 }).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: live?.registrationId ?? '',
      data,
    });
  };
}

/**
 * The next minute on the page's clock, or the one after when this one is nearly over (the reminder must
 * reach the server before the scheduler reaches its minute): HH:MM in the page's time zone, and in UTC.
 */
async function comingMinute(page: Page): Promise<{ local: string; utc: string; startsAt: number }> {
  return page.evaluate(() => {
    const now = new Date();
    const at = new Date(now.getTime() + (now.getSeconds() > 40 ? 120_000 : 60_000));
    at.setSeconds(0, 0);
    const local = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    return { local, utc: at.toISOString().slice(11, 16), startsAt: at.getTime() };
  });
}

/** The tags the server holds for this device. */
async function serverTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const device = localStorage.getItem('larder_push_device');
    const answer = await fetch(`/api/push/devices/${device}/tags`);
    return answer.ok ? ((await answer.json()) as { tags: Record<string, string> }).tags : {};
  });
}

let service: PushService | undefined;
test.afterEach(async () => {
  await service?.close();
  service = undefined;
});

test('a cook allows reminders, sets breakfast to the next minute, gets it and lands on Today', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  // The scheduler ticks once a minute: the reminder comes within two.
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  service = await startPushService();
  await subscribeAt(page, service.subscribe());
  await signedInCook(page, request, origin, testInfo);
  // The app's service worker controls the page (the first install claims it).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const turnOn = section.getByRole('button', { name: 'Turn on reminders' });
  await expect(turnOn).toBeVisible();
  // The cook taps it and allows notifications when the browser asks.
  await context.grantPermissions(['notifications'], { origin });
  await turnOn.click();
  await expect(section.getByText('Saved. Reminders will come to this device.')).toBeVisible({
    timeout: 20_000,
  });

  // Breakfast at the next minute, saved on the server before that minute starts (the scheduler reaches a
  // minute once it has begun): on a machine too slow for that, the minute after.
  await expect(async () => {
    const minute = await comingMinute(page);
    await section.getByLabel('Time for breakfast').fill(minute.local);
    // Indian time is UTC+05:30: the server holds the UTC minute.
    await expect
      .poll(async () => (await serverTags(page)).meal_schedule, { timeout: 20_000 })
      .toContain(`b=${minute.utc};`);
    expect(Date.now()).toBeLessThan(minute.startsAt - 1_000);
  }).toPass({ timeout: 90_000 });
  expect((await serverTags(page)).meal_prefs).toBe('1111');

  const [push] = await service.waitFor(1, 180_000);
  if (!push) throw new Error('no reminder reached the push service');
  expect(JSON.parse(push.payload)).toMatchObject({ title: 'Breakfast from your fridge', url: '/today' });

  await page.goto('/settings');
  const deliver = await pushBridge(await context.newCDPSession(page), new URL(origin).origin);
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`),
    );
  // Handed over again if the worker was not ready to take it (a busy machine): the notification's tag
  // makes a second copy replace the first, as a push service's redelivery would.
  await expect(async () => {
    await deliver(push.payload);
    await expect
      .poll(shown, { timeout: 5_000 })
      .toEqual([expect.stringMatching(/^Breakfast from your fridge: /)]);
  }).toPass({ timeout: 40_000 });

  // The cook taps it.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to tap');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every reminder setting is changed on the phone and reaches the server as UTC tags', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  service = await startPushService();
  await context.grantPermissions(['notifications'], { origin });
  await subscribeAt(page, service.subscribe());
  await signedInCook(page, request, origin, testInfo);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('Saved. Reminders will come to this device.')).toBeVisible({
    timeout: 20_000,
  });
  const tags = async () =>
    (await serverTags(page)) as { meal_schedule?: string; meal_prefs?: string; use_it_up?: string };
  // The defaults, in Indian time (UTC+05:30): 07:00, 11:00, 16:00 and Sunday 18:00.
  await expect.poll(async () => (await tags()).meal_schedule).toBe('b=01:30;l=05:30;d=10:30;w=0@12:30');

  // Lunch off; dinner prep at 00:15 (the evening before, in UTC); weekly planning on Monday at 03:00 (still
  // Sunday in UTC); no use-it-up alerts.
  await section.getByText('Lunch planning', { exact: true }).click();
  await expect.poll(async () => (await tags()).meal_prefs).toBe('1011');
  await section.getByLabel('Time for dinner prep').fill('00:15');
  await section.getByLabel('Day for weekly planning').selectOption({ label: 'Monday' });
  await section.getByLabel('Time for weekly planning').fill('03:00');
  await expect.poll(async () => (await tags()).meal_schedule).toBe('b=01:30;l=05:30;d=18:45;w=0@21:30');
  await section.getByText('Use-it-up alerts — food that goes off tomorrow', { exact: true }).click();
  await expect.poll(async () => (await tags()).use_it_up).toBe('0');

  // Every reminder off at once: the device stays registered, with nothing to send.
  await section.getByText('Reminders', { exact: true }).click();
  await expect(section.getByText('Saved. Reminders are off on this device.')).toBeVisible({
    timeout: 20_000,
  });
  expect(await tags()).toMatchObject({ meal_prefs: '0000', use_it_up: '0' });

  // The phone remembers the choices (spec §3: kept on the device).
  await page.reload();
  await section.getByText('Reminders', { exact: true }).click();
  await expect(section.getByLabel('Time for dinner prep')).toHaveValue('00:15');
  await expect(section.getByLabel('Day for weekly planning')).toHaveValue('1');
  await expect.poll(async () => (await tags()).meal_prefs).toBe('1011');
});

test('a cook who blocked notifications is told how to allow them, with nothing to tap', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await signedInCook(page, request, baseURL ?? '', testInfo);
  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(
    section.getByText(
      'Notifications are blocked for Larder. Allow them in your browser or phone settings, then come back.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('switch')).toHaveCount(0);
});
