import type { membershipAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

const path = (id: string, recipeId: string) =>
  `/collections/${encodeURIComponent(id)}/recipes/${encodeURIComponent(recipeId)}`;

/** `PUT /api/collections/:id/recipes/:recipeId`: puts the recipe first in the collection. */
export const addCollectionRecipe = (id: string, recipeId: string) =>
  api<Answer<typeof membershipAnswer>>(path(id, recipeId), { method: 'PUT' });
