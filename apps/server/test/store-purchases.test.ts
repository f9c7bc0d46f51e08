import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ProEntitlement } from '@larder/domain/api/entitlements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlementEvents } from '../src/db/entitlement-schema.ts';
import { createLogger } from '../src/logger.ts';
import { readEntitlement } from '../src/modules/entitlements/repository.ts';
import { grantPro } from '../src/modules/entitlements/service.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { proOf } from './pro-kit.ts';
import { type RevenueCatStandIn, startRevenueCatStandIn } from './revenuecat-standin.ts';
import { testEnv } from './test-env.ts';

/** Pro bought in the native apps, checked with a stand-in of RevenueCat's REST API and sent its webhooks. */

const SECRET_KEY = 'sk_larder_revenuecat_test_0123456789';
const WEBHOOK_AUTH = 'Bearer larder-revenuecat-webhook-test-auth';
const ORIGIN = 'http://localhost:8080';
const VALIDATE = '/api/functions/validate-iap-purchase';
const RESTORE = '/api/functions/restore-iap-purchase';

let testDb: TestDatabase;
let rc: RevenueCatStandIn;
let app: ReturnType<typeof buildTestApp>['app'];
/** The same app on a server without RevenueCat set up. */
let bare: ReturnType<typeof buildTestApp>['app'];
let server: ReturnType<typeof serve>;
const logged: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  rc = await startRevenueCatStandIn({ secretKey: SECRET_KEY, webhookAuth: WEBHOOK_AUTH });
  const env = testEnv({
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: 'true',
    REVENUECAT_SECRET_KEY: SECRET_KEY,
    REVENUECAT_WEBHOOK_AUTH: WEBHOOK_AUTH,
    REVENUECAT_API_URL: rc.url,
  });
  const logger = createLogger('info', { write: (line: string) => logged.push(line) });
  app = buildTestApp({ env, database: testDb.database, logger }).app;
  bare = buildTestApp({
    env: testEnv({ PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' }),
    database: testDb.database,
  }).app;
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  rc.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/revenuecat`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await rc?.stop();
  await testDb?.drop();
});

/** What the native app sends after a purchase: the SDK's customer info, and its own (untrusted) word. */
const purchase = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  source: 'app_store',
  customerInfo: { originalAppUserId: userId, entitlements: { active: { pro: { isActive: true } } } },
  ...extra,
});

async function validated(browser: Browser, body: unknown, status = 200): Promise<ProEntitlement> {
  const response = await browser.request(VALIDATE, { json: body });
  expect(response.status).toBe(status);
  return (await json<{ entitlements: { pro: ProEntitlement } }>(response)).entitlements?.pro;
}

/** A cook on the phone: a device (anonymous) user, and their id. */
async function phoneCook(on = app) {
  const browser = await anonymousBrowser(on);
  return { browser, id: await userIdOf(browser) };
}

/** A cook with an account, and their id. */
async function accountCook() {
  const { browser } = await signedInBrowser(app, testDb.database.db);
  return { browser, id: await userIdOf(browser) };
}

const eventsOf = async (userId: string) =>
  testDb.database.db.select().from(entitlementEvents).where(eq(entitlementEvents.userId, userId));
const eventById = async (eventId: string) =>
  (
    await testDb.database.db.select().from(entitlementEvents).where(eq(entitlementEvents.eventId, eventId))
  )[0];
const askedFor = (id: string) => rc.requests.filter((request) => request.appUserId === id).length;

/** A POST of raw text with the browser's cookie (for bodies that are not JSON). */
function rawPost(browser: Browser, path: string, body: string) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return app.request(path, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      cookie,
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.9',
    },
    body,
  });
}

describe('validate-iap-purchase', () => {
  it('keeps what RevenueCat says the cook bought: App Store monthly, then Google Play yearly', async () => {
    const apple = await phoneCook();
    await rc.buy(apple.id, 'monthly', 'app_store', { send: false });
    const pro = await validated(apple.browser, purchase(apple.id));
    expect(pro).toMatchObject({
      isActive: true,
      status: 'active',
      store: 'app_store',
      plan: 'monthly',
      willRenew: true,
      manageable: false,
    });
    expect(new Date(pro.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await proOf(apple.browser)).toEqual(pro);
    const asked = rc.requests.filter((request) => request.appUserId === apple.id);
    expect(asked.map((request) => [request.path, request.authorization])).toEqual([
      [`/v1/subscribers/${apple.id}`, `Bearer ${SECRET_KEY}`],
    ]);
    expect((await eventsOf(apple.id)).map((event) => event.type)).toEqual(['validate-iap-purchase']);

    const android = await phoneCook();
    await rc.buy(android.id, 'yearly', 'play_store', { send: false });
    expect(await validated(android.browser, purchase(android.id, { source: 'play' }))).toMatchObject({
      isActive: true,
      status: 'active',
      store: 'play',
      plan: 'yearly',
    });
  });

  it('takes no word from the client: a claimed purchase RevenueCat does not know gives no Pro', async () => {
    const cook = await phoneCook();
    const forged = purchase(cook.id, {
      transactionData: { productIdentifier: 'larder_pro_yearly', transactionIdentifier: '1000000999' },
    });
    expect(await validated(cook.browser, forged)).toMatchObject({
      isActive: false,
      status: 'expired',
      store: null,
      plan: null,
    });
    expect(await readEntitlement(testDb.database.db, cook.id)).toBeNull();
    expect(askedFor(cook.id)).toBe(1);
  });

  it('refuses a purchase claimed for another user with a 403, without asking RevenueCat', async () => {
    const cook = await phoneCook();
    const other = await phoneCook();
    await rc.buy(other.id, 'monthly', 'app_store', { send: false });
    for (const path of [VALIDATE, RESTORE]) {
      const response = await cook.browser.request(path, { json: purchase(other.id) });
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({
        error: { code: 'forbidden', message: 'That purchase belongs to another account.' },
      });
    }
    expect(askedFor(other.id) + askedFor(cook.id)).toBe(0);
    expect(await proOf(cook.browser)).toMatchObject({ isActive: false });
  });

  it('answers malformed bodies with a 400 (or 413 over 1 MB), never a 500, and asks RevenueCat nothing', async () => {
    const cook = await phoneCook();
    const before = rc.requests.length;
    const info = { originalAppUserId: cook.id };
    const bad: [string, unknown][] = [
      [VALIDATE, {}],
      [VALIDATE, { userId: cook.id, customerInfo: info }],
      [VALIDATE, { userId: cook.id, customerInfo: info, source: 'amazon' }],
      [VALIDATE, { userId: 42, customerInfo: info, source: 'app_store' }],
      [VALIDATE, { userId: '', customerInfo: info, source: 'play' }],
      [VALIDATE, { userId: `${cook.id}\u0000`, customerInfo: info, source: 'app_store' }],
      [VALIDATE, { userId: cook.id, transactionData: { receipt: 'MIIT\u0000' }, source: 'app_store' }],
      [VALIDATE, { userId: 'x'.repeat(100_000), customerInfo: info, source: 'app_store' }],
      [VALIDATE, { userId: cook.id, customerInfo: { originalAppUserId: 'y'.repeat(5_000) }, source: 'play' }],
      [VALIDATE, { userId: cook.id, source: 'app_store' }],
      [
        VALIDATE,
        { userId: cook.id, transactionData: 'MIITtgYJKoZIhvcNAQcCoIITpzCCE6MCAQEx', source: 'play' },
      ],
      [VALIDATE, { userId: cook.id, customerInfo: {}, source: 'app_store' }],
      [VALIDATE, [purchase(cook.id)]],
      [VALIDATE, null],
      [RESTORE, {}],
      [RESTORE, { userId: cook.id }],
      [RESTORE, { userId: cook.id, customerInfo: { originalAppUserId: 7 } }],
      [RESTORE, { userId: cook.id, customerInfo: { originalAppUserId: '\u0000' } }],
    ];
    for (const [path, body] of bad) {
      const response = await cook.browser.request(path, { json: body });
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('validation_failed');
    }
    for (const path of [VALIDATE, RESTORE]) {
      const notJson = await rawPost(cook.browser, path, '{"userId": ');
      expect(notJson.status).toBe(400);
      expect((await json<{ error: { code: string } }>(notJson)).error.code).toBe('bad_request');
      const huge = await cook.browser.request(path, {
        json: purchase(cook.id, { transactionData: { receipt: 'A'.repeat(1_100_000) } }),
      });
      expect(huge.status).toBe(413);
    }
    expect(rc.requests.length).toBe(before);
  });

  it('needs a session, and a server with RevenueCat set up', async () => {
    const anonymous = await app.request(VALIDATE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(purchase('someone')),
    });
    expect(anonymous.status).toBe(401);
    const cook = await phoneCook(bare);
    for (const path of [VALIDATE, RESTORE]) {
      const response = await cook.browser.request(path, { json: purchase(cook.id) });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({
        error: { code: 'not_found', message: 'Store purchases are not set up on this server.' },
      });
    }
    const hook = await bare.request('/api/webhooks/revenuecat', {
      method: 'POST',
      headers: { authorization: WEBHOOK_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ api_version: '1.0', event: { id: 'e', type: 'TEST', event_timestamp_ms: 1 } }),
    });
    expect(hook.status).toBe(404);
  });

  it('answers 503 when RevenueCat fails twice, saving nothing; one failure is retried', async () => {
    const cook = await phoneCook();
    await rc.buy(cook.id, 'monthly', 'app_store', { send: false });
    rc.failNext(2);
    const response = await cook.browser.request(VALIDATE, { json: purchase(cook.id) });
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({
      error: { code: 'service_unavailable', message: 'The store could not be reached. Please try again.' },
    });
    expect(askedFor(cook.id)).toBe(2);
    expect(await readEntitlement(testDb.database.db, cook.id)).toBeNull();
    expect(await eventsOf(cook.id)).toEqual([]);

    rc.failNext(1);
    expect(await validated(cook.browser, purchase(cook.id))).toMatchObject({ isActive: true });
    expect(askedFor(cook.id)).toBe(4);
  });

  it('works for the native app: an anonymous session by bearer token, no cookie, no Origin', async () => {
    const signIn = await app.request('/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
      body: '{}',
    });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('set-auth-token') ?? '';
    expect(token.length).toBeGreaterThan(10);
    const native = (path: string, body?: unknown) =>
      app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const { user } = await json<{ user: { id: string; isAnonymous: boolean } }>(await native('/api/me'));
    expect(user.isAnonymous).toBe(true);
    await rc.buy(user.id, 'yearly', 'app_store', { send: false });
    const response = await native(VALIDATE, purchase(user.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { entitlements } = await json<{ entitlements: { pro: ProEntitlement } }>(response);
    expect(entitlements.pro).toMatchObject({ isActive: true, store: 'app_store', plan: 'yearly' });
  });

  it('never lets a lapsed store purchase take away Pro that is running from elsewhere (a grant)', async () => {
    const { browser, id } = await accountCook();
    await rc.buy(id, 'monthly', 'app_store', { send: false });
    await rc.expire(id, { send: false });
    await grantPro(testDb.database.db, id, {
      until: new Date(Date.now() + 7 * 86_400_000),
      reason: 'support case',
      now: new Date(),
    });
    expect(await validated(browser, purchase(id))).toMatchObject({ isActive: true, store: 'granted' });
  });

  it('limits checks to 30 an hour per cook', async () => {
    const cook = await phoneCook();
    const statuses: number[] = [];
    // The limit counts in fixed hours: a burst may cross one hour's end once, so up to 62 are sent.
    for (let sent = 0; sent < 62 && !statuses.includes(429); sent++) {
      statuses.push((await cook.browser.request(VALIDATE, { json: purchase(cook.id) })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await cook.browser.request(RESTORE, { json: purchase(cook.id) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a device user who buys and then signs up', () => {
  it('takes Pro to the account; restore and the store login keep it there', async () => {
    const { browser, id: deviceId } = await phoneCook();
    await rc.buy(deviceId, 'yearly', 'app_store', { send: false });
    expect(await validated(browser, purchase(deviceId))).toMatchObject({ isActive: true });

    await signedInBrowser(app, testDb.database.db, browser);
    const accountId = await userIdOf(browser);
    expect(accountId).not.toBe(deviceId);
    expect(await proOf(browser)).toMatchObject({
      isActive: true,
      status: 'active',
      store: 'app_store',
      plan: 'yearly',
    });
    expect(await readEntitlement(testDb.database.db, deviceId)).toBeNull();
    expect(await readEntitlement(testDb.database.db, accountId)).toMatchObject({ customerId: deviceId });
    expect((await eventsOf(accountId)).map((event) => event.type)).toEqual(['validate-iap-purchase']);

    // RevenueCat still has the purchase under the device's id: restore asks the account's id and the one
    // its Pro was bought under, never the id the client names.
    const restored = await browser.request(RESTORE, {
      json: { userId: accountId, customerInfo: { originalAppUserId: 'someone-elses-id' } },
    });
    expect(restored.status).toBe(200);
    expect((await json<{ entitlements: { pro: ProEntitlement } }>(restored)).entitlements.pro).toMatchObject({
      isActive: true,
      store: 'app_store',
    });
    expect(askedFor(accountId)).toBe(1);
    expect(askedFor(deviceId)).toBe(2);
    expect(askedFor('someone-elses-id')).toBe(0);

    // The app logs in to RevenueCat as the account: the purchase moves there, and RevenueCat says so.
    const moved = await rc.transfer(deviceId, accountId);
    expect(moved.status).toBe(200);
    expect(await readEntitlement(testDb.database.db, accountId)).toMatchObject({ customerId: accountId });
    expect(await proOf(browser)).toMatchObject({ isActive: true, store: 'app_store', plan: 'yearly' });
  });
});

describe('the RevenueCat webhook', () => {
  it('refuses a wrong or missing Authorization with a bare 401, reading and recording nothing', async () => {
    const { browser, id } = await accountCook();
    const bought = await rc.buy(id, 'monthly', 'app_store', { send: false });
    const asked = rc.requests.length;
    for (const authorization of [
      null,
      'Bearer wrong',
      WEBHOOK_AUTH.replace('Bearer ', ''),
      WEBHOOK_AUTH.toLowerCase(),
    ]) {
      const refused = await rc.deliver(bought.event, { authorization });
      expect(refused.status).toBe(401);
    }
    expect(rc.requests.length).toBe(asked);
    expect(await eventById(bought.event.id)).toBeUndefined();
    expect(await proOf(browser)).toMatchObject({ isActive: false });
    expect((await rc.deliver(bought.event)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true, store: 'app_store', plan: 'monthly' });
  });

  it('refuses bodies that are not a RevenueCat event with a 400, never a 500', async () => {
    const event = { id: 'evt-bad', type: 'RENEWAL', event_timestamp_ms: Date.now(), app_user_id: 'u' };
    const bodies = [
      'not json',
      '{}',
      JSON.stringify({ api_version: '1.0' }),
      JSON.stringify({ api_version: '1.0', event: { ...event, id: undefined } }),
      JSON.stringify({ api_version: '1.0', event: { ...event, event_timestamp_ms: 'yesterday' } }),
      JSON.stringify({ api_version: '1.0', event: { ...event, app_user_id: 'a\u0000b' } }),
      JSON.stringify({ api_version: '1.0', event: { ...event, aliases: 'u' } }),
      JSON.stringify({ api_version: '1.0', event: { ...event, app_user_id: 'u'.repeat(5_000) } }),
    ];
    for (const body of bodies) {
      const answer = await rc.deliver(event, { body });
      expect(answer.status, body.slice(0, 80)).toBe(400);
    }
  });

  it('applies each event once: a replay reads nothing and changes nothing', async () => {
    const { browser, id } = await accountCook();
    const bought = await rc.buy(id, 'monthly', 'play_store');
    expect(bought.status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active', store: 'play' });
    // The cook cancels; its event is still on its way when the purchase is delivered again.
    const cancelled = await rc.cancel(id, { send: false });
    const events = await eventsOf(id);
    const asked = askedFor(id);
    expect((await rc.deliver(bought.event)).status).toBe(200);
    expect(askedFor(id)).toBe(asked);
    expect(await eventsOf(id)).toEqual(events);
    expect(await proOf(browser)).toMatchObject({ status: 'active', willRenew: true });
    expect((await rc.deliver(cancelled.event)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ status: 'cancelled', willRenew: false });
  });

  it('never lets an older event turn a newer state back', async () => {
    const { browser, id } = await accountCook();
    await rc.buy(id, 'monthly', 'app_store');
    const late = await rc.renew(id, { send: false });
    const expired = await rc.expire(id);
    expect(expired.status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: false, status: 'expired' });
    // The cook subscribes again; the old RENEWAL arrives before the new one. Though RevenueCat's answer is
    // now active, the old event's time is before the EXPIRATION's: it changes nothing.
    const again = await rc.renew(id, { send: false });
    expect((await rc.deliver(late.event)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: false, status: 'expired' });
    expect((await eventById(late.event.id))?.detail).toMatchObject({ outcome: 'stale' });
    expect((await rc.deliver(again.event)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active' });
  });

  it('follows cancelling, turning renewal back on, a billing issue and the end', async () => {
    const { browser, id } = await accountCook();
    await rc.buy(id, 'yearly', 'app_store');
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active', plan: 'yearly' });
    expect((await rc.cancel(id)).status).toBe(200);
    const cancelled = await proOf(browser);
    expect(cancelled).toMatchObject({ isActive: true, status: 'cancelled', willRenew: false });
    expect((await rc.uncancel(id)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active', willRenew: true });
    // The store cannot charge: Pro stays on through the grace period, and is shown as not renewing.
    expect((await rc.billingIssue(id, 16)).status).toBe(200);
    const grace = await proOf(browser);
    expect(grace).toMatchObject({ isActive: true, status: 'cancelled', willRenew: false });
    expect(Date.parse(grace.expiresAt ?? '') - Date.parse(cancelled.expiresAt ?? '')).toBe(16 * 86_400_000);
    expect((await rc.expire(id)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: false, status: 'expired', store: 'app_store' });
    expect((await eventsOf(id)).map((event) => event.type).sort()).toEqual(
      ['BILLING_ISSUE', 'CANCELLATION', 'EXPIRATION', 'INITIAL_PURCHASE', 'UNCANCELLATION'].sort(),
    );
  });

  it('moves Pro on a TRANSFER: the store account restored on another Larder account', async () => {
    const first = await accountCook();
    const second = await accountCook();
    await rc.buy(first.id, 'monthly', 'play_store');
    expect(await proOf(first.browser)).toMatchObject({ isActive: true, store: 'play' });
    const moved = await rc.transfer(first.id, second.id);
    expect(moved.status).toBe(200);
    expect(moved.event).not.toHaveProperty('app_user_id');
    expect(await proOf(first.browser)).toMatchObject({ isActive: false, status: 'expired' });
    expect(await proOf(second.browser)).toMatchObject({
      isActive: true,
      status: 'active',
      store: 'play',
      plan: 'monthly',
    });
  });

  it('records events about nobody here, and events it has no use for, and answers 200', async () => {
    const stranger = `$RCAnonymousID:${crypto.randomUUID()}`;
    const bought = await rc.buy(stranger, 'monthly', 'app_store');
    expect(bought.status).toBe(200);
    expect(await eventById(bought.event.id)).toMatchObject({ userId: null, detail: { outcome: 'ignored' } });
    expect(askedFor(stranger)).toBe(0);

    const { id } = await accountCook();
    const test = { id: crypto.randomUUID(), type: 'TEST', event_timestamp_ms: Date.now(), app_user_id: id };
    expect((await rc.deliver(test)).status).toBe(200);
    expect(await eventById(test.id)).toMatchObject({ userId: id, detail: { outcome: 'ignored' } });
    expect(askedFor(id)).toBe(0);
  });

  it('answers 503 while RevenueCat is down, recording nothing, so its retry is applied', async () => {
    const { browser, id } = await accountCook();
    const bought = await rc.buy(id, 'monthly', 'app_store', { send: false });
    rc.failNext(2);
    expect((await rc.deliver(bought.event)).status).toBe(503);
    expect(await eventById(bought.event.id)).toBeUndefined();
    expect((await rc.deliver(bought.event)).status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true });
  });
});

describe('the log', () => {
  it('notes RevenueCat events and failures, never the secret key or the webhook Authorization', () => {
    const all = logged.join('\n');
    expect(all).toContain('RevenueCat event');
    expect(all).toContain('RevenueCat call failed');
    expect(all).not.toContain(SECRET_KEY);
    expect(all).not.toContain(WEBHOOK_AUTH.replace('Bearer ', ''));
  });
});
