import { kitchenAsk } from '@larder/domain/kitchen-ask';
import { ALLERGENS, type Allergen, DIETS, type Diet } from '@larder/kitchen/diet';
import { suggestRecipes } from '@larder/kitchen/generation';
import type { PantryItem } from '@larder/kitchen/pantry';
import { type Recipe, toRecipeDto } from '@larder/kitchen/recipes';
import { isPantryUnit } from '@larder/kitchen/units';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { GenerateRequest, RecipeDto } from '../../lib/recipe-types.ts';
import { readFlag } from '../../lib/storage.ts';
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

const known = <T extends string>(list: readonly T[], values: unknown): T[] =>
  list.filter((value) => Array.isArray(values) && values.includes(value));

/**
 * The diet and allergens of the cook's saved preferences, as this device last heard them: in the plan's
 * answer it keeps (lib/plan-cache.ts, read here without loading it). The server holds them, and the
 * foods disliked, online; offline the diet and allergens hold here too (the dislikes would need the
 * catalog's kinds of each food in this download: they are left to the server).
 */
export function savedProfile(userId: string | null): { diets: Diet[]; allergens: Allergen[] } {
  let saved: { diet?: unknown; allergens?: unknown } | null | undefined;
  try {
    const kept = JSON.parse(readFlag('larder_plan') ?? 'null');
    // Only this cook's: another account signed in on this device before keeps its preferences to itself.
    saved = kept?.userId === userId ? kept.cookPreferences : null;
  } catch {
    saved = null;
  }
  return { diets: known(DIETS, saved?.diet), allergens: known(ALLERGENS, saved?.allergens) };
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
  userId: string | null,
): Promise<DeviceAnswer | null> {
  const pantry = pantryItems.map(asPantryItem);
  // The same ask as the server's: the diet and allergens asked for and those the cook saved hold offline too.
  const asked = kitchenAsk(request);
  const saved = savedProfile(userId);
  // Those the cook took off on Today hold no more here either (as `keptPreferences` says on the server).
  const kept = request.keptPreferences;
  const profile = {
    ...asked.profile,
    diets: [...asked.profile.diets, ...saved.diets.filter((diet) => !kept || kept.diet.includes(diet))],
    allergens: [
      ...asked.profile.allergens,
      ...saved.allergens.filter((allergen) => !kept || kept.allergens.includes(allergen)),
    ],
  };
  const ranked = suggestRecipes({
    pantry,
    ...asked,
    profile,
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
