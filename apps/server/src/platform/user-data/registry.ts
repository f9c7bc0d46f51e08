import type { Db, Tx } from '../../db/database.ts';

/**
 * What each feature stores per user, so that the account can export it, delete it, and move it from an
 * anonymous user to the account they create. Features register themselves at start-up.
 */
export interface UserDataOwner {
  name: string;
  exportFor: (db: Db, userId: string) => Promise<unknown>;
  deleteFor: (tx: Tx, userId: string) => Promise<void>;
  /** Moves (or merges) the anonymous user's rows; may answer a note of what it did, for `afterMoves`. */
  moveTo: (tx: Tx, fromUserId: string, toUserId: string) => Promise<unknown>;
  /** Runs once every owner has moved its rows, in the same transaction, with every owner's note by name. */
  afterMoves?: (
    tx: Tx,
    toUserId: string,
    notes: Readonly<Record<string, unknown>>,
    today: string,
  ) => Promise<void>;
}

const owners: UserDataOwner[] = [];

export function registerUserData(owner: UserDataOwner): void {
  if (!owners.some((existing) => existing.name === owner.name)) owners.push(owner);
}

export function userDataOwners(): readonly UserDataOwner[] {
  return owners;
}
