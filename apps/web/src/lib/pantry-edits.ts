import type { QueryClient } from '@tanstack/react-query';
import { type PantryEdit, type PantryOp, pantryQueue } from './pantry-queue.ts';

/**
 * The light half of pantry syncing, for the first screen: edits go into the queue at once, and the
 * sync engine (lib/pantry-sync.ts) is loaded only once there is something to send.
 */
type Engine = typeof import('./pantry-sync.ts');
let client: QueryClient | null = null;
let engine: Promise<Engine> | null = null;

function loadEngine(): Promise<Engine> {
  const queryClient = client;
  if (!queryClient) return Promise.reject(new Error('watchPantryEdits() was not called'));
  engine ??= import('./pantry-sync.ts').then((module) => {
    module.startPantrySync(queryClient);
    return module;
  });
  engine.catch(() => {
    engine = null; // The chunk could not load (offline before it was cached): try again next time.
  });
  return engine;
}

/** Starts the sync engine whenever the queue holds edits: now (edits left from last time) or later. */
export function watchPantryEdits(queryClient: QueryClient): () => void {
  client = queryClient;
  const check = () => {
    if (pantryQueue.entries().length > 0) loadEngine().catch(() => undefined);
  };
  check();
  return pantryQueue.subscribe(check);
}

/** Queues an edit of the pantry; it shows at once and goes to the server (at once when online). */
export function savePantryEdit(edit: PantryEdit): PantryOp {
  const op = pantryQueue.enqueue(edit);
  loadEngine().then(
    (module) => module.syncPantryNow(),
    () => undefined,
  );
  return op;
}

/** Sends everything queued; resolves when the queue is empty or cannot be sent now. */
export async function syncPantryNow(): Promise<void> {
  if (pantryQueue.entries().length === 0) return;
  try {
    await (await loadEngine()).syncPantryNow();
  } catch {
    // The engine could not load: the edits stay queued for the next try.
  }
}
