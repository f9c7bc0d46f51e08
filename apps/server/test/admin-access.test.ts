import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { contentReports } from '../src/db/collection-schema.ts';
import { ADMIN_ROUTES, adminBrowser, proBrowser } from './admin-kit.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { CONTACT, SUPPORT_URL } from './support-kit.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
const senders: Record<'none' | 'anonymous' | 'user' | 'pro' | 'admin', Browser> = {} as never;
const ids: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@larder.test' }),
    database: testDb.database,
  }).app;
  const db = testDb.database.db;
  senders.none = browserSession(app);
  senders.anonymous = await anonymousBrowser(app);
  const cook = await signedInBrowser(app, db);
  senders.user = cook.browser;
  senders.pro = (await proBrowser(app, db)).browser;
  senders.admin = (await adminBrowser(app, db)).browser;
  ids.user = await userIdOf(cook.browser);
  const sent = await cook.browser.request(SUPPORT_URL, { json: CONTACT });
  expect(sent.status).toBe(201);
  ids.support = (await json<{ id: string }>(sent)).id;
  const [report] = await db
    .insert(contentReports)
    .values({ kind: 'recipe', itemId: 'shakshuka', reason: 'spam', note: '' })
    .returning({ id: contentReports.id });
  ids.report = report?.id ?? '';
});
afterAll(() => testDb.drop());

const pathOf = (path: string) => path.replace(/:(\w+)/, (_, name: string) => ids[name] ?? '');
const call = (sender: Browser, route: (typeof ADMIN_ROUTES)[number]) =>
  sender.request(pathOf(route.path), {
    method: route.method,
    ...(route.body === undefined ? {} : { json: route.body }),
  });

describe('the admin area', () => {
  it('lists every route mounted under /api/admin in this test', () => {
    const { app: built } = buildTestApp({ env: testEnv(), database: testDb.database });
    const mounted = built.routes
      .filter((route) => route.path.startsWith('/api/admin') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:\w+/, ':id')}`);
    const listed = ADMIN_ROUTES.map(
      (route) => `${route.method} ${route.path.split('?')[0]?.replace(/:\w+/, ':id')}`,
    );
    expect([...new Set(mounted)].sort()).toEqual([...new Set(listed)].sort());
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 without a session, 403 for anonymous, signed-in and Pro cooks, 200 for an admin',
    async (_, route) => {
      const none = await call(senders.none, route);
      expect(none.status).toBe(401);
      expect(none.headers.get('cache-control')).toBe('no-store');
      for (const who of ['anonymous', 'user', 'pro'] as const) {
        const refused = await call(senders[who], route);
        expect(refused.status, who).toBe(403);
        expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
          "You don't have access to the admin area.",
        );
      }
      const answered = await call(senders.admin, route);
      expect(answered.status, await answered.clone().text()).toBe(200);
      expect(answered.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('wrote nothing to the audit log for the refused calls: one line per admin action', async () => {
    const rows = await testDb.database.db.select().from(adminActions);
    const writes = ADMIN_ROUTES.filter((route) => route.method !== 'GET');
    expect(rows).toHaveLength(writes.length);
    const [mine] = await testDb.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'report.dismiss'));
    expect(mine).toMatchObject({ targetType: 'report', targetId: ids.report, targetLabel: 'Shakshuka' });
  });
});
