import type { z } from 'zod';
import type * as OutboxSchemaModule from './outbox-schemas.ts';
import { readFlag, removeFlag, type StorageKey, writeFlag } from './storage.ts';

/**
 * What this device did that the server has not confirmed yet (pantry edits, shopping check-offs,
 * recipes made offline), oldest first, kept in localStorage so none is lost to a reload or a closed
 * tab. Every entry read back is checked against the outbox's schema: one that does not match (written
 * by an older version, or damaged) is dropped, never trusted. The schemas (lib/outbox-schemas.ts) load
 * when something stored must be read back, so they are not part of the first screen; until they are
 * there, stored entries are neither shown nor sent, and what this tab writes keeps them.
 *
 * Stored as `{ ops: [entry…], aliases: { clientId: serverId } }`. A bare array of entries (the shopping
 * list's and the offline generations' format before the outbox) still reads; entries written without
 * the outbox's own fields get them. Sending, and the retry rule, are in lib/outbox-delivery.ts.
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

/** What sending needs of an outbox (lib/outbox-delivery.ts). */
export interface Outbox<T> {
  entries(): readonly Entry<T>[];
  resolve(id: string): string;
  complete(opId: string, alias?: { clientId: string; serverId: string }): void;
  retryLater(opId: string): void;
  reload(): void;
  /** Resolves once what storage held has been checked (at once when it held nothing to check). */
  checked(): Promise<void>;
}

export type OutboxSchemas = typeof OutboxSchemaModule;
/**
 * How an outbox gets lib/outbox-schemas.ts: `() => import('./outbox-schemas.ts')`, written where the
 * outbox is made, so that the dynamic import belongs to that code and not to this module.
 */
export type LoadOutboxSchemas = () => Promise<OutboxSchemas>;

let schemas: OutboxSchemas | null = null;
let loadingSchemas: Promise<OutboxSchemas> | undefined;

/** Loads the outboxes' schemas once, with the loader of whichever outbox asks first. */
export function loadOutboxSchemas(load: LoadOutboxSchemas): Promise<OutboxSchemas> {
  loadingSchemas ??= load().then(
    (module) => {
      schemas = module;
      return module;
    },
    (error: unknown) => {
      loadingSchemas = undefined; // asked again next time (the file could not be fetched)
      throw error;
    },
  );
  return loadingSchemas;
}

const MAX_ALIASES = 100;

/** What storage held that has not been checked yet: kept as it is, before this tab's own entries. */
interface Unchecked {
  ops: unknown[];
  aliases: Record<string, unknown>;
}

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

/** `schemaOf` picks the outbox's entry schema from lib/outbox-schemas.ts, which `load` loads. */
export function createOutbox<S extends z.ZodType<object>>(
  key: StorageKey,
  load: LoadOutboxSchemas,
  schemaOf: (loaded: OutboxSchemas) => S,
  { now = Date.now, retarget }: OutboxOptions<z.output<S>> = {},
) {
  type T = z.output<S>;
  const listeners = new Set<() => void>();
  /** What this outbox last wrote, and whether storage kept it (blocked storage is not the truth). */
  let written = readFlag(key);
  let kept = true;

  /** Stored entries not checked yet (the schemas are loading); null when there are none. */
  let unchecked: Unchecked | null = null;

  function read(): Saved<T> {
    const raw = parseJson(readFlag(key));
    const list = Array.isArray(raw)
      ? raw
      : typeof raw === 'object' && raw !== null
        ? Reflect.get(raw, 'ops')
        : [];
    const items: unknown[] = Array.isArray(list) ? list : [];
    const stored: unknown = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'aliases') : undefined;
    const storedAliases = typeof stored === 'object' && stored !== null ? { ...stored } : {};
    unchecked = null;
    if (items.length === 0 && Object.keys(storedAliases).length === 0) return { ops: [], aliases: {} };
    if (!schemas) {
      unchecked = { ops: items, aliases: storedAliases };
      loadOutboxSchemas(load).then(
        recheck,
        () => undefined, // nothing shown or sent until a later read can check it
      );
      return { ops: [], aliases: {} };
    }
    const schema = schemaOf(schemas);
    const { envelope, aliases: aliasesSchema } = schemas;
    const ops = items.flatMap((item: unknown): Entry<T>[] => {
      const value = schema.safeParse(item);
      if (!value.success) return [];
      const meta = envelope.safeParse(item);
      const at = now();
      return [
        { ...value.data, ...(meta.success ? meta.data : { opId: newOpId(at), attempts: 0, createdAt: at }) },
      ];
    });
    const aliases = aliasesSchema.safeParse(storedAliases);
    return { ops, aliases: aliases.success ? aliases.data : {} };
  }

  /** Reads storage again once the schemas are there, if what it held is still unchecked. */
  function recheck() {
    if (!unchecked) return;
    saved = read();
    written = readFlag(key);
    emit();
  }

  let saved: Saved<T> = read();

  function emit() {
    for (const listener of listeners) listener();
  }

  function save(next: Saved<T>) {
    saved = next;
    // Entries not checked yet stay, first in line, until they are.
    const ops: unknown[] = unchecked ? [...unchecked.ops, ...next.ops] : next.ops;
    const aliases = unchecked ? { ...unchecked.aliases, ...next.aliases } : next.aliases;
    if (ops.length === 0 && Object.keys(aliases).length === 0) {
      removeFlag(key);
      written = null;
      kept = true;
    } else {
      written = JSON.stringify({ ops, aliases });
      writeFlag(key, written);
      kept = readFlag(key) === written;
    }
    emit();
  }

  /** Takes in what another tab wrote since, so a change made here never writes over it. */
  function catchUp(): boolean {
    const raw = readFlag(key);
    if (!kept || raw === written) return false;
    saved = read();
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
    checked: async (): Promise<void> => {
      if (!unchecked) return;
      await loadOutboxSchemas(load);
      recheck();
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
