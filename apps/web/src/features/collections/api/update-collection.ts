import type { collectionSchema, UpdateCollectionInput } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PATCH /api/collections/:id`: rename, describe, choose the cover, share (a new link) or stop sharing. */
export const updateCollection = (id: string, changes: UpdateCollectionInput) =>
  api<Answer<typeof collectionSchema>>(`/collections/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: changes,
  });
