import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { getIngredient } from './catalog.ts';
import { CUISINES, LEAST_CUISINE_RECIPES } from './cuisines.ts';
import { NO_RESTRICTIONS, profileCheck } from './diet-profile.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { type SuggestOptions, suggestRecipes } from './rank-recipes.ts';
import { totalMinutes } from './recipe.ts';
import { matchesSearch, searchWords } from './recipe-search.ts';

/** Today's filters and search (issue 21), each through the kitchen's one entry point. */

const TODAY = '2025-06-01';

const item = pantryItem;

/** Chicken and potatoes, a few staples: no leeks. */
const FRIDGE = [
  item('chicken-thigh', 600, 'g', '2025-06-02'),
  item('potato', 1, 'kg', '2025-06-10'),
  item('onion', 3, null, null),
  item('garlic', 6, null, null),
  item('egg', 6, null, '2025-06-15'),
  item('milk', 1, 'l', '2025-06-04'),
  item('cheddar', 200, 'g', '2025-06-12'),
  item('rice', 1, 'kg', null),
  item('chopped-tomatoes', 2, 'tin', null),
];

const ask = (overrides: Partial<SuggestOptions>): SuggestOptions => ({
  pantry: FRIDGE,
  profile: NO_RESTRICTIONS,
  goal: 'use-it-up',
  servings: 2,
  today: TODAY,
  seed: 3,
  limit: 5,
  ...overrides,
});

const has = (ids: readonly string[], id: string) => ids.includes(id);

describe("Today's filters", () => {
  it('meal type: every dish is one for that meal', () => {
    const shown = suggestRecipes(ask({ mealType: 'breakfast' }));
    expect(shown.length).toBeGreaterThan(0);
    for (const { recipe } of shown) expect(recipe.mealTypes).toContain('breakfast');
  });

  it('time: every dish is on the table within the minutes asked', () => {
    const shown = suggestRecipes(ask({ maxMinutes: 30 }));
    expect(shown.length).toBeGreaterThan(0);
    for (const { recipe } of shown) expect(totalMinutes(recipe)).toBeLessThanOrEqual(30);
  });

  it('cuisine: every dish is of that cuisine, the fridge still used first', () => {
    const shown = suggestRecipes(ask({ cuisine: 'indian' }));
    expect(shown.length).toBeGreaterThan(0);
    for (const { recipe } of shown) expect(recipe.cuisine).toBe('indian');
    expect(shown[0]?.usesPantry.length).toBeGreaterThan(0);
  });

  it('diet: a vegetarian breakfast has no meat or fish, the chicken going off or not', () => {
    const profile = { ...NO_RESTRICTIONS, diets: ['vegetarian' as const] };
    const shown = suggestRecipes(ask({ profile, mealType: 'breakfast' }));
    expect(shown.length).toBeGreaterThan(0);
    const allowed = profileCheck(profile);
    for (const { recipe } of shown) {
      expect(recipe.mealTypes).toContain('breakfast');
      for (const line of recipe.ingredients) {
        const ingredient = getIngredient(line.ingredientId);
        expect(ingredient && allowed(ingredient), `${recipe.title}: ${line.ingredientId}`).toBe(true);
      }
    }
  });

  it('every filter at once narrows, never widens', () => {
    const all = { mealType: 'dinner' as const, maxMinutes: 45, cuisine: 'british' };
    for (const { recipe } of suggestRecipes(ask(all))) {
      expect(recipe.mealTypes).toContain('dinner');
      expect(totalMinutes(recipe)).toBeLessThanOrEqual(45);
      expect(recipe.cuisine).toBe('british');
    }
  });
});

describe('Search recipes', () => {
  it('"something with leeks" from chicken and potatoes: each dish has leeks, bought, and uses the fridge', () => {
    const shown = suggestRecipes(ask({ search: 'something with leeks' }));
    expect(shown.length).toBeGreaterThan(0);
    for (const each of shown) {
      expect(each.recipe.ingredients.some((line) => line.ingredientId === 'leek')).toBe(true);
      expect(each.missing.some((line) => line.ingredientId === 'leek')).toBe(true);
    }
    // Ranked by what the cook has: the first uses the chicken or the potatoes.
    const first = shown[0]?.recipe.ingredients.map((line) => line.ingredientId) ?? [];
    expect(has(first, 'chicken-thigh') || has(first, 'potato') || has(first, 'chicken')).toBe(true);
  });

  it('a title or a cuisine is found as well as an ingredient', () => {
    const titled = suggestRecipes(ask({ search: 'frittatas' }));
    expect(titled.length).toBeGreaterThan(0);
    for (const { recipe } of titled) expect(recipe.title.toLowerCase()).toContain('frittata');
    const cuisine = suggestRecipes(ask({ search: 'thai' }));
    expect(cuisine.length).toBeGreaterThan(0);
    // Thai dishes, and those using a Thai food (the Thai basil of a Taiwanese three-cup chicken).
    expect(cuisine.some(({ recipe }) => recipe.cuisine === 'thai')).toBe(true);
    for (const { recipe } of cuisine) expect(matchesSearch(recipe, ['thai'])).toBe(true);
  });

  it('every word must be found, and a word no recipe has finds nothing', () => {
    for (const { recipe } of suggestRecipes(ask({ search: 'chicken rice' }))) {
      expect(matchesSearch(recipe, ['chicken', 'rice'])).toBe(true);
    }
    expect(suggestRecipes(ask({ search: 'zzyzx' }))).toEqual([]);
  });

  it('reads plurals, case and filler words alike', () => {
    expect(searchWords('Something with LEEKS and tomatoes')).toEqual(['leeks', 'tomatoes']);
    expect(searchWords('  ')).toEqual([]);
    const leekSoup = RECIPE_LIBRARY.find((recipe) =>
      recipe.ingredients.some((line) => line.ingredientId === 'leek'),
    );
    expect(leekSoup).toBeDefined();
    if (leekSoup) {
      expect(matchesSearch(leekSoup, ['leeks'])).toBe(true);
      expect(matchesSearch(leekSoup, ['leek'])).toBe(true);
    }
  });
});

describe('CUISINES', () => {
  it('are the library cuisines with enough recipes to show a few', () => {
    const counts = new Map<string, number>();
    for (const recipe of RECIPE_LIBRARY) counts.set(recipe.cuisine, (counts.get(recipe.cuisine) ?? 0) + 1);
    const enough = [...counts].filter(([, count]) => count >= LEAST_CUISINE_RECIPES).map(([name]) => name);
    expect([...CUISINES].sort()).toEqual(enough.sort());
  });
});
