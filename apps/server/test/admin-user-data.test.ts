import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDays, adminActions } from '../src/db/admin-schema.ts';
import { adminBrowser } from './admin-kit.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { CONTACT, SUPPORT_URL } from './support-kit.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

/** The admin area's rows about a cook in the account's export and deletion (modules/admin/user-data.ts). */

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
let admin: { browser: Browser; email: string; id: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@larder.test' }),
    database: testDb.database,
  }).app;
  admin = await adminBrowser(app, testDb.database.db);
});
afterAll(() => testDb.drop());

const db = () => testDb.database.db;
const daysOf = async (userId: string) =>
  (await db().select().from(activeDays).where(eq(activeDays.userId, userId))).map((row) => row.day).sort();

async function cookOf() {
  const { browser, email } = await signedInBrowser(app, db());
  return { browser, email, id: await userIdOf(browser) };
}

async function act(path: string, method: string, body: unknown) {
  const response = await admin.browser.request(`/api/admin${path}`, { method, json: body });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('the active days', () => {
  it("are in the cook's export, oldest first", async () => {
    const cook = await cookOf();
    // Today's is written as the cook's requests come in; two earlier days as fixtures.
    const today = await waitFor(async () => (await daysOf(cook.id))[0]);
    await db()
      .insert(activeDays)
      .values(['2026-01-05', '2025-12-31'].map((day) => ({ userId: cook.id, day })));
    const exported = await json<{ activeDays: string[] }>(await cook.browser.request('/api/account/export'));
    expect(exported.activeDays).toEqual(['2025-12-31', '2026-01-05', today]);
  });
});

describe('deleting an account', () => {
  it("keeps the audit log's lines about it without its address, and deletes its active days", async () => {
    const cook = await cookOf();
    const other = await cookOf();
    await waitFor(async () => (await daysOf(cook.id))[0]);
    await act(`/users/${cook.id}/pro`, 'POST', { action: 'grant', reason: 'refund case' });
    await act(`/users/${other.id}/pro`, 'POST', { action: 'grant', reason: 'refund case' });
    const sent = await cook.browser.request(SUPPORT_URL, { json: CONTACT });
    expect(sent.status).toBe(201);
    const { id: supportId } = await json<{ id: string }>(sent);
    await act(`/support/${supportId}/reply`, 'POST', { body: 'Fixed now. Thanks!' });
    await act(`/support/${supportId}/status`, 'PUT', { status: 'closed' });
    const logged = await db().select().from(adminActions);
    expect(JSON.stringify(logged)).toContain(cook.email);
    const otherLine = logged.find((line) => line.targetId === other.id);

    const deleted = await cook.browser.request('/api/account', {
      method: 'DELETE',
      json: { confirm: 'DELETE' },
    });
    expect(deleted.status).toBe(204);

    const kept = await db().select().from(adminActions);
    // Every line stays: who did what, and when.
    expect(kept).toHaveLength(logged.length);
    expect(JSON.stringify(kept).toLowerCase()).not.toContain(cook.email.toLowerCase());
    const about = (targetId: string) => kept.filter((line) => line.targetId === targetId);
    expect(about(cook.id)).toEqual([
      expect.objectContaining({
        action: 'pro.grant',
        adminEmail: admin.email,
        targetLabel: '(deleted account)',
        detail: { reason: 'refund case', until: null },
      }),
    ]);
    expect(about(supportId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'support.reply',
          targetLabel: '(deleted account)',
          detail: { mailId: expect.any(String) },
        }),
        expect.objectContaining({
          action: 'support.status',
          targetLabel: '(deleted account)',
          detail: { from: 'answered', to: 'closed' },
        }),
      ]),
    );
    // Another cook's line is left as it was.
    expect(about(other.id)).toEqual([otherLine]);
    expect(await daysOf(cook.id)).toEqual([]);
    expect((await daysOf(other.id)).length).toBe(1);
  });
});
