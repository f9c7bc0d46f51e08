import { describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-items.ts';
import { allIngredients, getIngredient } from './catalog.ts';
import { type DietProfile, isAllowed, NO_RESTRICTIONS, recipeAllowed } from './diet-profile.ts';
import { generateRecipes } from './generator/generate-recipes.ts';
import { RECIPE_LIBRARY, recipeById } from './library.ts';
import { labelForProfile, unsafeLines, VEGETARIAN_KIND_NOTE } from './may-contain.ts';
import { suggestRecipes } from './rank-recipes.ts';
import type { Recipe } from './recipe.ts';
import { recipeFromRow } from './recipe-row.ts';

const profile = (diets: DietProfile['diets'], allergens: DietProfile['allergens'] = []): DietProfile => ({
  diets,
  allergens,
  dislikes: [],
});

describe('may-contain allergens in the catalog', () => {
  it('marks the foods whose recipe varies by brand, apart from what every brand contains', () => {
    expect(getIngredient('vegetable-stock-cube')?.mayContain).toEqual(['gluten', 'milk']);
    expect(getIngredient('vegetable-stock-cube')?.freeFrom).toEqual(['gluten', 'milk']);
    expect(getIngredient('vegetarian-sausage')?.mayContain).toEqual(['eggs', 'milk']);
    expect(getIngredient('miso')?.mayContain).toEqual(['gluten']);
    expect(getIngredient('miso')?.freeFrom).toEqual([]);
    expect(getIngredient('tamari')?.mayContain).toEqual(['gluten']);
    for (const ingredient of allIngredients()) {
      expect(ingredient.mayContain.filter((allergen) => ingredient.allergens.includes(allergen))).toEqual([]);
      expect(ingredient.freeFrom.every((allergen) => ingredient.mayContain.includes(allergen))).toBe(true);
    }
  });
});

describe('restricted cooks and may-contain foods', () => {
  it('avoids a food with no widely sold free-from kind, and allows one that has', () => {
    expect(isAllowed('miso', profile(['gluten-free']))).toBe(false);
    expect(isAllowed('red-curry-paste', profile([], ['crustaceans']))).toBe(false);
    // Thai curry pastes are sold labelled peanut-free and fish-free (vegan); gravy granules dairy-free.
    expect(isAllowed('red-curry-paste', profile([], ['peanuts']))).toBe(true);
    expect(isAllowed('green-curry-paste', profile([], ['fish']))).toBe(true);
    expect(isAllowed('gravy-granules', profile([], ['milk']))).toBe(true);
    expect(isAllowed('vegetable-stock-cube', profile(['gluten-free']))).toBe(true);
    expect(isAllowed('vegetarian-sausage', profile(['vegan']))).toBe(true);
    expect(isAllowed('miso', NO_RESTRICTIONS)).toBe(true);
    const misoSoup = recipeById('miso-soup-tofu-rice');
    expect(misoSoup && recipeAllowed(misoSoup, profile(['gluten-free']))).toBe(false);
    expect(misoSoup && recipeAllowed(misoSoup, NO_RESTRICTIONS)).toBe(true);
  });

  it('names the safe kind with a "check the label" note, only for the cook who needs it', () => {
    const withStock = RECIPE_LIBRARY.filter(
      (recipe) =>
        recipeAllowed(recipe, profile(['gluten-free'])) &&
        recipe.ingredients.some((line) => line.ingredientId === 'vegetable-stock'),
    );
    expect(withStock.length).toBeGreaterThan(0);
    for (const recipe of withStock) {
      expect(unsafeLines(recipe, profile(['gluten-free'])).map((line) => line.ingredientId)).toContain(
        'vegetable-stock',
      );
      const labelled = labelForProfile(recipe, profile(['gluten-free']));
      const stock = labelled.ingredients.find((line) => line.ingredientId === 'vegetable-stock');
      expect(stock?.note).toMatch(/^gluten-free kind, check the label/);
      expect(unsafeLines(labelled, profile(['gluten-free']))).toEqual([]);
      expect(labelForProfile(labelled, profile(['gluten-free']))).toBe(labelled);
      expect(labelForProfile(recipe, NO_RESTRICTIONS)).toBe(recipe);
    }
    const base = recipeById('miso-soup-tofu-rice');
    if (!base) throw new Error('the library has no miso soup');
    const sausages: Recipe = {
      ...base,
      ingredients: [{ ingredientId: 'vegetarian-sausage', quantity: 4, unit: null }],
    };
    const sausage = labelForProfile(sausages, profile(['vegan']));
    expect(sausage.ingredients[0]?.note).toBe('egg-free and dairy-free kind, check the label');
  });

  it('holds for suggestions and generated recipes from a pantry full of may-contain foods', () => {
    const pantry = [
      'vegetable-stock',
      'vegetable-stock-cube',
      'miso',
      'tamari',
      'baked-beans',
      'onion',
      'carrot',
      'potato',
      'red-lentils',
      'rice',
      'chickpeas',
      'spinach',
      'tofu',
      'broccoli',
    ].map((id) => pantryItem(id, null, null, '2025-06-03'));
    const cook = profile(['gluten-free', 'vegan']);
    const options = {
      pantry,
      profile: cook,
      goal: 'use-it-up',
      servings: 2,
      today: '2025-06-01',
      seed: 1,
      limit: 8,
    } as const;
    const recipes = [...suggestRecipes(options).map((found) => found.recipe), ...generateRecipes(options)];
    expect(recipes.length).toBeGreaterThan(0);
    for (const recipe of recipes) expect(unsafeLines(recipe, cook)).toEqual([]);
    expect(recipes.some((recipe) => recipe.ingredients.some((line) => line.ingredientId === 'miso'))).toBe(
      false,
    );
    const labelled = recipes
      .flatMap((recipe) => recipe.ingredients)
      .filter((line) => line.note?.includes('check the label'));
    expect(labelled.length).toBeGreaterThan(0);
  });
});

describe('cheese made with animal rennet, for a vegetarian', () => {
  const pesto = recipeFromRow({
    id: 'pesto-pasta',
    title: 'Pesto pasta',
    description: '',
    cuisine: 'italian',
    mealTypes: ['dinner'],
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 10,
    ingredients: [
      ['spaghetti', 200, 'g'],
      ['parmesan', 30, 'g'],
      ['basil', 30, 'g'],
    ],
    steps: ['Cook the spaghetti, and toss with the parmesan and basil.'],
    tags: [],
  });
  const vegetarian = profile(['vegetarian']);

  it('is named as the vegetarian kind, and unsafe until it is', () => {
    expect(unsafeLines(pesto, vegetarian).map((line) => line.ingredientId)).toEqual(['parmesan']);
    const labelled = labelForProfile(pesto, vegetarian);
    const parmesan = labelled.ingredients.find((line) => line.ingredientId === 'parmesan');
    expect(parmesan?.note).toBe(VEGETARIAN_KIND_NOTE);
    expect(unsafeLines(labelled, vegetarian)).toEqual([]);
  });

  it('is named as the vegetarian kind for a pescatarian too: rennet is meat to them', () => {
    const pescatarian = profile(['pescatarian']);
    expect(unsafeLines(pesto, pescatarian).map((line) => line.ingredientId)).toEqual(['parmesan']);
    const parmesan = labelForProfile(pesto, pescatarian).ingredients.find(
      (line) => line.ingredientId === 'parmesan',
    );
    expect(parmesan?.note).toBe(VEGETARIAN_KIND_NOTE);
  });

  it('needs no note for a cook who eats meat', () => {
    const anyone = NO_RESTRICTIONS;
    expect(labelForProfile(pesto, anyone)).toBe(pesto);
    expect(unsafeLines(pesto, anyone)).toEqual([]);
  });
});
