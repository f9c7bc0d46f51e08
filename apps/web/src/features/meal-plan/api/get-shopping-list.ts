import type { shoppingListAnswer } from '@larder/domain/api/shopping';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/shopping-list`: the plan's needs less the pantry, and the cook's own items. */
export async function getShoppingList() {
  return (await api<Answer<typeof shoppingListAnswer>>('/shopping-list')).items;
}
