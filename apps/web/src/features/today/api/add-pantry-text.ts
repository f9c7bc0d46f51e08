import type { pantryItemsAnswer } from '@larder/domain/api/pantry';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/pantry/items` with free text: every item kept, unknown words with a "did you mean". */
export async function postPantryText(text: string) {
  return (await api<Answer<typeof pantryItemsAnswer>>('/pantry/items', { method: 'POST', json: { text } }))
    .items;
}
