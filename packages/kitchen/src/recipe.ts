import type { PantryUnit } from './pantry-units.ts';

/**
 * The one recipe shape every source produces: the built-in library, the pantry generator and the AI.
 * Nutrition is never part of it: it is always worked out from the catalog (`recipe-nutrition.ts`).
 */

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** How each meal is named on screen. */
export const MEAL_LABELS: Readonly<Record<MealType, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/**
 * What a recipe can be filtered and ranked by. Some are facts the catalog or the numbers decide
 * (`derivedTags` in `recipe-tags.ts` works them out and `recipeProblems` checks them); the others are
 * the cook's judgement.
 */
export const RECIPE_TAGS = [
  // Decided by the catalog and the numbers.
  'mild',
  'spicy',
  'vegetarian',
  'vegan',
  'quick',
  'high-protein',
  // The cook's judgement.
  'one-pot',
  'no-cook',
  'batch-friendly',
  'family-friendly',
  'uses-leftovers',
] as const;
export type RecipeTag = (typeof RECIPE_TAGS)[number];

export type RecipeSource = 'library' | 'generated' | 'ai';

export type RecipeIngredient = Readonly<{
  /** A catalog id (`getIngredient`). */
  ingredientId: string;
  /** For the recipe's stated servings. */
  quantity: number;
  /** `null` means a count of the ingredient's pieces: eggs, onions, cloves of garlic, slices of bread. */
  unit: PantryUnit | null;
  /** Preparation or a choice, in the cook's words: "leftover", "or any hard cheese". */
  note?: string;
  /** Nice to have ("to serve"); left out of the nutrition and of what the cook must buy. */
  optional?: boolean;
}>;

export type RecipeStep = Readonly<{
  text: string;
  /** The one duration the text names ("Simmer for 10 minutes" → 600); for a range, the shorter end. */
  timerSeconds?: number;
}>;

export type Recipe = Readonly<{
  /** kebab-case, unique within its source. */
  id: string;
  title: string;
  description: string;
  /** A kebab-case cuisine: 'british', 'middle-eastern', 'north-african'... */
  cuisine: string;
  mealTypes: readonly MealType[];
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /**
   * Hands-off time the recipe waits for: marinating, soaking (overnight oats, dried beans), resting,
   * chilling, setting. Part of the total (`totalMinutes`), so the card and the "quick" goal never sell
   * overnight oats as a 5-minute breakfast. Missing means none (older stored recipes have no such field).
   */
  waitMinutes?: number;
  ingredients: readonly RecipeIngredient[];
  steps: readonly RecipeStep[];
  tags: readonly RecipeTag[];
  source: RecipeSource;
}>;

/** Eight hours: a wait this long ("overnight") happens the night before, while the cook sleeps. */
export const OVERNIGHT_WAIT_MINUTES = 480;

/**
 * The minutes a recipe takes on the day it is eaten: everything but an overnight wait, which a weekly plan
 * starts the evening before (overnight oats take 5 minutes of a busy morning). A marinade is still counted.
 */
export function minutesOnTheDay(recipe: Recipe): number {
  const wait = recipe.waitMinutes ?? 0;
  return totalMinutes(recipe) - (wait >= OVERNIGHT_WAIT_MINUTES ? wait : 0);
}

/** From the first step to the table: hands-on preparation, cooking and any hands-off waiting. */
export function totalMinutes(recipe: Recipe): number {
  return recipe.prepMinutes + recipe.cookMinutes + (recipe.waitMinutes ?? 0);
}
