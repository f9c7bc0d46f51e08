import { ApiError, NetworkError } from './api-client.ts';
import type { Entry, Outbox } from './outbox.ts';

/**
 * Sending an outbox (lib/outbox.ts): its entries go one at a time, in order, by one tab at a time, and
 * the retry rule below decides what waits, what is done and what is refused, for every outbox.
 */

const BACKOFF_MAX_MS = 60_000;

/** 1 s, 2 s, 4 s… up to a minute, by the number of attempts made. */
export const backoffMs = (attempts: number) =>
  Math.min(1000 * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/**
 * The retry rule, for every outbox: offline, no session yet, too slow, too many requests, or the server
 * is down — the entry waits its turn and is tried again. The day's free recipes being used (a 429 too)
 * is no wait: the server will not take that generation.
 */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return true;
  if (error.code === 'allowance_used') return false;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Runs `pass` one at a time. A call while a pass runs returns that pass's promise and asks for one more
 * pass after it, so an entry added meanwhile is never left behind.
 */
export function oneAtATime(pass: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      await null; // `running` is set before the pass starts, so a flush from inside it waits its turn.
      do {
        again = false;
        await pass();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

/** One tab at a time sends an outbox (the Web Locks API where there is one). */
async function withLock(name: string, task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  await locks.request(name, task);
}

export interface Delivery<T, A> {
  /** Web Locks name: one tab at a time sends. */
  lock: string;
  /** Sends one entry; throws the ApiError or NetworkError of a failed call. */
  send: (entry: Entry<T>) => Promise<A>;
  /**
   * The server took the entry. `answer` is undefined when it has nothing to say: the item was already
   * gone, or its answer could not be read.
   */
  taken?: (entry: Entry<T>, answer: A | undefined) => void | Promise<void>;
  /** The server refused the entry for good (it can never apply): it leaves the outbox. */
  refused?: (entry: Entry<T>, error: ApiError) => void | Promise<void>;
  /** Whether a 404 means the entry's work is done (a removed item is gone); else it is refused. */
  goneIsDone?: (entry: Entry<T>) => boolean;
  /** The server's id for an item this entry added here, so later entries about it go to that id. */
  addedId?: (entry: Entry<T>, answer: A | undefined) => { clientId: string; serverId: string } | undefined;
  /** False while nothing may be sent (no session yet). */
  ready?: () => boolean;
  /** After a pass that settled at least one entry. */
  settled?: () => Promise<void>;
}

type Outcome<A> = { kind: 'taken'; answer?: A } | { kind: 'retry' } | { kind: 'refused'; error: ApiError };

/**
 * Sends an outbox's entries one at a time, in order. An entry that cannot go now stops the line (so
 * order is kept) and is tried again after a growing delay; `flush` also runs on `online` and whenever
 * the app asks. A refused entry leaves, and the line goes on.
 */
export function createDelivery<T, A>(outbox: Outbox<T>, delivery: Delivery<T, A>) {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function attempt(entry: Entry<T>): Promise<Outcome<A>> {
    try {
      return { kind: 'taken', answer: await delivery.send(entry) };
    } catch (error) {
      if (!(error instanceof ApiError) || worthRetrying(error)) return { kind: 'retry' };
      if (error.status === 404 && (delivery.goneIsDone?.(entry) ?? true)) return { kind: 'taken' };
      return { kind: 'refused', error };
    }
  }

  async function drain() {
    outbox.reload();
    // What storage held goes first, once checked: nothing is sent unchecked or out of order.
    await outbox.checked();
    let settled = false;
    for (let entry = outbox.entries()[0]; entry; entry = outbox.entries()[0]) {
      if (delivery.ready && !delivery.ready()) break;
      const outcome = await attempt(entry);
      if (outcome.kind === 'retry') {
        outbox.retryLater(entry.opId);
        clearTimeout(timer);
        timer = setTimeout(() => void flush(), backoffMs(entry.attempts + 1));
        break;
      }
      settled = true;
      if (outcome.kind === 'refused') {
        await delivery.refused?.(entry, outcome.error);
        outbox.complete(entry.opId);
        continue;
      }
      await delivery.taken?.(entry, outcome.answer);
      outbox.complete(entry.opId, delivery.addedId?.(entry, outcome.answer));
    }
    if (settled) await delivery.settled?.();
  }

  const flush = oneAtATime(() => withLock(delivery.lock, drain));

  return { flush, stop: () => clearTimeout(timer) };
}
