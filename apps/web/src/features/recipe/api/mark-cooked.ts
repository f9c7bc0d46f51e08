import { api } from '../../../lib/api-client.ts';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';

export interface CookedAnswer {
  pantry: PantryItemDto[];
  savedGrams: number;
}

/** `POST /api/recipes/:id/cooked`: takes what was used out of the pantry. */
export function markCooked(id: string, servings: number): Promise<CookedAnswer> {
  return api<CookedAnswer>(`/recipes/${encodeURIComponent(id)}/cooked`, {
    method: 'POST',
    json: { servings },
  });
}
