import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { user } from '../src/db/auth-schema.ts';
import { changeDisabled, changeRole, LAST_ADMIN_MESSAGE, leavesNoAdmin } from '../src/modules/admin/users.ts';
import { adminBrowser } from './admin-kit.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type Browser, json, PASSWORD } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

/** Larder keeps at least one admin who can sign in, even when two admins act on each other at once. */

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
type Admin = { browser: Browser; email: string; id: string };
let first: Admin;
let second: Admin;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({ env: testEnv({ TRUST_PROXY: 'true' }), database: testDb.database }).app;
  first = await adminBrowser(app, testDb.database.db);
  second = await adminBrowser(app, testDb.database.db);
});
afterAll(() => testDb.drop());
/** Each test starts with the two admins (and no other), both enabled. */
beforeEach(async () => {
  const db = testDb.database.db;
  await db.update(user).set({ role: 'user' }).where(eq(user.role, 'admin'));
  for (const { id } of [first, second]) {
    await db.update(user).set({ role: 'admin', banned: false, banReason: null }).where(eq(user.id, id));
  }
  await db.delete(adminActions);
  // Signed in again: a disable ended the sessions of the one disabled.
  for (const admin of [first, second]) {
    admin.browser = browserSession(app);
    const signedIn = await admin.browser.request('/api/auth/sign-in/email', {
      json: { email: admin.email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
  }
});

const db = () => testDb.database.db;
const deps = () => ({ db: db(), now: Date.now });
const enabledAdmins = async () =>
  (
    await db()
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
  ).map((row) => row.id);
const demote = (by: Admin, of: Admin) =>
  by.browser.request(`/api/admin/users/${of.id}/role`, {
    method: 'PUT',
    json: { role: 'user', reason: 'not staff' },
  });
const disable = (by: Admin, of: Admin) =>
  by.browser.request(`/api/admin/users/${of.id}/disabled`, {
    method: 'PUT',
    json: { disabled: true, reason: 'account taken over' },
  });

describe('two admins acting on each other', () => {
  it.each([
    ['demote', demote],
    ['disable', disable],
  ])('%s each other at once: one wins, the other is refused, one admin is left', async (_, change) => {
    const answers = await Promise.all([change(first, second), change(second, first)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await enabledAdmins()).toHaveLength(1);
    expect(await db().select().from(adminActions)).toHaveLength(1);
  });

  it('refuses, after the other has demoted them, what the stale admin sent before: 409 for the last admin', async () => {
    expect((await demote(first, second)).status).toBe(200);
    // The demoted admin can no longer act.
    const refused = await demote(second, first);
    expect(refused.status).toBe(403);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      "You don't have access to the admin area.",
    );
    // Their requests that got past the role check before the demotion was written (the race).
    const stale = { id: second.id, email: second.email };
    const conflict = { code: 'conflict', message: LAST_ADMIN_MESSAGE };
    await expect(changeRole(deps(), stale, first.id, { role: 'user', reason: 'race' })).rejects.toMatchObject(
      conflict,
    );
    await expect(
      changeDisabled(deps(), stale, first.id, { disabled: true, reason: 'race' }),
    ).rejects.toMatchObject(conflict);
    expect(await enabledAdmins()).toEqual([first.id]);
    expect(await db().select().from(adminActions)).toHaveLength(1);
  });

  it('refuses a stale admin a change that leaves an admin, with a 403', async () => {
    const third = await adminBrowser(app, db());
    expect((await disable(first, second)).status).toBe(200);
    const stale = { id: second.id, email: second.email };
    await expect(changeRole(deps(), stale, third.id, { role: 'user', reason: 'race' })).rejects.toMatchObject(
      { code: 'forbidden' },
    );
    expect((await enabledAdmins()).sort()).toEqual([first.id, third.id].sort());
  });
});

describe('leavesNoAdmin', () => {
  const NOW = Date.parse('2026-03-09T12:00:00Z');
  const admin = (id: string, banned = false, banExpires: Date | null = null) => ({ id, banned, banExpires });

  it('is true only for a change that takes the last admin who can sign in away', () => {
    const one = [admin('a'), admin('b', true)];
    expect(leavesNoAdmin(one, { id: 'a', role: 'user' }, NOW)).toBe(true);
    expect(leavesNoAdmin(one, { id: 'a', disabled: true }, NOW)).toBe(true);
    expect(leavesNoAdmin(one, { id: 'a', role: 'admin' }, NOW)).toBe(false);
    expect(leavesNoAdmin(one, { id: 'a', disabled: false }, NOW)).toBe(false);
    // The disabled admin is not the one who keeps Larder administered.
    expect(leavesNoAdmin(one, { id: 'b', role: 'user' }, NOW)).toBe(false);
    expect(leavesNoAdmin(one, { id: 'c', disabled: true }, NOW)).toBe(false);
    const two = [admin('a'), admin('b')];
    expect(leavesNoAdmin(two, { id: 'a', role: 'user' }, NOW)).toBe(false);
    expect(leavesNoAdmin(two, { id: 'b', disabled: true }, NOW)).toBe(false);
    // A ban that has ended no longer stops an admin signing in.
    const ended = [admin('a'), admin('b', true, new Date(NOW - 1000))];
    expect(leavesNoAdmin(ended, { id: 'a', role: 'user' }, NOW)).toBe(false);
    const ending = [admin('a'), admin('b', true, new Date(NOW + 1000))];
    expect(leavesNoAdmin(ending, { id: 'a', role: 'user' }, NOW)).toBe(true);
  });
});
