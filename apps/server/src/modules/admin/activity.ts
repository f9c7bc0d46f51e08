import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { utcDay } from './paging.ts';

/** How many (user, day) pairs one process remembers having written; the oldest are forgotten first. */
const REMEMBERED = 20_000;

/** Marks the user active on the day (once: the pair is the key); a user deleted meanwhile is skipped. */
async function recordActiveDay(db: Db, userId: string, day: string): Promise<void> {
  await db.execute(sql`
    insert into active_days (user_id, day)
    select ${userId}, ${day}::date where exists (select 1 from "user" where id = ${userId})
    on conflict do nothing`);
}

/**
 * What `watchSessions` calls for each request with a session: records that the user used Larder today
 * (UTC), for the usage dashboard's daily and weekly active cooks. At most one write per user and day in
 * this process, never awaited by the request; a failed write is logged and tried again on a later request.
 */
export function activityRecorder(db: Db, logger: Logger, now: () => number) {
  const written = new Set<string>();
  return (userId: string): void => {
    const day = utcDay(now());
    const key = `${day} ${userId}`;
    if (written.has(key)) return;
    if (written.size >= REMEMBERED) {
      const oldest = written.values().next().value;
      if (oldest !== undefined) written.delete(oldest);
    }
    written.add(key);
    recordActiveDay(db, userId, day).catch((error: unknown) => {
      written.delete(key);
      logger.warn({ err: error }, 'the active day could not be recorded');
    });
  };
}
