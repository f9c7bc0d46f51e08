import type { AdminAction, AdminSupportRequest, AdminUser } from '@larder/domain/api/admin';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { session, user } from '../src/db/auth-schema.ts';
import { entitlementEvents } from '../src/db/entitlement-schema.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { supportReplies, supportRequests } from '../src/db/support-schema.ts';
import { keepStoreState, readEntitlement } from '../src/modules/entitlements/repository.ts';
import { adminBrowser } from './admin-kit.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type Browser, json, PASSWORD, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { proOf } from './pro-kit.ts';
import { CONTACT, SUPPORT_URL } from './support-kit.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
let admin: { browser: Browser; email: string; id: string };
let cook: { browser: Browser; email: string; id: string };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@larder.test' }),
    database: testDb.database,
  }).app;
  admin = await adminBrowser(app, testDb.database.db);
  const signed = await signedInBrowser(app, testDb.database.db);
  cook = { ...signed, id: await userIdOf(signed.browser) };
});
afterEach(() => testDb.database.db.delete(adminActions));
afterAll(() => testDb.drop());

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
const act = (path: string, method: string, body: unknown) =>
  admin.browser.request(`/api/admin${path}`, { method, json: body });
const userAnswer = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ user: AdminUser }>(response)).user;
};
/** The audit log, which must hold exactly one line now. */
async function theOneAuditLine(): Promise<AdminAction> {
  const answer = await admin.browser.request('/api/admin/audit');
  const page = await json<{ rows: AdminAction[]; total: number }>(answer);
  expect(page.total).toBe(1);
  return page.rows[0] as AdminAction;
}

describe('admin actions on accounts', () => {
  it('grant Pro until a day, then revoke it, each with one audit line and a line in the Pro history', async () => {
    const granted = await userAnswer(
      await act(`/users/${cook.id}/pro`, 'POST', {
        action: 'grant',
        reason: 'refund case',
        until: '2099-01-31',
      }),
    );
    expect(granted.pro).toEqual({ isActive: true, store: 'granted', expiresAt: '2099-01-31T23:59:59.999Z' });
    expect((await proOf(cook.browser)).isActive).toBe(true);
    expect(await theOneAuditLine()).toMatchObject({
      adminEmail: admin.email,
      action: 'pro.grant',
      targetType: 'user',
      targetId: cook.id,
      targetLabel: cook.email,
      detail: { reason: 'refund case', until: '2099-01-31' },
    });
    await testDb.database.db.delete(adminActions);

    const revoked = await userAnswer(
      await act(`/users/${cook.id}/pro`, 'POST', { action: 'revoke', reason: 'chargeback' }),
    );
    expect(revoked.pro.isActive).toBe(false);
    expect((await proOf(cook.browser)).isActive).toBe(false);
    expect(await theOneAuditLine()).toMatchObject({
      action: 'pro.revoke',
      targetId: cook.id,
      detail: { reason: 'chargeback', was: 'granted' },
    });
    const history = await testDb.database.db
      .select({ type: entitlementEvents.type })
      .from(entitlementEvents)
      .where(eq(entitlementEvents.userId, cook.id));
    expect(history.map((event) => event.type).sort()).toEqual(['grant', 'revoke']);
  });

  it("refuses to grant Pro over a paying cook's subscription; revoking it still works", async () => {
    const db = testDb.database.db;
    const signed = await signedInBrowser(app, db);
    const payer = { ...signed, id: await userIdOf(signed.browser) };
    const subscription = {
      userId: payer.id,
      store: 'web' as const,
      plan: 'monthly' as const,
      productId: 'price_monthly',
      expiresAt: new Date(Date.now() + 20 * 24 * 60 * 60_000),
      willRenew: true,
      customerId: 'cus_payer',
      subscriptionId: 'sub_payer',
      stateAt: new Date(),
    };
    await keepStoreState(db, subscription);
    const kept = () => readEntitlement(db, payer.id);
    const before = await kept();

    const refused = await act(`/users/${payer.id}/pro`, 'POST', { action: 'grant', reason: 'goodwill' });
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.message).toBe(
      'This cook pays for Pro through Stripe on the web; their subscription stays in charge. Revoke is still possible.',
    );
    expect(await kept()).toEqual(before);
    expect((await proOf(payer.browser)).manageable).toBe(true);
    expect(await db.select().from(adminActions)).toEqual([]);

    const revoked = await userAnswer(
      await act(`/users/${payer.id}/pro`, 'POST', { action: 'revoke', reason: 'chargeback' }),
    );
    expect(revoked.pro).toMatchObject({ isActive: false, store: 'web' });
    // Once that Pro has ended, a grant is the admin's to give.
    const granted = await userAnswer(
      await act(`/users/${payer.id}/pro`, 'POST', { action: 'grant', reason: 'goodwill' }),
    );
    expect(granted.pro).toMatchObject({ isActive: true, store: 'granted' });
  });

  it.each([
    [{ action: 'grant', reason: 'ok' }, 'reason: Give a reason of at least 3 characters.'],
    [{ action: 'grant', reason: 'past', until: '2020-01-01' }, 'until: Give a day still to come.'],
    [{ action: 'grant', reason: 'nope', until: '2099-02-30' }, 'until: Give a real day as YYYY-MM-DD.'],
    [{ action: 'grant', reason: 'nope', until: '31/12/2099' }, 'until: Give the last day as YYYY-MM-DD.'],
    [{ action: 'give', reason: 'nope' }, 'action: Choose grant or revoke.'],
    [{ action: 'revoke', reason: 'x'.repeat(501) }, 'reason: Keep the reason under 500 characters.'],
    [{ action: 'revoke', reason: 'a\u0000b' }, undefined],
    [{ action: 'revoke', reason: 'half \uDC00 an emoji' }, 'reason: The reason has a broken character.'],
  ])('refuses Pro change %j with a 400 and writes nothing', async (body, message) => {
    const refused = await act(`/users/${cook.id}/pro`, 'POST', body);
    expect(refused.status).toBe(400);
    if (message) expect((await json<ErrorAnswer>(refused)).error.message).toBe(message);
    expect(await testDb.database.db.select().from(adminActions)).toEqual([]);
  });

  it('answers 404 for an account that does not exist, and 400 for an id of 201 characters', async () => {
    const missing = await act('/users/nobody/role', 'PUT', { role: 'admin', reason: 'help out' });
    expect(missing.status).toBe(404);
    expect((await json<ErrorAnswer>(missing)).error.message).toBe('There is no such account.');
    expect(
      (await act(`/users/${'x'.repeat(201)}/role`, 'PUT', { role: 'admin', reason: 'x1x' })).status,
    ).toBe(400);
  });

  it('makes an admin and takes the role back; an admin cannot take away their own', async () => {
    const made = await userAnswer(
      await act(`/users/${cook.id}/role`, 'PUT', { role: 'admin', reason: 'staff' }),
    );
    expect(made.role).toBe('admin');
    expect((await cook.browser.request('/api/admin/overview')).status).toBe(200);
    expect(await theOneAuditLine()).toMatchObject({
      action: 'role.change',
      targetLabel: cook.email,
      detail: { reason: 'staff', from: 'user', to: 'admin' },
    });
    await testDb.database.db.delete(adminActions);
    const back = await userAnswer(
      await act(`/users/${cook.id}/role`, 'PUT', { role: 'user', reason: 'left' }),
    );
    expect(back.role).toBe('user');
    expect((await cook.browser.request('/api/admin/overview')).status).toBe(403);
    await testDb.database.db.delete(adminActions);

    const own = await act(`/users/${admin.id}/role`, 'PUT', { role: 'user', reason: 'stepping down' });
    expect(own.status).toBe(409);
    expect((await json<ErrorAnswer>(own)).error.message).toBe(
      'You cannot take away your own admin role. Ask another admin to do it.',
    );
    expect(await testDb.database.db.select().from(adminActions)).toEqual([]);
  });

  it('disables an account: signed out everywhere, sign-in refused; enabling lets it in again', async () => {
    const signIn = () =>
      browserSession(app).request('/api/auth/sign-in/email', {
        json: { email: cook.email, password: PASSWORD },
      });
    const disabled = await userAnswer(
      await act(`/users/${cook.id}/disabled`, 'PUT', { disabled: true, reason: 'spam from this account' }),
    );
    expect(disabled).toMatchObject({ disabled: true, disabledReason: 'spam from this account' });
    expect(await theOneAuditLine()).toMatchObject({
      action: 'user.disable',
      targetId: cook.id,
      detail: { reason: 'spam from this account' },
    });
    expect(await testDb.database.db.select().from(session).where(eq(session.userId, cook.id))).toEqual([]);
    expect((await cook.browser.request('/api/pantry')).status).toBe(401);
    const refused = await signIn();
    expect((await json<{ code: string }>(refused.clone())).code).toBe('BANNED_USER');
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie().join('')).not.toContain('session_token=');
    await testDb.database.db.delete(adminActions);

    const enabled = await userAnswer(
      await act(`/users/${cook.id}/disabled`, 'PUT', { disabled: false, reason: 'appeal accepted' }),
    );
    expect(enabled).toMatchObject({ disabled: false, disabledReason: null });
    expect((await theOneAuditLine()).action).toBe('user.enable');
    // Signed in again, in a browser the tests after this one use.
    cook.browser = browserSession(app);
    const back = await cook.browser.request('/api/auth/sign-in/email', {
      json: { email: cook.email, password: PASSWORD },
    });
    expect(back.status).toBe(200);
    expect((await cook.browser.request('/api/pantry')).status).toBe(200);
    await testDb.database.db.delete(adminActions);

    const own = await act(`/users/${admin.id}/disabled`, 'PUT', { disabled: true, reason: 'oops' });
    expect(own.status).toBe(409);
    expect((await json<ErrorAnswer>(own)).error.message).toBe('You cannot disable your own account.');
  });

  it('searches accounts by email, a page at a time, taking % and _ literally', async () => {
    const [found] = await testDb.database.db.select().from(user).where(eq(user.id, cook.id));
    const part = cook.email.slice(0, cook.email.indexOf('-')).toUpperCase();
    const page = await json<{ rows: AdminUser[]; total: number; page: number; pageSize: number }>(
      await admin.browser.request(`/api/admin/users?q=${encodeURIComponent(part)}`),
    );
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.rows[0]).toMatchObject({
      id: cook.id,
      email: found?.email,
      signInMethods: ['credential'],
      isAnonymous: false,
      emailVerified: true,
      role: 'user',
    });
    for (const literal of ['%', '_', '\\']) {
      const none = await json<{ total: number }>(
        await admin.browser.request(`/api/admin/users?q=${encodeURIComponent(literal)}`),
      );
      expect(none.total, literal).toBe(0);
    }
    const tooLong = await admin.browser.request(`/api/admin/users?q=${'x'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect((await json<ErrorAnswer>(tooLong)).error.message).toBe('q: Search for at most 200 characters.');
    expect((await admin.browser.request('/api/admin/users?page=10001')).status).toBe(400);
    expect((await admin.browser.request('/api/admin/users?page=two')).status).toBe(400);
  });
});

describe('the support inbox', () => {
  async function sendContact(): Promise<string> {
    const sent = await cook.browser.request(SUPPORT_URL, { json: CONTACT });
    expect(sent.status).toBe(201);
    return (await json<{ id: string }>(sent)).id;
  }

  it('replies by email through the outbox to the cook, reply-to support, and marks the request answered', async () => {
    const id = await sendContact();
    const replied = await act(`/support/${id}/reply`, 'POST', { body: 'Fixed <b>now</b>.\nThanks!' });
    expect(replied.status, await replied.clone().text()).toBe(200);
    const { request } = await json<{ request: AdminSupportRequest }>(replied);
    expect(request).toMatchObject({
      id,
      type: 'contact',
      status: 'answered',
      email: cook.email,
      subject: CONTACT.subject,
      message: CONTACT.message,
      details: { category: CONTACT.category, priority: CONTACT.priority },
      attachments: [],
      replies: [{ body: 'Fixed <b>now</b>.\nThanks!', adminEmail: admin.email }],
    });
    const [reply] = await testDb.database.db
      .select()
      .from(supportReplies)
      .where(eq(supportReplies.requestId, id));
    const [mail] = await testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, reply?.mailId ?? ''));
    expect(mail).toMatchObject({
      to: cook.email,
      replyTo: 'help@larder.test',
      subject: `Re: ${CONTACT.subject}`,
      kind: 'support-reply',
      status: 'queued',
    });
    expect(mail?.text).toContain('Fixed <b>now</b>.');
    expect(mail?.html).toContain('Fixed &lt;b&gt;now&lt;/b&gt;.<br>Thanks!');
    expect(mail?.text).toContain(CONTACT.message);
    expect(await theOneAuditLine()).toMatchObject({
      action: 'support.reply',
      targetType: 'support',
      targetId: id,
      targetLabel: CONTACT.subject,
      detail: { to: cook.email },
    });
  });

  it('sets the status, with an audit line, and lists by status and search, a page at a time', async () => {
    const id = await sendContact();
    const closed = await act(`/support/${id}/status`, 'PUT', { status: 'closed' });
    expect((await json<{ request: AdminSupportRequest }>(closed)).request.status).toBe('closed');
    expect(await theOneAuditLine()).toMatchObject({
      action: 'support.status',
      targetId: id,
      detail: { from: 'open', to: 'closed' },
    });
    const list = async (query: string) =>
      json<{ rows: AdminSupportRequest[]; total: number }>(
        await admin.browser.request(`/api/admin/support?${query}`),
      );
    const all = await testDb.database.db.select({ status: supportRequests.status }).from(supportRequests);
    expect((await list('')).total).toBe(all.length);
    expect((await list('status=closed')).rows.map((row) => row.id)).toEqual([id]);
    expect((await list('status=open&q=time%20LIMIT')).total).toBe(
      all.filter((row) => row.status === 'open').length,
    );
    expect((await list(`q=${encodeURIComponent(cook.email.toUpperCase())}`)).total).toBe(all.length);
    expect((await list('q=%25')).total).toBe(0);
    const wrong = await admin.browser.request('/api/admin/support?status=pending');
    expect(wrong.status).toBe(400);
    expect((await json<ErrorAnswer>(wrong)).error.message).toBe(
      'status: Status is one of: open, answered, closed.',
    );
    const missing = await act(`/support/${crypto.randomUUID()}/status`, 'PUT', { status: 'open' });
    expect(missing.status).toBe(404);
    expect((await act('/support/not-a-uuid/reply', 'POST', { body: 'hi' })).status).toBe(404);
    expect((await act(`/support/${id}/reply`, 'POST', { body: '   ' })).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('lists newest first and searches the admin, the target and the action', async () => {
    await act(`/users/${cook.id}/role`, 'PUT', { role: 'user', reason: 'first' });
    await act(`/users/${cook.id}/pro`, 'POST', { action: 'revoke', reason: 'second' });
    const page = async (q: string) =>
      json<{ rows: AdminAction[]; total: number }>(
        await admin.browser.request(`/api/admin/audit?q=${encodeURIComponent(q)}`),
      );
    expect((await page('')).rows.map((row) => row.action)).toEqual(['pro.revoke', 'role.change']);
    expect((await page('role.')).rows.map((row) => row.action)).toEqual(['role.change']);
    expect((await page(admin.email.toUpperCase())).total).toBe(2);
    expect((await page(cook.email)).total).toBe(2);
    expect((await page('_')).total).toBe(0);
    const [newest] = await testDb.database.db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.createdAt));
    expect(newest?.adminId).toBe(admin.id);
  });
});
