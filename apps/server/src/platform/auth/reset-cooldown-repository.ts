import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/**
 * Records a reset email to `address` at `now` unless the last one was sent after `cutoff`, atomically
 * (one row per address). True when this request claimed the slot.
 */
export async function claimResetRow(db: Db, address: string, now: Date, cutoff: Date): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into reset_cooldowns (email, last_sent_at) values (${address}, ${now})
    on conflict (email) do update set last_sent_at = excluded.last_sent_at
    where reset_cooldowns.last_sent_at <= ${cutoff}
    returning email`);
  return claimed.rows.length > 0;
}

/** When the last reset email to `address` was sent, if one was. */
export async function lastResetSentAt(db: Db, address: string): Promise<Date | null> {
  const current = await db.execute<{ last_sent_at: Date }>(
    sql`select last_sent_at from reset_cooldowns where email = ${address}`,
  );
  const last = current.rows[0]?.last_sent_at;
  return last ? new Date(last) : null;
}
