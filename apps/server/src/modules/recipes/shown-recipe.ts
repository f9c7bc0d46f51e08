import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { shownRecipe } from './repository.ts';

const RECIPE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether an id from a path can be a recipe's at all (kebab-case, 200 at most): else not found, unasked. */
export function isRecipeId(id: string): boolean {
  return id.length <= 200 && RECIPE_ID.test(id);
}

/** The cook's own copy of a recipe (one they were shown, saved or imported), or a 404. */
export async function ownShownRecipe(db: Db, userId: string, id: string) {
  const shown = isRecipeId(id) ? await shownRecipe(db, userId, id) : null;
  if (!shown) throw new AppError('not_found', 'That recipe is not one of yours.');
  return shown;
}
