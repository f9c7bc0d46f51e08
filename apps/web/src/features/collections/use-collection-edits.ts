import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { COLLECTION_LIST_KEY } from '../../lib/collections-api.ts';
import { writeCollectionList, writeOpenedCollection } from '../../lib/collections-cache.ts';
import { getSessionState, subscribeToSession } from '../../lib/session-store.ts';
import type { CollectionEdit, CollectionOp } from './collection-edits.ts';
import { collectionsQueue } from './collections-queue.ts';
import { createCollectionsSync } from './collections-sync.ts';

let sync: ReturnType<typeof createCollectionsSync> | null = null;

/** Keeps the server's copies of the list and of opened collections on the device as they change. */
function keepCollectionsOnDevice(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (queryKey[0] !== 'collections' || !state.data) return;
    const userId = getSessionState().user?.id;
    if (queryKey[1] === COLLECTION_LIST_KEY[1]) writeCollectionList(userId, state.data as CollectionDto[]);
    if (queryKey[1] === 'one') writeOpenedCollection(userId, state.data as CollectionAnswer);
  });
}

/**
 * Sends the waiting changes while a collections screen is open: now, when the network comes back, and
 * when a session starts.
 */
export function useCollectionsSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    sync?.stop();
    const current = createCollectionsSync(collectionsQueue, client);
    sync = current;
    const stopKeeping = keepCollectionsOnDevice(client);
    const flush = () => void current.flush();
    flush();
    window.addEventListener('online', flush);
    const stopListening = subscribeToSession(() => {
      if (getSessionState().status === 'signed-in') flush();
    });
    return () => {
      current.stop();
      stopKeeping();
      stopListening();
      window.removeEventListener('online', flush);
      if (sync === current) sync = null;
    };
  }, [client]);
}

/** Queues a change: it shows at once, and goes to the server now when it can. */
export function editCollections(edit: CollectionEdit): CollectionOp {
  const op = collectionsQueue.enqueue(edit);
  void sync?.flush();
  return op;
}

/** Sends what an Undo queued. */
export function flushCollections(): void {
  void sync?.flush();
}

/** This cook's changes still waiting for the server, oldest first. */
export function useCollectionEdits(userId: string | null): readonly CollectionOp[] {
  const entries = useSyncExternalStore(
    collectionsQueue.subscribe,
    collectionsQueue.entries,
    collectionsQueue.entries,
  );
  return useMemo(() => entries.filter((op) => op.userId === userId), [entries, userId]);
}
