import { getIngredient } from '../catalog.ts';
import { recipeAllowed } from '../diet-profile.ts';
import { generateDishes } from '../generator/generate-recipes.ts';
import { needsLeftoverNotHeld } from '../leftovers.ts';
import { RECIPE_LIBRARY } from '../library.ts';
import { labelForProfile } from '../may-contain.ts';
import { ASSUMED_AVAILABLE } from '../pantry-cover.ts';
import { type MealType, minutesOnTheDay, type Recipe } from '../recipe.ts';
import { ingredientLineGrams, nutritionPerServing } from '../recipe-nutrition.ts';
import { goalAllows } from './plan-goal.ts';
import type { PlanRequest } from './plan-types.ts';

/** What the planner needs to know of a recipe, worked out once. */
export type RecipeFacts = Readonly<{
  recipe: Recipe;
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  minutes: number;
  /** Grams of each ingredient one serving takes (basics and optional lines left out; null: unweighable). */
  perServing: readonly Readonly<{ ingredientId: string; grams: number | null }>[];
  batchFriendly: boolean;
  /** The protein food the dish is built on (most grams of a protein-role ingredient), for variety. */
  mainProtein: string | null;
}>;

function mainProteinOf(perServing: RecipeFacts['perServing']): string | null {
  let best: { id: string; grams: number } | null = null;
  for (const { ingredientId, grams } of perServing) {
    if (!getIngredient(ingredientId)?.roles.includes('protein')) continue;
    const weight = grams ?? 0;
    if (!best || weight > best.grams) best = { id: ingredientId, grams: weight };
  }
  return best?.id ?? null;
}

const known = new Map<Recipe, RecipeFacts>();

export function factsOf(recipe: Recipe): RecipeFacts {
  const cached = known.get(recipe);
  if (cached) return cached;
  const nutrition = nutritionPerServing(recipe);
  const perServing = recipe.ingredients
    .filter((line) => !line.optional && !ASSUMED_AVAILABLE.has(line.ingredientId))
    .map((line) => {
      const grams = ingredientLineGrams(line);
      return { ingredientId: line.ingredientId, grams: grams === null ? null : grams / recipe.servings };
    });
  const facts: RecipeFacts = {
    recipe,
    kcal: nutrition.kcal,
    proteinG: nutrition.proteinG,
    fatG: nutrition.fatG,
    carbsG: nutrition.carbsG,
    minutes: minutesOnTheDay(recipe),
    perServing,
    batchFriendly: recipe.tags.includes('batch-friendly') || recipe.tags.includes('one-pot'),
    mainProtein: mainProteinOf(perServing),
  };
  known.set(recipe, facts);
  return facts;
}

/** Dishes the generator makes from the pantry for each meal, beside the library: the pantry goes first. */
const GENERATED_PER_MEAL = 4;

/**
 * Every recipe the plan may use for each meal: the library's and dishes made from this pantry, those the
 * cook's diet and allergens allow. Time limits are per day, so they are checked when a slot is filled.
 */
export function candidatesFor(request: PlanRequest): ReadonlyMap<MealType, readonly RecipeFacts[]> {
  const byMeal = new Map<MealType, RecipeFacts[]>();
  const longest = Math.max(request.weekdayMinutes, request.weekendMinutes);
  const held = new Set(request.pantry.map((item) => item.ingredientId));
  // Snacks always: a day its meals leave short of the target gets one added (plan-week.ts).
  for (const mealType of new Set<MealType>([...request.meals, 'snack'])) {
    const library = RECIPE_LIBRARY.filter(
      (recipe) =>
        recipe.mealTypes.includes(mealType) &&
        recipeAllowed(recipe, request.profile) &&
        // Leftover pasta or potatoes cannot be bought: only planned when they are in the fridge.
        !needsLeftoverNotHeld(
          recipe.ingredients.map((line) => line.ingredientId),
          held,
        ),
    );
    const generated =
      mealType === 'snack'
        ? []
        : generateDishes({
            pantry: request.pantry,
            profile: request.profile,
            goal: request.goal ?? 'use-it-up',
            servings: Math.max(1, Math.round(request.servings)),
            mealType,
            maxMinutes: longest,
            today: request.startDate,
            seed: request.seed,
            limit: GENERATED_PER_MEAL,
          }).map((dish) => dish.recipe);
    const favourites = (request.favourites ?? []).filter(
      (recipe) =>
        recipe.mealTypes.includes(mealType) &&
        recipeAllowed(recipe, request.profile) &&
        !library.some((known) => known.id === recipe.id),
    );
    // A food that may hold an allergen the cook avoids is named as its safe kind ("gluten-free stock").
    const labelled = [...library, ...generated].map((recipe) => labelForProfile(recipe, request.profile));
    // The goal's hard rule (family: mild) holds for what the kitchen offers; the cook's own recipes stay.
    const allowed = labelled.map(factsOf).filter((facts) => goalAllows(request.goal ?? 'use-it-up', facts));
    const chosen = favourites.map((recipe) => factsOf(labelForProfile(recipe, request.profile)));
    byMeal.set(mealType, [...chosen, ...allowed]);
  }
  return byMeal;
}
