import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/ui/toast-store.ts';
import { setRecipeSaved } from '../features/recipe/api/save-recipe.ts';
import { ApiError, NetworkError } from './api-client.ts';
import { readFlag, removeFlag, writeFlag } from './storage.ts';

/**
 * Save tapped without an account (spec §3's `pending_recipe` flag): the recipe's id waits on this device
 * while the cook creates an account or signs in, and is saved to "Saved" once they have one.
 */
export function rememberPendingRecipe(recipeId: string): void {
  writeFlag('pending_recipe', recipeId);
}

/** Offline, no session yet, or the server busy: the recipe waits for the next chance. */
function worthWaiting(error: unknown): boolean {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

let saving: Promise<void> | null = null;

/** Saves the waiting recipe, once however often it is asked; the flag goes once the server has answered. */
export function savePendingRecipe(client: QueryClient): Promise<void> {
  const recipeId = readFlag('pending_recipe');
  if (!recipeId) return Promise.resolve();
  saving ??= (async () => {
    try {
      await setRecipeSaved(recipeId, true);
      removeFlag('pending_recipe');
      // A background notice: it does not take the place of the sign-up's own "Account created".
      notify({ title: 'Recipe saved', description: 'Find it in Collections, under Saved.', tone: 'success' });
      await client.invalidateQueries({ queryKey: ['recipe', recipeId] });
      await client.invalidateQueries({ queryKey: ['collections'] });
    } catch (error) {
      if (worthWaiting(error)) return;
      // The server will never take it (the recipe is not this account's): say so once, and let it go.
      removeFlag('pending_recipe');
      notify({ title: "Couldn't save the recipe", description: (error as ApiError).message, tone: 'error' });
    } finally {
      saving = null;
    }
  })();
  return saving;
}
