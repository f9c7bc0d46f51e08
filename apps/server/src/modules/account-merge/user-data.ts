import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deleteMergeData, mergeRow } from './repository.ts';
import { recordMerge } from './service.ts';

/**
 * What the latest sign-in on another device merged, and the plan it set aside: exported and deleted with
 * the account. Registered after the pantry and plans, whose notes it reads once everything has moved.
 */
export const accountMergeUserData: UserDataOwner = {
  name: 'accountMerge',
  exportFor: mergeRow,
  deleteFor: deleteMergeData,
  // An anonymous cook never merged anything: the anonymous user's row, if any, goes with it.
  moveTo: (tx, from) => deleteMergeData(tx, from),
  afterMoves: recordMerge,
};
