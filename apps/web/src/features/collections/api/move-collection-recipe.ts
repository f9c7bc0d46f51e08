import type { membershipAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/collections/:id/recipes/:recipeId/move`: moves the recipe to another of the cook's collections. */
export const moveCollectionRecipe = (id: string, recipeId: string, toCollectionId: string) =>
  api<Answer<typeof membershipAnswer>>(
    `/collections/${encodeURIComponent(id)}/recipes/${encodeURIComponent(recipeId)}/move`,
    { method: 'POST', json: { toCollectionId } },
  );
