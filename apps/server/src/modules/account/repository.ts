import { eq, sql } from 'drizzle-orm';
import { account, session, user } from '../../db/auth-schema.ts';
import type { Db } from '../../db/database.ts';

/** The account's own rows, without secrets (no password hashes, no tokens). */
export async function accountRecords(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const signInMethods = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db
    .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId));
  return { profile, signInMethods, sessions };
}

/** The first sign-in method's provider ("credential", "google", "apple"). */
export async function primaryProvider(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ provider: account.providerId })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(account.createdAt)
    .limit(1);
  return row?.provider ?? null;
}

/** Deletes the user; sessions and sign-in methods go with it (foreign keys cascade). */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export async function userCounts(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      anonymous: sql<number>`count(*) filter (where ${user.isAnonymous})::int`,
      verified: sql<number>`count(*) filter (where ${user.emailVerified})::int`,
      admins: sql<number>`count(*) filter (where ${user.role} = 'admin')::int`,
    })
    .from(user);
  return row ?? { total: 0, anonymous: 0, verified: 0, admins: 0 };
}
