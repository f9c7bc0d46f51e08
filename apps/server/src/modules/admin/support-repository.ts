import { ADMIN_PAGE_SIZE, type SupportStatus } from '@larder/domain/api/admin';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { supportReplies, supportRequests } from '../../db/support-schema.ts';

const requestColumns = {
  id: supportRequests.id,
  type: supportRequests.type,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  payload: supportRequests.payload,
  attachments: supportRequests.attachments,
  email: user.email,
};
const selectRequests = (db: Db | Tx) =>
  db.select(requestColumns).from(supportRequests).innerJoin(user, eq(user.id, supportRequests.userId));
export type SupportRequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** The cook's email, or the subject (title) or message (description) the form sent, matching the pattern. */
function matching(pattern: string): SQL | undefined {
  const field = (name: string) => ilike(sql`${supportRequests.payload}->>${name}`, pattern);
  return or(
    ilike(user.email, pattern),
    field('subject'),
    field('title'),
    field('message'),
    field('description'),
  );
}

export async function supportPage(
  db: Db,
  filter: { status: SupportStatus | undefined; pattern: string | null },
  offset: number,
) {
  const where = and(
    filter.status ? eq(supportRequests.status, filter.status) : undefined,
    filter.pattern ? matching(filter.pattern) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(supportRequests)
      .innerJoin(user, eq(user.id, supportRequests.userId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function supportRequestById(db: Db | Tx, id: string): Promise<SupportRequestRow | null> {
  const [row] = await selectRequests(db).where(eq(supportRequests.id, id));
  return row ?? null;
}

/** The replies to these requests, oldest first, with the replying admin's email when the account remains. */
export async function repliesTo(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: supportReplies.requestId,
      body: supportReplies.body,
      createdAt: supportReplies.createdAt,
      adminEmail: sql<string>`coalesce(${user.email}, '')`,
    })
    .from(supportReplies)
    .leftJoin(user, eq(user.id, supportReplies.adminId))
    .where(inArray(supportReplies.requestId, requestIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

export async function insertReply(
  tx: Db | Tx,
  values: { requestId: string; adminId: string; body: string; mailId: string },
): Promise<void> {
  await tx.insert(supportReplies).values(values);
}

export async function setSupportStatus(tx: Db | Tx, id: string, status: SupportStatus): Promise<void> {
  await tx.update(supportRequests).set({ status, updatedAt: sql`now()` }).where(eq(supportRequests.id, id));
}
