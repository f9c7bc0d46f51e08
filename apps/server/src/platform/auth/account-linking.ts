import type { Db } from '../../db/database.ts';
import { userDataOwners } from '../user-data/registry.ts';

/**
 * Moves everything an anonymous user made to the account they sign up or sign in with, in one
 * transaction, before better-auth deletes the anonymous user, so nothing is lost.
 */
export async function moveAnonymousData(db: Db, from: string, to: string): Promise<string[]> {
  if (from === to) return [];
  const owners = userDataOwners();
  await db.transaction(async (tx) => {
    for (const owner of owners) await owner.moveTo(tx, from, to);
  });
  return owners.map((owner) => owner.name);
}
