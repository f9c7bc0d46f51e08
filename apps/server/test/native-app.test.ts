import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { json, newEmail, PASSWORD } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
});
afterAll(() => testDb.drop());

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';

/** A request as the native app's web view sends it: from its own origin, never with a cookie. */
function fromApp(
  origin: string,
  path: string,
  init: { method?: string; json?: unknown; token?: string } = {},
) {
  return app.request(path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      origin,
      'sec-fetch-site': 'cross-site',
      'x-forwarded-for': '10.77.0.1',
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

/** Signs up and confirms an account from the app; answers the bearer token the confirmation issued. */
async function confirmedInApp(origin: string): Promise<{ email: string; token: string }> {
  const email = newEmail();
  const signUp = await fromApp(origin, '/api/auth/sign-up/email', {
    json: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.status).toBe(200);
  const mail = await latestMail(testDb.database.db, email);
  const confirmed = await fromApp(origin, `/api/auth/verify-email?token=${mail.token}`);
  expect(confirmed.status).toBe(200);
  const token = confirmed.headers.get('set-auth-token');
  expect(token).toBeTruthy();
  return { email, token: token ?? '' };
}

describe('the native apps call the API across origins with a bearer token', () => {
  it.each([IOS, ANDROID])('a preflight from %s is allowed, without cookies', async (origin) => {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-timezone',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a foreign page gets no CORS grant', async () => {
    const response = await app.request('/api/auth/get-session', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('email confirmation and sign-in issue a token the app reads; the token alone is the session', async () => {
    const { email, token } = await confirmedInApp(IOS);
    const signIn = await fromApp(IOS, '/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('access-control-allow-origin')).toBe(IOS);
    expect(signIn.headers.get('access-control-expose-headers')).toContain('set-auth-token');
    const signedInToken = signIn.headers.get('set-auth-token');
    expect(signedInToken).toBeTruthy();

    for (const bearer of [token, signedInToken ?? '']) {
      const session = await json<{ user: { email: string } } | null>(
        await fromApp(IOS, '/api/auth/get-session', { token: bearer }),
      );
      expect(session?.user.email).toBe(email);
    }
    // A write from the app's origin with its token passes the cross-site guard (it carries no cookie).
    const added = await fromApp(IOS, '/api/pantry/items', {
      json: { text: '2 leeks' },
      token: signedInToken ?? '',
    });
    expect(added.status).toBe(201);
  });

  it('signing out with the token ends that session; the token then means nobody', async () => {
    const { token } = await confirmedInApp(ANDROID);
    const out = await fromApp(ANDROID, '/api/auth/sign-out', { json: {}, token });
    expect(out.status).toBe(200);
    expect(await json(await fromApp(ANDROID, '/api/auth/get-session', { token }))).toBeNull();
    expect((await fromApp(ANDROID, '/api/pantry', { token })).status).toBe(401);
  });
});

describe('the files that let the OS open Larder links in the app', () => {
  it('are not served until the operator names the signed apps', async () => {
    for (const path of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
    }
  });

  it('name the app and the link paths once configured', async () => {
    const fingerprint = Array.from({ length: 32 }, (_, i) =>
      (i * 7).toString(16).padStart(2, '0').toUpperCase(),
    ).join(':');
    const configured = buildTestApp({
      env: testEnv({ APPLE_TEAM_ID: 'ABCDE12345', ANDROID_CERT_SHA256: fingerprint }),
      database: testDb.database,
    }).app;
    const android = await configured.request('/.well-known/assetlinks.json');
    expect(android.headers.get('content-type')).toContain('application/json');
    expect(await android.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.larder.mobile',
          sha256_cert_fingerprints: [fingerprint],
        },
      },
    ]);
    const apple = await json<{
      applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] };
    }>(await configured.request('/.well-known/apple-app-site-association'));
    expect(apple.applinks.details[0]?.appIDs).toEqual(['ABCDE12345.app.larder.mobile']);
    expect(apple.applinks.details[0]?.components.map((c) => c['/'])).toEqual([
      '/r/*',
      '/collection-preview/*',
      '/email-confirm',
      '/reset-password',
      '/oauth-callback',
    ]);
  });
});
