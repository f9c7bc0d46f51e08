import { NO_RESTRICTIONS } from '../src/diet-profile.ts';
import type { Goal } from '../src/goals.ts';
import type { PantryItem } from '../src/pantry.ts';
import { type Suggestion, suggestRecipes } from '../src/rank-recipes.ts';
import type { MealType } from '../src/recipe.ts';
import { pantryItem } from './pantry-items.ts';
import { isoDay } from './random-kitchen.ts';

/** Salt, pepper and the oils: what every fixture kitchen holds undated. */
export const CUPBOARD: readonly PantryItem[] = ['salt', 'black-pepper', 'vegetable-oil', 'olive-oil'].map(
  (id) => pantryItem(id, null, null),
);

/** The good cook's "top three" for a pantry (with `CUPBOARD`) and a household, cooked today. */
export function firstThree(
  pantry: readonly PantryItem[],
  options: { goal: Goal; servings: number; maxMinutes?: number; mealType: MealType },
): Suggestion[] {
  return suggestRecipes({
    pantry: [...pantry, ...CUPBOARD],
    profile: NO_RESTRICTIONS,
    today: isoDay(0),
    seed: 1,
    limit: 5,
    ...options,
  }).slice(0, 3);
}

/** "A | B | C": the titles, for an assertion's message. */
export const titles = (shown: readonly Suggestion[]) => shown.map((each) => each.recipe.title).join(' | ');

/** Every step's words, for matching. */
export const stepText = (shown: Suggestion) => shown.recipe.steps.map((step) => step.text).join(' ');
