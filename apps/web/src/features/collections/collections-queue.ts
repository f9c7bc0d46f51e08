import { createOutbox } from '../../lib/outbox.ts';
import type { StorageKey } from '../../lib/storage.ts';
import type { CollectionEdit, CollectionOp } from './collection-edits.ts';

/**
 * Changes to the cook's collections made on this device that the server has not confirmed yet, oldest
 * first: the app's outbox (lib/outbox.ts), as the pantry's and the shopping list's, so a change made
 * offline survives a closed tab. A collection made here has its id made here, which the server keeps,
 * so later changes to it need no new id; an order or a reorder sets the whole order, and a newer one
 * replaces an older one still waiting.
 */
export function createCollectionsQueue(key: StorageKey = 'larder_collections_queue') {
  const outbox = createOutbox(
    key,
    () => import('../../lib/outbox-schemas.ts'),
    (schemas) => schemas.collectionEdit,
  );
  const waiting = (opId: string) => outbox.entries().some((op) => op.opId === opId);
  return {
    ...outbox,
    enqueue(edit: CollectionEdit): CollectionOp {
      if (edit.kind === 'order') {
        return outbox.add(edit, (op) => op.kind === 'order' && op.userId === edit.userId);
      }
      if (edit.kind === 'reorder') {
        return outbox.add(edit, (op) => op.kind === 'reorder' && op.collectionId === edit.collectionId);
      }
      return outbox.add(edit);
    },
    /**
     * Undo of a delete: the collection comes back. A delete still waiting is replaced (the restore then
     * finds the collection there, which is no harm).
     */
    undoDelete(deleted: CollectionOp, restore: Extract<CollectionEdit, { kind: 'restore' }>): CollectionOp {
      return outbox.add(restore, (op) => op.opId === deleted.opId);
    },
    /**
     * Undo of a removal: the recipe goes back where it was. A removal still waiting is simply replaced by
     * the old order; one the server took is followed by putting the recipe back, then the old order.
     */
    undoRemove(
      removed: CollectionOp,
      add: Extract<CollectionEdit, { kind: 'add' }>,
      order: Extract<CollectionEdit, { kind: 'reorder' }>,
    ): void {
      const sameOrder = (op: CollectionOp) => op.kind === 'reorder' && op.collectionId === order.collectionId;
      if (waiting(removed.opId)) {
        outbox.add(order, (op) => op.opId === removed.opId || sameOrder(op));
        return;
      }
      outbox.add(add);
      outbox.add(order, sameOrder);
    },
  };
}

export type CollectionsQueue = ReturnType<typeof createCollectionsQueue>;

/** The device's one queue of collection changes. */
export const collectionsQueue = createCollectionsQueue();
