import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { deleteQueuedFiles } from '../../platform/uploads/service.ts';
import { userDataOwners } from '../../platform/user-data/registry.ts';
import { isPro } from '../entitlements/service.ts';
import { hasShownRecipes } from '../recipes/repository.ts';
import { accountRecords, deleteUserRow, primaryProvider } from './repository.ts';

/** Who the signed-in user is, and how they first signed in (the profile of `/api/me` and the bundle). */
export async function profileOf(db: Db, user: CurrentUser) {
  return { ...user, createdAt: user.createdAt.toISOString(), provider: await primaryProvider(db, user.id) };
}

/** `/api/me`: the signed-in user, how they sign in, whether they were shown recipes, and Pro. */
export async function describeUser(db: Db, user: CurrentUser, now: Date) {
  return {
    user: await profileOf(db, user),
    hasRecipes: await hasShownRecipes(db, user.id),
    isPro: await isPro(db, user.id, now),
  };
}

/** Everything Larder keeps about the user: the account's own rows, then each feature's under its name. */
export async function exportAccount(db: Db, userId: string) {
  const account = await accountRecords(db, userId);
  const data: Record<string, unknown> = {};
  for (const owner of userDataOwners()) data[owner.name] = await owner.exportFor(db, userId);
  return { exportedAt: new Date().toISOString(), account, ...data };
}

/**
 * Deletes the account. Rows first, in one transaction that also queues the account's files for deletion;
 * then the files. A file the store cannot delete now stays queued (and logged) for a later pass: the
 * account is gone either way.
 */
export async function deleteAccount(
  deps: { db: Db; storage: ObjectStorage; log: Logger },
  userId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const owner of userDataOwners()) await owner.deleteFor(tx, userId);
    await deleteUserRow(tx, userId);
  });
  await deleteQueuedFiles(deps).catch((error: unknown) => {
    deps.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'files of the deleted account are queued; the next sweep deletes them',
    );
  });
}
