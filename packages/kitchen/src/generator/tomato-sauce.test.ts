import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-items.ts';
import { NO_RESTRICTIONS } from '../diet-profile.ts';
import type { PantryItem } from '../pantry.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { generateDishes } from './generate-recipes.ts';

/*
 * Judges, blind sets 4 and 5: a braise, meatballs or a pasta bought a tin of tomatoes while four fresh
 * ones went off in the fridge. A cook chops the fresh ones and cooks them down into the sauce.
 */

const TODAY = '2025-06-01';
const SLOW = { timeout: 60_000 };

const CUPBOARD = [
  pantryItem('olive-oil', 500, 'ml'),
  pantryItem('salt', null, null),
  pantryItem('black-pepper', null, null),
  pantryItem('garlic', 6, null),
  pantryItem('onion', 3, null),
  pantryItem('spaghetti', 500, 'g'),
  pantryItem('rice', 1, 'kg'),
];

const dishesOf = (pantry: readonly PantryItem[], archetype: string) =>
  [1, 2, 3, 4].flatMap((seed) =>
    generateDishes({
      pantry,
      profile: NO_RESTRICTIONS,
      goal: 'use-it-up',
      servings: 4,
      today: TODAY,
      seed,
      limit: 40,
      mealType: 'dinner',
    }).filter((dish) => dish.archetype === archetype),
  );

const TINS = /^(chopped-tomatoes|passata|crushed-tomatoes)$/;

describe("a tomato sauce of the cook's fresh tomatoes", () => {
  const ripe = pantryItem('tomato', 6, null, '2025-06-02');

  for (const [archetype, protein] of [
    ['braise', pantryItem('chicken-thigh', 800, 'g', '2025-06-03')],
    ['meatballs', pantryItem('minced-beef', 500, 'g', '2025-06-03')],
    ['pasta', pantryItem('bacon', 200, 'g', '2025-06-05')],
  ] as const) {
    it(`${archetype}: chops the fresh tomatoes going off rather than buying a tin`, SLOW, () => {
      const dishes = dishesOf([ripe, protein, ...CUPBOARD], archetype);
      const sauced = dishes.filter((dish) =>
        dish.recipe.ingredients.some((line) => line.ingredientId === 'tomato'),
      );
      expect(sauced.length, dishes.map((dish) => dish.recipe.title).join('; ')).toBeGreaterThan(0);
      for (const dish of sauced) {
        const bought = dish.cover.missing.map((line) => line.ingredientId);
        expect(
          bought.filter((id) => TINS.test(id)),
          dish.recipe.title,
        ).toEqual([]);
        const text = dish.recipe.steps.map((step) => step.text).join(' ');
        // The tomatoes are cut before they go in, and the recipe passes every step check.
        expect(text, dish.recipe.title).toMatch(/(cut|chop)[^.]*tomatoes/i);
        expect(recipeProblems(dish.recipe), dish.recipe.title).toEqual([]);
      }
    });
  }

  it(
    'still buys a tin when the fridge has no fresh tomatoes, and never buys fresh ones for a sauce',
    SLOW,
    () => {
      const dishes = dishesOf([pantryItem('minced-beef', 500, 'g', '2025-06-03'), ...CUPBOARD], 'meatballs');
      expect(dishes.length).toBeGreaterThan(0);
      for (const dish of dishes) {
        const bought = dish.cover.missing.map((line) => line.ingredientId);
        expect(
          bought.some((id) => TINS.test(id)),
          dish.recipe.title,
        ).toBe(true);
        expect(
          bought.filter((id) => /^(tomato|cherry-tomato)$/.test(id)),
          dish.recipe.title,
        ).toEqual([]);
      }
    },
  );
});
