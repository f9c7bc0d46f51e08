import type { Db } from '../../db/database.ts';
import { inUsersTransaction } from '../../db/user-transaction.ts';
import { userDataOwners } from '../user-data/registry.ts';

/**
 * Moves everything an anonymous user made to the account they sign up or sign in with, in one
 * transaction, before better-auth deletes the anonymous user, so nothing is lost. An account that already
 * has data merges with it (each owner decides how: decision 021); `today` is the cook's day. The transaction holds both cooks'
 * write locks, taken in one order, so two devices signing in to one account at once take turns.
 */
export async function moveAnonymousData(db: Db, from: string, to: string, today: string): Promise<string[]> {
  if (from === to) return [];
  const owners = userDataOwners();
  await inUsersTransaction(db, [from, to], async (tx) => {
    const notes: Record<string, unknown> = {};
    for (const owner of owners) notes[owner.name] = await owner.moveTo(tx, from, to);
    for (const owner of owners) await owner.afterMoves?.(tx, to, notes, today);
  });
  return owners.map((owner) => owner.name);
}
