import type { noContentAnswer } from '@larder/domain/api/no-content';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/pantry/items/:id/used`: the cook used it all; it leaves the pantry as food saved (204). */
export async function markPantryItemUsed(itemId: string): Promise<void> {
  await api<Answer<typeof noContentAnswer>>(`/pantry/items/${encodeURIComponent(itemId)}/used`, {
    method: 'POST',
  });
}
