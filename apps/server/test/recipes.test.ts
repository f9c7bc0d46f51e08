import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { RecipeDto } from '@larder/domain/api/recipes';
import { recipeById, recipesFor } from '@larder/kitchen/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { foodSaved, pantryItems } from '../src/db/kitchen-schema.ts';
import { saveShownRecipes } from '../src/modules/recipes/repository.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import {
  anonymousBrowser,
  type Browser,
  json,
  PASSWORD,
  signedInBrowser,
  userIdOf,
} from './kitchen-session.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
/** 10 March 2026, noon UTC. */
const NOON = Date.UTC(2026, 2, 10, 12);
let clock = NOON;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true', FREE_RECIPES_PER_DAY: '5' }),
    database: testDb.database,
    now: () => clock,
  }).app;
});
beforeEach(() => {
  clock = NOON;
});
afterAll(() => testDb.drop());

type Generated = { source: string; remainingToday: number | null; recipes: RecipeDto[] };
type ErrorAnswer = { error: { code: string; message: string; field?: string } };

const ASK = { goal: 'use-it-up', servings: 2 };
const generate = (browser: Browser, body: unknown = ASK, headers: Record<string, string> = {}) =>
  browser.request('/api/recipes/generate', { json: body, headers });
const stock = (browser: Browser, text: string) => browser.request('/api/pantry/items', { json: { text } });
const pantry = async (browser: Browser) =>
  (await json<{ items: PantryItemDto[] }>(await browser.request('/api/pantry'))).items;

const ANONYMOUS_MESSAGE =
  "You've used today's free recipe. Create a free account to get 4 more recipes today.";

describe('generating recipes', () => {
  it('answers RecipeDtos that use the pantry, from the library and the generator', async () => {
    const browser = await anonymousBrowser(app);
    await stock(browser, '6 eggs, 200 g feta, 2 courgettes, an onion, 300 g spinach');
    const response = await generate(browser, { goal: 'use-it-up', servings: 2, mealType: 'dinner' });
    expect(response.status).toBe(200);
    const answer = await json<Generated>(response);
    expect(answer.source).toBe('library+generator');
    // Browsing is free: nothing is counted until a recipe is opened.
    expect(answer.remainingToday).toBe(1);
    expect(answer.recipes.length).toBeGreaterThan(0);
    const items = await pantry(browser);
    for (const recipe of answer.recipes) {
      expect(recipe).toMatchObject({
        id: expect.stringMatching(/^[a-z0-9-]+$/),
        title: expect.any(String),
        description: expect.any(String),
        cuisine: expect.any(String),
        minutes: expect.any(Number),
        servings: 2,
        source: expect.stringMatching(/^(library|generated)$/),
        nutritionPerServing: {
          kcal: expect.any(Number),
          proteinG: expect.any(Number),
          fatG: expect.any(Number),
          carbsG: expect.any(Number),
          fiberG: expect.any(Number),
          sugarG: expect.any(Number),
          sodiumMg: expect.any(Number),
        },
      });
      expect(recipe.steps.length).toBeGreaterThan(0);
      for (const line of recipe.ingredients) {
        expect(line).toMatchObject({
          name: expect.any(String),
          quantity: expect.any(Number),
          inPantry: expect.any(Boolean),
        });
      }
      for (const id of recipe.usesPantry) expect(items.map((item) => item.id)).toContain(id);
      for (const missing of recipe.missing) {
        expect(recipe.ingredients.find((line) => line.ingredientId === missing.ingredientId)?.inPantry).toBe(
          false,
        );
      }
    }
    expect(answer.recipes.some((recipe) => recipe.usesPantry.length > 0)).toBe(true);
  });

  const ask = (fields: Record<string, unknown>) => ({ ...ASK, ...fields });
  it.each([
    [ask({ goal: 'keto' }), 'goal'],
    [{ servings: 2 }, 'goal'],
    [ask({ servings: 0 }), 'servings'],
    [ask({ servings: 13 }), 'servings'],
    [ask({ servings: 2.5 }), 'servings'],
    [ask({ servings: '2' }), 'servings'],
    [ask({ mealType: 'brunch' }), 'mealType'],
    [ask({ maxMinutes: 4 }), 'maxMinutes'],
    [ask({ maxMinutes: 241 }), 'maxMinutes'],
    [ask({ diet: ['vegan', 'keto'] }), 'diet'],
    [ask({ diet: 'vegan' }), 'diet'],
    [ask({ allergens: ['gluten', 'nuts'] }), 'allergens'],
  ])('refuses %j with a 400 naming %s, without using the allowance', async (body, field) => {
    const browser = await anonymousBrowser(app);
    const response = await generate(browser, body);
    expect(response.status).toBe(400);
    const { error } = await json<ErrorAnswer>(response);
    expect(error).toMatchObject({ code: 'validation_failed', field });
    if (field === 'diet') expect(error.message).toMatch(/keto|list/);
    expect((await generate(browser)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await generate(browserSession(app))).status).toBe(401);
  });

  it('keeps to the diet, allergens and time limit', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await stock(browser, '400 g chicken breast, 200 g feta, 6 eggs, 300 g pasta, 2 tomatoes');
    const answer = await json<Generated>(
      await generate(browser, {
        goal: 'quick',
        servings: 2,
        diet: ['vegetarian'],
        allergens: ['milk'],
        maxMinutes: 30,
      }),
    );
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      const ids = recipe.ingredients.map((line) => line.ingredientId);
      expect(ids).not.toContain('chicken-breast');
      expect(ids).not.toContain('feta');
      // The cook's own 30 minutes is what quick means tonight: the hard limit, and no dish within it is
      // labelled "a little over".
      expect(recipe.minutes).toBeLessThanOrEqual(30);
      expect(recipe.goalNote).toBeUndefined();
    }
  });

  it('offers the pantry dish a little over "quick", labelled with its minutes', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await stock(
      browser,
      '400 g chicken breast, a head of broccoli, 500 g jasmine rice, a piece of ginger, soy sauce, honey',
    );
    const answer = await json<Generated>(await generate(browser, { goal: 'quick', servings: 2 }));
    const items = await pantry(browser);
    const idOf = (name: string) => items.find((item) => item.name === name)?.id;
    const labelled = answer.recipes.filter((recipe) => recipe.goalNote !== undefined);
    expect(labelled.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      expect(recipe.goalNote).toBe(
        recipe.minutes > 20 ? `${recipe.minutes} min, a little over 20` : undefined,
      );
    }
    // The one over the line earns its place: it cooks the chicken and the broccoli.
    expect(
      labelled.some(
        (recipe) =>
          recipe.usesPantry.includes(idOf('chicken breast') ?? '') &&
          recipe.usesPantry.includes(idOf('broccoli') ?? ''),
      ),
    ).toBe(true);
    // "Use it up" has no time line: nothing is labelled.
    const useItUp = await json<Generated>(await generate(browser, { goal: 'use-it-up', servings: 2 }));
    expect(useItUp.recipes.every((recipe) => recipe.goalNote === undefined)).toBe(true);
  });
});

describe('recipes the user was shown', () => {
  it('answers a shown recipe, to that user only; opening counts once, and opening again never does', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    await stock(browser, '6 eggs, 200 g feta');
    const first = await json<Generated>(await generate(browser));
    expect(first.remainingToday).toBe(5);
    const recipe = first.recipes[0] as RecipeDto;
    for (let view = 0; view < 8; view++) {
      const viewed = await browser.request(`/api/recipes/${recipe.id}`);
      expect(viewed.status).toBe(200);
      // The same recipe against the same pantry: exactly what the generation showed.
      expect(await json<RecipeDto>(viewed)).toEqual({
        ...recipe,
        saved: false,
        collectionIds: [],
        public: recipeById(recipe.id) !== null,
        editable: false,
        cooked: false,
      });
    }
    expect((await json<Generated>(await generate(browser))).remainingToday).toBe(4);
    // Another cook opens only what is public: a library recipe (it becomes theirs), not a generated one.
    const other = await anonymousBrowser(app);
    for (const shown of first.recipes) {
      // (A library recipe may meet the anonymous cook's one free recipe a day: a 429, not a 404.)
      const status = (await other.request(`/api/recipes/${shown.id}`)).status;
      expect({ id: shown.id, notFound: status === 404 }).toEqual({
        id: shown.id,
        notFound: !recipeById(shown.id),
      });
    }
    expect((await browser.request('/api/recipes/garlic-mushrooms-on-toast-not-shown')).status).toBe(404);
    expect((await browser.request('/api/recipes/NOT..valid')).status).toBe(404);
    expect((await browserSession(app).request(`/api/recipes/${recipe.id}`)).status).toBe(401);
    const me = await json<{ hasRecipes: boolean }>(await browser.request('/api/me'));
    expect(me.hasRecipes).toBe(true);
  });
});

/** Library recipes stored as shown to the cook, as generations would have done: `count` to open. */
async function shownRecipes(browser: Browser, count: number) {
  const recipes = recipesFor('dinner').slice(0, count);
  await saveShownRecipes(testDb.database.db, await userIdOf(browser), recipes);
  return recipes.map((recipe) => recipe.id);
}
const open = (browser: Browser, id: string, headers: Record<string, string> = {}) =>
  browser.request(`/api/recipes/${id}`, { headers });

describe('the daily allowance', () => {
  it('lets an anonymous cook browse freely and open one recipe a day, then asks them to sign up', async () => {
    const browser = await anonymousBrowser(app);
    for (let i = 0; i < 3; i++) expect((await generate(browser)).status).toBe(200);
    const [first = '', second = ''] = await shownRecipes(browser, 2);
    expect((await open(browser, first)).status).toBe(200);
    const refused = await open(browser, second);
    expect(refused.status).toBe(429);
    expect(await json<ErrorAnswer>(refused)).toEqual({
      error: { code: 'allowance_used', message: ANONYMOUS_MESSAGE },
    });
    // Noon UTC: twelve hours until the next day.
    expect(Number(refused.headers.get('retry-after'))).toBe(12 * 3600);
    // The one opened stays open, and browsing stays free.
    expect((await open(browser, first)).status).toBe(200);
    expect((await json<Generated>(await generate(browser))).remainingToday).toBe(0);
  });

  it('gives a signed-in free cook five recipes a day', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const ids = await shownRecipes(browser, 6);
    for (const id of ids.slice(0, 5)) expect((await open(browser, id)).status).toBe(200);
    const sixth = await open(browser, ids[5] ?? '');
    expect(sixth.status).toBe(429);
    const { error } = await json<ErrorAnswer>(sixth);
    expect(error.code).toBe('allowance_used');
    expect(error.message).toMatch(/5 free recipes/);
    expect((await json<Generated>(await generate(browser))).remainingToday).toBe(0);
  });

  it('counts atomically: 20 recipes opened at once give exactly 5, and a second tab gets none', async () => {
    const { browser, email } = await signedInBrowser(app, testDb.database.db);
    const ids = await shownRecipes(browser, 21);
    const responses = await Promise.all(ids.slice(0, 20).map((id) => open(browser, id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const secondTab = browserSession(app);
    expect(
      (await secondTab.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200);
    expect((await open(secondTab, ids[20] ?? '')).status).toBe(429);
  });

  it("starts a new day at midnight in the cook's timezone (X-Timezone), UTC when it is invalid", async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const ids = await shownRecipes(browser, 8);
    const tokyo = { 'x-timezone': 'Asia/Tokyo' };
    // 23:30 UTC on 10 March is 08:30 on 11 March in Tokyo.
    clock = Date.UTC(2026, 2, 10, 23, 30);
    for (const id of ids.slice(0, 5)) expect((await open(browser, id, tokyo)).status).toBe(200);
    // 14:59:30 UTC on 11 March: still 11 March in Tokyo, 30 seconds to go.
    clock = Date.UTC(2026, 2, 11, 14, 59, 30);
    const late = await open(browser, ids[5] ?? '', tokyo);
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('30');
    // 15:00:01 UTC is 00:00:01 on 12 March in Tokyo: a new day.
    clock = Date.UTC(2026, 2, 11, 15, 0, 1);
    expect((await open(browser, ids[5] ?? '', tokyo)).status).toBe(200);
    expect((await json<Generated>(await generate(browser, ASK, tokyo))).remainingToday).toBe(4);
    // An unknown zone counts in UTC, where it is still 11 March: the day already used up in Tokyo.
    const utc = await open(browser, ids[6] ?? '', { 'x-timezone': 'Mars/Olympus_Mons' });
    expect(utc.status).toBe(429);
    expect(utc.headers.get('retry-after')).toBe(String(9 * 3600 - 1));
  });
});

describe('cooking a recipe', () => {
  /** A library recipe stored as shown to the user, as a generation would have done. */
  async function shownLibraryRecipe(browser: Browser, id: string) {
    const recipe = recipeById(id);
    if (!recipe) throw new Error(`no library recipe ${id}`);
    await saveShownRecipes(testDb.database.db, await userIdOf(browser), [recipe]);
    return recipe;
  }

  it('takes the used quantities out of the pantry and records the food saved', async () => {
    const browser = await anonymousBrowser(app);
    const recipe = await shownLibraryRecipe(browser, 'garlic-mushrooms-on-toast');
    await stock(browser, '250 g chestnut mushrooms, 0.25 kg butter, 1 bulb garlic');
    await browser.request('/api/pantry/items', {
      json: { items: [{ name: 'parsley', quantity: 1, unit: 'bunch', expiresOn: '2026-03-01' }] },
    });
    const before = await pantry(browser);

    const response = await browser.request(`/api/recipes/${recipe.id}/cooked`, { json: { servings: 2 } });
    expect(response.status).toBe(200);
    const { pantry: after, savedGrams } = await json<{ pantry: PantryItemDto[]; savedGrams: number }>(
      response,
    );
    const named = (name: string) => after.find((item) => item.name === name);
    // 250 g of mushrooms used up: removed. 20 g of butter from a quarter-kilo pack, in its own unit.
    expect(named('chestnut mushroom')).toBeUndefined();
    expect(named('butter')).toMatchObject({ quantity: 0.23, unit: 'kg' });
    expect(named('garlic')).toMatchObject({ quantity: 9, unit: 'clove' });
    // Expired parsley is not taken from.
    expect(named('parsley')).toMatchObject({ quantity: 1 });
    expect(after).toHaveLength(before.length - 1);
    expect(savedGrams).toBeGreaterThanOrEqual(270);
    expect(await pantry(browser)).toEqual(after);

    const saved = await testDb.database.db
      .select()
      .from(foodSaved)
      .where(eq(foodSaved.userId, await userIdOf(browser)));
    expect(saved.every((row) => row.how === 'cooked')).toBe(true);
    expect(saved.find((row) => row.name === 'chestnut mushroom')?.grams).toBe(250);
    expect(Math.round(saved.reduce((sum, row) => sum + (row.grams ?? 0), 0))).toBe(savedGrams);
  });

  it('scales to the servings cooked', async () => {
    const browser = await anonymousBrowser(app);
    const recipe = await shownLibraryRecipe(browser, 'garlic-mushrooms-on-toast');
    await stock(browser, '1 kg chestnut mushrooms');
    const response = await browser.request(`/api/recipes/${recipe.id}/cooked`, { json: { servings: 4 } });
    const { pantry: after } = await json<{ pantry: PantryItemDto[] }>(response);
    expect(after[0]).toMatchObject({ name: 'chestnut mushroom', quantity: 0.5, unit: 'kg' });
  });

  it('works on a generated recipe, refuses bad servings and recipes the user was not shown', async () => {
    const browser = await anonymousBrowser(app);
    await stock(browser, '6 eggs, 200 g feta, 2 courgettes');
    const answer = await json<Generated>(await generate(browser));
    const used = answer.recipes.find((recipe) => recipe.usesPantry.length > 0) as RecipeDto;
    const before = await pantry(browser);
    for (const servings of [0, 13, 1.5, '2']) {
      const bad = await browser.request(`/api/recipes/${used.id}/cooked`, { json: { servings } });
      expect(bad.status).toBe(400);
      expect((await json<ErrorAnswer>(bad)).error.field).toBe('servings');
    }
    const cooked = await browser.request(`/api/recipes/${used.id}/cooked`, {
      json: { servings: used.servings },
    });
    expect(cooked.status).toBe(200);
    const { pantry: after } = await json<{ pantry: PantryItemDto[] }>(cooked);
    expect(after).not.toEqual(before);
    const other = await anonymousBrowser(app);
    expect((await other.request(`/api/recipes/${used.id}/cooked`, { json: { servings: 2 } })).status).toBe(
      404,
    );
  });
});

describe('signing up', () => {
  it('moves the anonymous pantry, recipes and the day’s count to the new account', async () => {
    const browser = await anonymousBrowser(app);
    await stock(browser, '6 eggs, 200 g feta');
    const anonymousItems = await pantry(browser);
    await generate(browser);
    const [first = '', second = ''] = await shownRecipes(browser, 2);
    expect((await open(browser, first)).status).toBe(200);
    expect((await open(browser, second)).status).toBe(429);

    await signedInBrowser(app, testDb.database.db, browser);
    const me = await json<{ user: { isAnonymous: boolean } }>(await browser.request('/api/me'));
    expect(me.user.isAnonymous).toBe(false);
    expect((await pantry(browser)).map((item) => item.id).sort()).toEqual(
      anonymousItems.map((item) => item.id).sort(),
    );
    expect((await open(browser, first)).status).toBe(200);
    // One opened anonymously, so 4 more today, as the sign-up prompt promised: this one leaves 3.
    expect((await open(browser, second)).status).toBe(200);
    expect((await json<Generated>(await generate(browser))).remainingToday).toBe(3);

    const exported = await json<{ pantry: { items: unknown[] }; recipes: { shown: unknown[] } }>(
      await browser.request('/api/account/export'),
    );
    expect(exported.pantry.items).toHaveLength(anonymousItems.length);
    expect(exported.recipes.shown.length).toBeGreaterThan(0);

    const accountId = await userIdOf(browser);
    const deleted = await browser.request('/api/account', { method: 'DELETE', json: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    const left = await testDb.database.db.select().from(pantryItems).where(eq(pantryItems.userId, accountId));
    expect(left).toEqual([]);
  });
});
