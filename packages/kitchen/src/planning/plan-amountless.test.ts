import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from '../library.ts';
import type { PantryItem } from '../pantry.ts';
import { shoppingList } from '../shopping/shopping-list.ts';
import { planNeeds } from './plan-needs.ts';
import { factsOf } from './plan-recipes.ts';
import { planStock } from './plan-stock.ts';
import type { MealPlan } from './plan-types.ts';

const MONDAY = '2025-06-02';

/** "rice", typed with no amount: the cook has some, nobody knows how much. */
const RICE: PantryItem = {
  id: 'rice',
  ingredientId: 'rice',
  name: 'rice',
  quantity: null,
  unit: null,
  place: 'cupboard',
  expiresOn: null,
  expiryEstimated: false,
  opened: false,
};

const riceDish = RECIPE_LIBRARY.find((recipe) =>
  recipe.ingredients.some((line) => line.ingredientId === 'rice' && !line.optional),
);

describe('an item with no amount in a plan', () => {
  it('covers one meal, not every meal of the week', () => {
    expect(riceDish).toBeDefined();
    const facts = factsOf(riceDish as NonNullable<typeof riceDish>);
    const stock = planStock([RICE], MONDAY);
    expect(stock.missing(facts, 2, 0)).toBe(facts.perServing.length - 1);
    stock.take(facts, 2, 0);
    // The rice of unknown amount fed Monday's meal; Wednesday's rice must be bought.
    expect(stock.missing(facts, 2, 2)).toBe(facts.perServing.length);
    expect(stock.appeal(facts, 2, 2)).toBe(0);
  });

  it('leaves the rest of the week on the shopping list', () => {
    const dish = riceDish as NonNullable<typeof riceDish>;
    const meal = (day: number) => ({
      slot: `${day}-dinner`,
      day,
      date: MONDAY,
      mealType: 'dinner' as const,
      recipe: dish,
      portion: 1,
      cookServings: 2,
      locked: false,
      kcal: 0,
      proteinG: 0,
      fatG: 0,
      carbsG: 0,
    });
    const days = [0, 1, 2, 3, 4].map((day) => ({
      day,
      date: MONDAY,
      meals: [meal(day)],
      totals: { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0 },
      target: null,
      onTarget: null,
      proteinMet: null,
    }));
    const plan: MealPlan = { days, notes: [] };
    const rice = shoppingList(planNeeds(plan), [RICE], MONDAY).find((line) => line.ingredientId === 'rice');
    // Five meals of rice, one of them from the cupboard: four to buy.
    const line = dish.ingredients.find((l) => l.ingredientId === 'rice');
    expect(line?.unit).toBe('g');
    const oneMeal = ((line?.quantity ?? 0) * 2) / dish.servings;
    expect(rice?.unit).toBe('g');
    expect(rice?.quantity).toBeGreaterThanOrEqual(oneMeal * 4);
    expect(rice?.quantity).toBeLessThan(oneMeal * 5);
  });
});
