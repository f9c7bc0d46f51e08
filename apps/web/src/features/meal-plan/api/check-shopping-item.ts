import type { shoppingItemAnswer } from '@larder/domain/api/shopping';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PATCH /api/shopping-list/items/:id`: ticked (bought: it goes into the pantry) or not. */
export async function checkShoppingItem(itemId: string, checked: boolean) {
  const path = `/shopping-list/items/${encodeURIComponent(itemId)}`;
  return (await api<Answer<typeof shoppingItemAnswer>>(path, { method: 'PATCH', json: { checked } })).item;
}
