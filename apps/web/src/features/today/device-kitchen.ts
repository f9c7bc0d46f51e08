import { suggestRecipes } from '@larder/kitchen/generation';
import type { PantryItem } from '@larder/kitchen/pantry';
import { type Recipe, toRecipeDto } from '@larder/kitchen/recipes';
import { isPantryUnit } from '@larder/kitchen/units';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { GenerateRequest, RecipeDto } from '../../lib/recipe-types.ts';

/**
 * The kitchen engine on the device (a chunk of its own, loaded only when the network is gone): the same
 * library, generator and ranking the server runs, over the pantry as this device has it.
 */

/** As many recipes as the server's kitchen answers with. */
const RECIPES_PER_GENERATION = 5;

function asPantryItem(item: PantryItemDto): PantryItem {
  return { ...item, unit: item.unit !== null && isPantryUnit(item.unit) ? item.unit : null };
}

export interface DeviceAnswer {
  /** As shown to the cook. */
  recipes: RecipeDto[];
  /** As made, for the server to check and keep once the network is back. */
  made: Recipe[];
}

export function cookOnDevice(
  request: GenerateRequest,
  pantryItems: readonly PantryItemDto[],
  today: string,
  seed: number,
): DeviceAnswer {
  const pantry = pantryItems.map(asPantryItem);
  const suggestions = suggestRecipes({
    pantry,
    profile: { diets: [], allergens: [], dislikes: [] },
    goal: request.goal,
    servings: request.servings,
    today,
    seed,
    limit: RECIPES_PER_GENERATION,
  });
  return {
    recipes: suggestions.map((suggestion) => toRecipeDto(suggestion)),
    made: suggestions.map((suggestion) => suggestion.recipe),
  };
}
