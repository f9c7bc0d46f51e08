import { getIngredient } from '../src/catalog.ts';
import type { Allergen, Ingredient } from '../src/catalog-types.ts';
import type { Diet, DietProfile } from '../src/diet-profile.ts';
import { applySwaps } from '../src/food-swap.ts';
import { generateRecipes } from '../src/generator/generate-recipes.ts';
import {
  GOALS,
  type Goal,
  HIGH_PROTEIN_GOAL_GRAMS,
  HIGH_PROTEIN_NEAR_GRAMS,
  isMainMeal,
  LIGHTER_GOAL_KCAL,
  LIGHTER_NEAR_KCAL,
  MAIN_MEAL_LEAST_KCAL,
  QUICK_GOAL_MINUTES,
  QUICK_STRETCH,
} from '../src/goals.ts';
import { recipeById } from '../src/library.ts';
import type { PantryItem } from '../src/pantry.ts';
import { type Suggestion, type SuggestOptions, suggestRecipes } from '../src/rank-recipes.ts';
import {
  MEAL_TYPES,
  type MealType,
  type Recipe,
  type RecipeIngredient,
  totalMinutes,
} from '../src/recipe.ts';
import { recipeProblems } from '../src/recipe-checks.ts';
import { roundQuantity } from '../src/scale-recipe.ts';
import { doubles } from './line-grams.ts';
import { pickOne, randomPantry, randomProfile, randomSource } from './random-kitchen.ts';

/** The rules the property tests hold every suggestion and generated recipe to. Not used by the app. */

/**
 * Random pantries (0–40 items) and profiles checked for each goal: 300 × 6 goals keeps the two files
 * near half a minute each on CI's cores (decision 026).
 */
export const CASES = 300;
const TODAY = '2025-06-01';

/** Whether the profile rules the ingredient out, read straight from the catalog facts (not via isAllowed). */
function excluded(ingredient: Ingredient, profile: DietProfile): string | null {
  const { diet, allergens } = ingredient;
  const rules: Record<Diet, boolean> = {
    vegetarian: diet.meat || diet.fish || diet.shellfish,
    vegan: diet.meat || diet.fish || diet.shellfish || diet.dairy || diet.egg || diet.honey,
    pescatarian: diet.meat,
    'gluten-free': diet.gluten || allergens.includes('gluten'),
    'dairy-free': diet.dairy || allergens.includes('milk'),
  };
  const diet_ = profile.diets.find((name) => rules[name]);
  if (diet_) return `${ingredient.id} is not ${diet_}`;
  const allergen = allergens.find((name) => profile.allergens.includes(name));
  if (allergen) return `${ingredient.id} contains ${allergen}`;
  return profile.dislikes.includes(ingredient.id) ? `${ingredient.id} is disliked` : null;
}

/** The allergens a profile rules out, written out here from the diets' meaning (not via the kitchen). */
function avoidedAllergens(profile: DietProfile): Set<Allergen> {
  const byDiet: Record<Diet, readonly Allergen[]> = {
    vegetarian: ['fish', 'crustaceans', 'molluscs'],
    vegan: ['fish', 'crustaceans', 'molluscs', 'milk', 'eggs'],
    pescatarian: [],
    'gluten-free': ['gluten'],
    'dairy-free': ['milk'],
  };
  return new Set([...profile.allergens, ...profile.diets.flatMap((diet) => byDiet[diet])]);
}

const FREE_FROM: Partial<Record<Allergen, string>> = {
  gluten: 'gluten-free',
  milk: 'dairy-free',
  eggs: 'egg-free',
  peanuts: 'peanut-free',
  'tree-nuts': 'nut-free',
};

/**
 * A line whose food may contain an allergen the cook avoids: a fault unless a free-from kind is sold and the
 * line names it ("gluten-free") with a "check the label" note.
 */
export function mayContainFault(
  line: RecipeIngredient,
  ingredient: Ingredient,
  profile: DietProfile,
): string | null {
  const avoided = avoidedAllergens(profile);
  for (const allergen of ingredient.mayContain.filter((name) => avoided.has(name))) {
    if (!ingredient.freeFrom.includes(allergen)) return `${ingredient.id} may contain ${allergen}`;
    const words = FREE_FROM[allergen] ?? `${allergen}-free`;
    if (!line.note?.includes(words) || !line.note.includes('check the label'))
      return `${ingredient.id} may contain ${allergen} and its line does not say "${words}, check the label"`;
  }
  return null;
}

function recipeFaults(recipe: Recipe, profile: DietProfile): string[] {
  const faults = recipeProblems(recipe).map((problem) => `${recipe.id}: ${problem.code} ${problem.detail}`);
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    const reason = ingredient
      ? (excluded(ingredient, profile) ?? mayContainFault(line, ingredient, profile))
      : `${line.ingredientId} is unknown`;
    if (reason) faults.push(`${recipe.id}: ${reason}`);
  }
  return faults;
}

/**
 * Far off the goal's line, read from the suggestion itself: under 20 g protein or over 600 kcal a serving
 * of a lunch or dinner (of anything when no meal was asked for; lighter also counts a snack-sized serving
 * then). Such a suggestion never ranks above one that meets the goal or nearly does.
 */
function farOff(goal: Goal, result: Suggestion, options: SuggestOptions): boolean {
  if (options.mealType && !isMainMeal(result.recipe.mealTypes, options.mealType)) return false;
  const { proteinG, kcal } = result.nutritionPerServing;
  if (goal === 'high-protein') return proteinG < HIGH_PROTEIN_NEAR_GRAMS;
  if (goal === 'lighter')
    return kcal > LIGHTER_NEAR_KCAL || (options.mealType === undefined && kcal < MAIN_MEAL_LEAST_KCAL);
  return false;
}

function goalFaults(goal: Goal, results: readonly Suggestion[], options: SuggestOptions): string[] {
  const faults: string[] = [];
  let missedBefore = 0;
  let farBefore = false;
  // Quick is 20 minutes, or the cook's own limit when they gave one within quick's stretch (30).
  const limit = options.maxMinutes ?? Number.POSITIVE_INFINITY;
  const aim = limit <= QUICK_GOAL_MINUTES * QUICK_STRETCH ? limit : QUICK_GOAL_MINUTES;
  for (const result of results) {
    const { recipe, nutritionPerServing: nutrition, goalMet, goalNote } = result;
    const label = `${goal} ${recipe.id}`;
    const minutes = totalMinutes(recipe);
    if (options.mealType && !recipe.mealTypes.includes(options.mealType)) faults.push(`${label}: wrong meal`);
    if (options.maxMinutes !== undefined && minutes > options.maxMinutes) faults.push(`${label}: too long`);
    if (goal === 'quick') {
      if (minutes > QUICK_GOAL_MINUTES * QUICK_STRETCH) faults.push(`${label}: ${minutes} min`);
      if (goalMet !== minutes <= aim) faults.push(`${label}: goalMet ${goalMet} at ${minutes} min`);
      if (!goalMet && goalNote !== `${minutes} min, a little over ${aim}`)
        faults.push(`${label}: labelled "${goalNote}" at ${minutes} min`);
    }
    if (goalMet !== (goalNote === undefined)) faults.push(`${label}: goalMet ${goalMet}, note "${goalNote}"`);
    if (goal === 'family') {
      if (recipe.servings !== Math.max(4, options.servings))
        faults.push(`${label}: serves ${recipe.servings}`);
      const hot = recipe.ingredients.filter(
        (line) => !line.optional && !getIngredient(line.ingredientId)?.mild,
      );
      if (hot.length > 0 || recipe.tags.includes('spicy')) faults.push(`${label}: not mild`);
    } else if (recipe.servings !== options.servings) faults.push(`${label}: serves ${recipe.servings}`);
    if (isMainMeal(recipe.mealTypes, options.mealType)) {
      if (goal === 'high-protein' && goalMet !== nutrition.proteinG >= HIGH_PROTEIN_GOAL_GRAMS) {
        faults.push(`${label}: goalMet ${goalMet} with ${nutrition.proteinG} g protein`);
      }
      const snack = options.mealType === undefined && nutrition.kcal < MAIN_MEAL_LEAST_KCAL;
      if (goal === 'lighter' && goalMet !== (nutrition.kcal <= LIGHTER_GOAL_KCAL && !snack)) {
        faults.push(`${label}: goalMet ${goalMet} with ${nutrition.kcal} kcal`);
      }
    }
    const far = farOff(goal, result, options);
    if (!far && farBefore) faults.push(`${label}: ranks below a recipe far off the goal`);
    farBefore ||= far;
    // One near miss may join those that meet the goal; the rest come after them.
    if (goalMet && missedBefore > 1)
      faults.push(`${label}: a recipe that meets the goal ranks below two that miss it`);
    if (!goalMet) missedBefore += 1;
  }
  return faults;
}

/**
 * A line the pantry holds some of is fitted to it (`generator/pantry-fit.ts`, `library-fit.ts`): the five
 * carrots the cook has rather than six, the whole joint. Only lines the cook must buy scale exactly.
 */
function fittedToPantry(pantry: readonly PantryItem[], ingredientId: string): boolean {
  return pantry.some((item) => item.ingredientId === ingredientId && item.quantity !== null);
}

/** 2 and 4 servings of the same recipe: generated ones exactly double, but for lines fitted to the pantry; library ones follow the rounding rule. */
function scalingFaults(
  two: readonly Suggestion[],
  four: readonly Suggestion[],
  pantry: readonly PantryItem[],
): string[] {
  const faults: string[] = [];
  for (const big of four) {
    const small = two.find((suggestion) => suggestion.recipe.id === big.recipe.id);
    if (small?.recipe.servings !== 2 || big.recipe.servings !== 4) continue;
    // A library recipe as written, with the cook's own foods swapped in as they were for this suggestion.
    const written = big.recipe.source === 'library' ? recipeById(big.recipe.id) : null;
    const original = written && (applySwaps(written, big.swaps ?? []) ?? written);
    big.recipe.ingredients.forEach((line, index) => {
      const half = small.recipe.ingredients[index];
      if (!half || half.ingredientId !== line.ingredientId) {
        faults.push(`${big.recipe.id}: ingredients differ between 2 and 4 servings`);
      } else if (
        !original &&
        !doubles(half, line) &&
        !cubesForTheStock(half, line) &&
        !fittedToPantry(pantry, line.ingredientId)
      ) {
        faults.push(
          `${big.recipe.id}: ${line.ingredientId} ${half.quantity} for 2 but ${line.quantity} for 4`,
        );
      } else if (original && !fittedToPantry(pantry, line.ingredientId)) {
        const source = original.ingredients[index];
        const quantity = source?.quantity ?? 0;
        const expected = (servings: number) =>
          servings === original.servings
            ? quantity
            : roundQuantity((quantity * servings) / original.servings, line.unit, line.ingredientId);
        if (line.quantity !== expected(4)) faults.push(`${big.recipe.id}: ${line.ingredientId} for 4`);
        if (half.quantity !== expected(2)) faults.push(`${big.recipe.id}: ${line.ingredientId} for 2`);
      }
    });
    // Steps read the same at any servings, but for the pan sized to what goes in it (`fitPan`).
    const panFree = (steps: Suggestion['recipe']['steps']) =>
      JSON.stringify(steps).replace(/\d+ cm /g, 'N cm ');
    if (
      big.recipe.steps !== small.recipe.steps &&
      panFree(big.recipe.steps) !== panFree(small.recipe.steps)
    ) {
      faults.push(`${big.recipe.id}: steps change with servings`);
    }
  }
  return faults;
}

export type GoalReport = { faults: string[]; varied: number; comparable: number };

const ids = (results: readonly Suggestion[]) => results.map((result) => result.recipe.id).join(' ');

/**
 * Runs `CASES` random pantries and profiles for one goal (random meals and time limits too) and collects
 * every broken rule: excluded ingredients, recipe problems, goal lines, servings and scaling, determinism.
 * Also counts how often another seed changes the suggestions, among cases with anything to choose from.
 */
export function checkGoal(goal: Goal): GoalReport {
  const faults: string[] = [];
  let varied = 0;
  let comparable = 0;
  for (let index = 0; index < CASES; index += 1) {
    const next = randomSource(index * 7919 + GOALS.indexOf(goal));
    const mealType: MealType | undefined = next() < 0.4 ? undefined : pickOne(next, MEAL_TYPES);
    const maxMinutes = next() < 0.7 ? undefined : 25 + Math.floor(next() * 4) * 10;
    const options: SuggestOptions = {
      pantry: randomPantry(next),
      profile: randomProfile(next),
      goal,
      servings: 2,
      today: TODAY,
      seed: index,
      limit: 6,
      ...(mealType ? { mealType } : {}),
      ...(maxMinutes ? { maxMinutes } : {}),
    };
    const two = suggestRecipes(options);
    const four = suggestRecipes({ ...options, servings: 4 });
    const generated = generateRecipes({ ...options, limit: 6 });
    for (const result of [...two, ...four]) faults.push(...recipeFaults(result.recipe, options.profile));
    for (const recipe of generated) {
      faults.push(...recipeFaults(recipe, options.profile));
      if (recipe.source !== 'generated')
        faults.push(`${recipe.id}: a generated recipe says ${recipe.source}`);
    }
    faults.push(...goalFaults(goal, two, options), ...goalFaults(goal, four, { ...options, servings: 4 }));
    faults.push(...scalingFaults(two, four, options.pantry));
    if (index % 5 === 0) {
      if (JSON.stringify(suggestRecipes(options)) !== JSON.stringify(two))
        faults.push(`case ${index}: not deterministic`);
      if (JSON.stringify(generateRecipes({ ...options, limit: 6 })) !== JSON.stringify(generated)) {
        faults.push(`case ${index}: generation not deterministic`);
      }
    }
    if (two.length >= 2) {
      comparable += 1;
      if (ids(suggestRecipes({ ...options, seed: index + 100_000 })) !== ids(two)) varied += 1;
    }
  }
  return { faults, varied, comparable };
}

/**
 * Stock cubes are counted for the whole dish's stock, to the half cube (`amounts.ts`): half a cube for
 * two servings of a mince pie's filling may be one for four, not exactly two halves.
 */
function cubesForTheStock(
  small: { ingredientId: string; quantity: number },
  big: { quantity: number },
): boolean {
  return /stock-cube$/.test(small.ingredientId) && Math.abs(big.quantity - 2 * small.quantity) <= 0.5;
}
