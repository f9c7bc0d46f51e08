import { randomUUID } from 'node:crypto';
import type { RecipeView } from '@larder/domain/api/recipes';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { ATTACHMENT_BUCKET } from '../../platform/storage/safe-file-name.ts';
import { sniffAttachment } from '../../platform/storage/sniff-file.ts';
import { storeUpload } from '../../platform/uploads/service.ts';
import { importedBy, withPhoto } from '../recipes/imported-recipe.ts';
import { ownShownRecipe } from '../recipes/shown-recipe.ts';
import { keepImportedRecipe } from './repository.ts';
import { viewOf } from './service.ts';

/** A photo from the cook's device: JPEG or PNG by its bytes, 10 MB at most. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export interface PhotoDeps {
  db: Db;
  storage: ObjectStorage;
  now: () => number;
}

const refused = (message: string) =>
  new AppError('validation_failed', `photo: ${message}`, { field: 'photo' });

/**
 * Puts the cook's own photo on a recipe they imported: checked by its bytes (never its name or declared
 * type), stored as their upload at `recipe-photos/{userId}/{recipeId}-{time}.{ext}` (deleted with the
 * account), and shown in place of the source's picture.
 */
export async function setRecipePhoto(
  deps: PhotoDeps,
  user: CurrentUser,
  id: string,
  bytes: Uint8Array,
  today: string,
): Promise<RecipeView> {
  const shown = await ownShownRecipe(deps.db, user.id, id);
  if (!importedBy(shown.recipe, user.id))
    throw new AppError('conflict', 'Photos go on recipes you imported.');
  if (bytes.byteLength === 0) throw refused('Choose a photo to add.');
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refused('That photo is larger than 10 MB.');
  const type = sniffAttachment(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw refused('Choose a JPEG or PNG photo.');
  // A random name: the public address says nothing of who took the photo.
  const key = `recipe-photos/${randomUUID()}.${PHOTO_TYPES[type]}`;
  const name = `${id}.${PHOTO_TYPES[type]}`;
  const address = await storeUpload(deps, {
    userId: user.id,
    bucket: ATTACHMENT_BUCKET,
    key,
    name,
    type,
    bytes,
  });
  const recipe = withPhoto(shown.recipe, address);
  await inUserTransaction(deps.db, user.id, (tx) => keepImportedRecipe(tx, user.id, recipe, today));
  return viewOf(deps.db, user, recipe, today);
}
