import type { GenerateRequest, RecipeDto } from '@larder/domain/api/recipes';
import { getIngredient } from '@larder/kitchen/catalog';
import { isAllowed } from '@larder/kitchen/diet';
import { CUISINES } from '@larder/kitchen/recipes';
import { describe, expect, it } from 'vitest';
import { kitchenApp } from './kitchen-app.ts';
import { anonymousBrowser, type Browser, json } from './kitchen-session.ts';

/** Today's filters, search and removable preference chips through `POST /api/recipes/generate` (issue 21). */

/** Tuesday 10 March 2026, noon UTC. */
const kitchen = kitchenApp(Date.UTC(2026, 2, 10, 12));

type Generated = { recipes: RecipeDto[] };
type ErrorAnswer = { error: { code: string; message: string; field?: string } };
/** A request's fields besides the goal and servings, bad ones included. */
type Ask = Partial<Record<keyof GenerateRequest, unknown>>;

/** Chicken and potatoes with a few staples: no leeks, no mushrooms. */
async function cookWithChickenAndPotatoes(): Promise<Browser> {
  const browser = await anonymousBrowser(kitchen.app);
  const added = await browser.request('/api/pantry/items', {
    json: { text: '600 g chicken thighs, 1 kg potatoes, 3 onions, 6 eggs, 200 g cheddar, 1 l milk, rice' },
  });
  expect(added.status).toBeLessThan(300);
  return browser;
}

const generate = (browser: Browser, ask: Ask) =>
  browser.request('/api/recipes/generate', { json: { goal: 'use-it-up', servings: 2, ...ask } });

async function suggestions(browser: Browser, ask: Ask): Promise<RecipeDto[]> {
  const response = await generate(browser, ask);
  expect(response.status).toBe(200);
  return (await json<Generated>(response)).recipes;
}

const ids = (recipe: RecipeDto) => recipe.ingredients.flatMap((line) => line.ingredientId ?? []);
/** Chicken in the dish: named in its title, or a chicken (not its stock) among its foods. */
const withChicken = (recipe: RecipeDto) =>
  /chicken/i.test(recipe.title) ||
  ids(recipe).some((id) => /chicken/.test(id) && getIngredient(id)?.roles[0] === 'protein');

describe('each filter', () => {
  it('meal type: breakfast dishes only', async () => {
    const browser = await cookWithChickenAndPotatoes();
    const recipes = await suggestions(browser, { mealType: 'breakfast' });
    expect(recipes.length).toBeGreaterThan(0);
    // A breakfast is no roast: nothing of the chicken thighs.
    for (const recipe of recipes) expect(ids(recipe)).not.toContain('chicken-thigh');
  });

  it('time: every dish within the minutes asked', async () => {
    const browser = await cookWithChickenAndPotatoes();
    const recipes = await suggestions(browser, { maxMinutes: 30 });
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) expect(recipe.minutes).toBeLessThanOrEqual(30);
  });

  it('cuisine: every dish of the cuisine asked', async () => {
    const browser = await cookWithChickenAndPotatoes();
    for (const cuisine of ['indian', 'italian']) {
      const recipes = await suggestions(browser, { cuisine });
      expect(recipes.length).toBeGreaterThan(0);
      for (const recipe of recipes) expect(recipe.cuisine).toBe(cuisine);
    }
  });

  it('diet: vegetarian breakfasts, with nothing of the chicken', async () => {
    const browser = await cookWithChickenAndPotatoes();
    const recipes = await suggestions(browser, { diet: ['vegetarian'], mealType: 'breakfast' });
    expect(recipes.length).toBeGreaterThan(0);
    const profile = { diets: ['vegetarian'] as const, allergens: [], dislikes: [] };
    for (const id of recipes.flatMap(ids)) expect(isAllowed(id, profile), id).toBe(true);
  });

  it('search: "something with leeks" shows dishes with leeks, the leeks listed to buy', async () => {
    const browser = await cookWithChickenAndPotatoes();
    const recipes = await suggestions(browser, { search: 'something with leeks' });
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) {
      expect(ids(recipe)).toContain('leek');
      expect(recipe.missing.map((line) => line.ingredientId)).toContain('leek');
    }
    // Still ranked by the fridge: the first uses something the cook has.
    expect(recipes[0]?.usesPantry.length).toBeGreaterThan(0);
  });

  it('a search nothing matches answers no recipes, not an error', async () => {
    const browser = await cookWithChickenAndPotatoes();
    expect(await suggestions(browser, { search: 'zzyzx', cuisine: 'japanese' })).toEqual([]);
  });
});

describe('bad values', () => {
  it.each<[string, Ask, string]>([
    ['an unknown cuisine', { cuisine: 'martian' }, 'cuisine'],
    ['a cuisine that is not a word', { cuisine: 42 }, 'cuisine'],
    ['a search of 101 characters', { search: 'leek '.repeat(21) }, 'search'],
    ['a search of a number', { search: 7 }, 'search'],
    ['a search with a control character', { search: 'leeks\u0007' }, 'search'],
    ['a search with a NUL', { search: 'leeks\u0000' }, 'search'],
    ['kept preferences that are not a set', { keptPreferences: ['vegetarian'] }, 'keptPreferences'],
    [
      'a kept diet Larder does not know',
      { keptPreferences: { diet: ['keto'], allergens: [], dislikes: [] } },
      'keptPreferences.diet',
    ],
    [
      'a kept dislike too long',
      { keptPreferences: { diet: [], allergens: [], dislikes: ['x'.repeat(61)] } },
      'keptPreferences.dislikes.0',
    ],
  ])('%s is a 400 naming the field', async (_what, ask, field) => {
    const browser = await anonymousBrowser(kitchen.app);
    const response = await generate(browser, ask);
    expect(response.status).toBe(400);
    const { error } = await json<ErrorAnswer>(response);
    expect(error.code).toBe('validation_failed');
    expect(error.field).toBe(field);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('an unknown cuisine is answered with the cuisines Larder knows', async () => {
    const browser = await anonymousBrowser(kitchen.app);
    const { error } = await json<ErrorAnswer>(await generate(browser, { cuisine: 'martian' }));
    for (const cuisine of CUISINES) expect(error.message).toContain(cuisine);
  });
});

describe('the saved preferences as removable chips', () => {
  const SAVED = { diet: ['vegetarian'], allergens: ['eggs'], dislikes: ['mushrooms'] };

  async function cookWhoSaved(): Promise<Browser> {
    const browser = await anonymousBrowser(kitchen.app);
    await browser.request('/api/pantry/items', {
      json: { text: '600 g chicken breast, 300 g mushrooms, 6 eggs, 300 g pasta, 2 tomatoes, an onion' },
    });
    expect((await browser.request('/api/preferences', { method: 'PUT', json: SAVED })).status).toBe(200);
    return browser;
  }
  const mushroom = (id: string) => /mushroom/.test(getIngredient(id)?.name ?? '');

  it('hold by default: no meat, no eggs, no mushrooms', async () => {
    const browser = await cookWhoSaved();
    const recipes = await suggestions(browser, {});
    expect(recipes.length).toBeGreaterThan(0);
    const profile = { diets: ['vegetarian'] as const, allergens: ['eggs'] as const, dislikes: [] };
    for (const id of recipes.flatMap(ids)) {
      expect(isAllowed(id, profile), id).toBe(true);
      expect(mushroom(id), id).toBe(false);
    }
  });

  it('taken off for one ask, they no longer hold, and the saved ones stay saved', async () => {
    const browser = await cookWhoSaved();
    const kept = { diet: [], allergens: [], dislikes: [] };
    const recipes = await suggestions(browser, { keptPreferences: kept, search: 'chicken' });
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) expect(withChicken(recipe), recipe.title).toBe(true);
    const mushrooms = await suggestions(browser, { keptPreferences: kept, search: 'mushrooms' });
    expect(mushrooms.some((recipe) => ids(recipe).some(mushroom))).toBe(true);
    const saved = await json<{ preferences: typeof SAVED }>(await browser.request('/api/preferences'));
    expect(saved.preferences).toMatchObject(SAVED);
  });

  it('only the ones kept hold: the diet kept, the dislike taken off', async () => {
    const browser = await cookWhoSaved();
    const kept = { diet: ['vegetarian'], allergens: ['eggs'], dislikes: [] };
    const recipes = await suggestions(browser, { keptPreferences: kept, search: 'mushrooms' });
    expect(recipes.length).toBeGreaterThan(0);
    const profile = { diets: ['vegetarian'] as const, allergens: ['eggs'] as const, dislikes: [] };
    for (const recipe of recipes) {
      expect(ids(recipe).some(mushroom)).toBe(true);
      for (const id of ids(recipe)) expect(isAllowed(id, profile), id).toBe(true);
    }
  });

  it('a kept preference the cook never saved adds nothing', async () => {
    const browser = await cookWithChickenAndPotatoes();
    const kept = { diet: ['vegan'], allergens: [], dislikes: ['chicken'] };
    const recipes = await suggestions(browser, { keptPreferences: kept, search: 'chicken' });
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) expect(withChicken(recipe), recipe.title).toBe(true);
  });
});
