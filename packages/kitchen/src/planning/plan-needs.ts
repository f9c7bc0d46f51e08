import type { ShoppingNeed } from '../shopping/merge-needs.ts';
import type { MealPlan } from './plan-types.ts';

/**
 * What the plan's cooking needs, line by line: each meal that is cooked (leftovers are not cooked again),
 * its recipe scaled to the servings cooked. The shopping list is these less the pantry.
 */
export function planNeeds(plan: MealPlan): ShoppingNeed[] {
  const needs: ShoppingNeed[] = [];
  for (const day of plan.days) {
    for (const meal of day.meals) {
      if (meal.leftoverOf || meal.cookServings <= 0) continue;
      const factor = meal.cookServings / meal.recipe.servings;
      for (const line of meal.recipe.ingredients) {
        needs.push({
          ingredientId: line.ingredientId,
          quantity: line.quantity * factor,
          unit: line.unit,
          recipeTitle: meal.recipe.title,
          ...(line.optional ? { optional: true } : {}),
        });
      }
    }
  }
  return needs;
}
