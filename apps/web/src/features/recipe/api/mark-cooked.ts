import { cookedAnswer } from '@larder/domain/api/recipes';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/recipes/:id/cooked`: takes what was used out of the pantry; answers the pantry after. */
export function markCooked(id: string, servings: number) {
  return api(`/recipes/${encodeURIComponent(id)}/cooked`, cookedAnswer, {
    method: 'POST',
    json: { servings },
  });
}
