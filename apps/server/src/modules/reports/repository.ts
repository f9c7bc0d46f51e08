import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { contentReports } from '../../db/collection-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { containsPattern } from '../admin/paging.ts';

export async function insertReport(
  db: Db,
  values: {
    kind: 'recipe' | 'collection';
    itemId: string;
    reason: string;
    note: string;
    userId: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(contentReports)
    .values({
      kind: values.kind,
      itemId: values.itemId,
      reason: values.reason,
      note: values.note,
      reporterUserId: values.userId,
    })
    .returning({ id: contentReports.id });
  if (!row) throw new Error('The report was not stored.');
  return row.id;
}

export async function reportPage(
  db: Db,
  { status, search }: { status: string | undefined; search: string },
  offset: number,
  limit: number,
) {
  const pattern = containsPattern(search);
  return db
    .select()
    .from(contentReports)
    .where(
      and(
        status ? eq(contentReports.status, status as 'open') : undefined,
        pattern
          ? or(
              ilike(contentReports.itemId, pattern),
              ilike(contentReports.reason, pattern),
              ilike(contentReports.note, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .offset(offset)
    .limit(limit);
}

export async function reportById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id));
  return row ?? null;
}

/** Decides every open report of the same item at once: hiding it answers them all. */
export async function decideReports(
  db: Db | Tx,
  item: { kind: 'recipe' | 'collection'; itemId: string },
  status: 'hidden' | 'dismissed',
): Promise<void> {
  await db
    .update(contentReports)
    .set({ status, decidedAt: sql`now()` })
    .where(
      and(
        eq(contentReports.kind, item.kind),
        eq(contentReports.itemId, item.itemId),
        eq(contentReports.status, 'open'),
      ),
    );
}
