import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast-store.ts';
import { COLLECTION_LIST_KEY, COLLECTIONS_QUERY_KEY } from '../../lib/collections-api.ts';
import { createDelivery } from '../../lib/outbox-delivery.ts';
import { getSessionState } from '../../lib/session-store.ts';
import { addCollectionRecipe } from './api/add-collection-recipe.ts';
import { createCollection } from './api/create-collection.ts';
import { deleteCollection } from './api/delete-collection.ts';
import { moveCollectionRecipe } from './api/move-collection-recipe.ts';
import { orderCollectionRecipes } from './api/order-collection-recipes.ts';
import { orderCollections } from './api/order-collections.ts';
import { removeCollectionRecipe } from './api/remove-collection-recipe.ts';
import { restoreCollection } from './api/restore-collection.ts';
import { updateCollection } from './api/update-collection.ts';
import { applyToCollection, applyToList, type CollectionOp } from './collection-edits.ts';
import type { CollectionsQueue } from './collections-queue.ts';

/** Sends one change. Each is safe to send again: ids made here, whole orders, states rather than toggles. */
export function sendCollectionEdit(op: CollectionOp): Promise<unknown> {
  switch (op.kind) {
    case 'create':
      return createCollection({
        id: op.collectionId,
        name: op.name,
        ...(op.description ? { description: op.description } : {}),
      });
    case 'update':
      return updateCollection(op.collectionId, op.changes);
    case 'delete':
      return deleteCollection(op.collectionId);
    case 'restore':
      return restoreCollection(op.collectionId);
    case 'order':
      return orderCollections(op.ids);
    case 'add':
      return addCollectionRecipe(op.collectionId, op.recipeId);
    case 'remove':
      return removeCollectionRecipe(op.collectionId, op.recipeId);
    case 'move':
      return moveCollectionRecipe(op.collectionId, op.recipeId, op.toCollectionId);
    case 'reorder':
      return orderCollectionRecipes(op.collectionId, op.recipeIds);
  }
}

/** What a refused change was about, in the cook's words. */
export function changeName(op: CollectionOp): string {
  switch (op.kind) {
    case 'create':
      return `the collection ${op.name}`;
    case 'update':
      return op.changes.name === undefined ? 'your change to the collection' : `the name ${op.changes.name}`;
    case 'delete':
      return `the deletion of ${op.name}`;
    case 'restore':
      return op.collection.name;
    case 'order':
      return 'the order of your collections';
    case 'reorder':
      return 'the order of the recipes';
    default:
      return op.title;
  }
}

const signedInAs = () => {
  const { status, user } = getSessionState();
  return status === 'signed-in' ? (user?.id ?? null) : null;
};

/**
 * Sends the queue in order, one change at a time, by the outbox's rule: a change that cannot go now
 * (offline, no session, server busy) stops the line and is tried again later or when the network returns;
 * one the server refuses leaves with a message. Taking out a recipe or a collection that is already gone
 * is done. A change made by another cook on this device is not sent under this account. The server's
 * copies take each change as it is taken, then are asked for again.
 */
export function createCollectionsSync(
  queue: CollectionsQueue,
  client: QueryClient,
  send: (op: CollectionOp) => Promise<unknown> = sendCollectionEdit,
  currentUser: () => string | null = signedInAs,
) {
  const mine = (op: CollectionOp) => op.userId === currentUser();
  return createDelivery(queue, {
    lock: 'larder-collections-sync',
    send: (op) => (mine(op) ? send(op) : Promise.resolve(undefined)),
    ready: () => currentUser() !== null,
    goneIsDone: (op) => op.kind === 'remove' || op.kind === 'delete',
    async taken(op) {
      if (!mine(op)) return;
      await client.cancelQueries({ queryKey: COLLECTIONS_QUERY_KEY });
      if (client.getQueryData(COLLECTION_LIST_KEY)) {
        client.setQueryData<CollectionDto[]>(COLLECTION_LIST_KEY, (list = []) =>
          applyToList(list, op, op.createdAt),
        );
      }
      client.setQueriesData<CollectionAnswer>({ queryKey: [...COLLECTIONS_QUERY_KEY, 'one'] }, (answer) =>
        answer ? (applyToCollection(answer, op) ?? answer) : answer,
      );
    },
    async refused(op, error) {
      await client.cancelQueries({ queryKey: COLLECTIONS_QUERY_KEY });
      notify({ title: `Couldn't save ${changeName(op)}`, description: error.message, tone: 'error' });
    },
    settled: () => client.invalidateQueries({ queryKey: COLLECTIONS_QUERY_KEY }),
  });
}
