import { stillFits } from '@larder/domain/suggestion-fit';
import type { GenerateAnswer, RecipeDto } from './recipe-types.ts';

/** The last suggestions, kept for this tab: back from a recipe, they are still there. */
const SUGGESTIONS_KEY = 'larder_suggestions';

export function readSuggestions(): GenerateAnswer | null {
  try {
    return JSON.parse(sessionStorage.getItem(SUGGESTIONS_KEY) ?? 'null') as GenerateAnswer | null;
  } catch {
    return null;
  }
}

export function writeSuggestions(answer: GenerateAnswer): void {
  try {
    sessionStorage.setItem(SUGGESTIONS_KEY, JSON.stringify(answer));
  } catch {
    // Storage full or blocked: the suggestions stay on screen, they are just not kept.
  }
}

/** Said when the kept suggestions were checked again (after cooking), so a Today on screen shows them. */
export const SUGGESTIONS_REFRESHED = 'larder:suggestions-refreshed';

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
  keep(others);
  const checked = await Promise.all(
    others.recipes.map(async (recipe) => {
      const again = await fetchRecipe(recipe.id).catch(() => null);
      return stillFits(recipe, again, pantryIds) ? [again ?? recipe] : [];
    }),
  );
  keep({ ...others, recipes: checked.flat() });
}

function keep(answer: GenerateAnswer): void {
  writeSuggestions(answer);
  window.dispatchEvent(new CustomEvent(SUGGESTIONS_REFRESHED, { detail: answer }));
}
