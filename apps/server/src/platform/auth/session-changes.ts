import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { SessionCache } from './session-cache.ts';

/** Where PostgreSQL says a session or user row changed (migration 0009's triggers; payload: the user id). */
export const SESSION_CHANGES_CHANNEL = 'larder_session_changed';

/** Payloads of the test announcements each new listening connection sends itself from another one. */
const PROBE_PREFIX = 'probe:';

async function announce(url: string, payload: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, payload]);
  } finally {
    await client.end();
  }
}

export interface SessionChanges {
  stop: () => Promise<void>;
}

/**
 * Listens on its own connection for every change to a session or user row, made by any server on this
 * database, and tells the cache. While the connection is down the cache is off (every request asks
 * PostgreSQL) and a new connection is tried every `retryMs`; once listening again the cache starts empty.
 * Resolves after the first attempt, heard or not.
 */
export async function listenForSessionChanges(options: {
  url: string;
  cache: SessionCache;
  logger: Logger;
  retryMs?: number;
  /** How long a test announcement may take to be heard before the connection is judged deaf. */
  probeMs?: number;
}): Promise<SessionChanges> {
  const { url, cache, logger, retryMs = 1_000, probeMs = 5_000 } = options;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let warnedDeaf = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      if (current === client) {
        current = undefined;
        cache.setLive(false);
        if (!stopped) logger.info('session changes are not heard: every request asks the database meanwhile');
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
    const probe = `${PROBE_PREFIX}${randomUUID()}`;
    let heardProbe: (heard: boolean) => void = () => undefined;
    const probeHeard = new Promise<boolean>((resolve) => {
      heardProbe = resolve;
    });
    client.on('notification', ({ payload }) => {
      if (payload === probe) heardProbe(true);
      else if (payload?.startsWith(PROBE_PREFIX)) return;
      else if (payload) cache.invalidateUser(payload);
      else cache.clear();
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      // Announced from another connection: a connection pooler in transaction mode (PgBouncer) takes
      // the LISTEN but delivers nothing, and the cache must then stay off.
      const timer = setTimeout(() => heardProbe(false), probeMs);
      timer.unref();
      let heard: boolean;
      try {
        await announce(url, probe);
        heard = await probeHeard;
      } finally {
        clearTimeout(timer);
      }
      if (!heard) {
        if (!warnedDeaf)
          logger.warn(
            'PostgreSQL does not deliver notifications on this connection (a pooler in transaction mode?): sessions are looked up in the database on every request',
          );
        warnedDeaf = true;
        throw new Error('session changes are not delivered');
      }
      if (warnedDeaf) {
        warnedDeaf = false;
        logger.info('session changes are heard again');
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
    cache.setLive(true);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      cache.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
