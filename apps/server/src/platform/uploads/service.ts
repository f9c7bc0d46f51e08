import type { Db, Tx } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { ATTACHMENT_BUCKET, bugReportFolder } from '../storage/safe-file-name.ts';
import {
  dueFileDeletions,
  type FileDeletion,
  finishFileDeletion,
  insertFileDeletions,
  insertUpload,
  postponeFileDeletion,
  storedAddresses,
  takeUploads,
} from './repository.ts';

export interface UploadDeps {
  db: Db;
  storage: ObjectStorage;
}

/** One file to store for a user; `name` is the stored (safe) file name, `type` the sniffed one. */
export interface NewFile {
  userId: string;
  bucket: string;
  key: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Stores the file and records it for its owner, answering its public address. When the record cannot be
 * written, the file is deleted again (best effort: one left behind still goes with the user's folder).
 */
export async function storeUpload(deps: UploadDeps, file: NewFile): Promise<string> {
  const address = await deps.storage.put(file.bucket, file.key, file.bytes, file.type);
  try {
    await insertUpload(deps.db, {
      userId: file.userId,
      bucket: file.bucket,
      key: file.key,
      address,
      name: file.name,
      type: file.type,
      size: file.bytes.byteLength,
    });
  } catch (error) {
    await deps.storage.delete(file.bucket, file.key).catch(() => undefined);
    throw error;
  }
  return address;
}

/** The addresses among `addresses` that this server stored for this user, exactly as it answered them. */
export function ownUploads(db: Db, userId: string, addresses: readonly string[]): Promise<Set<string>> {
  return storedAddresses(db, userId, addresses);
}

/** Every folder the server writes a user's files to, theirs alone. */
function userFolders(userId: string) {
  return [{ bucket: ATTACHMENT_BUCKET, key: bugReportFolder(userId) }];
}

/**
 * In the transaction that deletes the account: forgets the user's upload rows and queues their files for
 * deletion from the store, each recorded file and, for files without a record (stored before records
 * were kept, or whose record failed), everything in the user's own folders.
 */
export async function queueUserFileDeletion(tx: Db | Tx, userId: string): Promise<void> {
  const files = await takeUploads(tx, userId);
  await insertFileDeletions(tx, [
    ...files.map((file) => ({ ...file, wholeFolder: false })),
    ...userFolders(userId).map((folder) => ({ ...folder, wholeFolder: true })),
  ]);
}

const MINUTE = 60_000;
/** After a failed attempt: 10 min, 20 min, 40 min, … at most a day. Files of deleted accounts are never given up on. */
export function deletionRetryDelayMs(attempts: number): number {
  return Math.min(10 * MINUTE * 2 ** Math.max(0, attempts - 1), 24 * 60 * MINUTE);
}

async function deleteFromStore(storage: ObjectStorage, row: FileDeletion): Promise<number> {
  const keys = row.wholeFolder ? await storage.list(row.bucket, row.key) : [row.key];
  for (const key of keys) await storage.delete(row.bucket, key);
  return keys.length;
}

/**
 * Deletes the queued files that are due from the store, oldest first. A deletion that fails is logged
 * (where, why; never credentials) and postponed, and the pass stops there: the store is likely down, and
 * the next pass (after the next account deletion, or the hourly sweep) tries again.
 */
export async function deleteQueuedFiles(
  deps: UploadDeps & { log: Logger; now?: () => number },
): Promise<{ deleted: number; failed: boolean }> {
  const now = deps.now ?? Date.now;
  let deleted = 0;
  for (const row of await dueFileDeletions(deps.db, new Date(now()), 100)) {
    try {
      deleted += await deleteFromStore(deps.storage, row);
      await finishFileDeletion(deps.db, row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryInMs = deletionRetryDelayMs(row.attempts + 1);
      await postponeFileDeletion(deps.db, row.id, reason.slice(0, 500), new Date(now() + retryInMs));
      deps.log.warn(
        {
          bucket: row.bucket,
          [row.wholeFolder ? 'folder' : 'key']: row.key,
          attempts: row.attempts + 1,
          retryInMinutes: Math.round(retryInMs / MINUTE),
          storage: deps.storage.describe(),
          err: reason,
        },
        'a deleted account’s file could not be deleted from the store; trying again later',
      );
      return { deleted, failed: true };
    }
  }
  return { deleted, failed: false };
}
