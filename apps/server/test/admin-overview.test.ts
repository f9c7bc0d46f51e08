import type { AdminErrorGroup, AdminOverview, AdminUser, OverviewDay } from '@larder/domain/api/admin';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDays } from '../src/db/admin-schema.ts';
import { user } from '../src/db/auth-schema.ts';
import { entitlementEvents, entitlements } from '../src/db/entitlement-schema.ts';
import { foodSaved, recipeGenerations, shownRecipes } from '../src/db/kitchen-schema.ts';
import { mealPlans } from '../src/db/plan-schema.ts';
import { cookedMeals } from '../src/db/profile-schema.ts';
import { pushDevices } from '../src/db/push-schema.ts';
import { clientErrors } from '../src/db/schema.ts';
import { adminBrowser } from './admin-kit.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import type { Browser } from './kitchen-session.ts';
import { json } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

/** Thursday 29 February 2024, noon UTC: "today" for the app; a week back is 23 February. */
const NOW = Date.UTC(2024, 1, 29, 12);
const at = (iso: string) => new Date(iso);

let testDb: TestDatabase;
let admin: { browser: Browser; id: string };

/**
 * The fixtures, counted by hand below. Five accounts: a and b signed up in the week, c is an anonymous
 * visitor, d signed up the day before the week, e on its first day and is disabled.
 */
async function insertFixtures() {
  const db = testDb.database.db;
  const account = (id: string, createdAt: string, more: Partial<typeof user.$inferInsert> = {}) => ({
    id,
    name: id,
    email: `${id}@fixture.example`,
    emailVerified: false,
    createdAt: at(createdAt),
    ...more,
  });
  await db
    .insert(user)
    .values([
      account('a', '2024-02-29T00:00:00Z', { emailVerified: true }),
      account('b', '2024-02-28T23:59:59.999Z'),
      account('c', '2024-02-29T10:00:00Z', { isAnonymous: true }),
      account('d', '2024-02-22T23:59:59Z'),
      account('e', '2024-02-23T00:00:00Z', { banned: true, banReason: 'spam' }),
    ]);
  const days = (userId: string, ...list: string[]) => list.map((day) => ({ userId, day }));
  await db
    .insert(activeDays)
    .values([
      ...days('a', '2024-02-29', '2024-02-28', '2024-02-20'),
      ...days('b', '2024-02-23', '2024-02-29'),
      ...days('c', '2024-02-29'),
      ...days('e', '2024-02-22'),
    ]);
  await db.insert(recipeGenerations).values([
    { userId: 'a', day: '2024-02-29', count: 3 },
    { userId: 'b', day: '2024-02-29', count: 2 },
    { userId: 'a', day: '2024-02-25', count: 1 },
    { userId: 'b', day: '2024-02-22', count: 5 },
  ]);
  const shown = (userId: string, recipeId: string, openedOn: string | null) => ({
    userId,
    recipeId,
    recipe: {},
    openedOn,
  });
  await db
    .insert(shownRecipes)
    .values([
      shown('a', 'r1', '2024-02-29'),
      shown('a', 'r2', '2024-02-29'),
      shown('a', 'r3', null),
      shown('b', 'r1', '2024-02-27'),
      shown('b', 'r2', '2024-02-22'),
    ]);
  const cooked = (userId: string, cookedOn: string) => ({
    userId,
    recipeId: 'r1',
    title: 'Shakshuka',
    cuisine: 'North African',
    servings: 2,
    proteinG: 20,
    vegetablesG: 200,
    cookedOn,
  });
  await db
    .insert(cookedMeals)
    .values([cooked('a', '2024-02-29'), cooked('a', '2024-02-29'), cooked('b', '2024-02-26')]);
  const saved = (userId: string, savedOn: string, grams: number | null) => ({
    userId,
    name: 'spinach',
    grams,
    savedOn,
    how: 'used' as const,
  });
  await db
    .insert(foodSaved)
    .values([
      saved('a', '2024-02-29', 250),
      saved('a', '2024-02-29', 1000),
      saved('a', '2024-02-29', null),
      saved('b', '2024-02-24', 125),
    ]);
  const plan = (userId: string, createdAt: string) => ({
    userId,
    answers: {},
    startDate: '2024-02-26',
    seed: 1,
    plan: {},
    createdAt: at(createdAt),
  });
  await db.insert(mealPlans).values([plan('a', '2024-02-29T08:00:00Z'), plan('b', '2024-02-25T23:30:00Z')]);
  await db.insert(pushDevices).values({
    id: crypto.randomUUID(),
    userId: 'a',
    kind: 'web-push',
    timeZone: 'UTC',
    createdAt: at('2024-02-28T12:00:00Z'),
  });
  const error = (
    message: string,
    route: string,
    createdAt: string,
    stack: string | null,
    release: string,
  ) => ({
    message,
    route,
    stack,
    release,
    createdAt: at(createdAt),
  });
  await db
    .insert(clientErrors)
    .values([
      error('boom', '/plan', '2024-02-29T10:00:00Z', 'old stack', '1.0'),
      error('boom', '/plan', '2024-02-29T11:00:00Z', 'new stack', '1.1'),
      error('bang', '/', '2024-02-29T09:00:00Z', null, '1.0'),
      error('boom', '/plan', '2024-02-23T05:00:00Z', 'first stack', '0.9'),
      error('crash 100%', '/x', '2024-02-22T05:00:00Z', 'stack', '0.9'),
    ]);
  // Pro: a subscribes on the web on the 26th and sets it not to renew on the 28th; b buys in the App Store
  // on the 29th; e (Play, bought on the 10th, renewed on the 24th) expires on the 27th; c is granted Pro.
  const event = (
    userId: string,
    store: 'web' | 'app_store' | 'play' | 'granted',
    type: string,
    createdAt: string,
    detail: Record<string, unknown>,
  ) => ({ userId, store, type, eventId: crypto.randomUUID(), detail, createdAt: at(createdAt) });
  const state = (expiresAt: string, willRenew: boolean) => ({ outcome: 'applied', expiresAt, willRenew });
  await db.insert(entitlementEvents).values([
    event(
      'a',
      'web',
      'customer.subscription.created',
      '2024-02-26T10:00:00Z',
      state('2024-03-26T10:00:00.000Z', true),
    ),
    event('a', 'web', 'invoice.paid', '2024-02-26T10:00:01Z', { outcome: 'ignored', why: 'test' }),
    event(
      'a',
      'web',
      'customer.subscription.updated',
      '2024-02-28T10:00:00Z',
      state('2024-03-26T10:00:00.000Z', false),
    ),
    event(
      'b',
      'app_store',
      'INITIAL_PURCHASE',
      '2024-02-29T09:00:00Z',
      state('2024-03-29T09:00:00.000Z', true),
    ),
    event('e', 'play', 'INITIAL_PURCHASE', '2024-02-10T09:00:00Z', state('2024-02-24T09:00:00.000Z', true)),
    event('e', 'play', 'RENEWAL', '2024-02-24T09:00:00Z', state('2024-02-27T00:00:00.000Z', true)),
    event('e', 'play', 'EXPIRATION', '2024-02-27T00:00:01Z', {
      outcome: 'ended',
      expiresAt: '2024-02-27T00:00:00.000Z',
      willRenew: false,
    }),
    event('c', 'granted', 'grant', '2024-02-29T08:00:00Z', { until: null, reason: 'test' }),
  ]);
  const pro = (userId: string, store: 'web' | 'play' | 'granted', expiresAt: string | null) => ({
    userId,
    store,
    expiresAt: expiresAt ? at(expiresAt) : null,
    willRenew: false,
    stateAt: at('2024-02-28T00:00:00Z'),
  });
  await db
    .insert(entitlements)
    .values([
      pro('a', 'web', '2024-03-26T10:00:00Z'),
      pro('c', 'granted', null),
      pro('e', 'play', '2024-02-27T00:00:00Z'),
    ]);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { app } = buildTestApp({
    env: testEnv({ TRUST_PROXY: 'true' }),
    database: testDb.database,
    now: () => NOW,
  });
  admin = await adminBrowser(app, testDb.database.db);
  // The admin's own requests made them active "today" (recorded without waiting): counted below.
  await waitFor(async () => {
    const [row] = await testDb.database.db
      .select()
      .from(activeDays)
      .where(and(eq(activeDays.userId, admin.id), eq(activeDays.day, '2024-02-29')));
    return row;
  });
  await insertFixtures();
});
afterAll(() => testDb.drop());

const ZERO: Omit<OverviewDay, 'day'> = {
  signUps: 0,
  activeDaily: 0,
  activeWeekly: 0,
  recipesGenerated: 0,
  recipesOpened: 0,
  cooks: 0,
  foodSavedKg: 0,
  plans: 0,
  proConversions: 0,
  proChurn: 0,
  pushOptIns: 0,
  clientErrors: 0,
};

describe('GET /api/admin/overview', () => {
  it('counts each day of the week by hand-counted fixtures', async () => {
    const answer = await admin.browser.request('/api/admin/overview?days=7');
    expect(answer.status).toBe(200);
    const overview = await json<AdminOverview>(answer);
    // The admin (signed up today by the real clock, verified) and the five fixtures.
    expect(overview.users).toEqual({ total: 6, anonymous: 1, verified: 2, admins: 1, pro: 2, disabled: 1 });
    expect(overview.days).toEqual([
      { ...ZERO, day: '2024-02-23', signUps: 1, activeDaily: 1, activeWeekly: 3, clientErrors: 1 },
      { ...ZERO, day: '2024-02-24', activeWeekly: 3, foodSavedKg: 0.125 },
      { ...ZERO, day: '2024-02-25', activeWeekly: 3, recipesGenerated: 1, plans: 1 },
      { ...ZERO, day: '2024-02-26', activeWeekly: 3, cooks: 1, proConversions: 1 },
      { ...ZERO, day: '2024-02-27', activeWeekly: 2, recipesOpened: 1, proChurn: 1 },
      { ...ZERO, day: '2024-02-28', signUps: 1, activeDaily: 1, activeWeekly: 3, proChurn: 1, pushOptIns: 1 },
      {
        day: '2024-02-29',
        signUps: 1,
        // a, b, c and the admin.
        activeDaily: 4,
        activeWeekly: 4,
        recipesGenerated: 5,
        recipesOpened: 2,
        cooks: 2,
        foodSavedKg: 1.25,
        plans: 1,
        proConversions: 1,
        proChurn: 0,
        pushOptIns: 0,
        clientErrors: 3,
      },
    ]);
  });

  it('shows 30 days by default, oldest first, and refuses other ranges', async () => {
    const { days } = await json<AdminOverview>(await admin.browser.request('/api/admin/overview'));
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2024-01-31');
    expect(days.at(-1)?.day).toBe('2024-02-29');
    // The Play purchase of the 10th is e's first Pro: a conversion that day.
    expect(days.find((day) => day.day === '2024-02-10')?.proConversions).toBe(1);
    const refused = await admin.browser.request('/api/admin/overview?days=8');
    expect(refused.status).toBe(400);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      'days: Show 7, 30, 90, 365 days.',
    );
  });
});

describe('GET /api/admin/errors', () => {
  const groups = async (query = '') =>
    json<{ rows: AdminErrorGroup[]; total: number }>(
      await admin.browser.request(`/api/admin/errors${query}`),
    );

  it('groups by message and route with counts, first and last seen, and the latest stack, newest first', async () => {
    expect(await groups()).toEqual({
      page: 1,
      pageSize: 25,
      total: 3,
      rows: [
        {
          message: 'boom',
          route: '/plan',
          count: 3,
          firstSeenAt: '2024-02-23T05:00:00.000Z',
          lastSeenAt: '2024-02-29T11:00:00.000Z',
          latestStack: 'new stack',
          latestRelease: '1.1',
        },
        {
          message: 'bang',
          route: '/',
          count: 1,
          firstSeenAt: '2024-02-29T09:00:00.000Z',
          lastSeenAt: '2024-02-29T09:00:00.000Z',
          latestStack: null,
          latestRelease: '1.0',
        },
        expect.objectContaining({ message: 'crash 100%', route: '/x', count: 1 }),
      ],
    });
  });

  it('searches message and route, taking % literally', async () => {
    expect((await groups('?q=PLAN')).rows.map((row) => row.message)).toEqual(['boom']);
    expect((await groups('?q=100%25')).rows.map((row) => row.message)).toEqual(['crash 100%']);
    expect((await groups('?q=%25')).total).toBe(1);
    expect((await groups('?q=_')).total).toBe(0);
    expect((await groups('?page=2')).rows).toEqual([]);
  });
});

describe('GET /api/admin/users pages', () => {
  it('answers 25 a page, newest first, with the total, and page 2 has the rest', async () => {
    const db = testDb.database.db;
    const many = Array.from({ length: 30 }, (_, n) => ({
      id: `page-${n}`,
      name: '',
      email: `page-${String(n).padStart(2, '0')}@paging.example`,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)),
    }));
    await db.insert(user).values(many);
    try {
      const page = async (number: number) =>
        json<{ rows: AdminUser[]; total: number; page: number }>(
          await admin.browser.request(`/api/admin/users?q=paging.example&page=${number}`),
        );
      const first = await page(1);
      expect(first.total).toBe(30);
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]?.email).toBe('page-29@paging.example');
      const second = await page(2);
      expect(second).toMatchObject({ total: 30, page: 2 });
      expect(second.rows.map((row) => row.email)).toEqual(
        ['04', '03', '02', '01', '00'].map((n) => `page-${n}@paging.example`),
      );
      expect(second.rows[0]).toMatchObject({
        signInMethods: [],
        pro: { isActive: false, store: null, expiresAt: null },
        lastActiveOn: null,
      });
      const fixtureA = await json<{ rows: AdminUser[] }>(
        await admin.browser.request('/api/admin/users?q=a@fixture'),
      );
      expect(fixtureA.rows[0]).toMatchObject({
        id: 'a',
        lastActiveOn: '2024-02-29',
        pro: { isActive: true, store: 'web', expiresAt: '2024-03-26T10:00:00.000Z' },
      });
    } finally {
      await db.delete(user).where(like(user.id, 'page-%'));
    }
  });
});
