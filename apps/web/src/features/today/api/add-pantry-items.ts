import type { pantryItemsAnswer } from '@larder/domain/api/pantry';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { NewPantryItem } from '../../../lib/pantry-types.ts';

/** `POST /api/pantry/items` with items; each carries the device's clientId, so a replay adds it once. */
export async function addPantryItems(items: (NewPantryItem & { clientId: string })[]) {
  return (await api<Answer<typeof pantryItemsAnswer>>('/pantry/items', { method: 'POST', json: { items } }))
    .items;
}
