import type { collectionAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PUT /api/collections/:id/recipes`: the collection's recipes in their new order; answers the collection. */
export const orderCollectionRecipes = (id: string, recipeIds: readonly string[]) =>
  api<Answer<typeof collectionAnswer>>(`/collections/${encodeURIComponent(id)}/recipes`, {
    method: 'PUT',
    json: { recipeIds },
  });
