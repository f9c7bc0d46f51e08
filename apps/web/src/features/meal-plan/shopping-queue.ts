import { OTHER_AISLE, type ShoppingItemDto } from '@larder/kitchen/shopping';
import { readFlag, type StorageKey, writeFlag } from '../../lib/storage.ts';

/**
 * Shopping-list edits made on this device that the server has not confirmed, oldest first, kept in
 * localStorage so a check-off made in a shop with no signal survives a closed tab. Each edit is safe to
 * send twice: a check-off sets a state (not a toggle), and an add carries the device's client id.
 */
export type ShoppingEdit =
  | { kind: 'check'; itemId: string; checked: boolean; name: string }
  | { kind: 'add'; clientId: string; name: string };

export type ShoppingOp = ShoppingEdit & { opId: string; attempts: number };

let counter = 0;
const newOpId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function createShoppingQueue(key: StorageKey = 'larder_shopping_queue') {
  let ops: ShoppingOp[] = load();
  const listeners = new Set<() => void>();

  function load(): ShoppingOp[] {
    try {
      const parsed = JSON.parse(readFlag(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as ShoppingOp[]) : [];
    } catch {
      return [];
    }
  }

  function save(next: ShoppingOp[]) {
    ops = next;
    writeFlag(key, JSON.stringify(next));
    for (const listener of listeners) listener();
  }

  return {
    ops: (): readonly ShoppingOp[] => ops,
    /** Adds an edit; a newer check-off of the same item replaces an older one still waiting. */
    enqueue(edit: ShoppingEdit): void {
      const rest =
        edit.kind === 'check' ? ops.filter((op) => !(op.kind === 'check' && op.itemId === edit.itemId)) : ops;
      save([...rest, { ...edit, opId: newOpId(), attempts: 0 }]);
    },
    done(opId: string): void {
      save(ops.filter((op) => op.opId !== opId));
    },
    retryLater(opId: string): void {
      save(ops.map((op) => (op.opId === opId ? { ...op, attempts: op.attempts + 1 } : op)));
    },
    reload(): void {
      ops = load();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
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
