import type { collectionSchema } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/collections/:id/restore`: Undo of a delete (its shared link stays off). */
export const restoreCollection = (id: string) =>
  api<Answer<typeof collectionSchema>>(`/collections/${encodeURIComponent(id)}/restore`, { method: 'POST' });
