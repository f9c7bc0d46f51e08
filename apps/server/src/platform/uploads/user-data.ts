import type { UserDataOwner } from '../user-data/registry.ts';
import { moveUploads, uploadRecords } from './repository.ts';
import { queueUserFileDeletion } from './service.ts';

/**
 * The files stored for a user: listed in the export; deleting the account forgets them and queues the
 * files themselves for deletion from the store (done right after the account is gone, see account routes).
 */
export const uploadsUserData: UserDataOwner = {
  name: 'uploads',
  exportFor: uploadRecords,
  deleteFor: queueUserFileDeletion,
  // Anonymous cooks cannot upload (support is for accounts), but a moved row keeps its file and key.
  moveTo: moveUploads,
};
