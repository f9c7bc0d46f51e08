/**
 * A stand-in for RevenueCat on loopback, so tests never reach the internet:
 *
 * - REST API v1 `GET /v1/subscribers/{app_user_id}`: `Authorization: Bearer <secret key>` required (401
 *   with RevenueCat's error shape otherwise); an id it never saw gets RevenueCat's answer for a new
 *   subscriber (no entitlements, no subscriptions). `failNext(n)` makes the next n requests answer 500.
 * - controls that change a subscriber as the stores would — buy, renew, cancel (turn renewal off),
 *   uncancel, expire, billing issue, transfer — each making the webhook event RevenueCat would send, and
 *   POSTing it (RevenueCat's JSON, `{ api_version, event }`, with the dashboard's Authorization header) to
 *   the webhook URL unless `{ send: false }`; `deliver` sends any event again, or spoiled.
 *
 * The product sold is the `pro` entitlement: `larder_pro_monthly` / `larder_pro_yearly` on the App Store,
 * `larder_pro:monthly` / `larder_pro:yearly` (subscription:base plan) on Google Play; 30 or 365 days.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const DAY_MS = 86_400_000;
export type StandInStore = 'app_store' | 'play_store';
export type StandInPlan = 'monthly' | 'yearly';

/** One subscription as REST API v1 shows it (the fields RevenueCat always sends for one). */
interface Subscription {
  auto_resume_date: null;
  billing_issues_detected_at: string | null;
  expires_date: string;
  grace_period_expires_date: string | null;
  is_sandbox: boolean;
  original_purchase_date: string;
  ownership_type: 'PURCHASED';
  period_type: 'normal';
  purchase_date: string;
  refunded_at: string | null;
  store: StandInStore;
  store_transaction_id: string;
  unsubscribe_detected_at: string | null;
}

interface Customer {
  firstSeen: string;
  /** The product of the `pro` entitlement, if any; its subscription is `subscriptions[product]`. */
  product: string | null;
  subscriptions: Record<string, Subscription>;
}

/** A webhook event as RevenueCat sends it (the common and lifecycle fields). */
export type StandInEvent = Record<string, unknown> & { id: string; type: string; event_timestamp_ms: number };
export interface Delivery {
  event: StandInEvent;
  /** The app's status, or null when it was not sent (no URL, or `send: false`). */
  status: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const productOf = (store: StandInStore, plan: StandInPlan) =>
  store === 'app_store' ? `larder_pro_${plan}` : `larder_pro:${plan}`;

export async function startRevenueCatStandIn(keys: { secretKey: string; webhookAuth: string }) {
  const customers = new Map<string, Customer>();
  const requests: { path: string; appUserId: string; authorization: string | undefined }[] = [];
  const sent: Delivery[] = [];
  let webhookUrl: string | null = null;
  let failures = 0;
  let lastEventMs = 0;

  /** Event times only go forward, so two events a test makes in one millisecond still have an order. */
  const clock = () => {
    lastEventMs = Math.max(Date.now(), lastEventMs + 1);
    return lastEventMs;
  };
  const customer = (id: string): Customer => {
    let found = customers.get(id);
    if (!found) {
      found = { firstSeen: iso(Date.now()), product: null, subscriptions: {} };
      customers.set(id, found);
    }
    return found;
  };
  const current = (id: string) => {
    const found = customer(id);
    const subscription = found.product ? found.subscriptions[found.product] : undefined;
    if (!found.product || !subscription) throw new Error(`${id} has no subscription at the stand-in`);
    return { found, subscription, product: found.product };
  };

  /** The subscriber as `GET /v1/subscribers/{id}` answers it. */
  function subscriberJson(id: string) {
    const found = customer(id);
    const sub = found.product ? found.subscriptions[found.product] : undefined;
    const entitlements =
      found.product && sub
        ? {
            pro: {
              expires_date: sub.expires_date,
              grace_period_expires_date: sub.grace_period_expires_date,
              product_identifier: found.product,
              purchase_date: sub.purchase_date,
            },
          }
        : {};
    const now = Date.now();
    return {
      request_date: iso(now),
      request_date_ms: now,
      subscriber: {
        entitlements,
        first_seen: found.firstSeen,
        last_seen: iso(now),
        management_url: sub
          ? sub.store === 'app_store'
            ? 'https://apps.apple.com/account/subscriptions'
            : 'https://play.google.com/store/account/subscriptions'
          : null,
        non_subscriptions: {},
        original_app_user_id: id,
        original_application_version: null,
        original_purchase_date: null,
        other_purchases: {},
        subscriptions: found.subscriptions,
        subscriber_attributes: {},
      },
    };
  }

  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const match = /^\/v1\/subscribers\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match?.[1]) return answer(404, { code: 7259, message: 'Not found.' });
    const appUserId = decodeURIComponent(match[1]);
    requests.push({ path: request.url ?? '', appUserId, authorization: request.headers.authorization });
    if (failures > 0) {
      failures--;
      return answer(500, { code: 7110, message: 'Internal server error.' });
    }
    if (request.headers.authorization !== `Bearer ${keys.secretKey}`) {
      return answer(401, { code: 7225, message: 'Invalid API Key.' });
    }
    answer(200, subscriberJson(appUserId));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** POSTs an event to the webhook URL, with the dashboard's Authorization header unless told otherwise. */
  async function deliver(
    event: StandInEvent,
    spoil: { authorization?: string | null; body?: string } = {},
  ): Promise<Delivery> {
    if (!webhookUrl) throw new Error('no webhook URL at the stand-in');
    const authorization = spoil.authorization === undefined ? keys.webhookAuth : spoil.authorization;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization === null ? {} : { authorization }),
      },
      body: spoil.body ?? JSON.stringify({ api_version: '1.0', event }),
    });
    await response.body?.cancel();
    const delivery = { event, status: response.status };
    sent.push(delivery);
    return delivery;
  }

  /** The event RevenueCat sends about a subscriber's change, sent unless `send` is false. */
  function emit(type: string, id: string | null, at: number, extra: Record<string, unknown> = {}) {
    const sub = id ? current(id) : null;
    const event: StandInEvent = {
      id: randomUUID().toUpperCase(),
      type,
      event_timestamp_ms: at,
      app_id: 'app1a2b3c4d5',
      ...(id
        ? {
            app_user_id: id,
            original_app_user_id: id,
            aliases: [id],
            product_id: sub?.product,
            entitlement_ids: ['pro'],
            period_type: 'NORMAL',
            purchased_at_ms: Date.parse(sub?.subscription.purchase_date ?? ''),
            expiration_at_ms: Date.parse(sub?.subscription.expires_date ?? ''),
            store: sub?.subscription.store.toUpperCase(),
            transaction_id: sub?.subscription.store_transaction_id,
          }
        : {}),
      environment: 'SANDBOX',
      ...extra,
    };
    return event;
  }
  const send = async (event: StandInEvent, options: { send?: boolean }) =>
    options.send === false || !webhookUrl ? { event, status: null } : deliver(event);

  return {
    url,
    requests,
    sent,
    setWebhookUrl: (next: string) => {
      webhookUrl = next;
    },
    /** The next `count` API requests answer 500. */
    failNext: (count: number) => {
      failures = count;
    },
    /** A purchase of Pro (monthly or yearly, on a store): INITIAL_PURCHASE. */
    async buy(id: string, plan: StandInPlan, store: StandInStore, options: { send?: boolean } = {}) {
      const at = clock();
      const product = productOf(store, plan);
      const found = customer(id);
      found.product = product;
      found.subscriptions[product] = {
        auto_resume_date: null,
        billing_issues_detected_at: null,
        expires_date: iso(at + (plan === 'monthly' ? 30 : 365) * DAY_MS),
        grace_period_expires_date: null,
        is_sandbox: true,
        original_purchase_date: iso(at),
        ownership_type: 'PURCHASED',
        period_type: 'normal',
        purchase_date: iso(at),
        refunded_at: null,
        store,
        store_transaction_id: String(at),
        unsubscribe_detected_at: null,
      };
      return send(emit('INITIAL_PURCHASE', id, at), options);
    },
    /** The store charged the next period (or a lapsed cook subscribed again): RENEWAL. */
    async renew(id: string, options: { send?: boolean } = {}) {
      const at = clock();
      const { subscription, product } = current(id);
      const days = product.endsWith('monthly') ? 30 : 365;
      subscription.purchase_date = iso(at);
      subscription.expires_date = iso(Math.max(Date.parse(subscription.expires_date), at) + days * DAY_MS);
      subscription.billing_issues_detected_at = null;
      subscription.grace_period_expires_date = null;
      subscription.unsubscribe_detected_at = null;
      return send(emit('RENEWAL', id, at), options);
    },
    /** The cook turned renewal off in the store: CANCELLATION (UNSUBSCRIBE). */
    async cancel(id: string, options: { send?: boolean } = {}) {
      const at = clock();
      current(id).subscription.unsubscribe_detected_at = iso(at);
      return send(emit('CANCELLATION', id, at, { cancel_reason: 'UNSUBSCRIBE' }), options);
    },
    /** The cook turned renewal back on: UNCANCELLATION. */
    async uncancel(id: string, options: { send?: boolean } = {}) {
      const at = clock();
      current(id).subscription.unsubscribe_detected_at = null;
      return send(emit('UNCANCELLATION', id, at), options);
    },
    /** The subscription ended now: EXPIRATION. */
    async expire(id: string, options: { send?: boolean } = {}) {
      const at = clock();
      const { subscription } = current(id);
      subscription.expires_date = iso(at);
      subscription.grace_period_expires_date = null;
      subscription.unsubscribe_detected_at ??= iso(at);
      return send(emit('EXPIRATION', id, at, { expiration_reason: 'UNSUBSCRIBE' }), options);
    },
    /** The store could not charge the renewal; access goes on through a grace period of `graceDays`. */
    async billingIssue(id: string, graceDays = 16, options: { send?: boolean } = {}) {
      const at = clock();
      const { subscription } = current(id);
      subscription.billing_issues_detected_at = iso(at);
      subscription.grace_period_expires_date = iso(
        Date.parse(subscription.expires_date) + graceDays * DAY_MS,
      );
      return send(emit('BILLING_ISSUE', id, at, { grace_period_expiration_at_ms: null }), options);
    },
    /** The store account's purchases move from one app user to another (a restore elsewhere): TRANSFER. */
    async transfer(from: string, to: string, options: { send?: boolean } = {}) {
      const at = clock();
      const source = customer(from);
      const target = customer(to);
      target.product = source.product;
      target.subscriptions = source.subscriptions;
      const store = source.product ? source.subscriptions[source.product]?.store : undefined;
      source.product = null;
      source.subscriptions = {};
      const event = emit('TRANSFER', null, at, {
        transferred_from: [from],
        transferred_to: [to],
        store: store?.toUpperCase() ?? 'APP_STORE',
      });
      return send(event, options);
    },
    deliver,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RevenueCatStandIn = Awaited<ReturnType<typeof startRevenueCatStandIn>>;
