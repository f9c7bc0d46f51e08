import type { noContentAnswer } from '@larder/domain/api/no-content';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `DELETE /api/pantry/items/:id`: the item leaves the pantry (204). */
export async function removePantryItem(itemId: string): Promise<void> {
  await api<Answer<typeof noContentAnswer>>(`/pantry/items/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
  });
}
