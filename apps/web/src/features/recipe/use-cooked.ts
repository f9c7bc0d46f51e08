import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { sendWaitingGenerations } from '../../lib/offline-kitchen.ts';
import { fetchPantry, PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { syncPantryNow } from '../../lib/pantry-edits.ts';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { RecipeDto } from '../../lib/recipe-types.ts';
import { refreshSuggestions } from '../../lib/refresh-suggestions.ts';
import { platform } from '../../platform/index.ts';
import { getRecipe } from './api/get-recipe.ts';
import { markCooked } from './api/mark-cooked.ts';
import { type CookedSummary, cookedSummary } from './cooked-summary.ts';

export type CookedState =
  | { status: 'idle' | 'saving' }
  | { status: 'done'; summary: CookedSummary }
  | { status: 'error'; message: string };

export const COOKED_OFFLINE =
  "You're offline, so nothing was taken from your pantry yet. Tap again once you're back online.";

/** "I cooked this": the server takes the used amounts out of the pantry; the cook hears what left. */
export function useCooked(recipe: RecipeDto) {
  const client = useQueryClient();
  const [state, setState] = useState<CookedState>({ status: 'idle' });

  async function cooked(servings: number) {
    setState({ status: 'saving' });
    try {
      await syncPantryNow();
      // A recipe the kitchen made here while offline must reach the server before it can be cooked.
      await sendWaitingGenerations();
      const before =
        client.getQueryData<PantryItemDto[]>(PANTRY_QUERY_KEY) ??
        (await fetchPantry().catch(() => undefined));
      const answer = await markCooked(recipe.id, servings);
      client.setQueryData(PANTRY_QUERY_KEY, answer.pantry);
      // Cooked now: the cook may add their photo of it, here and whenever they open it again.
      client.setQueryData<RecipeDto>(['recipe', recipe.id], (old) => (old ? { ...old, cooked: true } : old));
      // Today's other suggestions are compared with the pantry as it is now (not waited for).
      void refreshSuggestions(recipe.id, getRecipe, new Set(answer.pantry.map((item) => item.id)));
      const fallback = recipe.ingredients.filter((line) => line.inPantry).map((line) => line.name);
      const summary = cookedSummary(before, answer.pantry, answer.savedGrams, fallback);
      void platform().haptics.success();
      // The cooked card says it all (what left the pantry, the food saved): no toast on top of it.
      setState({ status: 'done', summary });
    } catch (error) {
      const message =
        error instanceof NetworkError
          ? COOKED_OFFLINE
          : error instanceof ApiError
            ? error.message
            : 'An unexpected error occurred. Please try again.';
      setState({ status: 'error', message });
    }
  }

  return { state, cooked };
}
