import type { Me } from '@larder/domain/api/account';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { registerUserData } from '../src/platform/user-data/registry.ts';
import { browserSession, latestMail } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
const moved: { from: string; to: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
    database: testDb.database,
  }).app;
  registerUserData({
    name: 'test-notes',
    exportFor: async () => [],
    deleteFor: async () => undefined,
    moveTo: async (_tx, from, to) => {
      moved.push({ from, to });
    },
  });
});
afterAll(() => testDb.drop());

const meOf = async (browser: ReturnType<typeof browserSession>) =>
  (await (await browser.request('/api/me')).json()) as Me;

let emailCounter = 0;
const newEmail = () => `cook${++emailCounter}-${Date.now()}@example.com`;
const PASSWORD = 'tomato-basil-42';

async function signUpAndConfirm(browser = browserSession(app), email = newEmail()) {
  const signUp = await browser.request('/api/auth/sign-up/email', {
    json: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.status).toBe(200);
  const mail = await latestMail(testDb.database.db, email);
  const confirm = await browser.request(`/api/auth/verify-email?token=${mail.token}`);
  expect(confirm.status).toBe(200);
  return { browser, email };
}

describe('anonymous first', () => {
  it('a first visit gets an anonymous session that /api/me knows', async () => {
    const browser = browserSession(app);
    expect((await browser.request('/api/me')).status).toBe(401);
    expect((await browser.request('/api/auth/sign-in/anonymous', { json: {} })).status).toBe(200);
    const me = await (await browser.request('/api/me')).json();
    expect(me).toMatchObject({ user: { isAnonymous: true }, hasRecipes: false, isPro: false });
  });

  it('confirming a new account in the same browser moves the anonymous data to it', async () => {
    const browser = browserSession(app);
    await browser.request('/api/auth/sign-in/anonymous', { json: {} });
    const anonymousId = (await meOf(browser)).user.id;
    const { email } = await signUpAndConfirm(browser);
    const me = await meOf(browser);
    expect(me.user).toMatchObject({ email, isAnonymous: false, emailVerified: true, provider: 'credential' });
    expect(moved).toContainEqual({ from: anonymousId, to: me.user.id });
    const [left] = await testDb.database.db.select({ n: count() }).from(user).where(eq(user.id, anonymousId));
    expect(left?.n).toBe(0);
  });
});

describe('sign-up and confirmation', () => {
  it('sends a branded confirmation mail whose link opens /email-confirm and signs the user in', async () => {
    const browser = browserSession(app);
    const email = newEmail();
    await browser.request('/api/auth/sign-up/email', { json: { email, password: PASSWORD, name: '' } });
    const mail = await latestMail(testDb.database.db, email);
    expect(mail).toMatchObject({ subject: 'Confirm your email for Larder', kind: 'confirm-email' });
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/email-confirm\?token=/);
    expect(mail.html).toContain('Confirm my email');
    expect((await browser.request('/api/me')).status).toBe(401);
    await browser.request(`/api/auth/verify-email?token=${mail.token}`);
    expect((await meOf(browser)).user.email).toBe(email);
  });

  it('refuses a bad or used confirmation token', async () => {
    const browser = browserSession(app);
    const response = await browser.request('/api/auth/verify-email?token=not-a-real-token');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 400],
    [{ email: newEmail(), password: '12345' }, 400],
    [{ email: newEmail(), password: 'password' }, 400],
    [{ email: newEmail(), password: 'qwerty123' }, 400],
    [{ password: PASSWORD }, 400],
  ])('refuses bad input %o with a 4xx and a message', async (body, status) => {
    const response = await browserSession(app).request('/api/auth/sign-up/email', {
      json: { name: '', ...body },
    });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message?: string }).message).toEqual(expect.any(String));
  });

  it('says a common password is too common, in words', async () => {
    const response = await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email: newEmail(), password: 'iloveyou', name: '' },
    });
    expect(await response.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose another.',
    });
  });

  it('refuses a second account for the same address', async () => {
    const { email } = await signUpAndConfirm();
    const again = await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: '' },
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toBe('USER_ALREADY_EXISTS');
  });
});

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { email } = await signUpAndConfirm();
    const browser = browserSession(app);
    const wrong = await browser.request('/api/auth/sign-in/email', {
      json: { email, password: 'wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const right = await browser.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(right.status).toBe(200);
    expect((await meOf(browser)).user.email).toBe(email);
  });

  it('gives the native app a bearer token that works without cookies', async () => {
    const { email } = await signUpAndConfirm();
    const signIn = await browserSession(app).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toEqual(expect.any(String));
    const me = await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as Me).user.email).toBe(email);
    const forged = await app.request('/api/me', { headers: { authorization: 'Bearer not-a-real-token' } });
    expect(forged.status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { email } = await signUpAndConfirm();
    const signIn = await browserSession(app).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    const cookie = signIn.headers.getSetCookie().find((line) => line.includes('session_token')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a cookie-carrying request from another site (CSRF origin check)', async () => {
    const { browser } = await signUpAndConfirm();
    const forged = await browser.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'stolen-basil-99', revokeOtherSessions: false },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await browser.request('/api/me')).status).toBe(200);
  });

  it('refuses an unconfirmed account with 403 and sends a new confirmation mail', async () => {
    const email = newEmail();
    await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: '' },
    });
    const before = await testDb.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    const response = await browserSession(app).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    const after = await testDb.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it('limits password guessing per address: the 11th try in 10 minutes gets a 429', async () => {
    const { email } = await signUpAndConfirm();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await browserSession(app).request('/api/auth/sign-in/email', {
        json: { email, password: `wrong-guess-${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses, and allows one request per address per 90 s', async () => {
    const browser = browserSession(app);
    const unknown = newEmail();
    const first = await browser.request('/api/auth/request-password-reset', {
      json: { email: unknown, redirectTo: '/reset-password' },
    });
    expect(first.status).toBe(200);
    const second = await browser.request('/api/auth/request-password-reset', {
      json: { email: unknown, redirectTo: '/reset-password' },
    });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(80);
    expect(await second.json()).toMatchObject({
      code: 'RESET_COOLDOWN',
      message: 'Too many requests: Please wait ~90 seconds before requesting another reset email.',
    });
  });

  it('mails a /reset-password link; the new password works and every other session ends', async () => {
    const { browser: oldDevice, email } = await signUpAndConfirm();
    expect((await oldDevice.request('/api/me')).status).toBe(200);
    await browserSession(app).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    const mail = await latestMail(testDb.database.db, email);
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/reset-password\?token=/);

    const tooCommon = await browserSession(app).request('/api/auth/reset-password', {
      json: { newPassword: 'password1', token: mail.token },
    });
    expect(tooCommon.status).toBe(400);
    const reset = await browserSession(app).request('/api/auth/reset-password', {
      json: { newPassword: 'fresh-basil-2026', token: mail.token },
    });
    expect(reset.status).toBe(200);
    expect((await oldDevice.request('/api/me')).status).toBe(401);
    const signIn = await browserSession(app).request('/api/auth/sign-in/email', {
      json: { email, password: 'fresh-basil-2026' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('account', () => {
  it('exports the account as JSON without secrets, then deletes it with its sessions', async () => {
    const { browser, email } = await signUpAndConfirm();
    const exported = await browser.request('/api/account/export');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="larder-data-/);
    const data = (await exported.json()) as { account: { profile: { email: string } } };
    expect(data.account.profile.email).toBe(email);
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);

    expect(
      (await browser.request('/api/account', { method: 'DELETE', json: { confirm: 'yes' } })).status,
    ).toBe(400);
    expect(
      (await browser.request('/api/account', { method: 'DELETE', json: { confirm: 'DELETE' } })).status,
    ).toBe(204);
    expect((await browser.request('/api/me')).status).toBe(401);
    const [left] = await testDb.database.db.select({ n: count() }).from(user).where(eq(user.email, email));
    expect(left?.n).toBe(0);
  });

  it('anonymous users cannot export or delete an account', async () => {
    const browser = browserSession(app);
    await browser.request('/api/auth/sign-in/anonymous', { json: {} });
    expect((await browser.request('/api/account/export')).status).toBe(401);
  });
});

describe('admin', () => {
  it('refuses the overview to a normal user and serves it to an admin', async () => {
    const { browser, email } = await signUpAndConfirm();
    const refused = await browser.request('/api/admin/overview');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    await testDb.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
    const allowed = await browser.request('/api/admin/overview');
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { users: { admins: number } }).users.admins).toBeGreaterThanOrEqual(1);
    expect((await browserSession(app).request('/api/admin/overview')).status).toBe(401);
  });
});
