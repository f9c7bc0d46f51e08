import type { photoAnswer } from '@larder/domain/api/recipe-photos';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `DELETE /api/recipes/:id/photo`: the cook's photo of the recipe removed (its file deleted). */
export function removeRecipePhoto(id: string) {
  return api<Answer<typeof photoAnswer>>(`/recipes/${encodeURIComponent(id)}/photo`, { method: 'DELETE' });
}
