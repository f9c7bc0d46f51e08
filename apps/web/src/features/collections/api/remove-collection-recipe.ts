import type { membershipAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

const path = (id: string, recipeId: string) =>
  `/collections/${encodeURIComponent(id)}/recipes/${encodeURIComponent(recipeId)}`;

/** `DELETE /api/collections/:id/recipes/:recipeId`: takes the recipe out of the collection. */
export const removeCollectionRecipe = (id: string, recipeId: string) =>
  api<Answer<typeof membershipAnswer>>(path(id, recipeId), { method: 'DELETE' });
