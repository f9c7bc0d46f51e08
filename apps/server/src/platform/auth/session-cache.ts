import type { Auth } from './create-auth.ts';

/** What better-auth's getSession answers for a request with a live session. */
export type FoundSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export interface CachedSession {
  session: FoundSession;
  /** The session as get-session's JSON answer, made on first use. */
  json?: { text: string; bytes: number };
}

interface Entry extends CachedSession {
  userId: string;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long an answer is kept at most (ms); also bounded by the session's own expiry. */
  ttlMs?: number;
  /** How many credentials are remembered; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions this process looked up lately, by the credential that asked (Authorization and Cookie
 * headers), so that a signed-in request does not ask PostgreSQL every time. Correct only while changes
 * are heard: session-changes.ts calls `invalidateUser` for every session or user row that changes
 * anywhere (sign-out, revocation, password change, role, deletion), and switches the cache off while it
 * cannot hear them. A lookup that overlapped a change is not kept. Decision 018.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByUser = new Map<string, Set<string>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Moves on with every change heard, so a lookup started before a change is not kept. */
  #epoch = 0;
  #live = false;

  constructor({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** Whether answers are kept: only while changes are heard. */
  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Turns the cache on (changes are heard) or off; either way it starts empty. */
  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  /** The kept answer for this credential, while fresh. */
  get(key: string): CachedSession | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry;
    this.#remove(key, entry);
    return undefined;
  }

  /** Looks the session up with `load` and keeps it, unless a change was heard while it was looked up. */
  async load(key: string, load: () => Promise<FoundSession | null>): Promise<FoundSession | null> {
    const epoch = this.#epoch;
    const session = await load();
    if (session && this.#live && epoch === this.#epoch) this.#keep(key, session);
    return session;
  }

  /** A session or the user of this id changed: forget every answer about them. */
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

  #keep(key: string, session: FoundSession): void {
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    const userId = session.user.id;
    const expiresAt = Math.min(this.#now() + this.#ttlMs, new Date(session.session.expiresAt).getTime());
    this.#entries.set(key, { session, userId, expiresAt });
    const keys = this.#keysByUser.get(userId) ?? new Set<string>();
    this.#keysByUser.set(userId, keys);
    keys.add(key);
    if (this.#entries.size > this.#maxEntries) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry];
      this.#remove(oldestKey, oldest);
    }
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(entry.userId);
  }
}
