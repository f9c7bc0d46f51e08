import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, latestMail } from './browser-session.ts';
import { buildTestApp, TEST_AUTH_SECRET } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
});
afterAll(() => testDb.drop());

const ORIGIN = 'http://localhost:8080';

/** Every form of "somewhere else" that an attacker can put where a return path belongs. */
const TRICKY = [
  '//evil.example',
  '/\\evil.example',
  '/%2F/evil.example',
  '/%5C/evil.example',
  '/./%2F/evil.example',
  '/a/..//evil.example',
  '/a/../%2F%2Fevil.example',
  '/%252F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

/** Where a Location header sends a browser, resolved as a browser would. */
function landing(location: string | null): URL {
  expect(location).toBeTruthy();
  const url = new URL(String(location), `${ORIGIN}/api/auth/verify-email`);
  expect(url.origin).toBe(ORIGIN);
  // A path that begins with two slashes would be read as another host if it were ever made relative.
  expect(url.pathname).not.toMatch(/^\/[/\\]/);
  expect(decodeURIComponent(url.pathname)).not.toMatch(/^\/[/\\]|evil\.example/);
  return url;
}

async function newAccount(): Promise<string> {
  const email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await browserSession(app).request('/api/auth/sign-up/email', {
    json: { email, password: 'beetroot-salad-31', name: '' },
  });
  expect(signUp.status).toBe(200);
  return email;
}

describe('return paths stay on this site', () => {
  it.each(TRICKY)('a confirmation link with callbackURL=%j lands on Larder', async (callbackURL) => {
    const email = await newAccount();
    const token = await createEmailVerificationToken(TEST_AUTH_SECRET, email);
    const response = await app.request(
      `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`,
      { headers: { origin: ORIGIN } },
    );
    expect(response.status).toBe(302);
    landing(response.headers.get('location'));
  });

  it.each(TRICKY)('a password reset link with callbackURL=%j lands on Larder', async (callbackURL) => {
    const email = await newAccount();
    const browser = browserSession(app);
    const asked = await browser.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: callbackURL },
    });
    expect(asked.status).toBe(200);
    const mail = await latestMail(testDb.database.db, email);
    const response = await app.request(
      `/api/auth/reset-password/${mail.token}?callbackURL=${encodeURIComponent(callbackURL)}`,
      { headers: { origin: ORIGIN } },
    );
    expect(response.status).toBe(302);
    landing(response.headers.get('location'));
  });

  it('a sign-up that asks to come back somewhere else gets a confirmation mail that stays on Larder', async () => {
    for (const callbackURL of TRICKY) {
      const email = `redirect-mail-${TRICKY.indexOf(callbackURL)}-${Date.now()}@example.com`;
      const signUp = await browserSession(app).request('/api/auth/sign-up/email', {
        json: { email, password: 'beetroot-salad-31', name: '', callbackURL },
      });
      expect([200, 403]).toContain(signUp.status);
      if (signUp.status !== 200) continue;
      const mail = await latestMail(testDb.database.db, email);
      const link = new URL(mail.link);
      expect(link.origin).toBe(ORIGIN);
      expect(link.searchParams.get('returnTo') ?? '/').not.toMatch(/^\/[/\\]|evil/);
    }
  });

  it('keeps a good return path as it is', async () => {
    const email = await newAccount();
    const token = await createEmailVerificationToken(TEST_AUTH_SECRET, email);
    const callbackURL = '/email-confirm?returnTo=%2Fcollections';
    const response = await app.request(
      `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`,
      { headers: { origin: ORIGIN } },
    );
    const url = landing(response.headers.get('location'));
    expect(`${url.pathname}${url.search}`).toBe(callbackURL);
  });
});
