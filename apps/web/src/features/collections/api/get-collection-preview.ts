import type { collectionPreviewAnswer } from '@larder/domain/api/collections';
import { useQuery } from '@tanstack/react-query';
import { type Answer, ApiError, api } from '../../../lib/api-client.ts';

/** `GET /api/collection-previews/:shareId`: a shared collection, read-only, for anyone (404 once private). */
export const getCollectionPreview = (shareId: string) =>
  api<Answer<typeof collectionPreviewAnswer>>(`/collection-previews/${encodeURIComponent(shareId)}`);

export const previewQueryKey = (shareId: string) => ['collection-preview', shareId] as const;

/** The preview, asked again on every visit: its owner may have turned the link off meanwhile. */
export function useCollectionPreview(shareId: string) {
  return useQuery({
    queryKey: previewQueryKey(shareId),
    queryFn: () => getCollectionPreview(shareId),
    refetchOnMount: 'always',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
