import { readFlag, writeFlag } from './storage.ts';

/** Whether a recipe was opened on this device: the install card waits for a first one (issue 21). */
export const recipeOpenedHere = (): boolean => readFlag('larder_recipe_opened') !== null;

/** Noted when the recipe screen shows a recipe (opened, then maybe cooked). */
export function noteRecipeOpened(): void {
  if (!recipeOpenedHere()) writeFlag('larder_recipe_opened', 'true');
}
