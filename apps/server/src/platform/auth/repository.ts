import { eq, sql } from 'drizzle-orm';
import { serverSecrets, user, verification } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';

/** The account a password-reset token was issued to (better-auth keeps it as `reset-password:{token}`). */
export async function resetTokenOwner(
  db: Db,
  token: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return Boolean(taken);
}

/** The secret kept under `name`: `value` when none was kept yet (the first instance to ask keeps it). */
export async function keptServerSecret(db: Db, name: string, value: string): Promise<string | null> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}

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
