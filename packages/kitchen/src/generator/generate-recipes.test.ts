import { describe, expect, it } from 'vitest';
import { doubles } from '../../test/line-grams.ts';
import { randomPantry, randomSource } from '../../test/random-kitchen.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { nutritionPerServing } from '../recipe-nutrition.ts';
import { type GenerateOptions, generateRecipes } from './generate-recipes.ts';

const TODAY = '2025-06-01';

function item(
  ingredientId: string,
  quantity: number | null,
  unit: PantryItem['unit'],
  expiresOn: string | null,
) {
  return {
    id: `p-${ingredientId}`,
    ingredientId,
    name: ingredientId,
    quantity,
    unit,
    place: 'fridge',
    expiresOn,
    expiryEstimated: false,
    opened: false,
  } satisfies PantryItem;
}
const options = (overrides: Partial<GenerateOptions>): GenerateOptions => ({
  pantry: [],
  profile: NO_RESTRICTIONS,
  goal: 'use-it-up',
  servings: 2,
  today: TODAY,
  seed: 1,
  limit: 6,
  ...overrides,
});
describe('generateRecipes', () => {
  it('builds a frittata around the courgette, spinach and feta that are about to go, with eggs from the fridge', () => {
    const pantry = [
      item('courgette', 2, null, '2025-06-01'),
      item('feta', 200, 'g', '2025-06-02'),
      item('spinach', 150, 'g', '2025-06-02'),
      item('egg', 6, null, '2025-06-20'),
    ];
    const recipes = generateRecipes(
      options({ pantry, mealType: 'lunch', profile: { diets: ['vegetarian'], allergens: [], dislikes: [] } }),
    );
    const frittata = recipes.find((recipe) => recipe.id.startsWith('frittata-'));
    expect(frittata?.title).toBe('Courgette, spinach and feta frittata');
    expect(frittata?.ingredients.map((line) => [line.ingredientId, line.quantity, line.unit])).toEqual([
      ['egg', 4, null],
      // Going off today and tomorrow: a whole courgette, not half, and the whole bag of spinach.
      ['courgette', 1, null],
      ['spinach', 150, 'g'],
      ['olive-oil', 1, 'tbsp'],
      ['salt', 0.5, 'tsp'],
      ['black-pepper', 2, 'pinch'],
      ['feta', 60, 'g'],
    ]);
    expect(frittata?.description).toContain('Uses up the eggs, courgette, spinach and feta you have.');
    expect(frittata?.source).toBe('generated');
    expect(frittata?.tags).toContain('vegetarian');
    expect(frittata && recipeProblems(frittata)).toEqual([]);
    expect(recipes.length).toBe(6);
  });
  it('still suggests dishes from an empty pantry, each needing only a few items', () => {
    const recipes = generateRecipes(options({ mealType: 'dinner' }));
    expect(recipes.length).toBeGreaterThanOrEqual(4);
    for (const recipe of recipes) {
      expect(recipe.description, recipe.id).toMatch(/You will need /);
      const bought = recipe.ingredients.filter(
        (line) => !['salt', 'black-pepper', 'olive-oil', 'vegetable-oil'].includes(line.ingredientId),
      );
      expect(bought.length, recipe.id).toBeLessThanOrEqual(4);
    }
  });
  it('is deterministic for a seed, and another seed tries other dishes', () => {
    const pantry = randomPantry(randomSource(3), 30);
    const first = generateRecipes(options({ pantry, seed: 7 }));
    expect(generateRecipes(options({ pantry, seed: 7 }))).toEqual(first);
    const others = [8, 9, 10].map((seed) =>
      generateRecipes(options({ pantry, seed }))
        .map((recipe) => recipe.id)
        .join(),
    );
    expect(others.some((ids) => ids !== first.map((recipe) => recipe.id).join())).toBe(true);
  });
  it('makes exactly twice as much for four as for two', () => {
    const pantry = randomPantry(randomSource(5), 30);
    const two = generateRecipes(options({ pantry, servings: 2, limit: 8 }));
    const four = generateRecipes(options({ pantry, servings: 4, limit: 8 }));
    let compared = 0;
    for (const big of four) {
      const small = two.find((recipe) => recipe.id === big.id);
      if (!small) continue;
      compared += 1;
      // What the cook buys doubles exactly, weighed (four pinches of pepper read as a quarter teaspoon);
      // a line the pantry holds is fitted to it (pantry-fit.ts).
      const bought = (recipe: typeof big) =>
        recipe.ingredients.filter((line) => !pantry.some((item) => item.ingredientId === line.ingredientId));
      const halves = bought(small);
      expect(bought(big).filter((line, i) => !halves[i] || !doubles(halves[i], line))).toEqual([]);
      expect(big.steps).toEqual(small.steps);
    }
    expect(compared).toBeGreaterThan(3);
  });
  it('offers plenty of high-protein dinners from a protein-rich pantry', () => {
    const pantry = ['chicken-breast', 'salmon', 'egg', 'tofu', 'broccoli', 'spinach', 'red-pepper'].map(
      (id) => item(id, null, null, '2025-06-03'),
    );
    const recipes = generateRecipes(options({ pantry, goal: 'high-protein', mealType: 'dinner' }));
    const rich = recipes.filter((recipe) => nutritionPerServing(recipe).proteinG >= 30);
    expect(rich.length).toBeGreaterThanOrEqual(4);
  });
});
