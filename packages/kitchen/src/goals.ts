import type { MealType } from './recipe.ts';
import type { RecipeNutrition } from './recipe-nutrition.ts';
import { QUICK_MINUTES } from './recipe-tags.ts';

/** What the cook wants from tonight's suggestions (docs/decisions/008-kitchen-goals.md). */
export const GOALS = ['use-it-up', 'quick', 'high-protein', 'lighter', 'family', 'budget'] as const;
export type Goal = (typeof GOALS)[number];

/** "Quick": on the table in this many minutes, preparation included (the same line as the quick tag). */
export const QUICK_GOAL_MINUTES = QUICK_MINUTES;
/** "High protein": at least this much protein in a lunch or dinner serving. */
export const HIGH_PROTEIN_GOAL_GRAMS = 30;
/** "Lighter": at most this much energy in a lunch or dinner serving. */
export const LIGHTER_GOAL_KCAL = 500;
/** Fewer kcal a serving than this is a side or a starter, not a lunch or dinner. */
export const MAIN_MEAL_LEAST_KCAL = 150;
/** "Family": always cooked for four, and mild. */
export const FAMILY_SERVINGS = 4;

export function isGoal(value: string): value is Goal {
  return (GOALS as readonly string[]).includes(value);
}

/** The servings a goal cooks for: family always four, otherwise what the cook asked for. */
export function goalServings(goal: Goal, servings: number): number {
  return goal === 'family' ? FAMILY_SERVINGS : servings;
}

/** The most minutes a recipe may take: the cook's limit, and never more than 20 for "quick". */
export function goalMaxMinutes(goal: Goal, maxMinutes?: number): number {
  const limit = maxMinutes ?? Number.POSITIVE_INFINITY;
  return goal === 'quick' ? Math.min(limit, QUICK_GOAL_MINUTES) : limit;
}

const MAIN_MEALS: readonly MealType[] = ['lunch', 'dinner'];

/** Lunch or dinner: the asked-for meal when there is one, otherwise any lunch or dinner the recipe suits. */
export function isMainMeal(recipeMeals: readonly MealType[], mealType?: MealType): boolean {
  return mealType ? MAIN_MEALS.includes(mealType) : recipeMeals.some((meal) => MAIN_MEALS.includes(meal));
}

/**
 * Whether a serving meets the goal's threshold. Only high-protein and lighter have one, and only for
 * main meals; for breakfasts and snacks those goals rank but do not exclude.
 */
export function meetsGoal(
  goal: Goal,
  nutrition: Pick<RecipeNutrition, 'kcal' | 'proteinG'>,
  mainMeal: boolean,
): boolean {
  if (!mainMeal) return true;
  if (goal === 'high-protein') return nutrition.proteinG >= HIGH_PROTEIN_GOAL_GRAMS;
  if (goal === 'lighter') return nutrition.kcal <= LIGHTER_GOAL_KCAL;
  return true;
}
