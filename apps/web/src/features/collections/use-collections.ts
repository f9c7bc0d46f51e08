import type { CollectionAnswer } from '@larder/domain/api/collections';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { collectionQueryKey, useCollectionList } from '../../lib/collections-api.ts';
import { forgetOpenedCollection, readOpenedCollection } from '../../lib/collections-cache.ts';
import { useSession } from '../../lib/session.ts';
import { getCollection } from './api/get-collection.ts';
import { withPendingCollection, withPendingList } from './collection-edits.ts';
import { useCollectionEdits } from './use-collection-edits.ts';

/** The cook's collections as they see them: the server's copy (or the device's) and their waiting changes. */
export function useCollections() {
  const list = useCollectionList();
  const ops = useCollectionEdits(list.userId);
  return {
    ...list,
    collections: list.collections ? withPendingList(list.collections, ops) : undefined,
    /** Changes that could not reach the server yet (offline, say). */
    waitingCount: ops.filter((op) => op.attempts > 0).length,
  };
}

const notFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One collection and its recipes: the device's copy at once, the server's once it answers. */
export function useCollection(id: string) {
  const { status, user } = useSession();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: collectionQueryKey(id),
    queryFn: async (): Promise<CollectionAnswer> => {
      try {
        return await getCollection(id);
      } catch (error) {
        if (notFound(error)) forgetOpenedCollection(userId, id);
        throw error;
      }
    },
    enabled: status === 'signed-in',
    initialData: () => readOpenedCollection(userId, id),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const ops = useCollectionEdits(userId);
  const gone = notFound(query.error);
  const view = query.data && !gone ? withPendingCollection(query.data, ops) : null;
  return {
    userId,
    answer: view?.answer ?? null,
    /** Changes to it that could not reach the server yet. */
    waitingCount: view && ops.some((op) => op.attempts > 0) ? view.pending : 0,
    /** Not one of the cook's (another's, deleted, or no such id), or deleted on this device. */
    isNotFound: gone || (view !== null && view.answer === null),
    isLoading: query.data === undefined && !query.isError,
    isOfflineCopy: query.isError && !gone && query.data !== undefined,
    isError: query.isError && !gone && query.data === undefined,
    refetch: query.refetch,
  };
}
