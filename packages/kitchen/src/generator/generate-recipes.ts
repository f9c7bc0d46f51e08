import { type DietProfile, profileCheck } from '../diet-profile.ts';
import { belowSideLine, type Goal, goalServings, goalTimeLimit } from '../goals.ts';
import { labelForProfile } from '../may-contain.ts';
import { memory } from '../memory.ts';
import type { PantryItem } from '../pantry.ts';
import { ASSUMED_AVAILABLE, coverRecipe, indexPantry, urgencyWeight } from '../pantry-cover.ts';
import { type MealType, type Recipe, totalMinutes } from '../recipe.ts';
import { recipeProblems } from '../recipe-checks.ts';
import { leadOf } from '../recipe-likeness.ts';
import { type Archetype, bigLunch, type Flavour } from './archetype.ts';
import { ARCHETYPES } from './archetypes.ts';
import { buildRecipe } from './build-recipe.ts';
import {
  BOUGHT_SEASONING,
  dishScore,
  type GeneratedDish,
  jarSeasoning,
  usableStock,
  varied,
} from './dish-choice.ts';
import {
  anchors,
  dishSlots,
  fillDish,
  HEART,
  isHeart,
  type Kitchen,
  makeKitchen,
  type Pick,
} from './fill-dish.ts';
import { hashText, type Random, seededRandom } from './random.ts';

export type { GeneratedDish };

export type GenerateOptions = Readonly<{
  pantry: readonly PantryItem[];
  profile: DietProfile;
  goal: Goal;
  servings: number;
  mealType?: MealType;
  maxMinutes?: number;
  /** YYYY-MM-DD, for what is expiring. */
  today: string;
  seed: number;
  limit: number;
}>;

/** How many of the most urgent pantry items that fit an archetype its cuisines take turns to build on. */
const ANCHORS_PER_DISH = 2;

/**
 * How far the seed may lift a fill's promise: enough that another seed tries another cuisine or pantry
 * item of about the same merit, never enough to pass over the items about to go off.
 */
const SEED_SWAY = 4;

/**
 * Dishes fully written out per archetype: the most promising fill, or more when many dishes are asked
 * for. Filling is cheap; writing out steps and nutrition is not.
 */
function buildsPerArchetype(limit: number): number {
  return Math.max(3, Math.ceil((limit * 1.5) / ARCHETYPES.length));
}

type Fill = Readonly<{
  archetype: Archetype;
  flavour: Flavour;
  picks: Pick[];
  random: Random;
  promise: number;
}>;

/** A cheap first look at a fill: the pantry it uses, soonest first, less what must be bought. */
function promise(picks: readonly Pick[], kitchen: Kitchen, random: Random): number {
  let score = 0;
  for (const pick of picks) {
    if (ASSUMED_AVAILABLE.has(pick.ingredient.id)) continue;
    if (pick.fromPantry) score += urgencyWeight(kitchen.stock.get(pick.ingredient.id)?.[0]?.days ?? null);
    else score -= 2 + (jarSeasoning(pick.ingredient.id) ? BOUGHT_SEASONING : 0);
  }
  return score + random() * SEED_SWAY;
}

/**
 * Whether the dish is built on something the cook has: a dish whose protein and vegetables all come from
 * the shop (a carrot soup for a fridge of mussels) is a shopping trip, not a suggestion from the fridge.
 */
function builtOnPantry(picks: readonly Pick[]): boolean {
  return picks.some(
    (pick) =>
      pick.fromPantry && (HEART as readonly string[]).includes(pick.slot.kind) && isHeart(pick.ingredient),
  );
}

/**
 * Whether the dish buys a sauce. One that also falls short of its flavour's cuisine (a Vietnamese noodle
 * soup of bought fish sauce and nothing else Vietnamese, labelled British) is a lesser copy of the dish
 * the cook's own cupboard makes, and is not offered. A jar of cumin for a beef hash that is plainly
 * American rather than Mexican still makes a dish.
 */
function buysSauce(picks: readonly Pick[]): boolean {
  return picks.some(
    (pick) => !pick.fromPantry && pick.slot.kind === 'flavour' && pick.ingredient.roles[0] === 'condiment',
  );
}

/** Whether the archetype makes this meal for this many (`lunchFor`). */
function servedAt(archetype: Archetype, meal: MealType, kitchen: Kitchen): boolean {
  if (archetype.mealTypes.includes(meal)) return true;
  return meal === 'lunch' && bigLunch(archetype, kitchen.servings, kitchen.goal);
}

/**
 * One fill per archetype and cuisine, each built around one of the most urgent pantry items that fit:
 * the cuisines take turns (from a seeded start) so that one archetype tries the chicken in one cuisine and
 * the tofu in another, rather than the chicken in all of them.
 */
function fills(options: GenerateOptions, kitchen: Kitchen): Fill[] {
  const found: Fill[] = [];
  for (const archetype of ARCHETYPES) {
    if (options.mealType && !servedAt(archetype, options.mealType, kitchen)) continue;
    if (archetype.mostServings !== undefined && kitchen.servings > archetype.mostServings) continue;
    const turn = hashText(`${options.seed}:${archetype.id}`);
    archetype.flavours.forEach((flavour, index) => {
      if (flavour.hot && kitchen.goal === 'family') return;
      const starts = anchors(dishSlots(archetype, flavour), kitchen, ANCHORS_PER_DISH);
      const anchor = starts[(index + turn) % Math.max(1, starts.length)];
      const random = seededRandom(`${options.seed}:${archetype.id}:${flavour.id}:${anchor ?? ''}`);
      const picks = fillDish(archetype, flavour, kitchen, random, anchor);
      // From a fridge with no protein, vegetable or fruit in it, everything is bought anyway.
      if (picks && (!kitchen.hasHeart || builtOnPantry(picks))) {
        found.push({ archetype, flavour, picks, random, promise: promise(picks, kitchen, random) });
      }
    });
  }
  return found.sort((a, b) => b.promise - a.promise);
}

/**
 * Every dish the archetypes can make from this pantry for this cook, scored for the goal. Deterministic:
 * the same options and seed give the same dishes; another seed breaks ties and picks shop items differently.
 */
export function generateDishes(options: GenerateOptions, stock = indexPantry(options.pantry, options.today)) {
  const servings = goalServings(options.goal, options.servings);
  if (!Number.isInteger(servings) || servings < 1) {
    throw new RangeError(`servings must be a whole number of at least 1, not ${servings}`);
  }
  const check = profileCheck(options.profile);
  const kitchen = makeKitchen(stock, check, options.goal, usableStock(stock, check) < 4 ? 4 : 3, servings);
  const maxMinutes = goalTimeLimit(options.goal, options.maxMinutes);
  const dishes: GeneratedDish[] = [];
  const built = new Map<string, number>();
  const perArchetype = buildsPerArchetype(options.limit);
  const seen = new Set<string>();
  for (const fill of fills(options, kitchen)) {
    const count = built.get(fill.archetype.id) ?? 0;
    if (count >= perArchetype) continue;
    const { recipe, nutrition } = buildRecipe(fill.archetype, fill.flavour, fill.picks, kitchen, servings);
    if (seen.has(recipe.id) || totalMinutes(recipe) > maxMinutes) continue;
    if (recipe.cuisine !== fill.flavour.cuisine && buysSauce(fill.picks)) continue;
    // A blended soup of two vegetables, or a tray of fish and tomatoes with no starch, is a starter or a
    // side (282 kcal of pepper soup for dinner): not offered as a meal.
    if (belowSideLine(options.goal, recipe.mealTypes, options.mealType, nutrition.kcal)) continue;
    seen.add(recipe.id);
    built.set(fill.archetype.id, count + 1);
    const cover = coverRecipe(recipe, stock);
    const score = dishScore(recipe, cover, nutrition, options) + fill.random() * 1.5;
    dishes.push({
      recipe,
      archetype: fill.archetype.id,
      lead: leadOf(recipe) || (recipe.ingredients[0]?.ingredientId ?? ''),
      cover,
      nutrition,
      score,
    });
  }
  return varied(dishes, options.limit);
}

/**
 * New recipes composed from the pantry (source 'generated'): dish archetypes with role slots filled from
 * the pantry first, soonest to expire first, with a few everyday items from the shop where needed (each
 * recipe's description says which). The profile is a hard filter; every recipe passes `recipeProblems`.
 */
export function generateRecipes(options: GenerateOptions): Recipe[] {
  return generateDishes(options)
    .map((dish) => dish.recipe)
    .filter(isSound)
    .map((recipe) => labelForProfile(recipe, options.profile));
}

/**
 * The tests hold every archetype to `recipeProblems` over many random pantries; checking the few recipes
 * that are handed out again costs little and keeps an unforeseen combination from ever reaching a cook.
 */
export function isSound(recipe: Recipe): boolean {
  return soundness(recipe.id, () => recipeProblems(recipe).length === 0);
}

/**
 * Answers by recipe id: a generated id stands for its archetype, cuisine, ingredients and goal, which fix
 * the steps, units and tags the check reads, whatever the servings. Forgotten in bulk when full.
 */
const soundness = memory<boolean>(5000);
