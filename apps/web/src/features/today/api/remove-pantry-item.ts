import { noContentAnswer } from '@larder/domain/api/no-content';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/pantry/items/:id`: the item leaves the pantry (204). */
export async function removePantryItem(itemId: string): Promise<void> {
  await api(`/pantry/items/${encodeURIComponent(itemId)}`, noContentAnswer, { method: 'DELETE' });
}
