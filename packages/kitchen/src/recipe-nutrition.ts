import { getIngredient, gramsFor } from './catalog.ts';
import type { NutritionPer100g } from './catalog-types.ts';
import type { Recipe, RecipeIngredient } from './recipe.ts';

/**
 * Nutrition is always worked out here from the catalog's per-100 g values, never read from a recipe's
 * text or a model's answer.
 */

export const NUTRIENTS = [
  'kcal',
  'proteinG',
  'fatG',
  'satFatG',
  'carbsG',
  'fiberG',
  'sugarG',
  'sodiumMg',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

const CATALOG_FIELD: Readonly<Record<Nutrient, keyof NutritionPer100g>> = {
  kcal: 'kcal',
  proteinG: 'protein',
  fatG: 'fat',
  satFatG: 'satFat',
  carbsG: 'carbs',
  fiberG: 'fibre',
  sugarG: 'sugars',
  sodiumMg: 'sodium',
};

/** Whole numbers for energy and sodium, one decimal for grams. */
const DECIMALS: Readonly<Record<Nutrient, number>> = {
  kcal: 0,
  proteinG: 1,
  fatG: 1,
  satFatG: 1,
  carbsG: 1,
  fiberG: 1,
  sugarG: 1,
  sodiumMg: 0,
};

export type IngredientWeight = Readonly<{ ingredient: RecipeIngredient; grams: number | null }>;

/**
 * Per serving, the sum of what is known. A nutrient the catalog has as `null` (USDA did not analyse it)
 * is never counted as 0 silently: the ingredient is listed under `unknown[nutrient]`, which makes that
 * figure a lower bound. An ingredient that cannot be weighed (an unknown id, or a unit the catalog cannot
 * turn into grams for it) adds nothing and is listed in `unweighed`. Optional ingredients are left out.
 */
export type RecipeNutrition = Readonly<
  Record<Nutrient, number> & {
    unknown: Readonly<Partial<Record<Nutrient, readonly string[]>>>;
    unweighed: readonly string[];
  }
>;

/** Grams of one ingredient line; a `null` unit is a count of the ingredient's pieces. */
export function ingredientLineGrams(line: RecipeIngredient): number | null {
  return gramsFor(line.ingredientId, line.quantity, line.unit ?? 'piece');
}

/** Every ingredient line with its weight in grams for the whole recipe (`null` when it cannot be weighed). */
export function recipeGrams(recipe: Recipe): readonly IngredientWeight[] {
  return recipe.ingredients.map((ingredient) => ({ ingredient, grams: ingredientLineGrams(ingredient) }));
}

function rounded(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/**
 * The share of what a cook weighs that is eaten, for foods bought with their bones or shells: the
 * catalog's values are per 100 g of the edible part (USDA), and a recipe's 1.6 kg chicken or kilo of
 * mussels is the whole bird or the mussels in their shells. A roasting chicken is about a third bone;
 * a lamb shank nearly half; spare ribs a little over a quarter; mussels well over half shell.
 */
const EDIBLE_SHARE: Readonly<Record<string, number>> = {
  'whole-chicken': 0.68,
  'lamb-shank': 0.6,
  'pork-ribs': 0.72,
  mussel: 0.4,
};

/**
 * Energy and nutrients in one serving, from the catalog's values per 100 g and each line's edible weight
 * (`recipeGrams`, `EDIBLE_SHARE`). Unknown values and unweighable lines are reported, never guessed (see
 * `RecipeNutrition`).
 */
export function nutritionPerServing(recipe: Recipe): RecipeNutrition {
  const totals: Record<Nutrient, number> = {
    kcal: 0,
    proteinG: 0,
    fatG: 0,
    satFatG: 0,
    carbsG: 0,
    fiberG: 0,
    sugarG: 0,
    sodiumMg: 0,
  };
  const unknown: Partial<Record<Nutrient, string[]>> = {};
  const unweighed: string[] = [];
  for (const { ingredient, grams } of recipeGrams(recipe)) {
    if (ingredient.optional) continue;
    const facts = getIngredient(ingredient.ingredientId);
    if (!facts || grams === null) {
      unweighed.push(ingredient.ingredientId);
      continue;
    }
    for (const nutrient of NUTRIENTS) {
      const per100g = facts.nutrition[CATALOG_FIELD[nutrient]];
      if (per100g === null) unknown[nutrient] = [...(unknown[nutrient] ?? []), ingredient.ingredientId];
      else totals[nutrient] += (per100g * grams * (EDIBLE_SHARE[facts.id] ?? 1)) / 100;
    }
  }
  // A recipe without a positive number of servings is invalid (`recipeProblems`); it is read as one.
  const servings = recipe.servings > 0 ? recipe.servings : 1;
  for (const nutrient of NUTRIENTS) {
    totals[nutrient] = rounded(totals[nutrient] / servings, DECIMALS[nutrient]);
  }
  return { ...totals, unknown, unweighed };
}
