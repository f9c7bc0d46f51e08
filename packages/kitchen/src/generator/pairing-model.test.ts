import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import { RECIPE_LIBRARY } from '../library.ts';
import type { Recipe } from '../recipe.ts';
import { affinity, BAD_PAIR, pairingScore } from './pairing-model.ts';
import { CLASHING_PAIRS, CLASSIC_FAMILIES, PAIRING_GROUPS } from './pairing-table.ts';

function food(id: string): Ingredient {
  const found = getIngredient(id);
  if (!found) throw new Error(`no catalog food ${id}`);
  return found;
}

const pair = (a: string, b: string) => affinity(food(a), food(b));

/** A recipe of the given foods, for scoring their pairing alone. */
function dishOf(ids: readonly string[]): Recipe {
  return {
    id: `test-${ids.join('-')}`,
    title: 'test',
    description: 'test',
    cuisine: 'british',
    mealTypes: ['dinner'],
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 10,
    ingredients: ids.map((ingredientId) => ({ ingredientId, quantity: 100, unit: 'g' })),
    steps: [{ text: 'Cook.' }],
    tags: [],
    source: 'generated',
  };
}

describe('the pairing model', () => {
  it('names only catalog foods and its own groups', () => {
    const groups = new Set(Object.keys(PAIRING_GROUPS));
    const names = [...CLASSIC_FAMILIES, ...CLASHING_PAIRS, ...Object.values(PAIRING_GROUPS)].flatMap((line) =>
      line.split(' '),
    );
    expect(names.filter((name) => !groups.has(name) && getIngredient(name) === null)).toEqual([]);
  });

  it.each([
    ['beetroot', 'goats-cheese'],
    ['beetroot', 'orange'],
    ['goats-cheese', 'walnuts'],
    ['pork-shoulder', 'apple'],
    ['pork-chop', 'sage'],
    ['tomato', 'basil'],
    ['mozzarella', 'cherry-tomato'],
    ['lamb-chop', 'mint'],
    ['cod', 'lemon'],
    ['salmon', 'dill'],
    ['chicken-thigh', 'ginger'],
    ['chicken-breast', 'soy-sauce'],
  ])('rates %s with %s a classic', (a, b) => {
    expect(pair(a, b)).toBe(1);
    expect(pair(b, a)).toBe(1);
  });

  it.each([
    ['salmon', 'parmesan'],
    ['cod', 'cheddar'],
    ['chicken-breast', 'banana'],
    ['minced-beef', 'strawberry'],
    ['prawn', 'blue-cheese'],
    ['steak', 'apple'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(pair(a, b)).toBeLessThan(BAD_PAIR);
  });

  it('learns pairs from the library that the table does not name, and more so in their own cuisine', () => {
    // Chicken and broccoli share library recipes; neither table line names both.
    const plain = pair('chicken-breast', 'broccoli');
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(1);
    const cuisines = RECIPE_LIBRARY.filter((recipe) => {
      const ids = recipe.ingredients.map((line) => line.ingredientId);
      return ids.some((id) => id.startsWith('chicken')) && ids.some((id) => id.includes('broccoli'));
    }).map((recipe) => recipe.cuisine);
    expect(cuisines.length).toBeGreaterThan(0);
    expect(affinity(food('chicken-breast'), food('broccoli'), cuisines[0])).toBeGreaterThan(plain);
  });

  it('knows nothing of a pair nobody cooks together', () => {
    expect(pair('rocket', 'spaghetti')).toBe(0);
  });

  it('scores every library recipe as pairing (they pair by construction)', () => {
    const low = RECIPE_LIBRARY.filter((recipe) => pairingScore(recipe) < 0).map((recipe) => recipe.id);
    expect(low).toEqual([]);
  });

  it('scores a dish whose key ingredients go together above one where they do not', () => {
    const classic = pairingScore(dishOf(['beetroot', 'goats-cheese', 'walnuts', 'rocket', 'bulgur']));
    const unknown = pairingScore(dishOf(['rocket', 'kale', 'spaghetti']));
    const clashing = pairingScore(dishOf(['salmon', 'cheddar', 'banana']));
    expect(classic).toBeGreaterThan(0.9);
    expect(unknown).toBeLessThan(classic);
    expect(clashing).toBeLessThan(unknown);
    expect(clashing).toBeLessThan(0);
  });

  it('leaves basics, seasonings and starches out of the score', () => {
    expect(pairingScore(dishOf(['spaghetti', 'olive-oil', 'salt', 'garlic', 'soy-sauce']))).toBe(0);
  });
});
