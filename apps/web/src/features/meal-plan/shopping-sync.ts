import type { ShoppingItemDto } from '@larder/kitchen/shopping';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast-store.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { backoffMs, oneAtATime, worthRetrying } from '../../lib/send-later.ts';
import type { ShoppingOp, ShoppingQueue } from './shopping-queue.ts';

export const SHOPPING_QUERY_KEY = ['shopping-list'] as const;

type Outcome = 'applied' | 'retry' | { refused: string } | { added: ShoppingItemDto };

/** Sends one edit; a check-off of an item that is no longer on the list has nothing left to do. */
export async function sendShoppingEdit(op: ShoppingOp): Promise<Outcome> {
  try {
    if (op.kind === 'check') {
      await api(`/shopping-list/items/${encodeURIComponent(op.itemId)}`, {
        method: 'PATCH',
        json: { checked: op.checked },
      });
      return 'applied';
    }
    const { item } = await api<{ item: ShoppingItemDto }>('/shopping-list/items', {
      method: 'POST',
      json: { name: op.name, clientId: op.clientId },
    });
    return { added: item };
  } catch (error) {
    if (!(error instanceof ApiError) || worthRetrying(error)) return 'retry';
    if (error.status === 404) return 'applied';
    return { refused: error.message };
  }
}

/** The server's copy after an edit it took. */
function applied(items: ShoppingItemDto[], op: ShoppingOp, outcome: Outcome): ShoppingItemDto[] {
  if (typeof outcome === 'object' && 'added' in outcome) {
    return [...items.filter((item) => item.id !== outcome.added.id), outcome.added];
  }
  if (op.kind !== 'check' || outcome !== 'applied') return items;
  return items.map((item) => (item.id === op.itemId ? { ...item, checked: op.checked } : item));
}

/**
 * Sends the queue in order, one edit at a time; an edit that cannot go now stops the line and is tried
 * again after a growing delay or when the network returns. Afterwards the list and the pantry (check-offs
 * put food in it) are read again.
 */
export function createShoppingSync(
  queue: ShoppingQueue,
  client: QueryClient,
  send: (op: ShoppingOp) => Promise<Outcome> = sendShoppingEdit,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Items added on this device, by the client id they were known by until the server answered. */
  const aliases = new Map<string, string>();
  const serverId = (id: string) =>
    aliases.get(id) ??
    client.getQueryData<ShoppingItemDto[]>(SHOPPING_QUERY_KEY)?.find((item) => item.clientId === id)?.id ??
    id;

  async function drain() {
    let sent = false;
    for (let queued = queue.ops()[0]; queued; queued = queue.ops()[0]) {
      const op = queued.kind === 'check' ? { ...queued, itemId: serverId(queued.itemId) } : queued;
      const outcome = await send(op);
      if (outcome === 'retry') {
        queue.retryLater(op.opId);
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), backoffMs(op.attempts + 1));
        break;
      }
      sent = true;
      // The server's copy takes the change before the edit leaves the queue, so the screen never shows
      // the line as it was in between (a tick flickering off, an added item vanishing for a moment).
      await client.cancelQueries({ queryKey: SHOPPING_QUERY_KEY });
      if (client.getQueryData(SHOPPING_QUERY_KEY)) {
        client.setQueryData<ShoppingItemDto[]>(SHOPPING_QUERY_KEY, (items = []) =>
          applied(items, op, outcome),
        );
      }
      queue.done(op.opId);
      if (typeof outcome === 'object' && 'added' in outcome) {
        aliases.set(outcome.added.clientId ?? '', outcome.added.id);
      } else if (outcome !== 'applied') {
        notify({ title: `Couldn't save ${op.name}`, description: outcome.refused, tone: 'error' });
      }
    }
    if (sent) {
      await client.invalidateQueries({ queryKey: SHOPPING_QUERY_KEY });
      await client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY });
    }
  }

  const flush = oneAtATime(drain);

  return { flush, stop: () => clearTimeout(timer) };
}

export type ShoppingSnapshot = { userId: string | null; items: ShoppingItemDto[] };
