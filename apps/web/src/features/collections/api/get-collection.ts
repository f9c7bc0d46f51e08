import type { collectionAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/collections/:id`: the collection and its recipes in the cook's order (404: not theirs). */
export const getCollection = (id: string) =>
  api<Answer<typeof collectionAnswer>>(`/collections/${encodeURIComponent(id)}`);
