import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush, { type RequestOptions, type VapidKeys } from 'web-push';
import { type PushService, type PushServiceSubscription, startPushService } from './push-service.ts';

const SUBJECT = 'mailto:ops@larder.example';

let push: PushService;
let vapid: VapidKeys;
beforeEach(async () => {
  push = await startPushService();
  vapid = webpush.generateVAPIDKeys();
});
afterEach(async () => {
  await push?.close();
});

/** What the server passes to `sendNotification`; `agent` trusts the stand-in's certificate. */
const options = (extra: RequestOptions = {}): RequestOptions => ({
  vapidDetails: { subject: SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
  TTL: 60,
  agent: push.agent,
  ...extra,
});

const idOf = (subscription: PushServiceSubscription) => subscription.endpoint.split('/').pop() ?? '';

/** A request exactly as web-push would send it, as `fetch` arguments, to tamper with. */
function requestFor(subscription: PushServiceSubscription, payload = '{"title":"Dinner"}') {
  const details = webpush.generateRequestDetails(subscription, payload, options());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = String(value);
  }
  return { headers, body: details.body };
}

const post = (endpoint: string, headers: Record<string, string>, body: Uint8Array) =>
  fetch(endpoint, { method: 'POST', headers, body });

describe('push service stand-in, sent to with web-push', () => {
  it('decrypts the message and verifies the VAPID JWT', async () => {
    const subscription = push.subscribe();
    const payload = JSON.stringify({ title: 'Use it up', body: 'The spinach is best today.' });

    const before = Math.floor(Date.now() / 1000);
    const sent = await webpush.sendNotification(
      subscription,
      payload,
      options({ urgency: 'high', topic: 'use-it-up' }),
    );

    expect(sent.statusCode).toBe(201);
    expect(sent.headers.location).toMatch(new RegExp(`^${push.url}/message/[\\w-]+$`));
    const [message, ...more] = await push.waitFor(1);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      subscriptionId: idOf(subscription),
      payload,
      ttl: 60,
      urgency: 'high',
      topic: 'use-it-up',
      vapid: { audience: push.url, subject: SUBJECT, publicKey: vapid.publicKey },
    });
    expect(message?.vapid.expiresAt).toBeGreaterThan(before);
    expect(message?.vapid.expiresAt).toBeLessThanOrEqual(before + 24 * 60 * 60 + 1);
    expect(push.rejected()).toEqual([]);
  });

  it('takes the largest payload that fits in 4096 bytes, and a message without one', async () => {
    const subscription = push.subscribe();
    // aes128gcm adds 86 bytes of header, a 16-byte tag and a 1-byte delimiter: 4096 - 103 = 3993.
    const largest = `${'é'.repeat(1996)}x`;

    await webpush.sendNotification(subscription, largest, options());
    await webpush.sendNotification(subscription, null, options());

    const messages = await push.waitFor(2);
    expect(messages.map((m) => m.payload)).toEqual([largest, '']);
    await expect(webpush.sendNotification(subscription, `${largest}x`, options())).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('resolves every waiter as messages arrive, in order', async () => {
    const first = push.subscribe();
    const second = push.subscribe();
    const both = push.waitFor(2);
    const one = push.waitFor(1);

    await Promise.all([
      webpush.sendNotification(first, 'one', options()),
      webpush.sendNotification(second, 'two', options()),
    ]);

    expect((await one).length).toBeGreaterThanOrEqual(1);
    const messages = await both;
    expect(messages.map((m) => [m.subscriptionId, m.payload]).sort()).toEqual(
      [
        [idOf(first), 'one'],
        [idOf(second), 'two'],
      ].sort(),
    );
    expect(await push.waitFor(2)).toEqual(messages);
  });

  it('answers 410 Gone (or 404) once a subscription expired', async () => {
    const gone = push.subscribe();
    const unknown = push.subscribe();
    push.expire(idOf(gone));
    push.expire(idOf(unknown), 404);

    await expect(webpush.sendNotification(gone, 'hello', options())).rejects.toMatchObject({
      statusCode: 410,
      endpoint: gone.endpoint,
    });
    await expect(webpush.sendNotification(unknown, 'hello', options())).rejects.toMatchObject({
      statusCode: 404,
    });
    const never = { ...gone, endpoint: `${push.url}/push/never-subscribed` };
    await expect(webpush.sendNotification(never, 'hello', options())).rejects.toMatchObject({
      statusCode: 404,
    });

    expect(push.rejected()).toEqual([
      { subscriptionId: idOf(gone), status: 410, reason: expect.stringMatching(/expired/) },
      { subscriptionId: idOf(unknown), status: 404, reason: expect.stringMatching(/expired/) },
      { subscriptionId: 'never-subscribed', status: 404, reason: 'No such subscription' },
    ]);
    expect(push.received()).toEqual([]);
    expect(() => push.expire('never-subscribed')).toThrow(/no subscription never-subscribed/);
  });

  it('fails the next post once with the status given', async () => {
    const subscription = push.subscribe();
    push.failNext(429);
    push.failNext(500);

    await expect(webpush.sendNotification(subscription, 'a', options())).rejects.toMatchObject({
      statusCode: 429,
      headers: expect.objectContaining({ 'retry-after': '1' }),
    });
    await expect(webpush.sendNotification(subscription, 'b', options())).rejects.toMatchObject({
      statusCode: 500,
    });
    await webpush.sendNotification(subscription, 'c', options());

    expect((await push.waitFor(1)).map((m) => m.payload)).toEqual(['c']);
    expect(push.rejected().map((r) => r.status)).toEqual([429, 500]);
  });

  it('refuses a JWT signed with another key than the expected one', async () => {
    const subscription = push.subscribe();
    push.expectedPublicKey = webpush.generateVAPIDKeys().publicKey;

    await expect(webpush.sendNotification(subscription, 'hello', options())).rejects.toMatchObject({
      statusCode: 403,
    });

    push.expectedPublicKey = vapid.publicKey;
    await webpush.sendNotification(subscription, 'hello', options());
    expect(await push.waitFor(1)).toHaveLength(1);
    expect(push.rejected()).toEqual([
      { subscriptionId: idOf(subscription), status: 403, reason: expect.stringMatching(/another VAPID key/) },
    ]);
  });

  it('speaks TLS to web-push, which uses HTTPS even for an http: endpoint', async () => {
    const subscription = push.subscribe();
    // Without an agent trusting the stand-in's certificate, web-push's TLS handshake fails.
    await expect(
      webpush.sendNotification(subscription, 'hello', { ...options(), agent: undefined }),
    ).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(push.received()).toEqual([]);
  });
});

describe('push service stand-in, sent to with plain fetch', () => {
  it('accepts a well-formed request over plain HTTP', async () => {
    const subscription = push.subscribe();
    const { headers, body } = requestFor(subscription, 'over http');

    const response = await post(subscription.endpoint, headers, body);

    expect(response.status).toBe(201);
    expect(response.headers.get('ttl')).toBe('60');
    expect((await push.waitFor(1)).map((m) => m.payload)).toEqual(['over http']);
  });

  it('refuses a tampered JWT with 403', async () => {
    const subscription = push.subscribe();
    const { headers, body } = requestFor(subscription);
    const [, token = '', key] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '') ?? [];
    const [header, claims = '', signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    forged.sub = 'mailto:someone-else@larder.example';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;

    const response = await post(
      subscription.endpoint,
      { ...headers, authorization: `vapid t=${tampered}, k=${key}` },
      body,
    );

    expect(response.status).toBe(403);
    expect(await response.text()).toBe('JWT signature does not verify with k');
    expect(push.received()).toEqual([]);
  });

  it('refuses a JWT for another audience, or expiring too late, with 403', async () => {
    const subscription = push.subscribe();
    const { headers, body } = requestFor(subscription);
    const sign = (audience: string, expiration?: number) =>
      webpush.getVapidHeaders(audience, SUBJECT, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration)
        .Authorization;
    const [https, elsewhere] = [push.url.replace('http:', 'https:'), 'https://fcm.googleapis.com'];

    for (const authorization of [sign(https), sign(elsewhere)]) {
      const response = await post(subscription.endpoint, { ...headers, authorization }, body);
      expect(response.status).toBe(403);
    }
    expect(push.rejected().map((r) => r.reason)).toEqual([
      `JWT aud is "${https}", not ${push.url}`,
      `JWT aud is "${elsewhere}", not ${push.url}`,
    ]);
  });

  it('refuses a request without TTL (400), without vapid (401), in another encoding (415)', async () => {
    const subscription = push.subscribe();
    const { headers, body } = requestFor(subscription);
    const { ttl: _ttl, ...noTtl } = headers;
    const { authorization: _authorization, ...noAuthorization } = headers;

    const answers = [
      await post(subscription.endpoint, noTtl, body),
      await post(subscription.endpoint, noAuthorization, body),
      await post(
        subscription.endpoint,
        { ...headers, authorization: `WebPush ${headers.authorization}` },
        body,
      ),
      await post(subscription.endpoint, { ...headers, 'content-encoding': 'aesgcm' }, body),
      await post(subscription.endpoint, { ...headers, 'content-encoding': 'gzip' }, body),
    ];

    expect(answers.map((a) => a.status)).toEqual([400, 401, 401, 415, 415]);
    expect(push.rejected()).toEqual([
      { subscriptionId: idOf(subscription), status: 400, reason: 'Missing TTL header' },
      {
        subscriptionId: idOf(subscription),
        status: 401,
        reason: expect.stringMatching(/Missing Authorization/),
      },
      {
        subscriptionId: idOf(subscription),
        status: 401,
        reason: expect.stringMatching(/not the vapid scheme/),
      },
      { subscriptionId: idOf(subscription), status: 415, reason: expect.stringMatching(/not aesgcm/) },
      { subscriptionId: idOf(subscription), status: 415, reason: expect.stringMatching(/not gzip/) },
    ]);
    expect(push.received()).toEqual([]);
  });

  it('refuses a body it cannot decrypt (400) or over 4096 bytes (413)', async () => {
    const subscription = push.subscribe();
    const other = push.subscribe();
    const { headers, body } = requestFor(subscription);
    const flipped = Buffer.from(body);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;

    const answers = [
      await post(subscription.endpoint, headers, flipped),
      // Encrypted for the first subscription, sent to the second.
      await post(other.endpoint, headers, body),
      await post(subscription.endpoint, headers, body.subarray(0, 86)),
      await post(subscription.endpoint, headers, Buffer.concat([body, Buffer.alloc(4096)])),
    ];

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 413]);
    expect(push.rejected().map((r) => r.reason)).toEqual([
      expect.stringMatching(/^Could not decrypt/),
      expect.stringMatching(/^Could not decrypt/),
      'aes128gcm body holds no record',
      expect.stringMatching(/over 4096/),
    ]);
    expect(push.received()).toEqual([]);
  });
});

describe('waitFor', () => {
  it('rejects with a clear message when too few messages arrive in time', async () => {
    const subscription = push.subscribe();
    await webpush.sendNotification(subscription, 'only one', options());
    push.expire(idOf(subscription));
    await webpush.sendNotification(subscription, 'refused', options()).catch(() => undefined);

    await expect(push.waitFor(2, 50)).rejects.toThrow(
      'Push service stand-in: waited 50 ms for 2 message(s), 1 arrived ' +
        '(refused: 410 Subscription expired or unsubscribed)',
    );
  });

  it('rejects a pending wait when the service closes', async () => {
    const waiting = push.waitFor(1);
    await push.close();
    await expect(waiting).rejects.toThrow('Push service stand-in closed while waiting for 1 message(s)');
    await expect(push.waitFor(1)).rejects.toThrow(/closed/);
  });
});
