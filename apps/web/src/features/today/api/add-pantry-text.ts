import { api } from '../../../lib/api-client.ts';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';

/** `POST /api/pantry/items` with free text: every item kept, unknown words with a "did you mean". */
export async function postPantryText(text: string): Promise<PantryItemDto[]> {
  const body = await api<{ items: PantryItemDto[] }>('/pantry/items', { method: 'POST', json: { text } });
  return body.items;
}
