import type { saveAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PUT` / `DELETE /api/recipes/:id/saved`: keeps a recipe for later, or lets it go. */
export function setRecipeSaved(id: string, saved: boolean) {
  return api<Answer<typeof saveAnswer>>(`/recipes/${encodeURIComponent(id)}/saved`, {
    method: saved ? 'PUT' : 'DELETE',
  });
}
