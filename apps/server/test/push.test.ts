import { createServer } from 'node:http';
import type { PushConfig, PushMessage } from '@larder/domain/api/push';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@larder/domain/notifications/preferences';
import { buildPushTags } from '@larder/domain/notifications/tags';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushDevices, pushSchedule } from '../src/db/push-schema.ts';
import { type JobQueue, startJobQueue, stopJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/logger.ts';
import { queueDueReminders, queueExpiryAlert, startPushJobs } from '../src/modules/push/scheduler.ts';
import { pushSender } from '../src/modules/push/senders.ts';
import { resolveVapidKeys } from '../src/modules/push/vapid.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { type PushService, startPushService } from './push-service.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

const env = testEnv({ PUSH_ALLOW_LOOPBACK: 'true' });
const logger = createLogger('silent');
let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
let service: PushService;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env, database: testDb.database }).app;
  service = await startPushService();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await testDb.database.db.delete(pushDevices);
  await testDb.database.db.delete(pushSchedule);
});
afterAll(async () => {
  await service.close();
  await testDb.drop();
});

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
const MINUTE = 60_000;

/** A queue with the push workers on it, as one server instance runs them, on the clock given. */
async function pushInstance(now: () => number): Promise<{ jobs: JobQueue; tick: () => Promise<number> }> {
  const jobs = await startJobQueue({ url: testDb.url, logger });
  const vapid = await resolveVapidKeys(testDb.database.db, env);
  const deps = { db: testDb.database.db, jobs, sender: pushSender({ vapid, env, logger }), logger, now };
  const pushJobs = await startPushJobs(deps);
  cleanups.push(async () => {
    await pushJobs.stop();
    await stopJobQueue(jobs);
  });
  return { jobs, tick: () => queueDueReminders(deps) };
}

/** A signed-in cook whose browser subscribed at the local push service, with reminders at `times`. */
async function subscribedCook(options: { breakfast: string; timeZone?: string; pantry?: string }) {
  const { browser } = await signedInBrowser(app, testDb.database.db);
  if (options.pantry) {
    expect((await browser.request('/api/pantry/items', { json: { text: options.pantry } })).status).toBe(201);
  }
  const subscription = service.subscribe();
  const deviceId = crypto.randomUUID();
  const timeZone = options.timeZone ?? 'Europe/Berlin';
  const put = await browser.request(`/api/push/devices/${deviceId}`, {
    method: 'PUT',
    json: { timeZone, channel: { kind: 'web-push', subscription } },
  });
  expect(put.status).toBe(200);
  const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES) as typeof DEFAULT_NOTIFICATION_PREFERENCES;
  const chosen = {
    ...prefs,
    smartTiming: { ...prefs.smartTiming, breakfastReminder: { enabled: true, time: options.breakfast } },
  };
  const tags = buildPushTags(chosen, timeZone, new Date());
  const putTags = await browser.request(`/api/push/devices/${deviceId}/tags`, {
    method: 'PUT',
    json: { tags },
  });
  expect(putTags.status).toBe(200);
  return { browser, deviceId, subscriptionId: subscription.endpoint.split('/').pop() ?? '', tags };
}

/** The UTC minute at which a Berlin cook's breakfast reminder set to `local` falls today. */
function minuteOf(tags: { meal_schedule: string }): number {
  const hhmm = /b=(\d\d):(\d\d)/.exec(tags.meal_schedule);
  if (!hhmm) throw new Error(`no breakfast in ${tags.meal_schedule}`);
  const at = new Date();
  at.setUTCHours(Number(hhmm[1]), Number(hhmm[2]), 0, 0);
  return at.getTime();
}

describe('push reminders over Web Push', () => {
  it('answers the VAPID public key, the same on every call, and the OneSignal functions say they are not set up', async () => {
    const first = await json<PushConfig>(await browserSession(app).request('/api/push/config'));
    const second = await json<PushConfig>(await browserSession(app).request('/api/push/config'));
    expect(first.provider).toBe('web-push');
    expect(first).toEqual(second);
    if (first.provider === 'web-push') expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const config = await browserSession(app).request('/api/functions/get-onesignal-config', {
      method: 'POST',
    });
    expect(config.status).toBe(404);
  });

  it('registers devices for accounts only, and refuses bad input with a 4xx', async () => {
    const deviceId = crypto.randomUUID();
    const body = {
      timeZone: 'Europe/Berlin',
      channel: { kind: 'web-push', subscription: service.subscribe() },
    };
    const put = (browser: Browser, id: string, payload: unknown) =>
      browser.request(`/api/push/devices/${id}`, { method: 'PUT', json: payload });
    expect((await put(browserSession(app), deviceId, body)).status).toBe(401);
    expect((await put(await anonymousBrowser(app), deviceId, body)).status).toBe(401);

    const { browser } = await signedInBrowser(app, testDb.database.db);
    expect((await put(browser, 'not-a-uuid', body)).status).toBe(400);
    expect((await put(browser, deviceId, { ...body, timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await put(browser, deviceId, { ...body, timeZone: 'Europe/Berlin\u0000' })).status).toBe(400);
    expect((await put(browser, deviceId, { ...body, channel: { kind: 'pigeon' } })).status).toBe(400);
    const internal = {
      ...body,
      channel: {
        kind: 'web-push',
        subscription: { ...service.subscribe(), endpoint: 'https://10.0.0.7/push/x' },
      },
    };
    const refused = await put(browser, deviceId, internal);
    expect(refused.status).toBe(400);
    expect((await json<ErrorAnswer>(refused)).error.message).toBe(
      'That push endpoint is not a push service.',
    );
    expect((await put(browser, deviceId, { ...body, timeZone: 'x'.repeat(100_000) })).status).toBe(400);
    expect((await put(browser, deviceId, body)).status).toBe(200);

    const badTags = await browser.request(`/api/push/devices/${deviceId}/tags`, {
      method: 'PUT',
      json: { tags: { meal_prefs: '11x1' } },
    });
    expect(badTags.status).toBe(400);
    expect((await json<ErrorAnswer>(badTags)).error.message).toMatch(/meal_prefs is four 0\/1 flags\./);
    const unknownTag = await browser.request(`/api/push/devices/${deviceId}/tags`, {
      method: 'PUT',
      json: { tags: { nickname: 'x' } },
    });
    expect(unknownTag.status).toBe(400);
  });

  it("keeps each cook's devices their own: another cook's device id is a 404", async () => {
    const mine = await subscribedCook({ breakfast: '07:00' });
    const { browser: other } = await signedInBrowser(app, testDb.database.db);
    expect((await other.request(`/api/push/devices/${mine.deviceId}/tags`)).status).toBe(404);
    const overwrite = await other.request(`/api/push/devices/${mine.deviceId}/tags`, {
      method: 'PUT',
      json: { tags: { meal_prefs: '0000' } },
    });
    expect(overwrite.status).toBe(404);
    expect((await other.request(`/api/push/devices/${mine.deviceId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    // Nor can another cook take the device id for a browser of their own.
    const taken = await other.request(`/api/push/devices/${mine.deviceId}`, {
      method: 'PUT',
      json: { timeZone: 'UTC', channel: { kind: 'web-push', subscription: service.subscribe() } },
    });
    expect(taken.status).toBe(409);
    const own = await json<{ tags: { meal_prefs: string } }>(
      await mine.browser.request(`/api/push/devices/${mine.deviceId}/tags`),
    );
    expect(own.tags.meal_prefs).toBe(mine.tags.meal_prefs);
  });

  it('sends the breakfast reminder at its UTC minute, encrypted for the browser and signed with our VAPID key', async () => {
    const cook = await subscribedCook({ breakfast: '07:00', pantry: '300 g spinach, 6 eggs, 1 loaf bread' });
    const due = minuteOf(cook.tags);
    const config = await json<PushConfig>(await browserSession(app).request('/api/push/config'));
    service.expectedPublicKey = config.provider === 'web-push' ? config.publicKey : '';
    const before = service.received().length;

    const early = await pushInstance(() => due - MINUTE + 5_000);
    expect(await early.tick()).toBe(0);
    const onTime = await pushInstance(() => due + 5_000);
    expect(await onTime.tick()).toBe(1);
    const [push] = (await service.waitFor(before + 1)).slice(before);
    if (!push) throw new Error('no push arrived');
    expect(push.subscriptionId).toBe(cook.subscriptionId);
    expect(push.vapid.publicKey).toBe(service.expectedPublicKey);
    expect(push.vapid.audience).toBe(service.url);
    expect(push.ttl).toBeGreaterThan(0);
    const message = JSON.parse(push.payload) as PushMessage;
    expect(message).toMatchObject({
      title: 'Breakfast from your fridge',
      url: '/today',
      tag: 'larder-breakfast',
    });
    expect(message.body).toMatch(/^Use your .*spinach.* first — tap for breakfast ideas\.$/);
    await waitUntil(async () => {
      const [row] = await testDb.database.db
        .select()
        .from(pushDevices)
        .where(eq(pushDevices.id, cook.deviceId));
      return row?.lastSentAt != null;
    });
  });

  it('sends every device whose reminder falls on the same minute its own', async () => {
    const cook = await subscribedCook({ breakfast: '06:20' });
    const others = [service.subscribe(), service.subscribe()];
    for (const subscription of others) {
      const deviceId = crypto.randomUUID();
      const device = { timeZone: 'Europe/Berlin', channel: { kind: 'web-push', subscription } };
      expect(
        (await cook.browser.request(`/api/push/devices/${deviceId}`, { method: 'PUT', json: device })).status,
      ).toBe(200);
      const tags = await cook.browser.request(`/api/push/devices/${deviceId}/tags`, {
        method: 'PUT',
        json: { tags: cook.tags },
      });
      expect(tags.status).toBe(200);
    }
    const before = service.received().length;
    const instance = await pushInstance(() => minuteOf(cook.tags) + 3_000);
    expect(await instance.tick()).toBe(3);
    const arrived = (await service.waitFor(before + 3)).slice(before);
    const ids = [cook.subscriptionId, ...others.map((sub) => sub.endpoint.split('/').pop() ?? '')];
    expect(arrived.map((push) => push.subscriptionId).sort()).toEqual(ids.sort());
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const cook = await subscribedCook({ breakfast: '08:15' });
    service.expire(cook.subscriptionId, 410);
    const rejectedBefore = service.rejected().length;
    const instance = await pushInstance(() => minuteOf(cook.tags) + 1_000);
    expect(await instance.tick()).toBe(1);
    await waitUntil(async () => service.rejected().length > rejectedBefore);
    const gone = async () =>
      (await testDb.database.db.select().from(pushDevices).where(eq(pushDevices.id, cook.deviceId)))
        .length === 0;
    await waitUntil(gone);
    expect(
      service
        .rejected()
        .slice(rejectedBefore)
        .map((r) => r.status),
    ).toEqual([410]);
  });

  it('sends one reminder, not two, when two server instances tick the same minute', async () => {
    const cook = await subscribedCook({ breakfast: '09:30' });
    const due = minuteOf(cook.tags) + 2_000;
    const before = service.received().length;
    const [a, b] = await Promise.all([pushInstance(() => due), pushInstance(() => due)]);
    const queued = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    // Their schedule lost (a restored database, a second deployment): ticking the minute again queues
    // nothing, for the reminder's job id is made from its device and minute.
    await testDb.database.db.delete(pushSchedule);
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([0, 0]);
    await service.waitFor(before + 1);
    // Both instances' workers have had time to send a second copy, had there been one.
    // The same device's breakfast moved a minute on, then sent: a second copy of the first would be here.
    const moved = buildPushTags(
      {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        smartTiming: {
          ...DEFAULT_NOTIFICATION_PREFERENCES.smartTiming,
          breakfastReminder: { enabled: true, time: '09:31' },
        },
      },
      'Europe/Berlin',
      new Date(),
    );
    const retimed = await cook.browser.request(`/api/push/devices/${cook.deviceId}/tags`, {
      method: 'PUT',
      json: { tags: moved },
    });
    expect(retimed.status).toBe(200);
    const later = await pushInstance(() => minuteOf(moved) + 2_000);
    expect(await later.tick()).toBe(1);
    const arrived = (await service.waitFor(before + 2)).slice(before);
    expect(arrived.map((push) => push.subscriptionId)).toEqual([cook.subscriptionId, cook.subscriptionId]);
  });

  it('still sends a reminder once when its server stops during the due minute and another starts', async () => {
    const cook = await subscribedCook({ breakfast: '10:45' });
    const due = minuteOf(cook.tags) + 10_000;
    const before = service.received().length;
    // The first instance queues the reminder and stops before any worker of its own sends it.
    const first = await startJobQueue({ url: testDb.url, logger });
    const vapid = await resolveVapidKeys(testDb.database.db, env);
    const deps = {
      db: testDb.database.db,
      jobs: first,
      sender: pushSender({ vapid, env, logger }),
      logger,
      now: () => due,
    };
    expect(await queueDueReminders(deps)).toBe(1);
    await stopJobQueue(first);
    // The next one to start ticks the same minute again (its schedule restarted) and runs the workers.
    await testDb.database.db.delete(pushSchedule);
    const second = await pushInstance(() => due + 20_000);
    expect(await second.tick()).toBe(0);
    const arrived = (await service.waitFor(before + 1)).slice(before);
    expect(arrived.map((push) => push.subscriptionId)).toEqual([cook.subscriptionId]);
  });

  it('alerts the evening before food goes off, naming it and the recipes that use it, once a day', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const userId = await userIdOf(browser);
    const added = await browser.request('/api/pantry/items', { json: { text: '300 g spinach' } });
    expect(added.status).toBe(201);
    const spinach = (await json<{ items: { id: string; name: string }[] }>(added)).items[0];
    if (!spinach) throw new Error('no pantry item');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const set = await browser.request(`/api/pantry/items/${spinach.id}`, {
      method: 'PATCH',
      json: { expiresOn: tomorrow },
    });
    expect(set.status).toBe(200);
    const subscription = service.subscribe();
    const deviceId = crypto.randomUUID();
    await browser.request(`/api/push/devices/${deviceId}`, {
      method: 'PUT',
      json: { timeZone: 'UTC', channel: { kind: 'web-push', subscription } },
    });
    const tags = buildPushTags(DEFAULT_NOTIFICATION_PREFERENCES, 'UTC', new Date());
    await browser.request(`/api/push/devices/${deviceId}/tags`, { method: 'PUT', json: { tags } });
    const before = service.received().length;
    const instance = await pushInstance(() => Date.parse(`${today}T16:00:30Z`));
    // The dinner reminder and the day's use-it-up alert are both due at the dinner-prep time.
    expect(await instance.tick()).toBe(2);
    // The same minute again, as a server whose schedule was lost would tick it: nothing more is queued,
    // for the reminder and the alert each have the id of their device (or cook) and day.
    await testDb.database.db.delete(pushSchedule);
    expect(await instance.tick()).toBe(0);
    const arrived = (await service.waitFor(before + 2))
      .slice(before)
      .map((push) => JSON.parse(push.payload) as PushMessage);
    const alert = arrived.find((message) => message.tag === 'larder-use-it-up');
    expect(alert?.body).toMatch(/^Your spinach goes off tomorrow — \d+ recipes? uses? it$/);
    expect(alert?.url).toBe(`/today?item=${spinach.id}`);
    // Nothing goes off the day after: no alert.
    const vapid = await resolveVapidKeys(testDb.database.db, env);
    const deps = {
      db: testDb.database.db,
      jobs: instance.jobs,
      sender: pushSender({ vapid, env, logger }),
      logger,
    };
    expect(await queueExpiryAlert(deps, { userId, day: tomorrow })).toBe(0);
    // Later that day, at another device's dinner time: no second alert.
    await waitUntil(async () => service.received().length === before + 2);
    expect(await queueExpiryAlert(deps, { userId, day: today })).toBe(0);
  });
});

describe('push reminders through OneSignal, when the operator chose it', () => {
  it('sends what is due to the OneSignal subscription with its REST API, and answers the app id', async () => {
    const calls: { auth: string | undefined; body: Record<string, unknown> }[] = [];
    let answer: Record<string, unknown> = { id: 'notification-1' };
    const oneSignal = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/notifications?c=push') {
          calls.push({
            auth: request.headers.authorization,
            body: JSON.parse(text) as Record<string, unknown>,
          });
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        } else response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => oneSignal.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => oneSignal.close(() => resolve())));
    const address = oneSignal.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const appId = '0c6b1a4e-2b6f-4c8e-9d3a-5f1e2d3c4b5a';
    const oneSignalEnv = testEnv({
      ONESIGNAL_APP_ID: appId,
      ONESIGNAL_REST_API_KEY: 'os_v2_app_test_key',
      ONESIGNAL_API_URL: `http://127.0.0.1:${port}`,
    });
    const configured = buildTestApp({ env: oneSignalEnv, database: testDb.database }).app;
    const config = await configured.request('/api/functions/get-onesignal-config', { method: 'POST' });
    expect(await json(config)).toEqual({ appId });
    expect(await json(await configured.request('/api/push/config'))).toEqual({
      provider: 'onesignal',
      appId,
      nativePush: false,
    });
    const page = await configured.request('/today');
    expect(page.headers.get('content-security-policy')).toContain(
      "script-src 'self' https://cdn.onesignal.com",
    );

    const { browser } = await signedInBrowser(configured, testDb.database.db);
    const userId = await userIdOf(browser);
    const signIn = await browser.request('/api/functions/onesignal-auth', { json: { externalId: userId } });
    expect(await json(signIn)).toEqual({ token: null });
    const someoneElse = await browser.request('/api/functions/onesignal-auth', {
      json: { externalId: 'other' },
    });
    expect(someoneElse.status).toBe(403);
    const deviceId = crypto.randomUUID();
    const registered = await browser.request(`/api/push/devices/${deviceId}`, {
      method: 'PUT',
      json: { timeZone: 'UTC', channel: { kind: 'onesignal', subscriptionId: 'os-subscription-1' } },
    });
    expect(registered.status).toBe(200);
    const tags = buildPushTags(DEFAULT_NOTIFICATION_PREFERENCES, 'UTC', new Date());
    await browser.request(`/api/push/devices/${deviceId}/tags`, { method: 'PUT', json: { tags } });

    const jobs = await startJobQueue({ url: testDb.url, logger });
    const vapid = await resolveVapidKeys(testDb.database.db, oneSignalEnv);
    const now = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T07:00:20Z`);
    const deps = {
      db: testDb.database.db,
      jobs,
      sender: pushSender({ vapid, env: oneSignalEnv, logger }),
      logger,
      now,
    };
    const pushJobs = await startPushJobs(deps);
    cleanups.push(async () => {
      await pushJobs.stop();
      await stopJobQueue(jobs);
    });
    expect(await queueDueReminders(deps)).toBe(1);
    await waitUntil(async () => calls.length === 1);
    expect(calls[0]?.auth).toBe('Key os_v2_app_test_key');
    expect(calls[0]?.body).toMatchObject({
      app_id: appId,
      target_channel: 'push',
      include_subscription_ids: ['os-subscription-1'],
      headings: { en: 'Breakfast from your fridge' },
      data: { url: '/today' },
    });

    // OneSignal says the subscription no longer takes messages: the device is forgotten.
    answer = { id: '', errors: ['All included players are not subscribed'] };
    const later = { ...deps, now: () => now() + 4 * 60 * MINUTE };
    expect(await queueDueReminders(later)).toBe(1);
    await waitUntil(
      async () =>
        (await testDb.database.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId))).length ===
        0,
    );
  });
});

/** Waits until `check` holds (test/wait-for.ts's poll, for a yes-or-no condition). */
const waitUntil = (check: () => Promise<boolean>) =>
  waitFor(async () => ((await check()) ? true : undefined), 10_000, 50);
