/// <reference path="./http-ece.d.ts" />
/**
 * A stand-in for a Web Push service (RFC 8030) on loopback, for integration tests: the server's
 * `web-push` library sends to it exactly as it sends to FCM or Mozilla's autopush, and the stand-in plays
 * the browser's part too, decrypting each message with the subscription's private key (RFC 8291).
 *
 * Each `POST /push/:id` is checked as a strict push service would check it:
 * - `TTL` present, a non-negative integer (else 400); `Urgency` and `Topic`, when present, valid (else 400);
 * - `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): 401 when absent or not that scheme, 403
 *   when the ES256 signature does not verify with `k`, `aud` is not this service's origin, `exp` is past
 *   or more than 24 h ahead, `sub` is not a `mailto:` or `https:` URL, or `k` is not `expectedPublicKey`;
 * - `Content-Encoding: aes128gcm` (else 415; a message without a body needs none), at most 4096 bytes
 *   (else 413), one record that decrypts (else 400);
 * - the subscription known (else 404) and not expired (else 410, or the status given to `expire`).
 * A message that passes is recorded and answered 201 Created with a `Location`, like a real service.
 * Every refusal is recorded in `rejected()`, with the reason (also the answer's text body).
 *
 * TLS: `web-push` always speaks HTTPS (it calls `https.request` even for an `http:` endpoint), so the
 * port answers both plain HTTP (for `fetch`, and senders that honour the scheme) and TLS with a
 * self-signed certificate for 127.0.0.1. Endpoints stay `http://127.0.0.1:PORT/push/…`, so the VAPID
 * audience is `http://127.0.0.1:PORT`. A TLS sender must trust `ca`: pass `agent` (an `https.Agent` that
 * does) in `sendNotification`'s options, or, for a server in a child process, write `ca` to a file and
 * name it in `NODE_EXTRA_CA_CERTS`.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import ece from 'http_ece';

/** A subscription as a browser's `subscription.toJSON()` gives it. */
export interface PushServiceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the service accepted, decrypted. */
export interface ReceivedPush {
  /** The last path segment of the endpoint. */
  subscriptionId: string;
  /** The decrypted plaintext, as UTF-8 ('' for a message without a body). */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** From the verified VAPID JWT; `publicKey` is the `k` it was verified with. */
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string };
}

export interface PushRejection {
  subscriptionId: string;
  status: number;
  reason: string;
}

export interface PushService {
  /** `http://127.0.0.1:PORT`, also the VAPID audience senders must sign for. */
  url: string;
  /** The self-signed certificate (PEM) the port answers TLS with. */
  ca: string;
  /** An `https.Agent` trusting `ca`, for `webpush.sendNotification(…, { agent })`. */
  agent: Agent;
  /** A new subscription: a fresh P-256 key pair and 16-byte auth secret, the private half kept here. */
  subscribe(): PushServiceSubscription;
  /** The messages accepted so far, in order. */
  received(): readonly ReceivedPush[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs` (10 s by default). */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedPush[]>;
  /** Later posts to this subscription answer 410 Gone (or 404), as when the browser unsubscribed. */
  expire(subscriptionId: string, status?: 404 | 410): void;
  /** The next post (to any subscription) answers this status, once. Calls queue up. */
  failNext(status: number): void;
  /** The posts refused, in order. */
  rejected(): readonly PushRejection[];
  close(): Promise<void>;
  /** When set, a JWT whose `k` is another key is refused with 403. */
  expectedPublicKey?: string;
}

/** RFC 8030 §7.2: a push service must accept 4096 bytes of body, and may refuse more with 413. */
const MAX_BODY_BYTES = 4096;
/** Bodies beyond this are not even read. */
const MAX_READ_BYTES = 1024 * 1024;
/** RFC 8292 §2: a JWT's `exp` is at most 24 hours ahead. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;
const DEFAULT_WAIT_MS = 10_000;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** RFC 8188 §2.1: salt (16) + rs (4) + idlen (1); the key id here is the sender's 65-byte public key. */
const ECE_HEADER_BYTES = 21;
const P256_POINT_BYTES = 65;
/** AES-GCM tag (16) + the padding delimiter (1). */
const RECORD_OVERHEAD_BYTES = 17;

interface Subscription {
  ecdh: ECDH;
  authSecret: Buffer;
  expiredWith?: 404 | 410;
}

type Refusal = { status: number; reason: string };
type Vapid = ReceivedPush['vapid'];

interface Waiter {
  count: number;
  resolve: (messages: readonly ReceivedPush[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Starts a push service on 127.0.0.1, on a free port. */
export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, Subscription>();
  const messages: ReceivedPush[] = [];
  const refusals: PushRejection[] = [];
  const failures: number[] = [];
  const waiters = new Set<Waiter>();
  const sockets = new Set<Socket>();
  let closed = false;

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, `Push service stand-in failed: ${String(error)}`);
      else response.destroy();
    });
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', service.url).pathname;
    const match = /^\/push\/([^/]+)$/.exec(path);
    if (!match?.[1]) return answer(response, 404, 'Not found');
    if (request.method !== 'POST') {
      return answer(response, 405, 'Push messages are POSTed', { allow: 'POST' });
    }
    const subscriptionId = match[1];
    const refuse = ({ status, reason }: Refusal, headers: Record<string, string> = {}) => {
      refusals.push({ subscriptionId, status, reason });
      answer(response, status, reason, headers);
    };

    const body = await readBody(request, MAX_READ_BYTES);
    if (!body) {
      refuse({ status: 413, reason: `Body over ${MAX_BODY_BYTES} bytes` }, { connection: 'close' });
      return;
    }

    const injected = failures.shift();
    if (injected !== undefined) {
      const retry: Record<string, string> =
        injected === 429 || injected === 503 ? { 'retry-after': '1' } : {};
      return refuse({ status: injected, reason: `Failure injected with failNext(${injected})` }, retry);
    }

    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) return refuse({ status: 404, reason: 'No such subscription' });
    if (subscription.expiredWith) {
      return refuse({ status: subscription.expiredWith, reason: 'Subscription expired or unsubscribed' });
    }

    const ttlHeader = header(request, 'ttl');
    if (ttlHeader === null) return refuse({ status: 400, reason: 'Missing TTL header' });
    if (!/^\d+$/.test(ttlHeader))
      return refuse({ status: 400, reason: `TTL is not a whole number: ${ttlHeader}` });
    const urgency = header(request, 'urgency');
    if (urgency !== null && !URGENCIES.has(urgency)) {
      return refuse({ status: 400, reason: `Unknown Urgency: ${urgency}` });
    }
    const topic = header(request, 'topic');
    if (topic !== null && (topic.length > 32 || !BASE64URL.test(topic))) {
      return refuse({ status: 400, reason: 'Topic must be at most 32 base64url characters' });
    }

    const vapid = checkVapid(request.headers.authorization, service.url, service.expectedPublicKey);
    if ('status' in vapid) return refuse(vapid);

    let payload = '';
    if (body.length > 0 || request.headers['content-encoding'] !== undefined) {
      const encoding = request.headers['content-encoding'];
      if (encoding?.toLowerCase() !== 'aes128gcm') {
        return refuse({
          status: 415,
          reason: `Content-Encoding must be aes128gcm, not ${encoding ?? 'absent'}`,
        });
      }
      if (body.length > MAX_BODY_BYTES) {
        return refuse({ status: 413, reason: `Body of ${body.length} bytes, over ${MAX_BODY_BYTES}` });
      }
      const plaintext = decrypt(body, subscription);
      if ('status' in plaintext) return refuse(plaintext);
      payload = plaintext.text;
    }

    const message: ReceivedPush = { subscriptionId, payload, ttl: Number(ttlHeader), urgency, topic, vapid };
    messages.push(message);
    answer(response, 201, '', {
      location: `${service.url}/message/${randomBytes(12).toString('base64url')}`,
      ttl: ttlHeader,
    });
    for (const waiter of waiters) {
      if (messages.length < waiter.count) continue;
      waiters.delete(waiter);
      clearTimeout(waiter.timer);
      waiter.resolve([...messages]);
    }
  }

  const httpServer = createHttpServer(handler);
  const httpsServer = createHttpsServer({ key: TLS_KEY, cert: TLS_CERT }, handler);
  httpsServer.on('tlsClientError', () => undefined);
  // One port, two protocols: a TLS connection starts with a handshake record (0x16), HTTP with a method.
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? httpsServer : httpServer).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = front.address() as AddressInfo;

  const service: PushService = {
    url: `http://127.0.0.1:${port}`,
    ca: TLS_CERT,
    agent: new Agent({ ca: TLS_CERT }),

    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(16).toString('base64url');
      subscriptions.set(id, { ecdh, authSecret });
      return {
        endpoint: `${service.url}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
    },

    received: () => [...messages],

    waitFor(count, timeoutMs = DEFAULT_WAIT_MS) {
      if (messages.length >= count) return Promise.resolve([...messages]);
      if (closed) return Promise.reject(new Error('Push service stand-in: closed, nothing more will arrive'));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          count,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            reject(new Error(waitMessage(count, timeoutMs, messages, refusals)));
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },

    expire(subscriptionId, status = 410) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`Push service stand-in: no subscription ${subscriptionId}`);
      subscription.expiredWith = status;
    },

    failNext(status) {
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        throw new RangeError(`Push service stand-in: ${status} is not an error status to answer with`);
      }
      failures.push(status);
    },

    rejected: () => [...refusals],

    async close() {
      if (closed) return;
      closed = true;
      for (const waiter of waiters) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`Push service stand-in closed while waiting for ${waiter.count} message(s)`));
      }
      waiters.clear();
      service.agent.destroy();
      const stopped = new Promise<void>((resolve) => front.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
  return service;
}

/** The body, or null when it is over `limit` bytes (the rest is left unread). */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function answer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, text ? { 'content-type': 'text/plain; charset=utf-8', ...headers } : headers);
  response.end(text);
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT ES256-signed with that key, its claims sound. */
function checkVapid(authorization: string | undefined, audience: string, expectedKey: string | undefined) {
  const unauthorized = (reason: string): Refusal => ({ status: 401, reason });
  const forbidden = (reason: string): Refusal => ({ status: 403, reason });
  if (!authorization) return unauthorized('Missing Authorization header (want "vapid t=<JWT>, k=<key>")');
  const scheme = /^vapid\s+(.+)$/i.exec(authorization.trim());
  if (!scheme?.[1]) return unauthorized('Authorization is not the vapid scheme of RFC 8292');
  const params = new Map<string, string>();
  for (const part of scheme[1].split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return unauthorized('Authorization needs both t (the JWT) and k (the public key)');

  const point = BASE64URL.test(k) ? Buffer.from(k, 'base64url') : Buffer.alloc(0);
  if (point.length !== P256_POINT_BYTES || point[0] !== 4) {
    return forbidden('k is not an uncompressed P-256 public key in base64url');
  }
  if (expectedKey !== undefined && !point.equals(Buffer.from(expectedKey, 'base64url'))) {
    return forbidden('JWT signed with another VAPID key than this subscription was made with');
  }
  let key: ReturnType<typeof createPublicKey>;
  try {
    key = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
    });
  } catch {
    return forbidden('k is not a point on P-256');
  }

  const parts = token.split('.');
  const [encodedHeader, encodedClaims, encodedSignature] = parts;
  if (parts.length !== 3 || !encodedHeader || !encodedClaims || !encodedSignature) {
    return forbidden('t is not a JWT');
  }
  if (!parts.every((part) => BASE64URL.test(part))) return forbidden('t is not base64url');
  const jwtHeader = parseJson(encodedHeader);
  if (jwtHeader?.alg !== 'ES256') return forbidden('JWT alg must be ES256');
  const signature = Buffer.from(encodedSignature, 'base64url');
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  const valid =
    signature.length === 64 && verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature);
  if (!valid) return forbidden('JWT signature does not verify with k');

  const claims = parseJson(encodedClaims);
  if (!claims) return forbidden('JWT claims are not a JSON object');
  const { aud, exp, sub } = claims;
  if (aud !== audience) return forbidden(`JWT aud is ${JSON.stringify(aud)}, not ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return forbidden('JWT exp is not a whole number');
  if (exp <= now) return forbidden('JWT expired');
  if (exp > now + MAX_JWT_LIFETIME_SECONDS) return forbidden('JWT exp is more than 24 hours ahead');
  if (typeof sub !== 'string' || !isContact(sub)) return forbidden('JWT sub is not a mailto: or https: URL');
  return { audience: aud, subject: sub, expiresAt: exp, publicKey: k } satisfies Vapid;
}

function parseJson(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function isContact(subject: string): boolean {
  try {
    const { protocol } = new URL(subject);
    return protocol === 'mailto:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** RFC 8291: one aes128gcm record, keyed by the sender's public key in the header and the auth secret. */
function decrypt(body: Buffer, subscription: Subscription): { text: string } | Refusal {
  const bad = (reason: string): Refusal => ({ status: 400, reason });
  if (body.length < ECE_HEADER_BYTES) return bad('Body too short for an aes128gcm header');
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  if (keyIdLength !== P256_POINT_BYTES) {
    return bad(`aes128gcm key id is ${keyIdLength} bytes, not the sender's ${P256_POINT_BYTES}-byte key`);
  }
  const ciphertext = body.length - ECE_HEADER_BYTES - keyIdLength;
  // http_ece answers an empty buffer, no error, for a body with no record after the header.
  if (ciphertext < RECORD_OVERHEAD_BYTES) return bad('aes128gcm body holds no record');
  if (ciphertext > recordSize) return bad('A push message must be a single aes128gcm record (RFC 8291 §4)');
  try {
    const plaintext = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscription.ecdh,
      authSecret: subscription.authSecret,
    });
    return { text: plaintext.toString('utf8') };
  } catch (error) {
    return bad(`Could not decrypt: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function waitMessage(
  count: number,
  timeoutMs: number,
  messages: readonly ReceivedPush[],
  refusals: readonly PushRejection[],
): string {
  const refused = refusals.map((r) => `${r.status} ${r.reason}`).join('; ');
  return (
    `Push service stand-in: waited ${timeoutMs} ms for ${count} message(s), ${messages.length} arrived` +
    (refused ? ` (refused: ${refused})` : '')
  );
}

// Self-signed EC P-256 certificate for IP:127.0.0.1 and DNS:localhost, valid for a century. Test use only.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2f+/xYszwmaFp6vt
LN0WyGCn4YzByKpmGVVV99EIIlqhRANCAAS0L4kUxNlgMBA1nd8JITG9refYMOK8
4JDF3jWUDnL7uEOeUWGGAgpRwui9L0bWkjKkLEDxh0i5lBSN7velo0CN
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUF9haOwDG1w4yVzZRuL+BAY1TYAYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJcHVzaC50ZXN0MCAXDTI2MTEyOTIyMDI0MVoYDzIxMjYxMTA1
MjIwMjQxWjAUMRIwEAYDVQQDDAlwdXNoLnRlc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAS0L4kUxNlgMBA1nd8JITG9refYMOK84JDF3jWUDnL7uEOeUWGGAgpR
wui9L0bWkjKkLEDxh0i5lBSN7velo0CNo28wbTAdBgNVHQ4EFgQUiS13ItvY9EBm
HmOJ7HYBUeRgYi8wHwYDVR0jBBgwFoAUiS13ItvY9EBmHmOJ7HYBUeRgYi8wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDRwAwRAIgBGlIpwSavqjatTbrdkSCwZL7VbL82cFrkcv5NzqDpdkCIBlD
l4YwHaXvq6zrJuEFiSHeBp2cbFdSfEZu/V6mZZLD
-----END CERTIFICATE-----
`;
