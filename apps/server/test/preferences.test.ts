import type { PreferencesAnswer } from '@larder/domain/api/preferences';
import type { RecipeDto } from '@larder/domain/api/recipes';
import { getIngredient } from '@larder/kitchen/catalog';
import { isAllowed } from '@larder/kitchen/diet';
import { describe, expect, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, type Browser, json, PASSWORD, signedInBrowser } from './kitchen-session.ts';

/** Tuesday 10 March 2026, noon UTC. */
const kitchen = kitchenApp(Date.UTC(2026, 2, 10, 12));

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Generated = { recipes: RecipeDto[] };

const DEFAULTS = {
  diet: [],
  allergens: [],
  dislikes: [],
  householdSize: 2,
  units: 'metric',
  goal: 'use-it-up',
};
const VEGETARIAN_FAMILY = {
  diet: ['vegetarian'],
  allergens: ['milk'],
  dislikes: ['mushrooms'],
  householdSize: 4,
  units: 'imperial',
  goal: 'quick',
};

const read = (browser: Browser) => browser.request('/api/preferences');
const save = (browser: Browser, body: unknown) =>
  browser.request('/api/preferences', { method: 'PUT', json: body });
async function saved(browser: Browser, body: unknown): Promise<PreferencesAnswer> {
  const response = await save(browser, body);
  expect(response.status).toBe(200);
  return json<PreferencesAnswer>(response);
}
const preferencesOf = async (browser: Browser) =>
  (await json<PreferencesAnswer>(await read(browser))).preferences;

describe('reading and saving preferences', () => {
  it('answers the defaults, with no save time, until the cook saves', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const response = await read(browser);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ preferences: DEFAULTS, updatedAt: null });
  });

  it('keeps the whole set for an anonymous cook and for an account, and a later save replaces it', async () => {
    for (const browser of [
      await anonymousBrowser(kitchen.app),
      (await signedInBrowser(kitchen.app, kitchen.testDb.database.db)).browser,
    ]) {
      const answer = await saved(browser, VEGETARIAN_FAMILY);
      expect(answer.preferences).toEqual(VEGETARIAN_FAMILY);
      expect(Number.isNaN(Date.parse(answer.updatedAt ?? ''))).toBe(false);
      expect(await json(await read(browser))).toEqual(answer);
      // The whole set each time: what is left out goes back to its default.
      expect((await saved(browser, { householdSize: 3 })).preferences).toEqual({
        ...DEFAULTS,
        householdSize: 3,
      });
    }
  });

  it('keeps each food once, trimmed', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const answer = await saved(browser, { dislikes: [' olives ', 'olives', 'mushrooms'] });
    expect(answer.preferences.dislikes).toEqual(['olives', 'mushrooms']);
  });

  it('answers 401 without a session', async () => {
    expect((await read(browserSession(kitchen.app))).status).toBe(401);
    expect((await save(browserSession(kitchen.app), DEFAULTS)).status).toBe(401);
  });

  it.each([
    [{ diet: ['carnivore'] }, 'diet', '"carnivore" is not a diet Larder knows.'],
    [{ diet: 'vegan' }, 'diet', 'Send a list of diets.'],
    [{ allergens: ['cats'] }, 'allergens', '"cats" is not a allergen Larder knows.'],
    [{ dislikes: 'olives' }, 'dislikes', 'Send a list of foods.'],
    [{ dislikes: [42] }, 'dislikes.0', 'Each food is a name such as mushrooms.'],
    [{ dislikes: ['   '] }, 'dislikes.0', 'Give each food a name.'],
    [{ dislikes: ['x'.repeat(61)] }, 'dislikes.0', 'Keep each food under 60 characters.'],
    [{ dislikes: Array.from({ length: 31 }, (_, i) => `food ${i}`) }, 'dislikes', 'List at most 30 foods'],
    [{ dislikes: ['glorbnak'] }, 'dislikes.0', 'Larder doesn\'t know "glorbnak".'],
    [{ dislikes: ['oli\u0000ves'] }, 'dislikes.0', 'NUL'],
    [{ householdSize: 0 }, 'householdSize', 'Household size is a whole number from 1 to 12.'],
    [{ householdSize: 13 }, 'householdSize', 'Household size is a whole number from 1 to 12.'],
    [{ householdSize: 2.5 }, 'householdSize', 'Household size is a whole number from 1 to 12.'],
    [{ householdSize: '4' }, 'householdSize', 'Household size is a whole number from 1 to 12.'],
    [{ units: 'furlongs' }, 'units', 'Choose metric or imperial units.'],
    [{ goal: 'lose' }, 'goal', 'Choose one of the goals: use-it-up, quick'],
    [{ goal: 'x'.repeat(100_000) }, 'goal', 'Choose one of the goals'],
  ])(
    'refuses %j with a 400 naming %s in the schema’s words, and keeps what was saved',
    async (body, field, words) => {
      const browser = await anonymousBrowser(kitchen.app);
      const before = await saved(browser, VEGETARIAN_FAMILY);
      const response = await save(browser, body);
      expect(response.status).toBe(400);
      const { error } = await json<ErrorAnswer>(response);
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
      expect(error.message).toContain(words);
      expect(await json(await read(browser))).toEqual(before);
    },
  );

  it('refuses a body that is not JSON, or a list, or larger than 1 MB', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const notJson = await browser.request('/api/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await save(browser, [])).status).toBe(400);
    const huge = await save(browser, { dislikes: ['olives'], note: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect((await json(await read(browser))).updatedAt).toBeNull();
  });

  it('keeps one cook’s preferences from another', async () => {
    const one = await anonymousBrowser(kitchen.app);
    const other = await anonymousBrowser(kitchen.app);
    await saved(one, VEGETARIAN_FAMILY);
    expect(await preferencesOf(other)).toEqual(DEFAULTS);
    await saved(other, { goal: 'budget' });
    expect(await preferencesOf(one)).toEqual(VEGETARIAN_FAMILY);
  });
});

describe('the account', () => {
  it('exports the preferences with the account', async () => {
    const { browser } = await signedInBrowser(kitchen.app, kitchen.testDb.database.db);
    await saved(browser, VEGETARIAN_FAMILY);
    const data = await json<{ preferences: { preferences: unknown; updatedAt: string } }>(
      await browser.request('/api/account/export'),
    );
    expect(data.preferences.preferences).toEqual(VEGETARIAN_FAMILY);
  });

  it('gives an anonymous cook’s preferences to the account they sign in to, unless it has its own', async () => {
    const { browser: phone, email } = await signedInBrowser(kitchen.app, kitchen.testDb.database.db);
    const tablet = await anonymousBrowser(kitchen.app);
    await saved(tablet, VEGETARIAN_FAMILY);
    const signIn = await tablet.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(await preferencesOf(tablet)).toEqual(VEGETARIAN_FAMILY);
    expect(await preferencesOf(phone)).toEqual(VEGETARIAN_FAMILY);

    // The account has its own now: another device's are left behind.
    const laptop = await anonymousBrowser(kitchen.app);
    await saved(laptop, { goal: 'budget' });
    await laptop.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
    expect(await preferencesOf(laptop)).toEqual(VEGETARIAN_FAMILY);
  });
});

describe('Today’s suggestions', () => {
  it('hold the saved diet, allergens and dislikes, whatever the request leaves out', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await browser.request('/api/pantry/items', {
      json: {
        text: '400 g chicken breast, 300 g mushrooms, 200 g feta, 6 eggs, 300 g pasta, 2 tomatoes, an onion',
      },
    });
    // Without preferences the kitchen cooks the chicken, the mushrooms or the feta.
    const before = await json<Generated>(
      await browser.request('/api/recipes/generate', { json: { goal: 'use-it-up', servings: 2 } }),
    );
    const ids = before.recipes.flatMap((recipe) => recipe.ingredients.map((line) => line.ingredientId));
    expect(ids.some((id) => ['chicken-breast', 'mushroom', 'feta'].includes(id ?? ''))).toBe(true);

    await saved(browser, { diet: ['vegetarian'], allergens: ['milk'], dislikes: ['mushrooms'] });
    const profile = { diets: ['vegetarian'] as const, allergens: ['milk'] as const, dislikes: [] };
    for (const goal of ['use-it-up', 'quick']) {
      const response = await browser.request('/api/recipes/generate', { json: { goal, servings: 2 } });
      expect(response.status).toBe(200);
      const { recipes } = await json<Generated>(response);
      expect(recipes.length).toBeGreaterThan(0);
      for (const recipe of recipes) {
        for (const line of recipe.ingredients) {
          if (!line.ingredientId) continue;
          expect(isAllowed(line.ingredientId, profile)).toBe(true);
          expect(getIngredient(line.ingredientId)?.name ?? '').not.toMatch(/mushroom$/);
        }
      }
    }
  });

  it('add the saved diet to the one asked for', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await browser.request('/api/pantry/items', {
      json: { text: '400 g chicken breast, 300 g salmon, 6 eggs, rice' },
    });
    await saved(browser, { diet: ['pescatarian'] });
    const { recipes } = await json<Generated>(
      await browser.request('/api/recipes/generate', {
        json: { goal: 'use-it-up', servings: 2, diet: ['vegetarian'] },
      }),
    );
    const profile = { diets: ['vegetarian', 'pescatarian'] as const, allergens: [], dislikes: [] };
    for (const line of recipes.flatMap((recipe) => recipe.ingredients)) {
      if (line.ingredientId) expect(isAllowed(line.ingredientId, profile)).toBe(true);
    }
  });
});

describe('the plan wizard', () => {
  const ANSWERS = {
    goal: 'maintain',
    highProtein: true,
    diet: ['vegetarian'],
    allergens: ['peanuts'],
    dislikes: ['olives'],
    days: 1,
    meals: ['dinner'],
    servings: 5,
    weekdayMinutes: 45,
    weekendMinutes: 90,
  };

  it('starts from the saved preferences (GET /api/plans/current), null until saved', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const before = await json<{ cookPreferences: unknown }>(await browser.request('/api/plans/current'));
    expect(before.cookPreferences).toBeNull();
    await saved(browser, VEGETARIAN_FAMILY);
    const after = await json<{ cookPreferences: unknown }>(await browser.request('/api/plans/current'));
    expect(after.cookPreferences).toEqual(VEGETARIAN_FAMILY);
  });

  it('saves its diet, allergens, dislikes, servings and goal back into the preferences', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await saved(browser, { ...VEGETARIAN_FAMILY, goal: 'budget' });
    const { highProtein: _, ...answers } = { ...ANSWERS, goal: 'lighter' };
    expect((await browser.request('/api/plans', { json: answers })).status).toBe(201);
    expect(await preferencesOf(browser)).toMatchObject({ householdSize: 5, goal: 'lighter' });
  });

  it('takes the answers of an older app: high protein on makes the goal high protein', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    await saved(browser, { ...VEGETARIAN_FAMILY, goal: 'budget' });
    expect((await browser.request('/api/plans', { json: ANSWERS })).status).toBe(201);
    expect(await preferencesOf(browser)).toEqual({
      diet: ['vegetarian'],
      allergens: ['peanuts'],
      dislikes: ['olives'],
      householdSize: 5,
      // No body details given: the units stay the cook's.
      units: 'imperial',
      goal: 'high-protein',
    });
    // Turning high protein off gives up that goal for the default one.
    expect((await browser.request('/api/plans', { json: { ...ANSWERS, highProtein: false } })).status).toBe(
      201,
    );
    expect((await preferencesOf(browser)).goal).toBe('use-it-up');
  });
});
