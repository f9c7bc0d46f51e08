import { pantryItemsAnswer } from '@larder/domain/api/pantry';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/pantry`: what the cook has at home, expiring first. */
export async function listPantry() {
  return (await api('/pantry', pantryItemsAnswer)).items;
}
