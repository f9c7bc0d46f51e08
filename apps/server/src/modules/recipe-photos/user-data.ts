import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deletePhotoRows, movePhotos, photoRecords } from './repository.ts';

/**
 * The cook's photos of recipes: listed in the export (each recipe and its photo's address); deleted with
 * the account, their files with the account's uploads.
 */
export const recipePhotosUserData: UserDataOwner = {
  name: 'recipePhotos',
  exportFor: photoRecords,
  deleteFor: deletePhotoRows,
  moveTo: movePhotos,
};
