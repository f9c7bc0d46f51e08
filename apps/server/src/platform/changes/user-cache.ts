/** Whom a kept value is about, and until when it may be kept (never past the cache's TTL). */
export interface Owner {
  userId: string;
  /** ms since the epoch; the TTL alone when absent. */
  expiresAt?: number;
}

interface Entry<V> {
  value: V;
  userId: string;
  expiresAt: number;
}

export interface UserCacheOptions {
  /** How long a value is kept at most (ms). */
  ttlMs?: number;
  /** How many keys are remembered; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** What a change listener tells a cache (change-listener.ts). */
export interface HearsChanges {
  /** Changes are heard (true) or cannot be (false); either way the cache starts empty. */
  setLive(live: boolean): void;
  /** Something of this user changed. */
  invalidateUser(userId: string): void;
  /** Anything may have changed. */
  clear(): void;
}

/**
 * Values read from PostgreSQL, kept in memory by key, each about one user, so that a repeated read does
 * not ask the database. Correct only while changes are heard: a change listener calls `invalidateUser`
 * for every change PostgreSQL announces, and switches the cache off (`setLive(false)`) while it cannot
 * hear them. A read that overlapped a change is not kept: it may have seen the rows before it. Decision 018.
 */
export class UserCache<V> implements HearsChanges {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #keysByUser = new Map<string, Set<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Moves on with every change heard, so a read started before a change is not kept. */
  #epoch = 0;
  #live = false;

  constructor({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: UserCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** Whether values are kept: only while changes are heard. */
  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  /** The kept value for this key, while fresh. */
  get(key: string): V | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry.value;
    this.#remove(key, entry);
    return undefined;
  }

  /**
   * Reads the value with `read` and keeps it under `ownerOf`'s user, unless a change was heard meanwhile
   * or `ownerOf` answers null (nothing to keep).
   */
  async load<T extends V | null>(
    key: string,
    read: () => Promise<T>,
    ownerOf: (value: NonNullable<T>) => Owner | null,
  ): Promise<T> {
    const epoch = this.#epoch;
    const value = await read();
    if (value === null || !this.#live || epoch !== this.#epoch) return value;
    const owner = ownerOf(value as NonNullable<T>);
    if (owner) this.#keep(key, value as V, owner);
    return value;
  }

  invalidateUser(userId: string): void {
    this.#epoch++;
    for (const key of this.#keysByUser.get(userId) ?? []) {
      const entry = this.#entries.get(key);
      if (entry) this.#remove(key, entry);
    }
  }

  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#keysByUser.clear();
  }

  #keep(key: string, value: V, { userId, expiresAt }: Owner): void {
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    const until = Math.min(this.#now() + this.#ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
    this.#entries.set(key, { value, userId, expiresAt: until });
    const keys = this.#keysByUser.get(userId) ?? new Set<string>();
    this.#keysByUser.set(userId, keys);
    keys.add(key);
    if (this.#entries.size > this.#maxEntries) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry<V>];
      this.#remove(oldestKey, oldest);
    }
  }

  #remove(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(entry.userId);
  }
}
