import type { z } from 'zod';
import { createOutbox, type Entry } from './outbox.ts';
import type { pantryEdit } from './outbox-schemas.ts';
import type { StorageKey } from './storage.ts';

/**
 * Pantry edits made on this device that the server has not confirmed yet, oldest first (an outbox).
 * Adds carry a `clientId` (a UUID) that the server uses to create the item once however often it is
 * sent; the item is known by that id here until the server answers, and later edits of it are pointed
 * at the server's id.
 */

export type PantryEdit = z.infer<typeof pantryEdit>;
export type PantryOp = Entry<PantryEdit>;

const targetOf = (edit: PantryEdit): string => (edit.kind === 'add' ? edit.clientId : edit.itemId);

export function createPantryQueue(key: StorageKey = 'larder_pantry_queue', now: () => number = Date.now) {
  const outbox = createOutbox(
    key,
    () => import('./outbox-schemas.ts'),
    (schemas) => schemas.pantryEdit,
    {
      now,
      retarget: (edit, from, to) =>
        edit.kind !== 'add' && edit.itemId === from ? { ...edit, itemId: to } : edit,
    },
  );
  return {
    ...outbox,
    /** Adds an edit at the end; an edit of an added item goes to the server's id once that is known. */
    enqueue: (edit: PantryEdit): PantryOp =>
      outbox.add(edit.kind === 'add' ? edit : { ...edit, itemId: outbox.resolve(edit.itemId) }),
    /** Ids of items with an edit waiting. */
    pendingIds: (): Set<string> => new Set(outbox.entries().map(targetOf)),
  };
}

export type PantryQueue = ReturnType<typeof createPantryQueue>;

/** The device's one queue. */
export const pantryQueue = createPantryQueue();
