import type { collectionSchema } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/collection-previews/:shareId/copy`: "Save a copy" as a new collection (403 without an account). */
export const copyCollectionPreview = (shareId: string) =>
  api<Answer<typeof collectionSchema>>(`/collection-previews/${encodeURIComponent(shareId)}/copy`, {
    method: 'POST',
  });
