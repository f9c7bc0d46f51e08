import type { shareAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PUT /api/recipes/:id/shared`: anyone with the recipe's `/r/{id}` link can open it from now on. */
export function makeRecipePublic(id: string) {
  return api<Answer<typeof shareAnswer>>(`/recipes/${encodeURIComponent(id)}/shared`, { method: 'PUT' });
}
