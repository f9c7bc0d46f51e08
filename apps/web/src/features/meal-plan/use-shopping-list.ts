import type { ShoppingItemDto } from '@larder/kitchen/shopping';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import { newUuid } from '../../lib/uuid.ts';
import { getShoppingList } from './api/get-shopping-list.ts';
import { shoppingQueue, withPendingShopping } from './shopping-queue.ts';
import { createShoppingSync, SHOPPING_QUERY_KEY, type ShoppingSnapshot } from './shopping-sync.ts';

function readSnapshot(userId: string): ShoppingItemDto[] | undefined {
  try {
    const snapshot = JSON.parse(readFlag('larder_shopping_list') ?? 'null') as ShoppingSnapshot | null;
    return snapshot?.userId === userId && Array.isArray(snapshot.items) ? snapshot.items : undefined;
  } catch {
    return undefined;
  }
}

let sync: ReturnType<typeof createShoppingSync> | null = null;

/**
 * The cook's shopping list: the device's copy at once, the server's once it answers, every check-off
 * and addition shown at once and sent in order (now, or when the network returns).
 */
export function useShoppingList(userId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: SHOPPING_QUERY_KEY,
    queryFn: async () => {
      const items = await getShoppingList();
      writeFlag('larder_shopping_list', JSON.stringify({ userId, items } satisfies ShoppingSnapshot));
      return items;
    },
    initialData: () => readSnapshot(userId),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
  });
  const ops = useSyncExternalStore(shoppingQueue.subscribe, shoppingQueue.entries, shoppingQueue.entries);

  useEffect(() => {
    sync?.stop();
    const current = createShoppingSync(shoppingQueue, client);
    sync = current;
    void current.flush();
    const online = () => void current.flush();
    window.addEventListener('online', online);
    return () => {
      current.stop();
      window.removeEventListener('online', online);
    };
  }, [client]);

  return {
    items: withPendingShopping(query.data ?? [], ops),
    pendingCount: ops.length,
    isLoading: query.data === undefined && query.isPending,
    isError: query.isError && query.data === undefined,
    isOfflineCopy: query.isError && query.data !== undefined,
    refetch: query.refetch,
    setChecked(item: { id: string; name: string }, checked: boolean) {
      shoppingQueue.enqueue({ kind: 'check', itemId: item.id, checked, name: item.name });
      void sync?.flush();
    },
    add(name: string) {
      shoppingQueue.enqueue({ kind: 'add', clientId: newUuid(), name });
      void sync?.flush();
    },
  };
}
