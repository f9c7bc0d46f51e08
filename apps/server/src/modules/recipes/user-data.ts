import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deleteRecipeData, moveRecipeData, recipeRecords } from './repository.ts';

/** The recipes a cook was shown and their daily counts: exported, deleted and moved with the account. */
export const recipesUserData: UserDataOwner = {
  name: 'recipes',
  exportFor: recipeRecords,
  deleteFor: deleteRecipeData,
  moveTo: moveRecipeData,
};
