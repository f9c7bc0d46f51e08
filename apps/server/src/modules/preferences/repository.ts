import type { CookPreferences } from '@larder/domain/api/preferences';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { cookPreferences } from '../../db/profile-schema.ts';

export type PreferencesRow = Readonly<{ preferences: unknown; updatedAt: Date }>;

/** The cook's saved preferences as stored (read against the contract by the service), or null. */
export async function preferencesRow(db: Db | Tx, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select({ preferences: cookPreferences.preferences, updatedAt: cookPreferences.updatedAt })
    .from(cookPreferences)
    .where(eq(cookPreferences.userId, userId));
  return row ?? null;
}

/** Keeps the whole set, replacing what was kept; answers when it was saved. */
export async function savePreferencesRow(
  db: Db | Tx,
  userId: string,
  preferences: CookPreferences,
): Promise<Date> {
  const [row] = await db
    .insert(cookPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: cookPreferences.userId, set: { preferences, updatedAt: sql`now()` } })
    .returning({ updatedAt: cookPreferences.updatedAt });
  if (!row) throw new Error('The preferences were not saved.');
  return row.updatedAt;
}

export async function deletePreferences(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(cookPreferences).where(eq(cookPreferences.userId, userId));
}

/** Gives the anonymous cook's preferences to the account, unless it has its own (the account's win). */
export async function movePreferences(tx: Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${cookPreferences} (user_id, preferences, updated_at)
    select ${to}, preferences, updated_at from ${cookPreferences} where user_id = ${from}
    on conflict (user_id) do nothing`);
  await deletePreferences(tx, from);
}
