import { asc, eq, inArray, sql } from 'drizzle-orm';
import { collectionRecipes, collections, contentReports } from '../../db/collection-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { UserDataOwner } from '../../platform/user-data/registry.ts';

/** The cook's collections (deleted ones kept for Undo too) with their recipe ids, and the reports they sent. */
async function collectionRecords(db: Db, userId: string) {
  const own = await db
    .select()
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.position), asc(collections.createdAt));
  const ids = own.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(collectionRecipes)
          .where(inArray(collectionRecipes.collectionId, ids))
          .orderBy(asc(collectionRecipes.collectionId), asc(collectionRecipes.position));
  const reports = await db
    .select({
      kind: contentReports.kind,
      itemId: contentReports.itemId,
      reason: contentReports.reason,
      note: contentReports.note,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .where(eq(contentReports.reporterUserId, userId));
  return {
    collections: own.map((row) => ({
      ...row,
      recipes: members.filter((member) => member.collectionId === row.id).map((member) => member.recipeId),
    })),
    reports,
  };
}

/** Collections go with the account; reports sent are kept for the admins, without who sent them. */
export const collectionsUserData: UserDataOwner = {
  name: 'collections',
  exportFor: collectionRecords,
  deleteFor: async (tx: Tx, userId: string) => {
    await tx.delete(collections).where(eq(collections.userId, userId));
    await tx
      .update(contentReports)
      .set({ reporterUserId: null })
      .where(eq(contentReports.reporterUserId, userId));
  },
  moveTo: async (tx: Tx, from: string, to: string) => {
    // An anonymous cook has no collections (saving needs an account); a merge of two accounts keeps one
    // "Saved": the other's default becomes an ordinary collection.
    await tx.execute(sql`
      update ${collections} set user_id = ${to},
        is_default = is_default and not exists (select 1 from ${collections} c where c.user_id = ${to} and c.is_default)
      where user_id = ${from}`);
    await tx
      .update(contentReports)
      .set({ reporterUserId: to })
      .where(eq(contentReports.reporterUserId, from));
  },
};
