import { createHash } from 'node:crypto';
import {
  type GenerateAnswer,
  type GenerateRequest,
  kitchenAsk,
  type OfflineGeneration,
  type RecipeView,
} from '@larder/domain/api/recipes';
import { suggestRecipes } from '@larder/kitchen/generation';
import { indexPantry, type PantryIndex, type PantryItem } from '@larder/kitchen/pantry';
import { type Suggestion, scaleRecipe, toRecipeDto, withPantry } from '@larder/kitchen/recipes';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CookDay } from '../../http/cook-day.ts';
import type { Logger } from '../../logger.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { AiConfig } from '../ai/ai-config.ts';
import { aiRecipes } from '../ai/ai-recipes.ts';
import { isPro } from '../entitlements/service.ts';
import { pantryOf, takeForCooking } from '../pantry/service.ts';
import { type AllowancePolicy, allowanceMessage, dailyGenerations } from './allowance.ts';
import { checkUploadedRecipes } from './offline-recipes.ts';
import {
  claimGeneration,
  markSaved,
  releaseGeneration,
  savedRecipes,
  saveShownRecipes,
  shownRecipe,
} from './repository.ts';

/** Recipes in one answer from the library and generator, and asked of the model. */
export const RECIPES_PER_GENERATION = 5;
export const AI_RECIPES_PER_GENERATION = 3;

export interface RecipeDeps {
  db: Db;
  ai: AiConfig | null;
  allowance: AllowancePolicy;
  now: () => number;
}

/** The day's limit for this cook (null: none), and the message when it is used up. */
async function limitFor(deps: RecipeDeps, user: CurrentUser) {
  const pro = await isPro(deps.db, user.id, new Date(deps.now()));
  return dailyGenerations(deps.allowance, user, pro);
}

/** Another seed for each generation of the day, so asking again shows other recipes. */
function seedFor(userId: string, day: string, count: number): number {
  return createHash('sha256').update(`${userId}:${day}:${count}`).digest().readUInt32BE(0);
}

type Ask = { pantry: PantryItem[]; stock: PantryIndex; body: GenerateRequest; today: string; seed: number };

/** The model when one is configured and answers well; otherwise (and always as the fallback) the kitchen. */
async function suggest(deps: RecipeDeps, ask: Ask, log: Logger) {
  const { pantry, stock, body, today, seed } = ask;
  const wish = { pantry, ...kitchenAsk(body), today };
  if (deps.ai) {
    const recipes = await aiRecipes(deps.ai, { ...wish, count: AI_RECIPES_PER_GENERATION }, log);
    if (recipes)
      return { source: 'ai' as const, suggestions: recipes.map((recipe) => withPantry(recipe, stock)) };
  }
  const suggestions: Suggestion[] = suggestRecipes({ ...wish, seed, limit: RECIPES_PER_GENERATION });
  return { source: 'library+generator' as const, suggestions };
}

/**
 * One generation: counted against the day's allowance first (atomically), then answered, and every
 * recipe shown is remembered. A generation that fails or finds nothing is given back.
 */
export async function generateRecipes(
  deps: RecipeDeps,
  user: CurrentUser,
  body: GenerateRequest,
  day: CookDay,
  log: Logger,
): Promise<GenerateAnswer> {
  const limit = await limitFor(deps, user);
  const count = await claimGeneration(deps.db, user.id, day.today, limit);
  if (count === null) {
    throw new AppError('allowance_used', allowanceMessage(deps.allowance, user), {
      retryAfterSeconds: day.secondsToMidnight,
    });
  }
  const remaining = (used: number) => (limit === null ? null : Math.max(0, limit - used));
  try {
    const pantry = await pantryOf(deps.db, user.id);
    const stock = indexPantry(pantry, day.today);
    const ask = { pantry, stock, body, today: day.today, seed: seedFor(user.id, day.today, count) };
    const { source, suggestions } = await suggest(deps, ask, log);
    if (suggestions.length === 0) {
      await releaseGeneration(deps.db, user.id, day.today);
      return { source, remainingToday: remaining(count - 1), recipes: [] };
    }
    await saveShownRecipes(
      deps.db,
      user.id,
      suggestions.map((suggestion) => suggestion.recipe),
    );
    return {
      source,
      remainingToday: remaining(count),
      recipes: suggestions.map((suggestion) => toRecipeDto(suggestion)),
    };
  } catch (error) {
    await releaseGeneration(deps.db, user.id, day.today).catch(() => undefined);
    throw error;
  }
}

const RECIPE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function recipeShownTo(db: Db, userId: string, id: string) {
  const shown = id.length <= 200 && RECIPE_ID.test(id) ? await shownRecipe(db, userId, id) : null;
  if (!shown) throw new AppError('not_found', 'That recipe is not one of yours.');
  return shown;
}

/** A recipe the user was shown, against their pantry as it is now. Never counts against the allowance. */
export async function viewRecipe(
  deps: RecipeDeps,
  userId: string,
  id: string,
  today: string,
): Promise<RecipeView> {
  const { recipe, saved } = await recipeShownTo(deps.db, userId, id);
  const stock = indexPantry(await pantryOf(deps.db, userId), today);
  return { ...toRecipeDto(withPantry(recipe, stock)), saved };
}

/** Saves a shown recipe for later (an account is needed: anonymous cooks get the account prompt). */
export async function saveRecipe(deps: RecipeDeps, user: CurrentUser, id: string, saved: boolean) {
  if (user.isAnonymous) {
    throw new AppError('forbidden', 'Create a free account to save recipes.');
  }
  if (!(RECIPE_ID.test(id) && (await markSaved(deps.db, user.id, id, saved)))) {
    throw new AppError('not_found', 'That recipe is not one of yours.');
  }
  return { id, saved };
}

/** The cook's saved recipes, latest first, against their pantry now. */
export async function listSavedRecipes(deps: RecipeDeps, userId: string, today: string) {
  const stock = indexPantry(await pantryOf(deps.db, userId), today);
  const saved = await savedRecipes(deps.db, userId);
  return saved.map(({ recipe, savedAt }) => ({
    ...toRecipeDto(withPantry(recipe, stock)),
    saved: true as const,
    savedAt: savedAt.toISOString(),
  }));
}

/**
 * A generation the kitchen answered on the cook's device while offline, now uploaded: it counts against
 * the allowance of the day it arrives (atomically, as any generation), and its recipes, once checked,
 * are remembered as shown so they open, save and cook like any other.
 */
export async function recordOfflineGeneration(
  deps: RecipeDeps,
  user: CurrentUser,
  upload: OfflineGeneration,
  day: CookDay,
): Promise<Omit<GenerateAnswer, 'source'>> {
  const checked = checkUploadedRecipes(upload.recipes, upload.request);
  if (!checked.ok) throw new AppError('validation_failed', checked.problem, { field: 'recipes' });
  const limit = await limitFor(deps, user);
  const count = await claimGeneration(deps.db, user.id, day.today, limit);
  if (count === null) {
    throw new AppError('allowance_used', allowanceMessage(deps.allowance, user), {
      retryAfterSeconds: day.secondsToMidnight,
    });
  }
  await saveShownRecipes(deps.db, user.id, checked.recipes);
  const stock = indexPantry(await pantryOf(deps.db, user.id), day.today);
  return {
    remainingToday: limit === null ? null : Math.max(0, limit - count),
    recipes: checked.recipes.map((recipe) => toRecipeDto(withPantry(recipe, stock))),
  };
}

/** "I cooked this": what the recipe used at these servings leaves the pantry; food saved is recorded. */
export async function cookedRecipe(
  deps: RecipeDeps,
  userId: string,
  id: string,
  servings: number,
  today: string,
) {
  const recipe = scaleRecipe((await recipeShownTo(deps.db, userId, id)).recipe, servings);
  const needs = recipe.ingredients
    .filter((line) => !line.optional)
    .map((line) => ({ ingredientId: line.ingredientId, quantity: line.quantity, unit: line.unit }));
  return takeForCooking(deps.db, userId, needs, today);
}
