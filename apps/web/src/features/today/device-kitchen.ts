import { kitchenAsk } from '@larder/domain/kitchen-ask';
import { suggestRecipes } from '@larder/kitchen/generation';
import type { PantryItem } from '@larder/kitchen/pantry';
import { type Recipe, toRecipeDto } from '@larder/kitchen/recipes';
import { isPantryUnit } from '@larder/kitchen/units';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { GenerateRequest, RecipeDto } from '../../lib/recipe-types.ts';
import { withLibraryText } from './library-text.ts';

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

/** The recipes, or null when part of the kitchen (a library text chunk) could not be fetched. */
export async function cookOnDevice(
  request: GenerateRequest,
  pantryItems: readonly PantryItemDto[],
  today: string,
  seed: number,
): Promise<DeviceAnswer | null> {
  const pantry = pantryItems.map(asPantryItem);
  // The same ask as the server's: the cook's diet and allergens hold offline too.
  const ranked = suggestRecipes({
    pantry,
    ...kitchenAsk(request),
    today,
    seed,
    limit: RECIPES_PER_GENERATION,
  });
  // Library recipes are ranked without their text, which loads for the chosen ones only (library-text.ts).
  let suggestions: typeof ranked;
  try {
    suggestions = await Promise.all(ranked.map(withLibraryText));
  } catch {
    return null; // a text chunk could not be fetched
  }
  return {
    recipes: suggestions.map((suggestion) => toRecipeDto(suggestion)),
    made: suggestions.map((suggestion) => suggestion.recipe),
  };
}
