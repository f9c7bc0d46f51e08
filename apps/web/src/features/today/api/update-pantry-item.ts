import type { pantryItemAnswer } from '@larder/domain/api/pantry';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { PantryItemChanges } from '../../../lib/pantry-types.ts';

/** `PATCH /api/pantry/items/:id`: changes what the cook changed, answers the item as it is now. */
export async function updatePantryItem(itemId: string, changes: PantryItemChanges) {
  const path = `/pantry/items/${encodeURIComponent(itemId)}`;
  return (await api<Answer<typeof pantryItemAnswer>>(path, { method: 'PATCH', json: changes })).item;
}
