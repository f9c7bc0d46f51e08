import { useState } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import type { CollectionForm } from '../../lib/collection-messages.ts';
import { newUuid } from '../../lib/uuid.ts';
import { type CollectionView, formChanges, moved } from './collection-edits.ts';
import { collectionsQueue } from './collections-queue.ts';
import { editCollections, flushCollections } from './use-collection-edits.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';

/** What the cook does on `/collections`: each change queued (so it shows at once, offline too). */
export function useListActions(userId: string | null, collections: readonly CollectionView[]) {
  const focusAfterMove = useFocusAfterMove();
  const [announcement, setAnnouncement] = useState('');
  const ready = userId !== null;

  function create(form: CollectionForm) {
    if (!userId) return;
    editCollections({ kind: 'create', userId, collectionId: newUuid(), ...form });
    toast({ title: `${form.name} created`, description: 'It is last in your collections.', tone: 'success' });
  }

  function update(collection: CollectionView, form: CollectionForm) {
    if (!userId) return;
    const changes = formChanges(collection, form);
    if (changes) editCollections({ kind: 'update', userId, collectionId: collection.id, changes });
  }

  function remove(collection: CollectionView) {
    if (!userId) return;
    const index = collections.findIndex((c) => c.id === collection.id);
    const { pending: _pending, ...kept } = collection;
    const op = editCollections({
      kind: 'delete',
      userId,
      collectionId: collection.id,
      name: collection.name,
    });
    toast({
      title: `${collection.name} deleted`,
      tone: 'success',
      action: {
        label: 'Undo',
        onSelect: () => {
          collectionsQueue.undoDelete(op, {
            kind: 'restore',
            userId,
            collectionId: collection.id,
            collection: kept,
            index,
          });
          flushCollections();
        },
      },
    });
  }

  function move(collection: CollectionView, by: -1 | 1) {
    if (!userId) return;
    const index = collections.findIndex((c) => c.id === collection.id);
    const ids = moved(collections, index, by).map((c) => c.id);
    editCollections({ kind: 'order', userId, ids });
    focusAfterMove(collection.id, by);
    setAnnouncement(`${collection.name} moved to ${index + by + 1} of ${collections.length}.`);
  }

  return { ready, create, update, remove, move, announcement };
}
