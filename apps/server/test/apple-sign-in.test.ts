import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Me } from '@larder/domain/api/account';
import { count, eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { APPLE_ISSUER } from '../src/platform/auth/apple-id-token.ts';
import { registerUserData } from '../src/platform/user-data/registry.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

const CLIENT_ID = 'com.larder.app';
const KID = 'apple-stand-in-1';

let testDb: TestDatabase;
let keyServer: Server;
let keyRequests = 0;
let appleKey: CryptoKey;
let otherKey: CryptoKey;
let app: ReturnType<typeof buildTestApp>['app'];
const moved: { from: string; to: string }[] = [];

/** Apple's key set (https://appleid.apple.com/auth/keys), served over loopback. */
async function serveAppleKeys(): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  appleKey = privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const keys = [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }];
  keyServer = createServer((req, res) => {
    if (req.url !== '/auth/keys') {
      res.writeHead(404).end();
      return;
    }
    keyRequests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/auth/keys`;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const jwksUrl = await serveAppleKeys();
  app = buildTestApp({
    env: testEnv({
      PUBLIC_URL: 'http://localhost:8080',
      TRUST_PROXY: 'true',
      APPLE_CLIENT_ID: CLIENT_ID,
      APPLE_JWKS_URL: jwksUrl,
    }),
    database: testDb.database,
  }).app;
  registerUserData({
    name: 'test-meal-plan',
    exportFor: async () => [],
    deleteFor: async () => undefined,
    moveTo: async (_tx, from, to) => {
      moved.push({ from, to });
    },
  });
});
afterAll(async () => {
  keyServer?.closeAllConnections();
  await new Promise((resolve) => keyServer?.close(resolve));
  await testDb?.drop();
});

type Browser = ReturnType<typeof browserSession>;
const meOf = async (browser: Browser) => (await (await browser.request('/api/me')).json()) as Me;
const hasSessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((line) => /session_token=[^;]+/.test(line) && !/max-age=0/i.test(line));

/** The raw nonce the app generates, and the SHA-256 hex of it that Apple puts in the token. */
function appNonce() {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hashed: createHash('sha256').update(raw).digest('hex') };
}

let people = 0;
/** An identity token as Apple mints it for the native app. */
async function appleIdToken(
  nonce: string,
  options: { claims?: JWTPayload; key?: CryptoKey; kid?: string; issuedSecondsAgo?: number } = {},
) {
  people++;
  const now = Math.floor(Date.now() / 1000) - (options.issuedSecondsAgo ?? 0);
  const claims: JWTPayload = {
    iss: APPLE_ISSUER,
    aud: CLIENT_ID,
    sub: `001234.${randomBytes(8).toString('hex')}.0${people}`,
    email: `apple-cook${people}-${Date.now()}@privaterelay.appleid.example`,
    email_verified: true,
    is_private_email: true,
    auth_time: now,
    nonce_supported: true,
    nonce,
    iat: now,
    exp: now + 600,
    ...options.claims,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
    .sign(options.key ?? appleKey);
  return { token, email: String(claims.email), sub: String(claims.sub) };
}

const signIn = (browser: Browser, body: Record<string, unknown>) =>
  browser.request('/api/auth/sign-in/apple-id-token', { json: body });

describe('Sign in with Apple (identity token from the native app)', () => {
  it('GET /api/config tells the app that Apple sign-in is available', async () => {
    const config = (await (await app.request('/api/config')).json()) as { auth: unknown };
    expect(config.auth).toEqual({ google: false, apple: true });
  });

  it('a valid token and raw nonce sign in: 200, a session, a bearer token, and /api/me says apple', async () => {
    const nonce = appNonce();
    const { token, email } = await appleIdToken(nonce.hashed);
    const browser = browserSession(app);
    const response = await signIn(browser, { idToken: token, nonce: nonce.raw });
    expect(response.status).toBe(200);
    expect(hasSessionCookie(response)).toBe(true);
    expect(response.headers.get('set-auth-token')).toEqual(expect.any(String));
    expect((await meOf(browser)).user).toMatchObject({
      email,
      isAnonymous: false,
      emailVerified: true,
      provider: 'apple',
    });
    // The keys came from the local key set, never from Apple's servers.
    expect(keyRequests).toBeGreaterThan(0);
  });

  it('signs the same Apple user in to the same account the next time', async () => {
    const first = appNonce();
    const { token, sub } = await appleIdToken(first.hashed);
    const browser = browserSession(app);
    await signIn(browser, { idToken: token, nonce: first.raw });
    const id = (await meOf(browser)).user.id;

    const again = appNonce();
    const later = browserSession(app);
    const next = await appleIdToken(again.hashed, {
      claims: { sub, email: (await meOf(browser)).user.email },
    });
    expect((await signIn(later, { idToken: next.token, nonce: again.raw })).status).toBe(200);
    expect((await meOf(later)).user.id).toBe(id);
  });

  it('moves an anonymous browser’s data to the Apple account and deletes the anonymous user', async () => {
    const browser = browserSession(app);
    await browser.request('/api/auth/sign-in/anonymous', { json: {} });
    const anonymousId = (await meOf(browser)).user.id;
    const nonce = appNonce();
    const { token, email } = await appleIdToken(nonce.hashed);
    expect((await signIn(browser, { idToken: token, nonce: nonce.raw })).status).toBe(200);
    const me = await meOf(browser);
    expect(me.user).toMatchObject({ email, provider: 'apple' });
    expect(moved).toContainEqual({ from: anonymousId, to: me.user.id });
    const [left] = await testDb.database.db.select({ n: count() }).from(user).where(eq(user.id, anonymousId));
    expect(left?.n).toBe(0);
  });
});

describe('Sign in with Apple refuses, with a 4xx, a message and no session', () => {
  const refusals: [string, () => Promise<Record<string, unknown>>][] = [
    [
      'a nonce other than the one the token was minted for',
      async () => ({ idToken: (await appleIdToken(appNonce().hashed)).token, nonce: appNonce().raw }),
    ],
    [
      'a stolen token replayed with its own nonce claim (readable by anyone) instead of the raw nonce',
      async () => {
        const nonce = appNonce();
        return { idToken: (await appleIdToken(nonce.hashed)).token, nonce: nonce.hashed };
      },
    ],
    [
      'an expired token',
      async () => {
        const nonce = appNonce();
        return {
          idToken: (await appleIdToken(nonce.hashed, { issuedSecondsAgo: 3600 })).token,
          nonce: nonce.raw,
        };
      },
    ],
    [
      'a token for another app (audience)',
      async () => {
        const nonce = appNonce();
        const { token } = await appleIdToken(nonce.hashed, { claims: { aud: 'com.other.app' } });
        return { idToken: token, nonce: nonce.raw };
      },
    ],
    [
      'a token from another issuer',
      async () => {
        const nonce = appNonce();
        const { token } = await appleIdToken(nonce.hashed, {
          claims: { iss: 'https://appleid.apple.example' },
        });
        return { idToken: token, nonce: nonce.raw };
      },
    ],
    [
      'a token signed by another key under Apple’s key id',
      async () => {
        const nonce = appNonce();
        return { idToken: (await appleIdToken(nonce.hashed, { key: otherKey })).token, nonce: nonce.raw };
      },
    ],
    [
      'a token signed by a key Apple does not publish',
      async () => {
        const nonce = appNonce();
        const { token } = await appleIdToken(nonce.hashed, { key: otherKey, kid: 'not-an-apple-key' });
        return { idToken: token, nonce: nonce.raw };
      },
    ],
    [
      'a malformed token',
      async () => ({ idToken: 'eyJhbGciOiJSUzI1NiJ9.not-a-payload.not-a-signature', nonce: appNonce().raw }),
    ],
  ];

  it.each(refusals)('%s → 401 INVALID_TOKEN', async (_name, body) => {
    const browser = browserSession(app);
    const response = await signIn(browser, await body());
    expect(response.status).toBe(401);
    expect(hasSessionCookie(response)).toBe(false);
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect((await browser.request('/api/me')).status).toBe(401);
  });

  it('a missing nonce → 400 naming the field', async () => {
    const nonce = appNonce();
    const browser = browserSession(app);
    const response = await signIn(browser, { idToken: (await appleIdToken(nonce.hashed)).token });
    expect(response.status).toBe(400);
    expect(hasSessionCookie(response)).toBe(false);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: 'nonce: nonce is required', field: 'nonce' },
    });
    expect((await browser.request('/api/me')).status).toBe(401);
  });

  it('the web redirect flow, which Larder does not use for Apple → 400 APPLE_ID_TOKEN_REQUIRED', async () => {
    const response = await browserSession(app).request('/api/auth/sign-in/social', {
      json: { provider: 'apple', callbackURL: '/oauth-callback' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'APPLE_ID_TOKEN_REQUIRED',
      message: expect.stringContaining('Larder app'),
    });
  });

  it('a server without Apple configured → 400 APPLE_NOT_CONFIGURED', async () => {
    const unconfigured = buildTestApp({
      env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
      database: testDb.database,
    }).app;
    const nonce = appNonce();
    const browser = browserSession(unconfigured);
    const response = await signIn(browser, {
      idToken: (await appleIdToken(nonce.hashed)).token,
      nonce: nonce.raw,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'APPLE_NOT_CONFIGURED',
      message: 'Sign in with Apple is not set up on this server.',
    });
    expect((await browser.request('/api/me')).status).toBe(401);
  });
});
