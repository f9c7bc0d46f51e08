import { recipesFor } from '@larder/kitchen/generation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPro, revokePro } from '../src/modules/entitlements/service.ts';
import { saveShownRecipes } from '../src/modules/recipes/repository.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

/** The entitlement functions of spec §7, the allowance they report, and who is held to it. */

let testDb: TestDatabase;
/** 10 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 10, 12);
let clock = NOON;

const appWith = (env: Record<string, string>) =>
  buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true', ...env }),
    database: testDb.database,
    now: () => clock,
  }).app;
let open: ReturnType<typeof appWith>;
let limited: ReturnType<typeof appWith>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  open = appWith({});
  limited = appWith({ FREE_RECIPES_PER_DAY: '2' });
});
afterAll(() => testDb.drop());

const generate = (browser: Browser) =>
  browser.request('/api/recipes/generate', { json: { goal: 'use-it-up', servings: 2 } });

type Bundle = {
  profile: { id: string; email: string; isAnonymous: boolean };
  entitlements: {
    pro: { isActive: boolean; status: string; store: string | null; expiresAt: string | null };
  };
  allowance: { limit: number | null; used: number; left: number | null };
};
const bundleOf = async (browser: Browser) => {
  const response = await browser.request('/api/functions/get-profile-bundle', { json: {} });
  expect(response.status).toBe(200);
  return json<Bundle>(response);
};

describe('get-entitlements and get-profile-bundle', () => {
  it('answer only a session: 401 without one', async () => {
    for (const path of ['/api/functions/get-entitlements', '/api/functions/get-profile-bundle']) {
      const response = await open.request(path, {
        method: 'POST',
        headers: { origin: 'http://localhost:8080', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(401);
    }
  });

  it('tell an anonymous cook they have no Pro, with their profile and today’s allowance', async () => {
    const browser = await anonymousBrowser(limited);
    const bundle = await bundleOf(browser);
    expect(bundle.profile.isAnonymous).toBe(true);
    expect(bundle.entitlements.pro).toMatchObject({ isActive: false, status: 'expired', store: null });
    expect(bundle.allowance).toEqual({ limit: 1, used: 0, left: 1 });
  });

  it('follow a grant, its end date, and a revoke', async () => {
    const { browser } = await signedInBrowser(limited, testDb.database.db);
    const userId = await userIdOf(browser);
    await grantPro(testDb.database.db, userId, {
      until: new Date(NOON + 86_400_000),
      reason: 'test',
      now: new Date(NOON),
    });
    let bundle = await bundleOf(browser);
    expect(bundle.entitlements.pro).toMatchObject({ isActive: true, status: 'cancelled', store: 'granted' });
    expect(bundle.allowance).toEqual({ limit: null, used: 0, left: null });
    clock = NOON + 86_400_001;
    bundle = await bundleOf(browser);
    expect(bundle.entitlements.pro).toMatchObject({ isActive: false, status: 'expired' });
    expect(bundle.allowance.limit).toBe(2);
    clock = NOON;
    await grantPro(testDb.database.db, userId, { until: null, reason: 'test', now: new Date(NOON + 1) });
    expect((await bundleOf(browser)).entitlements.pro).toMatchObject({ isActive: true, expiresAt: null });
    await revokePro(testDb.database.db, userId, { reason: 'test', now: new Date(NOON + 2) });
    clock = NOON + 3;
    expect((await bundleOf(browser)).entitlements.pro).toMatchObject({ isActive: false });
    clock = NOON;
  });
});

describe('the daily allowance', () => {
  it('holds nobody to a limit on a server that sells no Pro and sets none', async () => {
    const { browser } = await signedInBrowser(open, testDb.database.db);
    const recipes = recipesFor('dinner').slice(0, 7);
    await saveShownRecipes(testDb.database.db, await userIdOf(browser), recipes);
    for (const recipe of recipes)
      expect((await browser.request(`/api/recipes/${recipe.id}`)).status).toBe(200);
    expect(await json(await generate(browser))).toMatchObject({ remainingToday: null });
    const config = await json<{ pro: { purchasable: boolean; freeRecipesPerDay: number | null } }>(
      await open.request('/api/config'),
    );
    expect(config.pro).toMatchObject({ purchasable: false, freeRecipesPerDay: null });
  });

  it('holds free cooks to FREE_RECIPES_PER_DAY opened when the operator sets it, and lets Pro past it', async () => {
    const { browser } = await signedInBrowser(limited, testDb.database.db);
    const userId = await userIdOf(browser);
    const recipes = recipesFor('dinner').slice(0, 4);
    await saveShownRecipes(testDb.database.db, userId, recipes);
    const open = (at: number) => browser.request(`/api/recipes/${recipes[at]?.id}`);
    expect((await open(0)).status).toBe(200);
    expect((await open(1)).status).toBe(200);
    const refused = await open(2);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      error: {
        code: 'allowance_used',
        message: "You've used today's 2 free recipes. Come back tomorrow, or go Pro for unlimited recipes.",
      },
    });
    expect((await bundleOf(browser)).allowance).toEqual({ limit: 2, used: 2, left: 0 });
    await grantPro(testDb.database.db, userId, { until: null, reason: 'test', now: new Date(NOON) });
    expect((await open(2)).status).toBe(200);
    expect((await open(3)).status).toBe(200);
    expect(await json(await generate(browser))).toMatchObject({ remainingToday: null });
    const config = await json<{ pro: { freeRecipesPerDay: number | null } }>(
      await limited.request('/api/config'),
    );
    expect(config.pro.freeRecipesPerDay).toBe(2);
  });
});
