import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { fileDeletions, uploads } from '../../db/upload-schema.ts';

export type NewUpload = typeof uploads.$inferInsert;
export type FileDeletion = typeof fileDeletions.$inferSelect;

export async function insertUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** Which of `addresses` are, exactly, addresses of files stored for this user. */
export async function storedAddresses(db: Db, userId: string, addresses: readonly string[]) {
  if (addresses.length === 0) return new Set<string>();
  const rows = await db
    .select({ address: uploads.address })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.address, [...addresses])));
  return new Set(rows.map((row) => row.address));
}

export async function uploadRecords(db: Db, userId: string) {
  return db
    .select({
      address: uploads.address,
      name: uploads.name,
      type: uploads.type,
      size: uploads.size,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt), asc(uploads.key));
}

/** Deletes the user's upload rows and answers where their files are. */
export async function takeUploads(tx: Db | Tx, userId: string) {
  return tx
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ bucket: uploads.bucket, key: uploads.key });
}

export async function moveUploads(tx: Db | Tx, from: string, to: string): Promise<void> {
  await tx.update(uploads).set({ userId: to }).where(eq(uploads.userId, from));
}

export async function insertFileDeletions(
  tx: Db | Tx,
  rows: readonly { bucket: string; key: string; wholeFolder: boolean }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(fileDeletions).values([...rows]);
}

/** Deletions due by `now`, oldest first. */
export async function dueFileDeletions(db: Db, now: Date, limit: number): Promise<FileDeletion[]> {
  return db
    .select()
    .from(fileDeletions)
    .where(lte(fileDeletions.nextAttemptAt, now))
    .orderBy(asc(fileDeletions.nextAttemptAt), asc(fileDeletions.id))
    .limit(limit);
}

export async function finishFileDeletion(db: Db, id: number): Promise<void> {
  await db.delete(fileDeletions).where(eq(fileDeletions.id, id));
}

export async function postponeFileDeletion(db: Db, id: number, error: string, nextAttemptAt: Date) {
  await db
    .update(fileDeletions)
    .set({ attempts: sql`${fileDeletions.attempts} + 1`, lastError: error, nextAttemptAt })
    .where(eq(fileDeletions.id, id));
}
