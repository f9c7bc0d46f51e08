import { stillFits } from '@larder/domain/suggestion-fit';
import { keepRefreshed, readSuggestions } from './kept-suggestions.ts';
import type { RecipeDto } from './recipe-types.ts';

/**
 * After cooking, Today's suggestions are checked against the pantry as it is now (`pantryIds`): the recipe
 * just cooked leaves them, and each of the others is asked for again (`GET /api/recipes/:id` answers it
 * against the pantry now, without counting as a new suggestion). One that now misses a food it had
 * (`stillFits`) leaves too; the others stay where they were, so the list does not jump. One that cannot be
 * asked (offline) is checked against the pantry items it used.
 */
export async function refreshSuggestions(
  cookedId: string,
  fetchRecipe: (id: string) => Promise<RecipeDto>,
  pantryIds: ReadonlySet<string>,
): Promise<void> {
  const kept = readSuggestions();
  if (!kept) return;
  // The recipe just cooked leaves at once, before the others are asked for: a Today opened meanwhile
  // never shows it again.
  const others = { ...kept, recipes: kept.recipes.filter((recipe) => recipe.id !== cookedId) };
  keepRefreshed(others);
  const checked = await Promise.all(
    others.recipes.map(async (recipe) => {
      const again = await fetchRecipe(recipe.id).catch(() => null);
      return stillFits(recipe, again, pantryIds) ? [again ?? recipe] : [];
    }),
  );
  keepRefreshed({ ...others, recipes: checked.flat() });
}
