import { getIngredient } from '../catalog.ts';
import type { IngredientCheck } from '../diet-profile.ts';
import { type Goal, goalFit, isMainMeal, meetsGoal } from '../goals.ts';
import { ASSUMED_AVAILABLE, type PantryCover, type PantryIndex } from '../pantry-cover.ts';
import { type Recipe, totalMinutes } from '../recipe.ts';
import { dishType } from '../recipe-likeness.ts';
import type { RecipeNutrition } from '../recipe-nutrition.ts';
import type { GenerateOptions } from './generate-recipes.ts';
import { pairingScore } from './pairing-model.ts';

/** Choosing among the generator's dishes: its own score for the goal, and variety. */

/** A generated recipe with what the ranking needs to know about it. */
export type GeneratedDish = Readonly<{
  recipe: Recipe;
  archetype: string;
  /** The dish's main protein (or first ingredient): two dishes around the same one are alike. */
  lead: string;
  cover: PantryCover;
  nutrition: RecipeNutrition;
  score: number;
}>;

/** How much a dish's pairing (`pairingScore`, -2 to 1) weighs against the pantry it uses. */
export const PAIRING_WEIGHT = 4;

/**
 * What buying a jar of spice or dried herb for one flavour of a dish costs on top of any missing item: the
 * flavour the cook's own cupboard makes wins (a British hash with the thyme they have, not a Mexican one
 * that buys cumin in a Korean fridge).
 */
export const BOUGHT_SEASONING = 3;

export function jarSeasoning(ingredientId: string): boolean {
  const ingredient = getIngredient(ingredientId);
  return ingredient !== null && ingredient.aisle === 'spices' && ingredientId !== 'salt';
}

/**
 * What missing the goal costs a dish inside the generator: a little (about what buying one more thing
 * does) when it misses by a little, as 508 kcal of mackerel, peas and the cook's own butter for "lighter";
 * much when by far. The same line as the ranking's "a little over" (`goalFit`).
 */
function goalMissCost(goal: Goal, nutrition: RecipeNutrition, main: boolean): number {
  if (meetsGoal(goal, nutrition, main)) return 0;
  return goalFit(goal, { minutes: 0, nutrition }).fit === 'near' ? 3 : 8;
}

/**
 * How well a dish serves the goal inside the generator: pantry used, little to buy, key ingredients that
 * go together, the goal's own aim.
 */
export function dishScore(
  recipe: Recipe,
  cover: PantryCover,
  nutrition: RecipeNutrition,
  options: GenerateOptions,
) {
  const main = isMainMeal(recipe.mealTypes, options.mealType);
  const met = -goalMissCost(options.goal, nutrition, main);
  const missing = cover.missing.length;
  const base =
    3 * cover.pantryScore -
    2 * missing -
    BOUGHT_SEASONING * cover.missing.filter((item) => jarSeasoning(item.ingredientId)).length +
    met +
    PAIRING_WEIGHT * pairingScore(recipe);
  switch (options.goal) {
    case 'use-it-up':
      return base + 2 * cover.pantryScore;
    case 'quick':
      return base - totalMinutes(recipe) / 5;
    case 'high-protein':
      return base + Math.min(nutrition.proteinG, 50) / 5;
    case 'lighter':
      return base - nutrition.kcal / 150;
    case 'budget':
      return base - 2 * missing - recipe.ingredients.length / 4;
    case 'family':
      return base;
  }
}

/**
 * The best dishes with variety: first different archetypes around different main ingredients, then
 * different archetypes, then at most two of one archetype.
 */
export function varied(dishes: readonly GeneratedDish[], limit: number): GeneratedDish[] {
  const sorted = [...dishes].sort((a, b) => b.score - a.score);
  const chosen: GeneratedDish[] = [];
  // A beef curry and a beef stew from the braise archetype are two dishes, not two braises.
  const kind = (dish: GeneratedDish) => `${dish.archetype}:${dishType(dish.recipe.title)}`;
  const passes = [
    (dish: GeneratedDish) => chosen.every((other) => kind(other) !== kind(dish)),
    (dish: GeneratedDish) => chosen.filter((other) => other.archetype === dish.archetype).length < 2,
  ];
  for (const allowed of passes) {
    for (const dish of sorted) {
      if (chosen.length >= limit) return chosen;
      if (chosen.includes(dish) || chosen.some((other) => other.recipe.title === dish.recipe.title)) continue;
      if (allowed(dish)) chosen.push(dish);
    }
  }
  return chosen;
}

/** How many different things (basics aside) the pantry offers this cook. */
export function usableStock(stock: PantryIndex, check: IngredientCheck): number {
  let count = 0;
  for (const id of stock.keys()) {
    const ingredient = getIngredient(id);
    if (ingredient && !ASSUMED_AVAILABLE.has(id) && check(ingredient)) count += 1;
  }
  return count;
}
