import type { cookedAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/recipes/:id/cooked`: takes what was used out of the pantry; answers the pantry after. */
export function markCooked(id: string, servings: number) {
  return api<Answer<typeof cookedAnswer>>(`/recipes/${encodeURIComponent(id)}/cooked`, {
    method: 'POST',
    json: { servings },
  });
}
