import type { collectionsAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PUT /api/collections/order`: every collection's id, in the new order; answers the collections. */
export const orderCollections = (ids: readonly string[]) =>
  api<Answer<typeof collectionsAnswer>>('/collections/order', { method: 'PUT', json: { ids } });
