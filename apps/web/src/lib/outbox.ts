import * as z from 'zod/mini';
import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { ApiError, NetworkError, UNEXPECTED_ANSWER } from './api-client.ts';
import { readFlag, removeFlag, type StorageKey, writeFlag } from './storage.ts';

/**
 * What this device did that the server has not confirmed yet (pantry edits, shopping check-offs,
 * recipes made offline), oldest first, kept in localStorage so none is lost to a reload or a closed
 * tab. Every entry read back is checked against the outbox's schema: one that does not match (written
 * by an older version, or damaged) is dropped, never trusted.
 *
 * Stored as `{ ops: [entry…], aliases: { clientId: serverId } }`. A bare array of entries (the shopping
 * list's and the offline generations' format before the outbox) still reads; entries written without
 * the outbox's own fields get them.
 */

/** What the outbox adds to each entry. */
export interface Envelope {
  /** Unique on this device: the outbox's own name for an entry (never sent). */
  opId: string;
  /** Failed attempts so far. */
  attempts: number;
  createdAt: number;
}

export type Entry<T> = T & Envelope;

const envelope = z.object({ opId: z.string(), attempts: z.number(), createdAt: z.number() });
const aliasesSchema = z.record(z.string(), z.string());
const MAX_ALIASES = 100;

interface Saved<T> {
  ops: Entry<T>[];
  /** clientId → server id, for entries about an item added here before the server named it. */
  aliases: Record<string, string>;
}

let counter = 0;
const newOpId = (at: number) =>
  `${at.toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export interface OutboxOptions<T> {
  now?: () => number;
  /** Points a waiting entry about `from` (a client id) at `to` (the id the server gave the item). */
  retarget?: (entry: T, from: string, to: string) => T;
}

const parseJson = (raw: string | null): unknown => {
  try {
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

export function createOutbox<S extends $ZodType<object>>(
  key: StorageKey,
  schema: S,
  { now = Date.now, retarget }: OutboxOptions<output<S>> = {},
) {
  type T = output<S>;
  const listeners = new Set<() => void>();
  /** What this outbox last wrote, and whether storage kept it (blocked storage is not the truth). */
  let written = readFlag(key);
  let kept = true;

  function load(): Saved<T> {
    const raw = parseJson(readFlag(key));
    const list = Array.isArray(raw)
      ? raw
      : typeof raw === 'object' && raw !== null
        ? Reflect.get(raw, 'ops')
        : [];
    const ops = (Array.isArray(list) ? list : []).flatMap((item: unknown): Entry<T>[] => {
      const value = safeParse(schema, item);
      if (!value.success) return [];
      const meta = safeParse(envelope, item);
      const at = now();
      return [
        { ...value.data, ...(meta.success ? meta.data : { opId: newOpId(at), attempts: 0, createdAt: at }) },
      ];
    });
    const aliases = safeParse(
      aliasesSchema,
      typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'aliases') : {},
    );
    return { ops, aliases: aliases.success ? aliases.data : {} };
  }

  let saved: Saved<T> = load();

  function emit() {
    for (const listener of listeners) listener();
  }

  function save(next: Saved<T>) {
    saved = next;
    if (next.ops.length === 0 && Object.keys(next.aliases).length === 0) {
      removeFlag(key);
      written = null;
      kept = true;
    } else {
      written = JSON.stringify(next);
      writeFlag(key, written);
      kept = readFlag(key) === written;
    }
    emit();
  }

  /** Takes in what another tab wrote since, so a change made here never writes over it. */
  function catchUp(): boolean {
    const raw = readFlag(key);
    if (!kept || raw === written) return false;
    saved = load();
    written = raw;
    return true;
  }

  const resolve = (id: string) => saved.aliases[id] ?? id;

  const outbox = {
    /** The entries still to send, oldest first (a stable array until the outbox changes). */
    entries: (): readonly Entry<T>[] => saved.ops,
    /** The server's id of an item added on this device, once known; else the id itself. */
    resolve,
    /** Adds an entry at the end, in place of any waiting entries `replaces` picks. */
    add(value: T, replaces?: (entry: Entry<T>) => boolean): Entry<T> {
      catchUp();
      const at = now();
      const entry: Entry<T> = { ...value, opId: newOpId(at), attempts: 0, createdAt: at };
      const rest = replaces ? saved.ops.filter((op) => !replaces(op)) : saved.ops;
      save({ ...saved, ops: [...rest, entry] });
      return entry;
    },
    /**
     * The server took the entry: it leaves. With `alias` (an item added here, and the id the server gave
     * it), the waiting entries about the item are pointed at the server's id.
     */
    complete(opId: string, alias?: { clientId: string; serverId: string }) {
      catchUp();
      if (!saved.ops.some((op) => op.opId === opId)) return;
      const rest = saved.ops.filter((op) => op.opId !== opId);
      if (!alias) return save({ ...saved, ops: rest });
      const ops = retarget
        ? rest.map((op) => ({ ...retarget(op, alias.clientId, alias.serverId), ...envelopeOf(op) }))
        : rest;
      const aliases = Object.entries({ ...saved.aliases, [alias.clientId]: alias.serverId }).slice(
        -MAX_ALIASES,
      );
      save({ ops, aliases: Object.fromEntries(aliases) });
    },
    /** The attempt failed for now (offline, server busy): the entry stays first in line. */
    retryLater(opId: string) {
      catchUp();
      save({
        ...saved,
        ops: saved.ops.map((op) => (op.opId === opId ? { ...op, attempts: op.attempts + 1 } : op)),
      });
    },
    /** Reads the outbox again (another tab changed it). Keeps what is here when storage keeps nothing. */
    reload() {
      if (catchUp()) emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };

  if (typeof window !== 'undefined') {
    // Another tab changed the outbox: this one shows and sends what is there now.
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) outbox.reload();
    });
  }
  return outbox;
}

const envelopeOf = ({ opId, attempts, createdAt }: Envelope): Envelope => ({ opId, attempts, createdAt });

export type Outbox<T> = {
  entries(): readonly Entry<T>[];
  resolve(id: string): string;
  complete(opId: string, alias?: { clientId: string; serverId: string }): void;
  retryLater(opId: string): void;
  reload(): void;
};

/* ------------------------------------------------------------------------------------------------ */

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
      if (error.code === UNEXPECTED_ANSWER) return { kind: 'taken' };
      if (error.status === 404 && (delivery.goneIsDone?.(entry) ?? true)) return { kind: 'taken' };
      return { kind: 'refused', error };
    }
  }

  async function drain() {
    outbox.reload();
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
