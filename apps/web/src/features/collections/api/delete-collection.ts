import type { collectionSchema } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `DELETE /api/collections/:id`: deleted, but kept so Undo can bring it back ("Saved" stays: 409). */
export const deleteCollection = (id: string) =>
  api<Answer<typeof collectionSchema>>(`/collections/${encodeURIComponent(id)}`, { method: 'DELETE' });
