import { ADMIN_PAGE_SIZE } from '@larder/domain/api/admin';
import type { EntitlementStore } from '@larder/domain/entitlements';
import { PRO_ENTITLEMENT } from '@larder/domain/entitlements';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { activeDays } from '../../db/admin-schema.ts';
import { account, session, user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { entitlements } from '../../db/entitlement-schema.ts';

/** An account as the admin area reads it: the user, how it signs in, its Pro and its last active day. */
const accountColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  createdAt: user.createdAt,
  isAnonymous: user.isAnonymous,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  signInMethods: sql<string[]>`coalesce((
    select array_agg(distinct ${account.providerId} order by ${account.providerId})
    from ${account} where ${account.userId} = ${user.id}), '{}')`,
  proStore: sql<EntitlementStore | null>`${entitlements.store}`,
  proExpiresAt: entitlements.expiresAt,
  lastActiveOn: sql<string | null>`(
    select to_char(max(${activeDays.day}), 'YYYY-MM-DD') from ${activeDays} where ${activeDays.userId} = ${user.id})`,
};
const withPro = and(eq(entitlements.userId, user.id), eq(entitlements.entitlement, PRO_ENTITLEMENT));
const selectAccounts = (db: Db | Tx) => db.select(accountColumns).from(user).leftJoin(entitlements, withPro);
export type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

/** Accounts whose email matches the pattern (all when null), newest first, one page. */
export async function accountPage(db: Db, pattern: string | null, offset: number) {
  const where = pattern ? ilike(user.email, pattern) : undefined;
  const [rows, [count]] = await Promise.all([
    selectAccounts(db)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(user).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function accountById(db: Db | Tx, id: string): Promise<AccountRow | null> {
  const [row] = await selectAccounts(db).where(eq(user.id, id));
  return row ?? null;
}

/** An admin's account with its disabled state, as `lockAdmins` answers it. */
export type AdminRow = { id: string; banned: boolean | null; banExpires: Date | null };

/**
 * Every admin's row, locked until the transaction ends (in one order, by id): two admins changing each
 * other's role or disabled state take turns, and the second sees what the first did.
 */
export async function lockAdmins(tx: Tx): Promise<AdminRow[]> {
  return tx
    .select({ id: user.id, banned: user.banned, banExpires: user.banExpires })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id))
    .for('update');
}

export async function setRole(tx: Db | Tx, id: string, role: 'admin' | 'user'): Promise<void> {
  await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}

/**
 * Disables an account with better-auth's admin fields (its session hook then refuses every sign-in) and
 * ends every session it has; enabling clears them.
 */
export async function setDisabled(tx: Db | Tx, id: string, disabled: boolean, reason: string): Promise<void> {
  await tx
    .update(user)
    .set({ banned: disabled, banReason: disabled ? reason : null, banExpires: null, updatedAt: new Date() })
    .where(eq(user.id, id));
  if (disabled) await tx.delete(session).where(eq(session.userId, id));
}
