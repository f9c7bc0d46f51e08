import { OTHER_AISLE, type ShoppingItemDto } from '@larder/kitchen/shopping';
import type { z } from 'zod';
import { createOutbox, type Entry } from '../../lib/outbox.ts';
import type { shoppingEdit } from '../../lib/outbox-schemas.ts';
import type { StorageKey } from '../../lib/storage.ts';

/**
 * Shopping-list edits made on this device that the server has not confirmed, oldest first (an outbox),
 * so a check-off made in a shop with no signal survives a closed tab. Each edit is safe to send twice:
 * a check-off sets a state (not a toggle), and an add carries the device's client id.
 */
export type ShoppingEdit = z.infer<typeof shoppingEdit>;
export type ShoppingOp = Entry<ShoppingEdit>;

export function createShoppingQueue(key: StorageKey = 'larder_shopping_queue') {
  const outbox = createOutbox(
    key,
    () => import('../../lib/outbox-schemas.ts'),
    (schemas) => schemas.shoppingEdit,
    {
      retarget: (edit, from, to) =>
        edit.kind === 'check' && edit.itemId === from ? { ...edit, itemId: to } : edit,
    },
  );
  return {
    ...outbox,
    /** Adds an edit; a newer check-off of the same item replaces an older one still waiting. */
    enqueue(edit: ShoppingEdit): ShoppingOp {
      if (edit.kind !== 'check') return outbox.add(edit);
      const itemId = outbox.resolve(edit.itemId);
      return outbox.add({ ...edit, itemId }, (op) => op.kind === 'check' && op.itemId === itemId);
    },
  };
}

export type ShoppingQueue = ReturnType<typeof createShoppingQueue>;

export type ShoppingItemView = ShoppingItemDto & { pending: boolean };

/** The server's list with the waiting edits laid over it: what the cook did shows as done, marked pending. */
export function withPendingShopping(
  items: readonly ShoppingItemDto[],
  ops: readonly ShoppingOp[],
): ShoppingItemView[] {
  const view: ShoppingItemView[] = items.map((item) => ({ ...item, pending: false }));
  for (const op of ops) {
    if (op.kind === 'check') {
      const index = view.findIndex((item) => item.id === op.itemId || item.clientId === op.itemId);
      const item = view[index];
      if (item) view[index] = { ...item, checked: op.checked, pending: true };
    } else if (!view.some((item) => item.clientId === op.clientId)) {
      view.push({
        id: op.clientId,
        ingredientId: null,
        name: op.name,
        quantity: null,
        unit: null,
        aisle: OTHER_AISLE,
        pieceName: null,
        forRecipes: [],
        fromPlan: false,
        checked: false,
        clientId: op.clientId,
        updatedAt: new Date(0).toISOString(),
        pending: true,
      });
    }
  }
  return view;
}

/** The device's one queue. */
export const shoppingQueue = createShoppingQueue();
