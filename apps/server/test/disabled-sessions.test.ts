import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/auth-schema.ts';
import { isDisabledAccount } from '../src/platform/auth/disabled-accounts.ts';
import { SessionCache } from '../src/platform/auth/session-cache.ts';
import { useSessionCache } from '../src/platform/auth/session-lookup.ts';
import { adminBrowser } from './admin-kit.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { signedInBrowser, userIdOf } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let plain: ReturnType<typeof buildTestApp>['app'];
let cached: ReturnType<typeof buildTestApp>['app'];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const env = testEnv({ TRUST_PROXY: 'true' });
  plain = buildTestApp({ env, database: testDb.database }).app;
  // With the session cache (no change listener here: each lookup is new, so nothing stale is kept).
  const built = buildTestApp({ env, database: testDb.database });
  useSessionCache(built.auth, new SessionCache());
  cached = built.app;
});
afterAll(() => testDb.drop());

describe('a disabled account', () => {
  it('has no session even when a sign-in racing the disable wrote one afterwards', async () => {
    const db = testDb.database.db;
    const admin = await adminBrowser(plain, db);
    const cook = await signedInBrowser(plain, db);
    const cookId = await userIdOf(cook.browser);
    const cookie = [...cook.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [row] = await db.select().from(session).where(eq(session.userId, cookId));
    if (!row) throw new Error('the cook has no session');
    const credentials = { cookie: { cookie }, bearer: { authorization: `Bearer ${row.token}` } };
    for (const [name, headers] of Object.entries(credentials)) {
      expect((await plain.request('/api/me', { headers })).status, name).toBe(200);
    }

    const disabled = await admin.browser.request(`/api/admin/users/${cookId}/disabled`, {
      method: 'PUT',
      json: { disabled: true, reason: 'spam from this account' },
    });
    expect(disabled.status).toBe(200);
    expect(await db.select().from(session).where(eq(session.userId, cookId))).toEqual([]);
    // The racing sign-in's session, written after the disable (the same token, so the same cookie).
    await db.insert(session).values(row);

    for (const [appName, app] of Object.entries({ plain, cached })) {
      for (const [name, headers] of Object.entries(credentials)) {
        const label = `${appName}, ${name}`;
        // Twice: the second lookup is the cache's when it keeps anything.
        for (let round = 0; round < 2; round++) {
          expect((await app.request('/api/me', { headers })).status, label).toBe(401);
          expect((await app.request('/api/pantry', { headers })).status, label).toBe(401);
          const answer = await app.request('/api/auth/get-session', { headers });
          expect(answer.status, label).toBe(200);
          expect(await answer.json(), label).toBeNull();
          const withQuery = await app.request('/api/auth/get-session?disableRefresh=true', { headers });
          expect(await withQuery.json(), label).toBeNull();
        }
      }
    }
  });
});

describe('isDisabledAccount', () => {
  it('is banned, with no end or an end still to come', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(isDisabledAccount({ banned: true, banExpires: null }, now)).toBe(true);
    expect(isDisabledAccount({ banned: true, banExpires: new Date(now + 1000) }, now)).toBe(true);
    expect(isDisabledAccount({ banned: true, banExpires: new Date(now - 1000).toISOString() }, now)).toBe(
      false,
    );
    expect(isDisabledAccount({ banned: false, banExpires: null }, now)).toBe(false);
    expect(isDisabledAccount({}, now)).toBe(false);
  });
});
