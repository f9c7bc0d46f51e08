import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlementEvents } from '../src/db/entitlement-schema.ts';
import { createLogger } from '../src/logger.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { proOf } from './pro-kit.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-standin.ts';
import { testEnv } from './test-env.ts';

/** Stripe Checkout, its webhooks and the customer portal against a stand-in of Stripe's API on loopback. */

const WEBHOOK_SECRET = 'whsec_larder_test_secret';
const SECRET_KEY = 'sk_test_larder_0123456789';
const PRICES = { monthly: 'price_pro_monthly', yearly: 'price_pro_yearly' };

let testDb: TestDatabase;
let stripe: StripeStandIn;
let app: ReturnType<typeof buildTestApp>['app'];
let server: ReturnType<typeof serve>;
const logged: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  const env = testEnv({
    PUBLIC_URL: 'http://localhost:8080',
    TRUST_PROXY: 'true',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  const logger = createLogger('info', { write: (line: string) => logged.push(line) });
  app = buildTestApp({ env, database: testDb.database, logger }).app;
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  stripe.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stripe.stop();
  await testDb.drop();
});

/** Buys a plan as a cook does: Checkout from Larder, "Pay and subscribe" on Stripe's page. */
async function buy(browser: Browser, plan: 'monthly' | 'yearly') {
  const started = await browser.request('/api/billing/checkout', { json: { plan } });
  expect(started.status).toBe(200);
  const { url } = await json<{ url: string }>(started);
  expect(url.startsWith(`${stripe.url}/`)).toBe(true);
  const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await stripe.idle();
  return { url, returnTo: paid.headers.get('location') ?? '' };
}

const eventsOf = async (userId: string) =>
  testDb.database.db.select().from(entitlementEvents).where(eq(entitlementEvents.userId, userId));

describe('buying Pro on the web', () => {
  it('Checkout names the plan and the cook; once Stripe says it is paid, the cook has Pro', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    expect(await proOf(browser)).toMatchObject({ isActive: false, status: 'expired', store: null });
    const { returnTo } = await buy(browser, 'yearly');
    expect(returnTo).toMatch(/^http:\/\/localhost:8080\/profile\?checkout=done&session_id=cs_/);
    const session = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(session?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: await userIdOf(browser),
      line_items: [{ price: PRICES.yearly, quantity: '1' }],
    });
    expect(stripe.sentEvents.every((sent) => sent.status === 200)).toBe(true);
    const pro = await proOf(browser);
    expect(pro).toMatchObject({
      isActive: true,
      status: 'active',
      plan: 'yearly',
      store: 'web',
      willRenew: true,
      manageable: true,
    });
    expect(new Date(pro.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(await json<{ isPro: boolean }>(await browser.request('/api/me'))).toMatchObject({ isPro: true });
    const again = await browser.request('/api/billing/checkout', { json: { plan: 'monthly' } });
    expect(again.status).toBe(409);
  });

  it('cancelling in the portal keeps Pro to the end of the period, and the end takes it away', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await buy(browser, 'monthly');
    const portal = await browser.request('/api/billing/portal', { json: {} });
    expect(portal.status).toBe(200);
    const { url } = await json<{ url: string }>(portal);
    expect(await (await fetch(url)).text()).toContain('Cancel plan');
    const subscription = stripe.subscriptions().at(-1);
    if (!subscription) throw new Error('no subscription');
    await stripe.cancelAtPeriodEnd(subscription.id, true);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'cancelled', willRenew: false });
    await stripe.endSubscription(subscription.id);
    expect(await proOf(browser)).toMatchObject({ isActive: false, status: 'expired' });
    expect(await json<{ isPro: boolean }>(await browser.request('/api/me'))).toMatchObject({ isPro: false });
  });

  it('a failed renewal payment keeps Pro while Stripe retries', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await buy(browser, 'monthly');
    const subscription = stripe.subscriptions().at(-1);
    if (!subscription) throw new Error('no subscription');
    await stripe.failPayment(subscription.id);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active' });
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad, missing, tampered or old signature with a 400, and changes nothing', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await buy(browser, 'monthly');
    const subscription = stripe.subscriptions().at(-1);
    const deleted = {
      ...(stripe.sentEvents.at(-1)?.event ?? {}),
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
    } as Parameters<StripeStandIn['deliver']>[0];
    const attempts = [
      await stripe.deliver(deleted, { signatureSecret: 'whsec_not_ours' }),
      await stripe.deliver(deleted, { signatureHeader: null }),
      await stripe.deliver(deleted, { rawBodyOverride: JSON.stringify({ ...deleted, id: 'evt_other' }) }),
      await stripe.deliver(deleted, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    expect(attempts.map((attempt) => attempt.status)).toEqual([400, 400, 400, 400]);
    expect(subscription?.status).toBe('active');
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active' });
  });

  it('applies each event once: a replay changes nothing', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await buy(browser, 'monthly');
    const subscription = stripe.subscriptions().at(-1);
    if (!subscription) throw new Error('no subscription');
    const cancelled = await stripe.cancelAtPeriodEnd(subscription.id, true);
    const before = await eventsOf(await userIdOf(browser));
    const replayed = await stripe.resend(cancelled.events[0]?.event.id ?? '');
    expect(replayed.status).toBe(200);
    expect(await eventsOf(await userIdOf(browser))).toEqual(before);
    expect(await proOf(browser)).toMatchObject({ status: 'cancelled' });
  });

  it('keeps the newest state when an older event arrives late', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await buy(browser, 'monthly');
    const subscription = stripe.subscriptions().at(-1);
    if (!subscription) throw new Error('no subscription');
    await stripe.cancelAtPeriodEnd(subscription.id, true);
    await stripe.cancelAtPeriodEnd(subscription.id, false);
    const created = stripe.sentEvents.find(
      (sent) =>
        sent.event.type === 'customer.subscription.created' && sent.event.data.object.id === subscription.id,
    );
    if (!created) throw new Error('no created event');
    // The "cancel" update, delivered again under a new id and an old time: it must not win.
    const late = stripe.sentEvents
      .filter((sent) => sent.event.type === 'customer.subscription.updated')
      .at(-2);
    if (!late) throw new Error('no update event');
    const stale = await stripe.deliver({
      ...late.event,
      id: 'evt_late_cancel',
      created: created.event.created - 60,
    });
    expect(stale.status).toBe(200);
    expect(await proOf(browser)).toMatchObject({ isActive: true, status: 'active', willRenew: true });
  });

  it('takes events it has no use for, and events about nobody here, without error', async () => {
    const other = await stripe.sendEvent('customer.created', { id: 'cus_unknown', object: 'customer' });
    expect(other.status).toBe(200);
    const stranger = await stripe.sendEvent('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_unknown',
      metadata: {},
    });
    expect(stranger.status).toBe(200);
  });
});

describe('what checkout and the portal refuse', () => {
  it('needs an account, a known plan, and a subscription to manage', async () => {
    const anonymous = await anonymousBrowser(app);
    expect((await anonymous.request('/api/billing/checkout', { json: { plan: 'monthly' } })).status).toBe(
      401,
    );
    const { browser } = await signedInBrowser(app, testDb.database.db);
    for (const body of [{ plan: 'weekly' }, {}, { plan: 'monthly', price: 'price_free' }, { plan: 1 }]) {
      const response = await browser.request('/api/billing/checkout', { json: body });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    const portal = await browser.request('/api/billing/portal', { json: {} });
    expect(portal.status).toBe(404);
    expect(await json(portal)).toMatchObject({
      error: { message: 'There is no web subscription to manage on this account.' },
    });
  });

  it('never writes the secret key or the webhook secret to the log', () => {
    const all = logged.join('\n');
    expect(all).toContain('Stripe event');
    expect(all).not.toContain(SECRET_KEY);
    expect(all).not.toContain(WEBHOOK_SECRET);
  });
});
