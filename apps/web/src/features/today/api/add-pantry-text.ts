import { pantryItemsAnswer } from '@larder/domain/api/pantry';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/pantry/items` with free text: every item kept, unknown words with a "did you mean". */
export async function postPantryText(text: string) {
  return (await api('/pantry/items', pantryItemsAnswer, { method: 'POST', json: { text } })).items;
}
