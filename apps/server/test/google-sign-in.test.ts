import { createHash, randomBytes } from 'node:crypto';
import type { Me } from '@larder/domain/api/account';
import { count, eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { registerUserData } from '../src/platform/user-data/registry.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type OidcProvider, type OidcUser, startOidcProvider } from './oidc-provider.ts';
import { testEnv } from './test-env.ts';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/callback/google`;
const SIGN_IN = {
  providerId: 'google',
  callbackURL: '/oauth-callback',
  newUserCallbackURL: '/oauth-callback?new=1',
  errorCallbackURL: '/auth',
};

let testDb: TestDatabase;
let google: OidcProvider;
let app: ReturnType<typeof buildTestApp>['app'];
const moved: { from: string; to: string }[] = [];

const appWith = (overrides: Record<string, string> = {}) =>
  buildTestApp({
    env: testEnv({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      ...overrides,
    }),
    database: testDb.database,
  }).app;

beforeAll(async () => {
  testDb = await createTestDatabase();
  google = await startOidcProvider({
    clientId: 'larder-web.apps.example',
    clientSecret: 'stand-in-secret',
    redirectUris: [REDIRECT_URI],
  });
  app = appWith();
  registerUserData({
    name: 'test-shopping-list',
    exportFor: async () => [],
    deleteFor: async () => undefined,
    moveTo: async (_tx, from, to) => {
      moved.push({ from, to });
    },
  });
});
afterAll(async () => {
  await google?.close();
  await testDb?.drop();
});

type Browser = ReturnType<typeof browserSession>;
const meOf = async (browser: Browser) => (await (await browser.request('/api/me')).json()) as Me;
const hasSessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((line) => /session_token=[^;]+/.test(line) && !/max-age=0/i.test(line));

let people = 0;
const newPerson = (): OidcUser => {
  people++;
  return {
    sub: `1098${Date.now()}${people}`,
    email: `google-cook${people}-${Date.now()}@gmail.example`,
    email_verified: true,
    name: `Google Cook ${people}`,
  };
};

/** Starts the sign-in in the app and takes the browser to the stand-in, which answers with a redirect. */
async function goToGoogle(browser: Browser, person: OidcUser | null) {
  google.nextUser = person;
  const start = await browser.request('/api/auth/sign-in/oauth2', { json: SIGN_IN });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${google.issuer}/authorize?`)).toBe(true);
  const atGoogle = await fetch(url, { redirect: 'manual' });
  expect(atGoogle.status).toBe(302);
  const back = new URL(atGoogle.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back;
}

/** Follows the provider's redirect back to the app, as the browser would. */
const returnToApp = (browser: Browser, back: URL) => browser.request(`${back.pathname}${back.search}`);

async function signInWithGoogle(browser: Browser, person: OidcUser) {
  const callback = await returnToApp(browser, await goToGoogle(browser, person));
  expect(callback.status).toBe(302);
  return callback;
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  it('GET /api/config tells the web app that Google sign-in is available', async () => {
    const config = (await (await app.request('/api/config')).json()) as { auth: unknown };
    expect(config.auth).toEqual({ google: true, apple: false });
  });

  it('signs a new user up: code flow with PKCE and nonce, then /oauth-callback?new=1 and a session', async () => {
    const browser = browserSession(app);
    const person = newPerson();
    const callback = await signInWithGoogle(browser, person);
    expect(callback.headers.get('location')).toBe('/oauth-callback?new=1');
    expect(hasSessionCookie(callback)).toBe(true);

    const me = await meOf(browser);
    expect(me.user).toMatchObject({
      email: person.email,
      name: person.name,
      isAnonymous: false,
      emailVerified: true,
      provider: 'google',
    });

    const asked = google.authorizations.at(-1);
    expect(asked).toMatchObject({ redirectUri: REDIRECT_URI, codeChallengeMethod: 'S256' });
    expect(asked?.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(asked?.nonce).toEqual(expect.any(String));
    expect(asked?.state).toEqual(expect.any(String));
    expect(google.tokenRequests.at(-1)).toEqual({ clientAuth: 'client_secret_post', status: 200 });
  });

  it('signs a returning user in to the same account and redirects to /oauth-callback', async () => {
    const person = newPerson();
    const first = browserSession(app);
    await signInWithGoogle(first, person);
    const firstId = (await meOf(first)).user.id;

    const later = browserSession(app);
    const callback = await signInWithGoogle(later, person);
    expect(callback.headers.get('location')).toBe('/oauth-callback');
    expect((await meOf(later)).user).toMatchObject({ id: firstId, email: person.email, provider: 'google' });
  });

  it('moves an anonymous browser’s data to the Google account and deletes the anonymous user', async () => {
    const browser = browserSession(app);
    expect((await browser.request('/api/auth/sign-in/anonymous', { json: {} })).status).toBe(200);
    const anonymousId = (await meOf(browser)).user.id;

    const person = newPerson();
    await signInWithGoogle(browser, person);
    const me = await meOf(browser);
    expect(me.user).toMatchObject({ email: person.email, isAnonymous: false, provider: 'google' });
    expect(moved).toContainEqual({ from: anonymousId, to: me.user.id });
    const [left] = await testDb.database.db.select({ n: count() }).from(user).where(eq(user.id, anonymousId));
    expect(left?.n).toBe(0);
  });

  it('moves an anonymous browser’s data to an existing Google account on a later sign-in', async () => {
    const person = newPerson();
    await signInWithGoogle(browserSession(app), person);

    const browser = browserSession(app);
    await browser.request('/api/auth/sign-in/anonymous', { json: {} });
    const anonymousId = (await meOf(browser)).user.id;
    const callback = await signInWithGoogle(browser, person);
    expect(callback.headers.get('location')).toBe('/oauth-callback');
    const me = await meOf(browser);
    expect(me.user.email).toBe(person.email);
    expect(moved).toContainEqual({ from: anonymousId, to: me.user.id });
    const [left] = await testDb.database.db.select({ n: count() }).from(user).where(eq(user.id, anonymousId));
    expect(left?.n).toBe(0);
  });
});

describe('Google sign-in failures end on the errorCallbackURL without a session', () => {
  const expectNoSession = async (browser: Browser, callback: Response) => {
    expect(hasSessionCookie(callback)).toBe(false);
    expect((await browser.request('/api/me')).status).toBe(401);
  };
  const errorOf = (callback: Response) => {
    const location = new URL(callback.headers.get('location') ?? '', PUBLIC_URL);
    return { path: location.pathname, error: location.searchParams.get('error') };
  };

  it('a server with the wrong client secret: the provider refuses the code exchange', async () => {
    const misconfigured = appWith({ GOOGLE_CLIENT_SECRET: 'not-the-secret' });
    const browser = browserSession(misconfigured);
    const callback = await signInWithGoogle(browser, newPerson());
    expect(errorOf(callback)).toEqual({ path: '/auth', error: 'invalid_code' });
    expect(google.tokenRequests.at(-1)).toMatchObject({ status: 401, error: 'invalid_client' });
    await expectNoSession(browser, callback);
  });

  it('a tampered state', async () => {
    const browser = browserSession(app);
    const back = await goToGoogle(browser, newPerson());
    back.searchParams.set('state', randomBytes(24).toString('base64url'));
    const callback = await returnToApp(browser, back);
    expect(callback.status).toBe(302);
    expect(errorOf(callback)).toEqual({ path: '/auth', error: 'state_mismatch' });
    await expectNoSession(browser, callback);
  });

  it('a callback that arrives in another browser than the one that started (login CSRF)', async () => {
    const back = await goToGoogle(browserSession(app), newPerson());
    const victim = browserSession(app);
    const callback = await returnToApp(victim, back);
    expect(callback.status).toBe(302);
    expect(errorOf(callback)).toEqual({ path: '/auth', error: 'state_mismatch' });
    await expectNoSession(victim, callback);
  });

  it('the person declines at the provider', async () => {
    const browser = browserSession(app);
    const callback = await returnToApp(browser, await goToGoogle(browser, null));
    expect(errorOf(callback)).toEqual({ path: '/auth', error: 'access_denied' });
    await expectNoSession(browser, callback);
  });
});

describe('the stand-in provider is strict, as Google is', () => {
  const verifier = () => randomBytes(48).toString('base64url');
  const challenge = (value: string) => createHash('sha256').update(value).digest('base64url');

  async function authorize(codeVerifier: string, overrides: Record<string, string> = {}) {
    google.nextUser = newPerson();
    const url = new URL(`${google.issuer}/authorize`);
    const params = {
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge(codeVerifier),
      code_challenge_method: 'S256',
      ...overrides,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return fetch(url, { redirect: 'manual' });
  }
  const codeFrom = (response: Response) =>
    new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';

  function exchange(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${google.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, ...fields }),
    });
  }
  const post = { client_id: 'larder-web.apps.example', client_secret: 'stand-in-secret' };
  const basic = (secret: string) => ({
    authorization: `Basic ${Buffer.from(`larder-web.apps.example:${secret}`).toString('base64')}`,
  });

  it('issues a signed ID token (with the nonce) for a good exchange, by basic or post authentication', async () => {
    const codeVerifier = verifier();
    const code = codeFrom(await authorize(codeVerifier));
    const response = await exchange({ code, code_verifier: codeVerifier }, basic('stand-in-secret'));
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { id_token: string; access_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    const { payload, protectedHeader } = await jwtVerify(
      tokens.id_token,
      createRemoteJWKSet(new URL(`${google.issuer}/jwks`)),
      { issuer: google.issuer, audience: google.clientId },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ nonce: 'nonce-1', email: google.nextUser?.email });
    const info = await fetch(`${google.issuer}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ email: google.nextUser?.email });

    const second = verifier();
    const viaPost = await exchange({
      code: codeFrom(await authorize(second)),
      code_verifier: second,
      ...post,
    });
    expect(viaPost.status).toBe(200);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const codeVerifier = verifier();
    const code = codeFrom(await authorize(codeVerifier));
    const viaBasic = await exchange({ code, code_verifier: codeVerifier }, basic('wrong'));
    expect(viaBasic.status).toBe(401);
    expect(viaBasic.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await viaBasic.json()).toMatchObject({ error: 'invalid_client' });
    const viaPost = await exchange({ code, code_verifier: codeVerifier, ...post, client_secret: 'wrong' });
    expect(viaPost.status).toBe(401);
    expect(await viaPost.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a bad PKCE verifier and a reused code with 400 invalid_grant, and revokes on reuse', async () => {
    const codeVerifier = verifier();
    const code = codeFrom(await authorize(codeVerifier));
    const wrongVerifier = await exchange({ code, code_verifier: verifier(), ...post });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const first = await exchange({ code, code_verifier: codeVerifier, ...post });
    expect(first.status).toBe(200);
    const { access_token } = (await first.json()) as { access_token: string };
    const again = await exchange({ code, code_verifier: codeVerifier, ...post });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    const info = await fetch(`${google.issuer}/userinfo`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.status).toBe(401);
  });

  it('never redirects to an unregistered redirect_uri, and requires PKCE S256', async () => {
    const elsewhere = await authorize(verifier(), { redirect_uri: 'https://evil.example/callback' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
    const plain = await authorize(verifier(), { code_challenge_method: 'plain' });
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
  });
});
