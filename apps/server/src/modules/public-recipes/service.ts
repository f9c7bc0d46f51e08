import type { PublicRecipe } from '@larder/domain/api/recipes';
import { recipeById } from '@larder/kitchen/generation';
import type { Recipe } from '@larder/kitchen/recipes';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { withImporterPhotos } from '../recipe-photos/service.ts';
import { isImported } from '../recipes/imported-recipe.ts';
import { EMPTY_PANTRY, storedRecipeDto } from '../recipes/recipe-dto.ts';
import { isRecipeId, ownShownRecipe } from '../recipes/shown-recipe.ts';
import { isRecipeHidden, isSharedBy, markShared, sharedRecipe } from './repository.ts';

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
  const [shown] = await withImporterPhotos(db, [recipe], [storedRecipeDto(recipe, EMPTY_PANTRY)]);
  if (!shown) throw notFound();
  return { recipe: shown };
}

/**
 * Whether anyone can open the recipe from its link: library recipes always, an imported one while its
 * importer's copy is shared, others once this cook shared theirs; never once hidden.
 */
export async function isPublicFor(db: Db, userId: string, recipe: Recipe): Promise<boolean> {
  if (await isRecipeHidden(db, recipe.id)) return false;
  if (recipeById(recipe.id)) return true;
  if (isImported(recipe) && recipe.imported.by !== userId)
    return (await sharedRecipe(db, recipe.id)) !== null;
  return isSharedBy(db, userId, recipe.id);
}

/**
 * Shares a recipe the cook was shown (library recipes are public already), or stops sharing it. Anonymous
 * cooks may share too: the recipe is Larder's, and the link asks nothing of them.
 */
export async function shareRecipe(db: Db, user: CurrentUser, id: string, shared: boolean) {
  const shown = await ownShownRecipe(db, user.id, id);
  // Someone else's import, opened from its page: its sharing is its importer's to decide.
  if (!isImported(shown.recipe) || shown.recipe.imported.by === user.id)
    await markShared(db, user.id, id, shared);
  return { id, public: await isPublicFor(db, user.id, shown.recipe) };
}
