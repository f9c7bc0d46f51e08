import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { supportRequests } from '../../db/support-schema.ts';

export async function insertSupportRequest(
  tx: Db | Tx,
  values: typeof supportRequests.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The user's contact requests and bug reports, as stored. */
export async function supportRecords(db: Db, userId: string) {
  return db
    .select({
      id: supportRequests.id,
      type: supportRequests.type,
      request: supportRequests.payload,
      attachments: supportRequests.attachments,
      createdAt: supportRequests.createdAt,
    })
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.createdAt));
}

export async function deleteSupportData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
}

export async function moveSupportData(tx: Db | Tx, from: string, to: string): Promise<void> {
  await tx.update(supportRequests).set({ userId: to }).where(eq(supportRequests.userId, from));
}
