import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { HearsChanges } from './user-cache.ts';

/** Where PostgreSQL says a session or user row changed (migration 0009; payload: the user id). */
export const SESSION_CHANGES_CHANNEL = 'larder_session_changed';
/** Where PostgreSQL says a pantry item changed (migration 0010; payload: the user id). */
export const PANTRY_CHANGES_CHANNEL = 'larder_pantry_changed';
/** Where a listener's own test and sync announcements go. */
const MARKS_CHANNEL = 'larder_changes_marks';

/** Sends one announcement (pg_notify) on a short connection of its own. */
async function announceOnce(url: string, channel: string, payload: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [channel, payload]);
  } finally {
    await client.end();
  }
}

export interface ChangeListener {
  /**
   * Resolves once every change committed before the call has been heard (and its caches told): a
   * mark is announced and awaited, and PostgreSQL delivers announcements in commit order. A request
   * that changed something awaits it before answering, so the cook's next request cannot read a kept
   * value from before their own change. If the mark is not heard in time, the caches go off and a new
   * connection is made.
   */
  sync: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface ChangeListenerOptions {
  url: string;
  /** The caches to tell, by the channel whose announcements (a user id, or empty for everyone) concern them. */
  caches: Record<string, HearsChanges>;
  logger: Logger;
  /** Sends an announcement for `sync` (the server's pool); a short connection of its own by default. */
  announce?: (channel: string, payload: string) => Promise<void>;
  retryMs?: number;
  /** How long a test or sync announcement may take to be heard before the connection is judged deaf. */
  probeMs?: number;
}

/**
 * Listens on its own connection for the changes PostgreSQL announces, made by any server on this
 * database or by hand, and tells the caches. While the connection is down the caches are off (every
 * request asks PostgreSQL) and a new connection is tried every `retryMs`; once listening again they start
 * empty. Resolves after the first attempt, heard or not. Decision 018.
 */
export async function listenForChanges(options: ChangeListenerOptions): Promise<ChangeListener> {
  const { url, caches, logger, retryMs = 1_000, probeMs = 5_000 } = options;
  const announce = options.announce ?? ((channel, payload) => announceOnce(url, channel, payload));
  const everyCache = Object.values(caches);
  const setLive = (live: boolean) => {
    for (const cache of everyCache) cache.setLive(live);
  };
  /** Marks announced and not yet heard, by payload. */
  const awaited = new Map<string, () => void>();
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let warnedDeaf = false;

  /** Announces a mark and resolves true once `client` hears it, false after `probeMs`. */
  const hearMark = async (send: (payload: string) => Promise<void>): Promise<boolean> => {
    const mark = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      awaited.set(mark, () => resolve(true));
      timer = setTimeout(() => resolve(false), probeMs);
      timer.unref();
    });
    try {
      await send(mark);
      return await heard;
    } finally {
      clearTimeout(timer);
      awaited.delete(mark);
    }
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      if (current === client) {
        current = undefined;
        setLive(false);
        if (!stopped) logger.info('changes are not heard: every request asks the database meanwhile');
      }
      client.end().catch(() => undefined);
      if (!stopped) {
        // A pooler that delivers nothing will not start to: asked again once a minute only.
        retry = setTimeout(() => void connect(), warnedDeaf ? Math.max(retryMs, 60_000) : retryMs);
        retry.unref();
      }
    };
    client.on('error', onGone);
    client.on('end', onGone);
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === MARKS_CHANNEL) awaited.get(payload)?.();
      else if (payload) caches[channel]?.invalidateUser(payload);
      else caches[channel]?.clear();
    });
    try {
      await client.connect();
      await client.query(
        [MARKS_CHANNEL, ...Object.keys(caches)].map((channel) => `listen ${channel}`).join('; '),
      );
      // Announced from another connection: a connection pooler in transaction mode (PgBouncer) takes
      // the LISTEN but delivers nothing, and the caches must then stay off.
      const heard = await hearMark((mark) => announceOnce(url, MARKS_CHANNEL, mark));
      if (!heard) {
        if (!warnedDeaf)
          logger.warn(
            'PostgreSQL does not deliver notifications on this connection (a pooler in transaction mode?): every request asks the database',
          );
        warnedDeaf = true;
        throw new Error('changes are not delivered');
      }
      if (warnedDeaf) {
        warnedDeaf = false;
        logger.info('changes are heard again');
      }
    } catch {
      onGone();
      return;
    }
    if (gone) return;
    if (stopped) {
      gone = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    setLive(true);
  };

  await connect();
  return {
    sync: async () => {
      const client = current;
      if (!client) return;
      const heard = await hearMark((mark) => announce(MARKS_CHANNEL, mark)).catch(() => false);
      // Not heard in time: this connection is judged deaf (the caches go off until a new one hears).
      if (!heard && current === client) await client.end().catch(() => undefined);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
