import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/auth-schema.ts';
import { mailOutbox, rateLimitHits } from '../src/db/schema.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, json, signedInBrowser } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
});
afterAll(() => testDb.drop());

const mailsTo = async (to: string) =>
  (await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

describe('mail on request is limited', () => {
  it('send-verification-email mails one address at most 3 times an hour, whoever asks', async () => {
    const target = `victim-${Date.now()}@example.com`;
    await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email: target, password: 'fennel-orange-19', name: '' },
    });
    const statuses: number[] = [];
    for (let asked = 0; asked < 6; asked++) {
      // Each from a different client: the per-address limit holds across them.
      const response = await browserSession(app).request('/api/auth/send-verification-email', {
        json: { email: target },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // The sign-up's own mail plus at most the limit's worth; never one per request.
    expect(await mailsTo(target)).toBeLessThanOrEqual(5);
  });

  it('send-verification-email is limited per client too', async () => {
    const browser = browserSession(app);
    const statuses: number[] = [];
    for (let asked = 0; asked < 12; asked++) {
      const response = await browser.request('/api/auth/send-verification-email', {
        json: { email: `nobody-${asked}-${Date.now()}@example.com` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('an anonymous session cannot change an email (or mail anyone by trying)', async () => {
    const browser = await anonymousBrowser(app);
    const target = `anon-target-${Date.now()}@example.com`;
    const response = await browser.request('/api/auth/change-email', { json: { newEmail: target } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'ACCOUNT_REQUIRED' });
    expect(await mailsTo(target)).toBe(0);
  });

  it('signing in again and again while unconfirmed sends at most 5 confirmation mails an hour', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email, password: 'fennel-orange-19', name: '' },
    });
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await browserSession(app).request('/api/auth/sign-in/email', {
        json: { email, password: 'fennel-orange-19' },
      });
      expect(response.status).toBe(403);
    }
    expect(await mailsTo(email)).toBe(5);
  });
});

describe('bad input to the sign-in service is a 400, never a 500', () => {
  it.each([
    ['/api/auth/sign-in/email', { email: 'a\u0000b@example.com', password: 'x' }, 'email'],
    [
      '/api/auth/sign-up/email',
      { email: 'nul@example.com', password: 'pass\u0000word-long', name: '' },
      'password',
    ],
    ['/api/client-errors', { message: 'boom\u0000', kind: 'error' }, 'message'],
  ])('a NUL character in %s answers 400 naming the field', async (path, body, field) => {
    const response = await browserSession(app).request(path, { json: body });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { code: 'validation_failed', field } });
  });

  it('a NUL character in a query or an own route answers 400 naming the field', async () => {
    const browser = await anonymousBrowser(app);
    const query = await browser.request('/api/recipes/saved?cursor=%00');
    expect(query.status).toBe(400);
    expect(await json(query)).toMatchObject({ error: { field: 'cursor' } });
    const item = await browser.request('/api/pantry/items', { json: { items: [{ name: 'leek\u0000' }] } });
    expect(item.status).toBe(400);
    expect(await json(item)).toMatchObject({ error: { field: 'items.0.name' } });
  });

  it('a NUL character in a form body answers 400, also where better-auth reads forms', async () => {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=cook%00%40example.com&password=whatever-1',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { code: 'validation_failed', field: 'email' } });
  });

  it("JSON nested deeper than 64 levels answers 400, on better-auth routes and Larder's own", async () => {
    const deep = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)},"password":"x"}`;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/pantry/items']) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    // Brackets inside strings are text, not nesting.
    const browser = await anonymousBrowser(app);
    const added = await browser.request('/api/pantry/items', { json: { text: `${'['.repeat(80)} leeks` } });
    expect(added.status).not.toBe(400);
  });

  it("an admin's calls to better-auth's own admin endpoints (create a user, twice at once) answer 404 and make nothing", async () => {
    // Accounts are changed in Larder's audited /api/admin; better-auth's admin endpoints are off.
    const admin = await signedInBrowser(app, testDb.database.db);
    await testDb.database.db.update(user).set({ role: 'admin' }).where(eq(user.email, admin.email));
    const email = `twins-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.browser.request('/api/auth/admin/create-user', {
          json: { email, password: 'fennel-orange-19', name: 'Twin', role: 'user' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(404));
    const accounts = await testDb.database.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(0);
  });

  it('a better-auth endpoint Larder switches off answers 404 in the API error shape', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const response = await browser.request('/api/auth/delete-user', { json: {} });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: { code: 'not_found' } });
  });

  it('an email of 3,000 characters is refused as invalid, and its rate-limit key stays short', async () => {
    const email = `${'a'.repeat(3_000)}@example.com`;
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email, password: 'whatever-1' }],
      ['/api/auth/sign-up/email', { email, password: 'fennel-orange-19', name: '' }],
      ['/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }],
      ['/api/auth/send-verification-email', { email }],
    ] as const) {
      const response = await browserSession(app).request(path, { json: body });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await json(response)).toMatchObject({ code: 'INVALID_EMAIL' });
    }
    const keys = await testDb.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(Math.max(...keys.map(({ key }) => key.length))).toBeLessThan(300);
  });

  it('update-user with a null or non-text name answers 400; a good name is saved', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    for (const name of [null, 42, { first: 'x' }, 'n'.repeat(101)]) {
      const response = await browser.request('/api/auth/update-user', { json: { name } });
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(/^Name must be/);
    }
    expect((await browser.request('/api/auth/update-user', { json: { name: 'Ada' } })).status).toBe(200);
    expect(await json(await browser.request('/api/me'))).toMatchObject({ user: { name: 'Ada' } });
  });

  it('verify-password is rate limited', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++) {
      const response = await browser.request('/api/auth/verify-password', {
        json: { password: `guess-${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('passwords anyone could guess are refused', () => {
  it.each([
    ['aaaaaa', 'one character repeated'],
    ['abcdef', 'a simple sequence'],
    ['      ', 'one character repeated'],
    ['larder123', "the app's name"],
  ])('sign-up with %j is refused: %s', async (password, reason) => {
    const response = await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email: `weak-${Date.now()}-${Math.random()}@example.com`, password, name: '' },
    });
    expect(response.status).toBe(400);
    const body = await json<{ code: string; message: string }>(response);
    expect(body.code).toBe('PASSWORD_TOO_WEAK');
    expect(body.message).toContain(reason);
  });

  it('sign-up with the address itself as the password is refused', async () => {
    const email = `samecook${Date.now()}@example.com`;
    const response = await browserSession(app).request('/api/auth/sign-up/email', {
      json: { email, password: email, name: '' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
  });

  it('changing to a password made from your own name is refused', async () => {
    const { browser, email } = await signedInBrowser(app, testDb.database.db);
    const response = await browser.request('/api/auth/change-password', {
      json: { currentPassword: 'tomato-basil-42', newPassword: `${email.split('@')[0]}!` },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
  });
});
