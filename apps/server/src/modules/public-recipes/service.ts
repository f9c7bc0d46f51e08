import type { PublicRecipe } from '@larder/domain/api/recipes';
import { recipeById } from '@larder/kitchen/generation';
import type { Recipe } from '@larder/kitchen/recipes';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { EMPTY_PANTRY, storedRecipeDto } from '../recipes/recipe-dto.ts';
import { isRecipeHidden, isSharedBy, markShared, sharedRecipe } from './repository.ts';

const RECIPE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isRecipeId(id: string): boolean {
  return id.length <= 200 && RECIPE_ID.test(id);
}

function notFound(): AppError {
  return new AppError('not_found', 'That recipe is not public, or it was removed.');
}

/**
 * The recipe anyone may open at `/r/{id}`: a library recipe, or the first shared copy of an imported or
 * generated one; null when there is none, or an admin hid it after a report.
 */
export async function publicRecipe(db: Db, id: string): Promise<Recipe | null> {
  if (!isRecipeId(id) || (await isRecipeHidden(db, id))) return null;
  return recipeById(id) ?? (await sharedRecipe(db, id));
}

export async function publicRecipeAnswer(db: Db, id: string): Promise<PublicRecipe> {
  const recipe = await publicRecipe(db, id);
  if (!recipe) throw notFound();
  return { recipe: storedRecipeDto(recipe, EMPTY_PANTRY) };
}

/** Whether the cook's copy can be opened by anyone: library recipes always, others once shared. */
export async function isPublicFor(db: Db, userId: string, recipe: Recipe): Promise<boolean> {
  if (recipeById(recipe.id)) return !(await isRecipeHidden(db, recipe.id));
  return isSharedBy(db, userId, recipe.id);
}

/**
 * Shares a recipe the cook was shown (library recipes are public already), or stops sharing it. Anonymous
 * cooks may share too: the recipe is Larder's, and the link asks nothing of them.
 */
export async function shareRecipe(db: Db, user: CurrentUser, id: string, shared: boolean) {
  if (!(isRecipeId(id) && (await markShared(db, user.id, id, shared)))) {
    throw new AppError('not_found', 'That recipe is not one of yours.');
  }
  const hidden = await isRecipeHidden(db, id);
  return { id, public: !hidden && (shared || recipeById(id) !== null) };
}
