import { RESET_COOLDOWN_MS } from '@larder/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/**
 * One password-reset email per address per 90 s (spec §9). Claims the address's slot atomically: the
 * row is written only when the last request is older than the cooldown. Applied to every address,
 * known or not, so the answer never reveals whether an account exists.
 */
export async function claimResetSlot(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const address = email.trim().toLowerCase();
  const cutoff = new Date(now.getTime() - RESET_COOLDOWN_MS);
  const claimed = await db.execute(sql`
    insert into reset_cooldowns (email, last_sent_at) values (${address}, ${now})
    on conflict (email) do update set last_sent_at = excluded.last_sent_at
    where reset_cooldowns.last_sent_at <= ${cutoff}
    returning email`);
  if (claimed.rows.length > 0) return { allowed: true };
  const current = await db.execute<{ last_sent_at: Date }>(
    sql`select last_sent_at from reset_cooldowns where email = ${address}`,
  );
  const last = current.rows[0]?.last_sent_at;
  const waitMs = last ? new Date(last).getTime() + RESET_COOLDOWN_MS - now.getTime() : RESET_COOLDOWN_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
