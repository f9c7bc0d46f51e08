import type { QueryClient } from '@tanstack/react-query';
import { notify } from '../components/ui/toast-store.ts';
import { ApiError, api } from './api-client.ts';
import { PANTRY_QUERY_KEY } from './pantry-cache.ts';
import { type PantryEdit, type PantryOp, type PantryQueue, pantryQueue } from './pantry-queue.ts';
import type { PantryItemDto } from './pantry-types.ts';
import { backoffMs, oneAtATime, worthRetrying } from './send-later.ts';
import { getSessionState, type SessionState, subscribeToSession } from './session-store.ts';

/** What became of one edit: applied (with the server's item, if it sends one), retry later, or never. */
type Outcome =
  | { result: 'applied'; item?: PantryItemDto }
  | { result: 'retry' }
  | { result: 'refused'; message: string };

/** Sends one edit. Replays are safe: adds carry their clientId, and a removal of a gone item is done. */
export async function sendPantryEdit(op: PantryOp): Promise<Outcome> {
  try {
    switch (op.kind) {
      case 'add': {
        const body = await api<{ items: PantryItemDto[] }>('/pantry/items', {
          method: 'POST',
          json: { items: [{ ...op.item, clientId: op.clientId }] },
        });
        return { result: 'applied', item: body.items[0] };
      }
      case 'update': {
        const path = `/pantry/items/${encodeURIComponent(op.itemId)}`;
        const body = await api<{ item: PantryItemDto }>(path, { method: 'PATCH', json: op.changes });
        return { result: 'applied', item: body.item };
      }
      case 'remove':
      case 'used': {
        const path = `/pantry/items/${encodeURIComponent(op.itemId)}${op.kind === 'used' ? '/used' : ''}`;
        await api(path, { method: op.kind === 'used' ? 'POST' : 'DELETE' });
        return { result: 'applied' };
      }
    }
  } catch (error) {
    if (!(error instanceof ApiError) || worthRetrying(error)) return { result: 'retry' };
    if (error.status === 404 && op.kind !== 'update') return { result: 'applied' };
    return { result: 'refused', message: error.message };
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
  send?: (op: PantryOp) => Promise<Outcome>;
  canSend?: () => boolean;
  onRefused?: (op: PantryOp, message: string) => void;
}

/**
 * Sends the queued edits one at a time, in order. An edit that cannot go now stops the line (so order
 * is kept) and is tried again later with a growing delay, on `online`, or when a session starts.
 */
export function createPantrySync({ queue, client, send = sendPantryEdit, canSend, onRefused }: SyncDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function drain() {
    let sent = false;
    for (let op = queue.ops()[0]; op; op = queue.ops()[0]) {
      if (canSend && !canSend()) return;
      const outcome = await send(op);
      if (outcome.result === 'retry') {
        queue.retryLater(op.opId);
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), backoffMs(op.attempts + 1));
        return;
      }
      sent = true;
      await client.cancelQueries({ queryKey: PANTRY_QUERY_KEY });
      if (outcome.result === 'refused') {
        queue.drop(op.opId);
        onRefused?.(op, outcome.message);
        continue;
      }
      const { item } = outcome;
      if (client.getQueryData(PANTRY_QUERY_KEY)) {
        client.setQueryData<PantryItemDto[]>(PANTRY_QUERY_KEY, (items = []) =>
          applyToServerCopy(items, op, item),
        );
      }
      queue.complete(op.opId, op.kind === 'add' ? item?.id : undefined);
    }
    if (sent) await client.invalidateQueries({ queryKey: PANTRY_QUERY_KEY });
  }

  const flush = oneAtATime(() => withLock(drain));

  return { flush, stop: () => clearTimeout(timer) };
}

/** One tab at a time sends the queue (the Web Locks API where there is one). */
async function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  await locks.request('larder-pantry-sync', task);
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
  const storage = (event: StorageEvent) => {
    if (event.key === 'larder_pantry_queue') pantryQueue.reload();
  };
  window.addEventListener('online', online);
  window.addEventListener('storage', storage);
  void sync.flush();
  return () => {
    sync.stop();
    unsubscribeSession();
    window.removeEventListener('online', online);
    window.removeEventListener('storage', storage);
  };
}

function nameOf(op: PantryOp): string {
  if (op.kind === 'add') return op.item.name;
  if (op.kind === 'update') return op.changes.name ?? op.preview?.name ?? 'a pantry change';
  return op.name;
}
