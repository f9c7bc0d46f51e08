import { eq } from 'drizzle-orm';
import { account, session, user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';

/**
 * The account's own rows, every column but the secrets: no password hashes, no session, access, refresh
 * or id tokens (and the `verification` table, which holds only tokens, is left out).
 */
export async function accountRecords(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      isAnonymous: user.isAnonymous,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const signInMethods = await db
    .select({
      provider: account.providerId,
      providerAccountId: account.accountId,
      scope: account.scope,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
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
export async function deleteUserRow(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
