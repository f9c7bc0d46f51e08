import { describe, expect, it } from 'vitest';
import { kindsCovering } from '../kinds.ts';
import type { PantryItem } from '../pantry.ts';
import { shoppingList } from '../shopping/shopping-list.ts';
import { planNeeds } from './plan-needs.ts';
import type { MealPlan, PlannedMeal } from './plan-types.ts';
import { planWeek } from './plan-week.ts';

const REQUEST = {
  startDate: '2025-06-02',
  days: 3,
  meals: ['lunch', 'dinner'] as const,
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  profile: { diets: [], allergens: [], dislikes: [] },
  target: { kcal: 2000, proteinG: 90 },
  pantry: [] as PantryItem[],
  seed: 3,
  leftovers: true,
};

describe("the plan's needs", () => {
  it('scales each cooked recipe to the servings cooked, and leaves leftovers out', () => {
    const plan = planWeek(REQUEST);
    const meals = plan.days.flatMap((day) => day.meals);
    const cooked = meals.filter((meal) => !meal.leftoverOf);
    expect(meals.some((meal) => meal.leftoverOf)).toBe(true);
    const needs = planNeeds(plan);
    expect(needs).toHaveLength(cooked.reduce((sum, meal) => sum + meal.recipe.ingredients.length, 0));
    const first = cooked[0] as PlannedMeal;
    const line = first.recipe.ingredients[0];
    const need = needs[0];
    expect(need?.ingredientId).toBe(line?.ingredientId);
    expect(need?.quantity).toBeCloseTo(
      ((line?.quantity ?? 0) * first.cookServings) / first.recipe.servings,
      9,
    );
    expect(need?.recipeTitle).toBe(first.recipe.title);
  });

  it('becomes a list that buys only what the pantry lacks', () => {
    const needs = planNeeds(planWeek(REQUEST));
    const plain = shoppingList(needs, [], REQUEST.startDate);
    expect(plain.length).toBeGreaterThan(3);
    // A food one recipe needs (unknown amounts cover one meal) that stands in for no other line (baking
    // potatoes would also cover the potatoes).
    const held = plain.find(
      (line) =>
        line.forRecipes.length === 1 &&
        !plain.some((other) =>
          kindsCovering(other.ingredientId).some((kind) => kind.id === line.ingredientId),
        ),
    )?.ingredientId as string;
    // Some of it at home, amount unknown: enough, so it leaves the list; nothing else changes.
    const atHome: PantryItem = {
      id: 'h',
      ingredientId: held,
      name: held,
      quantity: null,
      unit: null,
      place: 'fridge',
      expiresOn: null,
      expiryEstimated: false,
      opened: false,
    };
    const lacking = shoppingList(needs, [atHome], REQUEST.startDate);
    expect(lacking.map((line) => line.ingredientId)).toEqual(
      plain.map((line) => line.ingredientId).filter((id) => id !== held),
    );
  });

  it('is empty for an empty plan', () => {
    expect(planNeeds({ days: [], notes: [] } satisfies MealPlan)).toEqual([]);
  });
});
