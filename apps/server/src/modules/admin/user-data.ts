import { asc, eq, sql } from 'drizzle-orm';
import { activeDays, adminActions } from '../../db/admin-schema.ts';
import { user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { supportRequests } from '../../db/support-schema.ts';
import type { UserDataOwner } from '../../platform/user-data/registry.ts';

/** What the audit log shows for an account that was deleted, instead of its email. */
export const DELETED_ACCOUNT_LABEL = '(deleted account)';

/** A JSON string value that looks like an email address. */
const EMAIL_LIKE = '^[^@[:space:]]+@[^@[:space:]]+$';

/** The days the cook used Larder (UTC), oldest first: what the usage dashboard counts. */
async function activeDaysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: activeDays.day })
    .from(activeDays)
    .where(eq(activeDays.userId, userId))
    .orderBy(asc(activeDays.day));
  return rows.map((row) => row.day);
}

/**
 * The audit log outlives the account (who did what stays), but not the cook's address: the lines about the
 * account (or its support requests, whose label is the cook's subject) lose their label, and every line
 * loses detail values that are the cook's address or look like one (`support.reply`'s `to`).
 */
async function forgetInAuditLog(tx: Tx, userId: string): Promise<void> {
  const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const email = account?.email.toLowerCase() ?? null;
  const aboutTheCook = sql`(
    (${adminActions.targetType} = 'user' and ${adminActions.targetId} = ${userId})
    or (${adminActions.targetType} = 'support' and ${adminActions.targetId} in (
      select ${supportRequests.id}::text from ${supportRequests} where ${supportRequests.userId} = ${userId})))`;
  await tx.execute(sql`
    update ${adminActions} set
      target_label = case when ${aboutTheCook} then ${DELETED_ACCOUNT_LABEL} else target_label end,
      detail = coalesce((
        select jsonb_object_agg(entry.key, entry.value) from jsonb_each(detail) as entry
        where not (jsonb_typeof(entry.value) = 'string' and entry.value #>> '{}' ~ ${EMAIL_LIKE})
      ), '{}'::jsonb)
    where ${aboutTheCook}
      or exists (
        select 1 from jsonb_each_text(detail) as entry where lower(entry.value) = ${email})`);
}

/**
 * The admin area's rows about a cook: the days they used Larder (exported, deleted with the account, moved
 * from an anonymous cook to the account they sign in to), and the audit log's lines about them, which stay
 * without their address. Registered before the support requests (app.ts): the audit log finds the lines
 * about the cook's support requests through them.
 */
export const adminUserData: UserDataOwner = {
  name: 'activeDays',
  exportFor: activeDaysOf,
  deleteFor: async (tx, userId) => {
    await forgetInAuditLog(tx, userId);
    await tx.delete(activeDays).where(eq(activeDays.userId, userId));
  },
  moveTo: async (tx, from, to) => {
    await tx.execute(sql`
      insert into ${activeDays} (user_id, day)
      select ${to}, day from ${activeDays} where user_id = ${from}
      on conflict do nothing`);
    await tx.delete(activeDays).where(eq(activeDays.userId, from));
  },
};
