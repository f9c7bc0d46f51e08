import { noContentAnswer } from '@larder/domain/api/no-content';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/pantry/items/:id/used`: the cook used it all; it leaves the pantry as food saved (204). */
export async function markPantryItemUsed(itemId: string): Promise<void> {
  await api(`/pantry/items/${encodeURIComponent(itemId)}/used`, noContentAnswer, { method: 'POST' });
}
