import type { NewPantryItem, PantryItemChanges, PantryItemDto } from './pantry-types.ts';
import { readFlag, type StorageKey, writeFlag } from './storage.ts';

/**
 * Pantry edits made on this device that the server has not confirmed yet, oldest first, kept in
 * localStorage so that none is lost to a reload or a closed tab. Adds carry a `clientId` (a UUID) that
 * the server uses to create the item once however often it is sent; the item is known by that id here
 * until the server answers, and later edits of it are pointed at the server's id.
 */
export type PantryEdit =
  | { kind: 'add'; clientId: string; item: NewPantryItem; preview: PantryItemDto }
  | { kind: 'update'; itemId: string; changes: PantryItemChanges; preview?: Partial<PantryItemDto> }
  | { kind: 'remove' | 'used'; itemId: string; name: string };

export type PantryOp = PantryEdit & { opId: string; attempts: number; createdAt: number };

interface Saved {
  ops: PantryOp[];
  /** clientId → server id, for edits of an added item made before its add was confirmed. */
  aliases: Record<string, string>;
}

const MAX_ALIASES = 100;
let counter = 0;
/** Unique on this device: the queue's own name for an edit (never sent). */
const newOpId = (at: number) =>
  `${at.toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function targetOf(op: PantryOp): string {
  return op.kind === 'add' ? op.clientId : op.itemId;
}

export function createPantryQueue(key: StorageKey = 'larder_pantry_queue', now: () => number = Date.now) {
  let saved: Saved = load();
  const listeners = new Set<() => void>();

  function load(): Saved {
    try {
      const parsed = JSON.parse(readFlag(key) ?? 'null') as Partial<Saved> | null;
      return { ops: Array.isArray(parsed?.ops) ? parsed.ops : [], aliases: parsed?.aliases ?? {} };
    } catch {
      return { ops: [], aliases: {} };
    }
  }

  function save(next: Saved) {
    saved = next;
    writeFlag(key, JSON.stringify(next));
    for (const listener of listeners) listener();
  }

  const resolve = (id: string) => saved.aliases[id] ?? id;

  return {
    /** The edits still to send, oldest first (a stable array until the queue changes). */
    ops: (): readonly PantryOp[] => saved.ops,
    /** Adds an edit at the end; an edit of an added item goes to the server's id once that is known. */
    enqueue(edit: PantryEdit): PantryOp {
      const pointed = edit.kind === 'add' ? edit : { ...edit, itemId: resolve(edit.itemId) };
      const op = { ...pointed, opId: newOpId(now()), attempts: 0, createdAt: now() } as PantryOp;
      save({ ...saved, ops: [...saved.ops, op] });
      return op;
    },
    /** The server applied the edit; an add's later edits now name the item by `serverId`. */
    complete(opId: string, serverId?: string) {
      const done = saved.ops.find((op) => op.opId === opId);
      if (!done) return;
      const rest = saved.ops.filter((op) => op.opId !== opId);
      if (done.kind !== 'add' || !serverId) return save({ ...saved, ops: rest });
      const ops = rest.map((op) =>
        op.kind !== 'add' && op.itemId === done.clientId ? { ...op, itemId: serverId } : op,
      );
      const aliases = Object.entries({ ...saved.aliases, [done.clientId]: serverId }).slice(-MAX_ALIASES);
      save({ ops, aliases: Object.fromEntries(aliases) });
    },
    /** The attempt failed for now (offline, server busy): the edit stays first in line. */
    retryLater(opId: string) {
      save({
        ...saved,
        ops: saved.ops.map((op) => (op.opId === opId ? { ...op, attempts: op.attempts + 1 } : op)),
      });
    },
    /** The server refused the edit for good (it can never apply): it leaves the queue. */
    drop(opId: string) {
      save({ ...saved, ops: saved.ops.filter((op) => op.opId !== opId) });
    },
    /** Ids of items with an edit waiting. */
    pendingIds: (): Set<string> => new Set(saved.ops.map(targetOf)),
    /** Reads the queue again (another tab changed it). */
    reload() {
      saved = load();
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

export type PantryQueue = ReturnType<typeof createPantryQueue>;

/** The device's one queue. */
export const pantryQueue = createPantryQueue();
