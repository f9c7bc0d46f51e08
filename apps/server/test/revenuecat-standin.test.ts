import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RevenueCatUnavailable,
  revenueCatClient,
  subscriberAnswer,
} from '../src/modules/store-purchases/revenuecat-client.ts';
import { type RevenueCatStandIn, startRevenueCatStandIn } from './revenuecat-standin.ts';

const SECRET_KEY = 'sk_standin_test_secret_key';
const WEBHOOK_AUTH = 'standin-webhook-authorization';

/** Records each webhook request as it arrived. */
const received: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
const receiver = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({
    authorization: request.headers.authorization,
    body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
  });
  response.writeHead(200).end('{}');
});

let rc: RevenueCatStandIn;
beforeAll(async () => {
  rc = await startRevenueCatStandIn({ secretKey: SECRET_KEY, webhookAuth: WEBHOOK_AUTH });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  rc.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
});
afterAll(async () => {
  await rc?.stop();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const get = (id: string, key = SECRET_KEY) =>
  fetch(`${rc.url}/v1/subscribers/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${key}` },
  });

describe('the RevenueCat stand-in', () => {
  it('needs the secret key, and answers a new subscriber for an id it never saw', async () => {
    const refused = await get('cook-1', 'sk_wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 7225, message: 'Invalid API Key.' });
    const fresh = await get('cook-1');
    expect(fresh.status).toBe(200);
    const { subscriber } = subscriberAnswer.parse(await fresh.json());
    expect(subscriber).toMatchObject({ original_app_user_id: 'cook-1', entitlements: {}, subscriptions: {} });
  });

  it('sells Pro in the shape the server reads, and sends the webhook with the Authorization header', async () => {
    const bought = await rc.buy('$RCAnonymousID:abc', 'monthly', 'play_store');
    expect(bought.status).toBe(200);
    const { subscriber } = subscriberAnswer.parse(await (await get('$RCAnonymousID:abc')).json());
    expect(subscriber.entitlements.pro?.product_identifier).toBe('larder_pro:monthly');
    expect(subscriber.subscriptions['larder_pro:monthly']).toMatchObject({ store: 'play_store' });
    expect(received.at(-1)).toMatchObject({
      authorization: WEBHOOK_AUTH,
      body: {
        api_version: '1.0',
        event: { type: 'INITIAL_PURCHASE', app_user_id: '$RCAnonymousID:abc', store: 'PLAY_STORE' },
      },
    });
    const moved = await rc.transfer('$RCAnonymousID:abc', 'cook-2');
    expect(moved.event).toMatchObject({
      transferred_from: ['$RCAnonymousID:abc'],
      transferred_to: ['cook-2'],
    });
    expect(moved.event.event_timestamp_ms).toBeGreaterThan(bought.event.event_timestamp_ms);
    const after = subscriberAnswer.parse(await (await get('$RCAnonymousID:abc')).json());
    expect(after.subscriber.entitlements.pro).toBeUndefined();
  });

  it("fails the next requests with a 500, which the server's client retries once", async () => {
    const client = revenueCatClient({ secretKey: SECRET_KEY, apiUrl: rc.url }, { retryDelayMs: 1 });
    rc.failNext(1);
    expect((await client.subscriber('cook-3')).original_app_user_id).toBe('cook-3');
    rc.failNext(2);
    await expect(client.subscriber('cook-3')).rejects.toBeInstanceOf(RevenueCatUnavailable);
    const wrongKey = revenueCatClient({ secretKey: 'sk_not_it', apiUrl: rc.url }, { retryDelayMs: 1 });
    const before = rc.requests.length;
    await expect(wrongKey.subscriber('cook-3')).rejects.toMatchObject({ reason: 'status', status: 401 });
    expect(rc.requests.length).toBe(before + 1);
  });
});
