import { ADMIN_PAGE_SIZE, type AdminAction } from '@larder/domain/api/admin';
import { desc, ilike, or, sql } from 'drizzle-orm';
import { adminActions } from '../../db/admin-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { containsPattern, offsetOf, pageAnswer } from './paging.ts';

/** The admin who acted, as the audit log keeps them. */
export interface ActingAdmin {
  id: string;
  email: string;
}

/** One line of the audit log; written in the same transaction as the change it records. */
export async function recordAdminAction(
  tx: Db | Tx,
  admin: ActingAdmin,
  action: AdminAction['action'],
  target: { type: AdminAction['targetType']; id: string; label: string },
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action,
    targetType: target.type,
    targetId: target.id,
    targetLabel: target.label,
    detail,
  });
}

/** `GET /api/admin/audit`: newest first; the search matches the admin's email, the target or the action. */
export async function auditPage(db: Db, search: string, page: number) {
  const pattern = containsPattern(search);
  const where = pattern
    ? or(
        ilike(adminActions.adminEmail, pattern),
        ilike(adminActions.targetLabel, pattern),
        ilike(adminActions.targetId, pattern),
        ilike(adminActions.action, pattern),
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ total: sql<number>`count(*)::int` }).from(adminActions).where(where),
  ]);
  const actions = rows.map(
    (row): AdminAction => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      adminEmail: row.adminEmail,
      action: row.action as AdminAction['action'],
      targetType: row.targetType as AdminAction['targetType'],
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      detail: row.detail,
    }),
  );
  return pageAnswer(actions, page, count?.total ?? 0);
}
