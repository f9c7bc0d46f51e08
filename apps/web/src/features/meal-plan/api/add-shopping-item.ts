import type { shoppingItemAnswer } from '@larder/domain/api/shopping';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/shopping-list/items`: the cook's own item; the device's clientId makes a replay add it once. */
export async function addShoppingItem(name: string, clientId: string) {
  return (
    await api<Answer<typeof shoppingItemAnswer>>('/shopping-list/items', {
      method: 'POST',
      json: { name, clientId },
    })
  ).item;
}
