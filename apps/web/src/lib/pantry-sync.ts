import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/ui/toast-store.ts';
import { addPantryItems } from '../features/today/api/add-pantry-items.ts';
import { markPantryItemUsed } from '../features/today/api/mark-pantry-item-used.ts';
import { removePantryItem } from '../features/today/api/remove-pantry-item.ts';
import { updatePantryItem } from '../features/today/api/update-pantry-item.ts';
import { createDelivery } from './outbox-delivery.ts';
import { PANTRY_QUERY_KEY } from './pantry-cache.ts';
import { type PantryEdit, type PantryOp, type PantryQueue, pantryQueue } from './pantry-queue.ts';
import type { PantryItemDto } from './pantry-types.ts';
import { getSessionState, type SessionState, subscribeToSession } from './session-store.ts';

/** Sends one edit; answers the server's item when it sends one. Replays are safe: adds carry their clientId. */
export async function sendPantryEdit(op: PantryOp): Promise<PantryItemDto | undefined> {
  switch (op.kind) {
    case 'add':
      return (await addPantryItems([{ ...op.item, clientId: op.clientId }]))[0];
    case 'update':
      return updatePantryItem(op.itemId, op.changes);
    case 'remove':
      await removePantryItem(op.itemId);
      return undefined;
    case 'used':
      await markPantryItemUsed(op.itemId);
      return undefined;
  }
}

/** The server's copy after an edit it applied. */
export function applyToServerCopy(items: PantryItemDto[], op: PantryEdit, item?: PantryItemDto) {
  if (op.kind === 'remove' || op.kind === 'used') return items.filter((x) => x.id !== op.itemId);
  if (!item) return items;
  const others = items.filter((x) => x.id !== item.id);
  return op.kind === 'add' ? [...others, item] : items.map((x) => (x.id === item.id ? item : x));
}

interface SyncDeps {
  queue: PantryQueue;
  client: QueryClient;
  send?: (op: PantryOp) => Promise<PantryItemDto | undefined>;
  canSend?: () => boolean;
  onRefused?: (op: PantryOp, message: string) => void;
}

/**
 * Sends the queued edits one at a time, in order (the outbox's rule: an edit that cannot go now stops
 * the line and is tried again later), on `online`, or when a session starts. Removing an item that is
 * already gone is done; a change to it is refused.
 */
export function createPantrySync({ queue, client, send = sendPantryEdit, canSend, onRefused }: SyncDeps) {
  return createDelivery(queue, {
    lock: 'larder-pantry-sync',
    send,
    ready: canSend,
    goneIsDone: (op) => op.kind !== 'update',
    async taken(op, item) {
      await client.cancelQueries({ queryKey: PANTRY_QUERY_KEY });
      if (client.getQueryData(PANTRY_QUERY_KEY)) {
        client.setQueryData<PantryItemDto[]>(PANTRY_QUERY_KEY, (items = []) =>
          applyToServerCopy(items, op, item),
        );
      }
    },
    async refused(op, error) {
      await client.cancelQueries({ queryKey: PANTRY_QUERY_KEY });
      onRefused?.(op, error.message);
    },
    addedId: (op, item) =>
      op.kind === 'add' && item ? { clientId: op.clientId, serverId: item.id } : undefined,
    settled: () => client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY }),
  });
}

const hasSession = (state: SessionState) => state.status === 'anonymous' || state.status === 'signed-in';

let engine: ReturnType<typeof createPantrySync> | null = null;

/** Sends everything still queued; resolves when the queue is empty or cannot be sent now. */
export function syncPantryNow(): Promise<void> {
  return engine?.flush() ?? Promise.resolve();
}

/** Starts syncing for the app: sends the queue now, when the network comes back and when a session starts. */
export function startPantrySync(client: QueryClient): () => void {
  engine?.stop();
  engine = createPantrySync({
    queue: pantryQueue,
    client,
    canSend: () => hasSession(getSessionState()),
    onRefused: (op, message) =>
      notify({ title: `Couldn't save ${nameOf(op)}`, description: message, tone: 'error' }),
  });
  const sync = engine;
  const unsubscribeSession = subscribeToSession(() => {
    if (hasSession(getSessionState())) void sync.flush();
  });
  const online = () => void sync.flush();
  window.addEventListener('online', online);
  void sync.flush();
  return () => {
    sync.stop();
    unsubscribeSession();
    window.removeEventListener('online', online);
  };
}

function nameOf(op: PantryOp): string {
  if (op.kind === 'add') return op.item.name;
  if (op.kind === 'update') return op.changes.name ?? op.preview?.name ?? 'a pantry change';
  return op.name;
}
