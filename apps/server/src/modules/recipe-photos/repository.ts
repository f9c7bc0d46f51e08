import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recipePhotos } from '../../db/recipe-photo-schema.ts';
import { fileDeletions, uploads } from '../../db/upload-schema.ts';

/** The cook's photos of these recipes: recipe id → the photo's address. */
export async function photoAddresses(
  db: Db | Tx,
  userId: string,
  recipeIds: readonly string[],
): Promise<Map<string, string>> {
  if (recipeIds.length === 0) return new Map();
  const rows = await db
    .select({ recipeId: recipePhotos.recipeId, address: uploads.address })
    .from(recipePhotos)
    .innerJoin(uploads, eq(uploads.id, recipePhotos.uploadId))
    .where(and(eq(recipePhotos.userId, userId), inArray(recipePhotos.recipeId, [...new Set(recipeIds)])));
  return new Map(rows.map((row) => [row.recipeId, row.address]));
}

/** The upload of the cook's photo of a recipe, with the row locked until the transaction ends. */
async function lockedPhotoUpload(tx: Tx, userId: string, recipeId: string) {
  const [row] = await tx
    .select({ uploadId: recipePhotos.uploadId })
    .from(recipePhotos)
    .where(and(eq(recipePhotos.userId, userId), eq(recipePhotos.recipeId, recipeId)))
    .for('update');
  return row?.uploadId ?? null;
}

/** Forgets an upload and queues its file for deletion from the store (in the caller's transaction). */
async function dropUpload(tx: Tx, uploadId: string): Promise<void> {
  const [gone] = await tx
    .delete(uploads)
    .where(eq(uploads.id, uploadId))
    .returning({ bucket: uploads.bucket, key: uploads.key });
  if (gone) await tx.insert(fileDeletions).values({ bucket: gone.bucket, key: gone.key });
}

/** The upload id stored at bucket/key (just written by the uploads service). */
export async function uploadIdAt(tx: Tx, bucket: string, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.bucket, bucket), eq(uploads.key, key)));
  return row?.id ?? null;
}

/** Puts this upload as the cook's photo of the recipe; the photo it replaces is queued for deletion. */
export async function keepPhoto(tx: Tx, userId: string, recipeId: string, uploadId: string) {
  const before = await lockedPhotoUpload(tx, userId, recipeId);
  await tx
    .insert(recipePhotos)
    .values({ userId, recipeId, uploadId })
    .onConflictDoUpdate({
      target: [recipePhotos.userId, recipePhotos.recipeId],
      set: { uploadId, updatedAt: sql`now()` },
    });
  if (before && before !== uploadId) await dropUpload(tx, before);
}

/** Removes the cook's photo of the recipe, queueing its file for deletion; false when there was none. */
export async function dropPhoto(tx: Tx, userId: string, recipeId: string): Promise<boolean> {
  const before = await lockedPhotoUpload(tx, userId, recipeId);
  if (!before) return false;
  // The photo's row goes with its upload (on delete cascade).
  await dropUpload(tx, before);
  return true;
}

/** What the export lists: each photo's recipe, address and when it was added or changed. */
export async function photoRecords(db: Db, userId: string) {
  return db
    .select({
      recipeId: recipePhotos.recipeId,
      address: uploads.address,
      createdAt: recipePhotos.createdAt,
      updatedAt: recipePhotos.updatedAt,
    })
    .from(recipePhotos)
    .innerJoin(uploads, eq(uploads.id, recipePhotos.uploadId))
    .where(eq(recipePhotos.userId, userId))
    .orderBy(asc(recipePhotos.createdAt), asc(recipePhotos.recipeId));
}

/** Account deletion: the rows go (their files are queued by the uploads' own deletion). */
export async function deletePhotoRows(tx: Tx, userId: string): Promise<void> {
  await tx.delete(recipePhotos).where(eq(recipePhotos.userId, userId));
}

/** Anonymous cooks cannot add photos, so there is nothing to merge: any row simply follows its cook. */
export async function movePhotos(tx: Tx, from: string, to: string): Promise<void> {
  await tx.update(recipePhotos).set({ userId: to }).where(eq(recipePhotos.userId, from));
}
