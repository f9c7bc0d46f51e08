import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  parseFormBody,
  type StandInSubscription,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-standin.ts';

const WEBHOOK_SECRET = 'whsec_standin_test_secret';
const API_KEY = 'sk_test_larder_standin';
const START_MS = Date.UTC(2027, 2, 5, 12, 0, 0);
const START = START_MS / 1000;
const DAY = 86_400;
const SUCCESS_URL = 'https://larder.test/billing/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'https://larder.test/pricing';

/** One webhook as the app would receive it: the raw body and the signature header. */
interface Received {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
}

/** A stand-in for the app's webhook endpoint: records each request raw, answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const signature = request.headers['stripe-signature'];
    received.push({
      body: Buffer.concat(chunks).toString('utf8'),
      signature: typeof signature === 'string' ? signature : undefined,
      contentType: request.headers['content-type'],
    });
    response.writeHead(state.status);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/billing/stripe-webhook`,
    received,
    state,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let standIn: StripeStandIn;
let stripe: Stripe;
let clock: number;

beforeEach(async () => {
  clock = START_MS;
  receiver = await startReceiver();
  standIn = await startStripeStandIn({
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    now: () => clock,
  });
  stripe = new Stripe(API_KEY, { ...standIn.sdkOptions, maxNetworkRetries: 0 });
});

afterEach(async () => {
  await standIn.stop();
  await receiver.close();
});

/** Verifies a received webhook as the app must: Stripe's own check over the raw body. */
function verify(webhook: Received | undefined) {
  if (!webhook) throw new Error('no webhook received');
  return stripe.webhooks.constructEvent(webhook.body, webhook.signature ?? '', WEBHOOK_SECRET);
}

function verifiedTypes(from = 0) {
  return receiver.received.slice(from).map((webhook) => verify(webhook).type);
}

async function createSession(
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
  idempotencyKey?: string,
) {
  return stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [{ price: 'price_larder_monthly', quantity: 1 }],
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      client_reference_id: 'user_1',
      metadata: { userId: 'user_1' },
      subscription_data: { metadata: { userId: 'user_1' } },
      ...params,
    },
    idempotencyKey ? { idempotencyKey } : {},
  );
}

function postForm(url: string, fields: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function postControl(name: string, body: object) {
  return fetch(`${standIn.url}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A cook with a customer record who pays a Checkout Session on the hosted page. */
async function subscribe(price = 'price_larder_monthly') {
  const customer = await stripe.customers.create({
    email: 'cook@example.com',
    metadata: { userId: 'user_1' },
  });
  const session = await createSession({ customer: customer.id, line_items: [{ price, quantity: 1 }] });
  const paid = await postForm(`${standIn.url}/pay/${session.id}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  if (typeof completed.subscription !== 'string') throw new Error('the session has no subscription');
  return { customer, session, paid, subscriptionId: completed.subscription };
}

describe('the Stripe stand-in API', () => {
  it('creates customers and Checkout Sessions through the real SDK, hosted on the stand-in', async () => {
    const customer = await stripe.customers.create({
      email: 'cook@example.com',
      metadata: { userId: 'user_1' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'cook@example.com',
      metadata: { userId: 'user_1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);

    const session = await createSession({ customer: customer.id });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${standIn.url}/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'user_1',
      metadata: { userId: 'user_1' },
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      amount_total: 999,
      currency: 'eur',
      subscription: null,
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);

    const created = standIn.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(created?.body).toMatchObject({
      line_items: [{ price: 'price_larder_monthly', quantity: '1' }],
      subscription_data: { metadata: { userId: 'user_1' } },
      metadata: { userId: 'user_1' },
    });
    expect(
      standIn.requests.map((request) => [request.method, request.status, request.hasAuthorization]),
    ).toEqual([
      ['POST', 200, true],
      ['GET', 200, true],
      ['POST', 200, true],
      ['GET', 200, true],
    ]);
    expect(JSON.stringify(standIn.requests)).not.toContain(API_KEY);
  });

  it('refuses a request without a secret key with 401, which the SDK raises as an authentication error', async () => {
    const bare = await fetch(`${standIn.url}/v1/customers/cus_anyone`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('You did not provide an API key'),
      },
    });
    expect(standIn.requests[0]).toMatchObject({ path: '/v1/customers/cus_anyone', hasAuthorization: false });

    const publishable = new Stripe('pk_test_not_a_secret', { ...standIn.sdkOptions, maxNetworkRetries: 0 });
    const refused = publishable.customers.create({ email: 'cook@example.com' });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(refused).rejects.toMatchObject({ statusCode: 401 });
    expect(standIn.requests[1]).toMatchObject({ hasAuthorization: true, status: 401 });
  });

  it("answers unknown objects, missing and unknown parameters with Stripe's 404 and 400 errors", async () => {
    const missing = stripe.subscriptions.retrieve('sub_missing');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such subscription: 'sub_missing'",
    });

    await expect(createSession({ line_items: [] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
    await expect(createSession({ line_items: [{ price: 'plan_gold' }] })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(createSession({ customer: 'cus_nobody' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    await expect(createSession({ trial_period_days: 7 } as object)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'trial_period_days',
    });
    const unknownRoute = await fetch(`${standIn.url}/v1/charges`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(unknownRoute.status).toBe(404);
  });

  it('replays the first answer to a repeated idempotency key, and refuses the key for other parameters', async () => {
    const first = await createSession({}, 'checkout-user_1');
    const again = await createSession({}, 'checkout-user_1');
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = createSession({ client_reference_id: 'user_2' }, 'checkout-user_1');
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('expands the subscription and line items of a Checkout Session when asked', async () => {
    const { session, subscriptionId } = await subscribe();
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'line_items'],
    });
    expect(expanded.subscription).toMatchObject({ id: subscriptionId, object: 'subscription' });
    expect(expanded.line_items?.data).toMatchObject([
      { object: 'item', price: { id: 'price_larder_monthly' } },
    ]);
  });
});

describe('the hosted Checkout page', () => {
  it('takes the payment, sends signed webhooks in order, and returns to success_url', async () => {
    const customer = await stripe.customers.create({ email: 'cook@example.com' });
    const session = await createSession({ customer: customer.id });

    const pageResponse = await fetch(session.url ?? '');
    const html = await pageResponse.text();
    expect(pageResponse.status).toBe(200);
    expect(html).toContain('<h1>Stripe test checkout</h1>');
    expect(html).toContain('Larder Pro monthly: €9.99 per month');
    expect(html).toContain('cook@example.com');
    expect(html).toContain('<button type="submit">Pay and subscribe</button>');
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);

    const paid = await postForm(`${standIn.url}/pay/${session.id}`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://larder.test/billing/success?session_id=${session.id}`);

    expect(verifiedTypes()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(receiver.received.every((webhook) => webhook.contentType?.startsWith('application/json'))).toBe(
      true,
    );
    expect(standIn.sentEvents.map((sent) => [sent.status, sent.delivered])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const [completedEvent, createdEvent, invoiceEvent] = receiver.received.map(verify);
    expect(completedEvent).toMatchObject({
      api_version: '2026-10-28.endive',
      created: START,
      livemode: false,
    });
    expect(completedEvent?.id).toMatch(/^evt_/);

    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    expect(completedEvent?.data.object).toMatchObject({
      id: session.id,
      subscription: completed.subscription,
    });

    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
    expect(subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      customer: customer.id,
      metadata: { userId: 'user_1' },
      latest_invoice: (invoiceEvent?.data.object as Stripe.Invoice | undefined)?.id,
    });
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: 'price_larder_monthly', unit_amount: 999, recurring: { interval: 'month' } },
      current_period_start: START,
      current_period_end: START + 30 * DAY,
    });
    expect(createdEvent?.data.object).toMatchObject({
      id: subscription.id,
      status: 'active',
      items: { data: [{ current_period_end: START + 30 * DAY, price: { unit_amount_decimal: '999' } }] },
    });
    expect(subscription.items.data[0]?.price.unit_amount_decimal?.toString()).toBe('999');
    expect(invoiceEvent?.data.object).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_paid: 999,
      billing_reason: 'subscription_create',
      subscription: subscription.id,
      parent: { subscription_details: { subscription: subscription.id, metadata: { userId: 'user_1' } } },
    });
  });

  it('sells a yearly plan for 365 days to a new customer made from customer_email', async () => {
    const session = await createSession({
      customer_email: 'new-cook@example.com',
      line_items: [{ price: 'price_larder_yearly', quantity: 1 }],
    });
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('new-cook@example.com');
    expect(html).toContain('€99.99 per year');

    expect((await postForm(`${standIn.url}/pay/${session.id}`)).status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    const customer = await stripe.customers.retrieve(String(completed.customer));
    expect(customer).toMatchObject({ email: 'new-cook@example.com' });
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
    expect(subscription.items.data[0]).toMatchObject({
      price: { unit_amount: 9999, recurring: { interval: 'year' } },
      current_period_end: START + 365 * DAY,
    });
  });

  it('asks for an email when the session has none, and pays only once', async () => {
    const session = await createSession();
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('<label for="email">Email</label>');

    await postForm(`${standIn.url}/pay/${session.id}`, { email: 'typed@example.com' });
    const twice = await postForm(`${standIn.url}/pay/${session.id}`, { email: 'typed@example.com' });
    expect(twice.status).toBe(303);
    expect(standIn.subscriptions()).toHaveLength(1);
    expect(receiver.received).toHaveLength(3);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(await stripe.customers.retrieve(String(completed.customer))).toMatchObject({
      email: 'typed@example.com',
    });
  });
});

describe('the subscription controls', () => {
  it('cancelAtPeriodEnd sends customer.subscription.updated, and undoing it does too', async () => {
    const { subscriptionId } = await subscribe();
    const before = receiver.received.length;

    const cancelled = await standIn.cancelAtPeriodEnd(subscriptionId, true);
    expect(cancelled.events.map((sent) => sent.event.type)).toEqual(['customer.subscription.updated']);
    const event = verify(receiver.received[before]);
    expect(event.data.object).toMatchObject({ id: subscriptionId, cancel_at_period_end: true });
    expect(event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const retrieved = await stripe.subscriptions.retrieve(subscriptionId);
    expect(retrieved).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: START + 30 * DAY,
    });

    await standIn.cancelAtPeriodEnd(subscriptionId, false);
    expect(verify(receiver.received[before + 1]).data.previous_attributes).toMatchObject({
      cancel_at_period_end: true,
    });
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
    });
    expect(verifiedTypes(before)).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);
  });

  it('endSubscription ends it now and sends customer.subscription.deleted', async () => {
    const { subscriptionId } = await subscribe();
    const before = receiver.received.length;
    clock += 10 * DAY * 1000;

    await standIn.endSubscription(subscriptionId);
    expect(verifiedTypes(before)).toEqual(['customer.subscription.deleted']);
    const retrieved = await stripe.subscriptions.retrieve(subscriptionId);
    expect(retrieved).toMatchObject({ status: 'canceled', ended_at: START + 10 * DAY });
    await expect(standIn.endSubscription(subscriptionId)).rejects.toThrow(/already been canceled/);
  });

  it('failPayment makes it past_due after invoice.payment_failed; renewSubscription makes it active again', async () => {
    const { subscriptionId } = await subscribe();
    const before = receiver.received.length;

    await standIn.failPayment(subscriptionId);
    expect(verifiedTypes(before)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const [failed, updated] = receiver.received.slice(before).map(verify);
    expect(failed?.data.object).toMatchObject({
      status: 'open',
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'active' });
    const pastDue = await stripe.subscriptions.retrieve(subscriptionId);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.items.data[0]?.current_period_start).toBe(START + 30 * DAY);

    await standIn.renewSubscription(subscriptionId);
    expect(verifiedTypes(before + 2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('resend replays an earlier event byte for byte with a valid signature', async () => {
    await subscribe();
    const original = receiver.received[1];
    const originalEvent = verify(original);

    const replay = await standIn.resend(originalEvent.id);
    expect(replay).toMatchObject({ replay: true, delivered: true, status: 200 });
    const resent = receiver.received.at(-1);
    expect(resent?.body).toBe(original?.body);
    expect(verify(resent).id).toBe(originalEvent.id);
    expect(await stripe.events.retrieve(originalEvent.id)).toMatchObject({
      id: originalEvent.id,
      type: originalEvent.type,
    });
    await expect(standIn.resend('evt_unknown')).rejects.toThrow(/No such event/);
  });

  it("sends badly signed, tampered, stale and unsigned events that fail Stripe's verification", async () => {
    const sent = await standIn.sendEvent('customer.subscription.updated', {
      id: 'sub_any',
      object: 'subscription',
    });
    expect(verify(receiver.received[0]).id).toBe(sent.event.id);

    await standIn.deliver(sent.event, { signatureSecret: 'whsec_someone_else' });
    await standIn.deliver(sent.event, { rawBodyOverride: sent.body.replace('sub_any', 'sub_other') });
    await standIn.deliver(sent.event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const webhook of receiver.received.slice(1)) {
      expect(() => verify(webhook)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    }
    await standIn.deliver(sent.event, { signatureHeader: null });
    expect(receiver.received.at(-1)?.signature).toBeUndefined();
  });

  it("records the app's answer, and events sent while no webhook URL is set as not delivered", async () => {
    receiver.state.status = 400;
    const refused = await standIn.sendEvent('invoice.paid', { id: 'in_any', object: 'invoice' });
    expect(refused).toMatchObject({ status: 400, delivered: false });

    standIn.setWebhookUrl(undefined);
    const unsent = await standIn.sendEvent('invoice.paid', { id: 'in_other', object: 'invoice' });
    expect(unsent).toMatchObject({ status: null, delivered: false });
    expect(receiver.received).toHaveLength(1);

    receiver.state.status = 200;
    standIn.setWebhookUrl(receiver.url);
    expect(await standIn.resend(unsent.event.id)).toMatchObject({ status: 200, delivered: true });
    expect(verify(receiver.received[1]).id).toBe(unsent.event.id);
  });
});

describe('subscriptions through the SDK', () => {
  it('updates and cancels them, sending the webhooks Stripe sends', async () => {
    const { customer, subscriptionId } = await subscribe();
    const before = receiver.received.length;

    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    await standIn.idle();
    const updateEvent = verify(receiver.received[before]);
    expect(updateEvent.type).toBe('customer.subscription.updated');
    expect(updateEvent.request?.id).toMatch(/^req_/);

    const listed = await stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((subscription) => subscription.id)).toEqual([subscriptionId]);

    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled.status).toBe('canceled');
    await standIn.idle();
    expect(verifiedTypes(before)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });
});

describe('the hosted customer portal', () => {
  it('shows the subscription, cancels and renews it, and links back to Larder', async () => {
    const { customer, subscriptionId } = await subscribe();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'https://larder.test/account',
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id });
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);

    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('<h1>Stripe test customer portal</h1>');
    expect(html).toContain('Cancel plan');
    expect(html).toContain(`Renews on ${formatDate(START + 30 * DAY)}`);
    expect(html).toContain('<a href="https://larder.test/account">Return to Larder</a>');

    const before = receiver.received.length;
    const cancelled = await postForm(`${portal.url}/cancel`, { subscription: subscriptionId });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/portal/${portal.id}`);
    expect(verifiedTypes(before)).toEqual(['customer.subscription.updated']);
    const afterCancel = await (await fetch(portal.url)).text();
    expect(afterCancel).toContain('Renew plan');
    expect(afterCancel).toContain(`Ends on ${formatDate(START + 30 * DAY)}`);

    await postForm(`${portal.url}/renew`, { subscription: subscriptionId });
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
    });
    expect((await postForm(`${portal.url}/cancel`, { subscription: 'sub_someone_else' })).status).toBe(404);
  });
});

describe('the HTTP controls', () => {
  it('list subscriptions and end one for a journey in another process', async () => {
    const { subscriptionId } = await subscribe();
    const listed = (await (
      await fetch(`${standIn.url}/__control/subscriptions`)
    ).json()) as StandInSubscription[];
    expect(listed.map((subscription) => subscription.id)).toEqual([subscriptionId]);

    const ended = await postControl('end-subscription', { subscriptionId });
    expect(ended.status).toBe(200);
    const result = (await ended.json()) as {
      subscription: StandInSubscription;
      events: { event: { type: string } }[];
    };
    expect(result.subscription.status).toBe('canceled');
    expect(result.events.map((sent) => sent.event.type)).toEqual(['customer.subscription.deleted']);
    expect(verify(receiver.received.at(-1)).type).toBe('customer.subscription.deleted');

    expect((await postControl('fail-payment', { subscriptionId: 'sub_missing' })).status).toBe(404);
    expect((await postControl('end-subscription', {})).status).toBe(400);
  });
});

describe('parseFormBody', () => {
  it("unfolds Stripe's bracket notation into objects and arrays", () => {
    const body =
      'line_items[0][price]=price_x&line_items[0][quantity]=2&line_items%5B1%5D%5Bprice%5D=price_y' +
      '&metadata[userId]=u1&expand[]=subscription&expand[]=customer&__proto__[polluted]=yes&mode=subscription';
    expect(parseFormBody(body)).toEqual({
      line_items: [{ price: 'price_x', quantity: '2' }, { price: 'price_y' }],
      metadata: { userId: 'u1' },
      expand: ['subscription', 'customer'],
      mode: 'subscription',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
