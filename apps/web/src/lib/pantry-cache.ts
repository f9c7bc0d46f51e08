import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { listPantry } from '../features/today/api/list-pantry.ts';
import { type PantryOp, pantryQueue } from './pantry-queue.ts';
import type { PantryItemDto, PantryItemView } from './pantry-types.ts';
import { useSession } from './session.ts';
import { getSessionState, subscribeToSession } from './session-store.ts';
import { readFlag, removeFlag, writeFlag } from './storage.ts';

/** The pantry as the server last answered it; what the cook sees is this plus the edits still queued. */
export const PANTRY_QUERY_KEY = ['pantry'] as const;

export const fetchPantry = (): Promise<PantryItemDto[]> => listPantry();

interface Snapshot {
  userId: string | null;
  items: PantryItemDto[];
}

/** The copy saved on this device for this user, so Today opens at once, offline too. */
export function readPantrySnapshot(userId: string | null | undefined): PantryItemDto[] | undefined {
  try {
    const snapshot = JSON.parse(readFlag('larder_pantry') ?? 'null') as Snapshot | null;
    if (!snapshot || !Array.isArray(snapshot.items)) return undefined;
    return snapshot.userId === (userId ?? null) ? snapshot.items : undefined;
  } catch {
    return undefined;
  }
}

export function writePantrySnapshot(userId: string | null | undefined, items: PantryItemDto[]): void {
  writeFlag('larder_pantry', JSON.stringify({ userId: userId ?? null, items } satisfies Snapshot));
}

export function clearPantrySnapshot(): void {
  removeFlag('larder_pantry');
}

/** The server's items with the queued edits laid over them, in queue order; touched items are pending. */
export function withPendingEdits(
  items: readonly PantryItemDto[],
  ops: readonly PantryOp[],
): PantryItemView[] {
  let view: PantryItemView[] = items.map((item) => ({ ...item, pending: false }));
  for (const op of ops) {
    switch (op.kind) {
      case 'add':
        if (!view.some((item) => item.id === op.clientId)) view.push({ ...op.preview, pending: true });
        break;
      case 'update':
        view = view.map((item) => {
          if (item.id !== op.itemId) return item;
          const dated = op.changes.expiresOn === undefined ? {} : { expiryEstimated: false };
          const renamed = op.changes.name === undefined ? {} : { suggestion: undefined };
          return { ...item, ...op.changes, ...dated, ...renamed, ...op.preview, pending: true };
        });
        break;
      case 'remove':
      case 'used':
        view = view.filter((item) => item.id !== op.itemId);
        break;
    }
  }
  return view;
}

export function usePantryEdits(): readonly PantryOp[] {
  return useSyncExternalStore(pantryQueue.subscribe, pantryQueue.entries, pantryQueue.entries);
}

/**
 * The cook's pantry: the saved copy at once, the server's answer once it comes, and every edit still
 * waiting for the server shown as done but marked pending. Fetched once per visit, whatever the
 * app-wide "no refetch on mount" rule says: the pantry changes on other devices and when cooking.
 */
export function usePantry() {
  const { status, user } = useSession();
  const hasSession = status === 'anonymous' || status === 'signed-in';
  const query = useQuery({
    queryKey: PANTRY_QUERY_KEY,
    queryFn: fetchPantry,
    enabled: hasSession,
    initialData: () => readPantrySnapshot(user?.id),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
  });
  const edits = usePantryEdits();
  const server = query.data;
  return {
    items: withPendingEdits(server ?? [], edits),
    /** The server's own items (for names of ids the server sends). */
    server: server ?? [],
    pendingCount: edits.length,
    /** Nothing to show yet: no saved copy and no answer so far. */
    isLoading: server === undefined && (status === 'loading' || (hasSession && query.isPending)),
    isOfflineCopy: query.isError && server !== undefined,
    isError: query.isError && server === undefined,
    refetch: query.refetch,
  };
}

/**
 * Keeps the server's copy of the pantry on the device as it changes, and forgets it when another cook
 * signs in here (queued edits still go out: they were made by whoever was signed in then).
 */
export function keepPantryOnDevice(client: QueryClient): () => void {
  let userId = getSessionState().user?.id ?? null;
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    const { queryKey, state } = event.query;
    if (event.type !== 'updated' || queryKey[0] !== PANTRY_QUERY_KEY[0] || !state.data) return;
    writePantrySnapshot(getSessionState().user?.id, state.data as PantryItemDto[]);
  });
  const unsubscribeSession = subscribeToSession(() => {
    const next = getSessionState().user?.id ?? null;
    if (userId && next !== userId) {
      clearPantrySnapshot();
      client.removeQueries({ queryKey: PANTRY_QUERY_KEY });
    }
    if (next) userId = next;
  });
  return () => {
    unsubscribeCache();
    unsubscribeSession();
  };
}
