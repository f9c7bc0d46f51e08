import type { ShoppingItemDto } from '@larder/kitchen/shopping';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast-store.ts';
import { createDelivery } from '../../lib/outbox-delivery.ts';
import { PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { addShoppingItem } from './api/add-shopping-item.ts';
import { checkShoppingItem } from './api/check-shopping-item.ts';
import type { ShoppingOp, ShoppingQueue } from './shopping-queue.ts';

export const SHOPPING_QUERY_KEY = ['shopping-list'] as const;

/** Sends one edit; answers the server's line. */
export function sendShoppingEdit(op: ShoppingOp): Promise<ShoppingItemDto> {
  return op.kind === 'check'
    ? checkShoppingItem(op.itemId, op.checked)
    : addShoppingItem(op.name, op.clientId);
}

/** The server's copy after an edit it took (`item`: its answer, when it could be read). */
function applied(items: ShoppingItemDto[], op: ShoppingOp, item: ShoppingItemDto | undefined) {
  if (op.kind === 'add') return item ? [...items.filter((line) => line.id !== item.id), item] : items;
  return items.map((line) => (line.id === op.itemId ? { ...line, checked: op.checked } : line));
}

/**
 * Sends the queue in order, one edit at a time (the outbox's rule: an edit that cannot go now stops the
 * line and is tried again later, or when the network returns). A check-off of an item no longer on the
 * list has nothing left to do. Afterwards the list and the pantry (check-offs put food in it) are read
 * again.
 */
export function createShoppingSync(
  queue: ShoppingQueue,
  client: QueryClient,
  send: (op: ShoppingOp) => Promise<ShoppingItemDto> = sendShoppingEdit,
) {
  /** An item added on another device or tab is known here by its client id until the list is read. */
  const serverId = (id: string) =>
    client.getQueryData<ShoppingItemDto[]>(SHOPPING_QUERY_KEY)?.find((item) => item.clientId === id)?.id ??
    queue.resolve(id);
  const pointed = (op: ShoppingOp): ShoppingOp =>
    op.kind === 'check' ? { ...op, itemId: serverId(op.itemId) } : op;

  return createDelivery(queue, {
    lock: 'larder-shopping-sync',
    send: (op) => send(pointed(op)),
    // The server's copy takes the change before the edit leaves the queue, so the screen never shows
    // the line as it was in between (a tick flickering off, an added item vanishing for a moment).
    async taken(op, item) {
      await client.cancelQueries({ queryKey: SHOPPING_QUERY_KEY });
      if (client.getQueryData(SHOPPING_QUERY_KEY)) {
        client.setQueryData<ShoppingItemDto[]>(SHOPPING_QUERY_KEY, (items = []) =>
          applied(items, pointed(op), item),
        );
      }
    },
    async refused(op, error) {
      await client.cancelQueries({ queryKey: SHOPPING_QUERY_KEY });
      notify({ title: `Couldn't save ${op.name}`, description: error.message, tone: 'error' });
    },
    addedId: (op, item) =>
      op.kind === 'add' && item ? { clientId: op.clientId, serverId: item.id } : undefined,
    async settled() {
      await client.invalidateQueries({ queryKey: SHOPPING_QUERY_KEY });
      await client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY });
    },
  });
}

export type ShoppingSnapshot = { userId: string | null; items: ShoppingItemDto[] };
