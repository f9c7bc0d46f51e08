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
import { recipeMembership, removeEverywhere, saveToDefault } from '../collections/service.ts';
import { isPro } from '../entitlements/service.ts';
import { pantryOf, takeForCooking } from '../pantry/service.ts';
import { cookedMealOf } from '../profile/cooked-meal.ts';
import { hasCooked, insertCookedMeal } from '../profile/repository.ts';
import { isPublicFor, publicRecipe } from '../public-recipes/service.ts';
import { withCookPhoto, withCookPhotos } from '../recipe-photos/service.ts';
import {
  type AllowancePolicy,
  aiChefFor,
  allowanceMessage,
  allowanceToday,
  dailyRecipes,
} from './allowance.ts';
import { importedBy } from './imported-recipe.ts';
import { checkUploadedRecipes } from './offline-recipes.ts';
import { storedRecipeDto } from './recipe-dto.ts';
import {
  countGeneration,
  openRecipe,
  releaseGeneration,
  savedRecipes,
  saveShownRecipes,
  shownRecipe,
} from './repository.ts';
import { isRecipeId, ownShownRecipe } from './shown-recipe.ts';

/** Recipes in one answer from the library and generator, and asked of the model. */
export const RECIPES_PER_GENERATION = 5;
export const AI_RECIPES_PER_GENERATION = 3;

export interface RecipeDeps {
  db: Db;
  ai: AiConfig | null;
  allowance: AllowancePolicy;
  now: () => number;
}

/** Whether the cook has Pro now: read once per request, for the allowance and the AI chef. */
function proNow(deps: RecipeDeps, user: CurrentUser): Promise<boolean> {
  return isPro(deps.db, user.id, new Date(deps.now()));
}

/** Another seed for each generation of the day, so asking again shows other recipes. */
function seedFor(userId: string, day: string, count: number): number {
  return createHash('sha256').update(`${userId}:${day}:${count}`).digest().readUInt32BE(0);
}

type Ask = { pantry: PantryItem[]; stock: PantryIndex; body: GenerateRequest; today: string; seed: number };

/** What the cook asked for, with the foods they dislike (catalog ids) held out (modules/preferences). */
export type CookAsk = { body: GenerateRequest; dislikes: readonly string[] };

/**
 * The model when one is configured, the AI chef is this cook's (`aiChefFor`), no cuisine or search narrows
 * the ask, and it answers well; otherwise (and always as the fallback) the kitchen.
 */
async function suggest(deps: RecipeDeps, ask: Ask & Pick<CookAsk, 'dislikes'>, log: Logger, pro: boolean) {
  const { pantry, stock, body, today, seed, dislikes } = ask;
  const asked = kitchenAsk(body);
  const wish = { pantry, ...asked, profile: { ...asked.profile, dislikes: [...dislikes] }, today };
  // A cuisine or a search narrows the kitchen's own recipes: the model is not asked for one.
  const narrowed = Boolean(body.cuisine || body.search);
  if (deps.ai && aiChefFor(deps.allowance, pro) && !narrowed) {
    const recipes = await aiRecipes(deps.ai, { ...wish, count: AI_RECIPES_PER_GENERATION }, log);
    if (recipes)
      return { source: 'ai' as const, suggestions: recipes.map((recipe) => withPantry(recipe, stock)) };
  }
  const suggestions: Suggestion[] = suggestRecipes({ ...wish, seed, limit: RECIPES_PER_GENERATION });
  return { source: 'library+generator' as const, suggestions };
}

/** Recipes the cook may still open today: null when no allowance applies to them (nothing counted). */
async function remainingToday(deps: RecipeDeps, user: CurrentUser, pro: boolean, today: string) {
  if (dailyRecipes(deps.allowance, user, pro) === null) return null;
  return (await allowanceToday(deps.db, deps.allowance, user, pro, today)).left;
}

/**
 * One generation: suggestions are free to browse (titles, what they use, what is missing); the allowance
 * counts recipes opened (`viewRecipe`). Every recipe shown is remembered, so it can be opened.
 */
export async function generateRecipes(
  deps: RecipeDeps,
  user: CurrentUser,
  { body, dislikes }: CookAsk,
  day: CookDay,
  log: Logger,
): Promise<GenerateAnswer> {
  const count = await countGeneration(deps.db, user.id, day.today);
  const pro = await proNow(deps, user);
  try {
    const pantry = await pantryOf(deps.db, user.id);
    const stock = indexPantry(pantry, day.today);
    const ask = { pantry, stock, body, dislikes, today: day.today, seed: seedFor(user.id, day.today, count) };
    const { source, suggestions } = await suggest(deps, ask, log, pro);
    if (suggestions.length === 0) {
      await releaseGeneration(deps.db, user.id, day.today);
      return { source, remainingToday: await remainingToday(deps, user, pro, day.today), recipes: [] };
    }
    await saveShownRecipes(
      deps.db,
      user.id,
      suggestions.map((suggestion) => suggestion.recipe),
    );
    return {
      source,
      remainingToday: await remainingToday(deps, user, pro, day.today),
      recipes: await withCookPhotos(
        deps.db,
        user.id,
        suggestions.map((suggestion) => toRecipeDto(suggestion)),
      ),
    };
  } catch (error) {
    await releaseGeneration(deps.db, user.id, day.today).catch(() => undefined);
    throw error;
  }
}

/**
 * A recipe the cook was shown, or a public one they opened from its link, which becomes theirs to save
 * and cook like any other.
 */
async function recipeForCook(db: Db, userId: string, id: string) {
  const shown = isRecipeId(id) ? await shownRecipe(db, userId, id) : null;
  if (shown) return shown;
  const open = await publicRecipe(db, id);
  if (!open) throw new AppError('not_found', 'That recipe is not one of yours.');
  await saveShownRecipes(db, userId, [open]);
  return ownShownRecipe(db, userId, id);
}

/**
 * A recipe the user was shown, with its method, against their pantry as it is now. Opening one not opened
 * before counts against the day's allowance (a 429 once it is used); one opened before stays open.
 */
export async function viewRecipe(
  deps: RecipeDeps,
  user: CurrentUser,
  id: string,
  today: string,
  secondsToMidnight: () => number,
): Promise<RecipeView> {
  const { recipe, saved, opened } = await recipeForCook(deps.db, user.id, id);
  const limit = opened ? null : dailyRecipes(deps.allowance, user, await proNow(deps, user));
  if (!opened && !(await openRecipe(deps.db, user.id, id, today, limit)).open) {
    throw new AppError('allowance_used', allowanceMessage(deps.allowance, user), {
      retryAfterSeconds: secondsToMidnight(),
    });
  }
  const stock = indexPantry(await pantryOf(deps.db, user.id), today);
  const { collectionIds } = user.isAnonymous
    ? { collectionIds: [] }
    : await recipeMembership(deps.db, user.id, id);
  return {
    ...(await withCookPhoto(deps.db, user.id, storedRecipeDto(recipe, stock))),
    saved,
    collectionIds,
    public: await isPublicFor(deps.db, user.id, recipe),
    editable: importedBy(recipe, user.id),
    cooked: await hasCooked(deps.db, user.id, id),
  };
}

/** Saves a shown recipe for later (an account is needed: anonymous cooks get the account prompt). */
export async function saveRecipe(deps: RecipeDeps, user: CurrentUser, id: string, saved: boolean) {
  if (user.isAnonymous) {
    throw new AppError('forbidden', 'Create a free account to save recipes.');
  }
  const answer = saved ? await saveToDefault(deps.db, user, id) : await removeEverywhere(deps.db, user, id);
  return { id, saved: answer.saved };
}

/** The cook's saved recipes, latest first, against their pantry now. */
export async function listSavedRecipes(deps: RecipeDeps, userId: string, today: string) {
  const stock = indexPantry(await pantryOf(deps.db, userId), today);
  const saved = await savedRecipes(deps.db, userId);
  return withCookPhotos(
    deps.db,
    userId,
    saved.map(({ recipe, savedAt }) => ({
      ...storedRecipeDto(recipe, stock),
      saved: true as const,
      savedAt: savedAt.toISOString(),
    })),
  );
}

/**
 * A generation the kitchen answered on the cook's device while offline, now uploaded: its recipes, once
 * checked, are remembered as shown so they open, save and cook like any other (opening one counts, as
 * any recipe opened).
 */
export async function recordOfflineGeneration(
  deps: RecipeDeps,
  user: CurrentUser,
  upload: OfflineGeneration,
  day: CookDay,
): Promise<Omit<GenerateAnswer, 'source'>> {
  const checked = checkUploadedRecipes(upload.recipes, upload.request);
  if (!checked.ok) throw new AppError('validation_failed', checked.problem, { field: 'recipes' });
  await saveShownRecipes(deps.db, user.id, checked.recipes);
  const stock = indexPantry(await pantryOf(deps.db, user.id), day.today);
  return {
    remainingToday: await remainingToday(deps, user, await proNow(deps, user), day.today),
    recipes: await withCookPhotos(
      deps.db,
      user.id,
      checked.recipes.map((recipe) => toRecipeDto(withPantry(recipe, stock))),
    ),
  };
}

/**
 * "I cooked this": what the recipe used at these servings leaves the pantry; food saved and the meal
 * (Profile's "What you cooked") are recorded with it.
 */
export async function cookedRecipe(
  deps: RecipeDeps,
  userId: string,
  id: string,
  servings: number,
  today: string,
) {
  const recipe = scaleRecipe((await ownShownRecipe(deps.db, userId, id)).recipe, servings);
  const needs = recipe.ingredients
    .filter((line) => !line.optional)
    .map((line) => ({ ingredientId: line.ingredientId, quantity: line.quantity, unit: line.unit }));
  const meal = cookedMealOf(id, recipe, today);
  return takeForCooking(deps.db, userId, needs, today, (tx) => insertCookedMeal(tx, userId, meal));
}
