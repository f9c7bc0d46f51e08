import { randomUUID } from 'node:crypto';
import { PHOTO_MESSAGES, type PhotoAnswer } from '@larder/domain/api/recipe-photos';
import type { Recipe } from '@larder/kitchen/recipes';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { ATTACHMENT_BUCKET } from '../../platform/storage/safe-file-name.ts';
import { sniffAttachment } from '../../platform/storage/sniff-file.ts';
import { deleteQueuedFiles, storeUpload } from '../../platform/uploads/service.ts';
import { hasCooked } from '../profile/repository.ts';
import { importedBy, isImported } from '../recipes/imported-recipe.ts';
import { isRecipeId, ownShownRecipe } from '../recipes/shown-recipe.ts';
import { dropPhoto, keepPhoto, photoAddresses, uploadIdAt } from './repository.ts';
import { resizePhoto } from './resize-photo.ts';

/** A photo from the cook's device: JPEG or PNG by its bytes, 10 MB at most. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface PhotoDeps {
  db: Db;
  storage: ObjectStorage;
  log: Logger;
}

const refused = (message: string) =>
  new AppError('validation_failed', `photo: ${message}`, { field: 'photo' });

/** The photo's bytes checked (by content, never its name) and made into the JPEG that is kept. */
async function storedBytes(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw refused(PHOTO_MESSAGES.empty);
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refused(PHOTO_MESSAGES.tooLarge);
  const type = sniffAttachment(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw refused(PHOTO_MESSAGES.notPhoto);
  const resized = await resizePhoto(bytes);
  if (!resized.ok) {
    throw refused(
      resized.problem === 'too_many_pixels' ? PHOTO_MESSAGES.tooManyPixels : PHOTO_MESSAGES.unreadable,
    );
  }
  return resized.bytes;
}

/** Files of replaced or removed photos leave the store now; one the store keeps waits for the sweep. */
async function deleteReplaced(deps: PhotoDeps): Promise<void> {
  await deleteQueuedFiles(deps).catch((error: unknown) => {
    deps.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'a replaced photo is queued; the next sweep deletes it',
    );
  });
}

/**
 * Puts the cook's own photo on a recipe they imported or cooked: decoded and resized here (so it is
 * really a picture, upright, 1600 px at most, without its EXIF), stored as their upload at
 * `recipe-photos/{random}.jpg` (the address says nothing of who took it). A photo it replaces is deleted.
 */
export async function setRecipePhoto(
  deps: PhotoDeps,
  user: CurrentUser,
  id: string,
  bytes: Uint8Array,
): Promise<PhotoAnswer> {
  if (user.isAnonymous) throw new AppError('forbidden', PHOTO_MESSAGES.account);
  const { recipe } = await ownShownRecipe(deps.db, user.id, id);
  if (!importedBy(recipe, user.id) && !(await hasCooked(deps.db, user.id, id))) {
    throw new AppError('conflict', PHOTO_MESSAGES.cookFirst);
  }
  const jpeg = await storedBytes(bytes);
  const key = `recipe-photos/${randomUUID()}.jpg`;
  const address = await storeUpload(deps, {
    userId: user.id,
    bucket: ATTACHMENT_BUCKET,
    key,
    name: `${id}.jpg`,
    type: 'image/jpeg',
    bytes: jpeg,
  });
  await inUserTransaction(deps.db, user.id, async (tx) => {
    const uploadId = await uploadIdAt(tx, ATTACHMENT_BUCKET, key);
    if (!uploadId) throw new Error('the photo just stored has no upload record');
    await keepPhoto(tx, user.id, id, uploadId);
  });
  await deleteReplaced(deps);
  return { id, photo: address };
}

/** Removes the cook's photo of the recipe and deletes its file. */
export async function removeRecipePhoto(
  deps: PhotoDeps,
  user: CurrentUser,
  id: string,
): Promise<PhotoAnswer> {
  const removed =
    isRecipeId(id) && (await inUserTransaction(deps.db, user.id, (tx) => dropPhoto(tx, user.id, id)));
  if (!removed) throw new AppError('not_found', PHOTO_MESSAGES.none);
  await deleteReplaced(deps);
  return { id, photo: null };
}

type Photographed = { id: string; photo?: string };

/** Each recipe with the photo found for it, or none at all (never a photo it came with). */
function withPhotos<T extends Photographed>(recipes: readonly T[], photos: Map<string, string>): T[] {
  return recipes.map(({ photo: _none, ...recipe }) => {
    const photo = photos.get(recipe.id);
    return (photo ? { ...recipe, photo } : recipe) as T;
  });
}

/** The cook's photos of these recipes: recipe id → address. */
export function cookPhotosOf(db: Db, userId: string, recipeIds: readonly string[]) {
  return photoAddresses(db, userId, recipeIds);
}

/** Recipes as this cook is shown them: with their own photo, where they added one, and no one else's. */
export async function withCookPhotos<T extends Photographed>(
  db: Db,
  userId: string,
  recipes: readonly T[],
): Promise<T[]> {
  const photos = await cookPhotosOf(
    db,
    userId,
    recipes.map((recipe) => recipe.id),
  );
  return withPhotos(recipes, photos);
}

/** One recipe with the cook's photo of it. */
export async function withCookPhoto<T extends Photographed>(db: Db, userId: string, recipe: T) {
  const [shown] = await withCookPhotos(db, userId, [recipe]);
  return shown ?? recipe;
}

/**
 * Recipes as anyone may see them on a public page: an imported recipe with its importer's photo, the
 * only photo a stranger is ever shown; every other recipe without one.
 */
export async function withImporterPhotos<T extends Photographed>(
  db: Db,
  stored: readonly Recipe[],
  recipes: readonly T[],
): Promise<T[]> {
  const byImporter = new Map<string, string[]>();
  for (const recipe of stored) {
    if (isImported(recipe))
      byImporter.set(recipe.imported.by, [...(byImporter.get(recipe.imported.by) ?? []), recipe.id]);
  }
  const photos = new Map<string, string>();
  for (const [importer, ids] of byImporter) {
    for (const [id, address] of await photoAddresses(db, importer, ids)) photos.set(id, address);
  }
  return withPhotos(recipes, photos);
}
