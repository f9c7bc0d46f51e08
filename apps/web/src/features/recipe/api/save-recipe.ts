import { saveAnswer } from '@larder/domain/api/recipes';
import { api } from '../../../lib/api-client.ts';

/** `PUT` / `DELETE /api/recipes/:id/saved`: keeps a recipe for later, or lets it go. */
export function setRecipeSaved(id: string, saved: boolean) {
  return api(`/recipes/${encodeURIComponent(id)}/saved`, saveAnswer, {
    method: saved ? 'PUT' : 'DELETE',
  });
}
