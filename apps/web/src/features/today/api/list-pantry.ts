import type { pantryItemsAnswer } from '@larder/domain/api/pantry';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/pantry`: what the cook has at home, expiring first. */
export async function listPantry() {
  return (await api<Answer<typeof pantryItemsAnswer>>('/pantry')).items;
}
