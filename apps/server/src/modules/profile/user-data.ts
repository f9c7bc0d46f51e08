import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { checkBadges } from './badges.ts';
import { deleteProfileData, moveProfileData, profileRecords } from './repository.ts';

/**
 * What the cook cooked, the food they binned and the badges they earned: exported, deleted with the
 * account, and moved to it from an anonymous user. Once everything has moved (food saved and plans
 * included), the badges the merged data earns are earned.
 */
export const profileUserData: UserDataOwner = {
  name: 'profile',
  exportFor: profileRecords,
  deleteFor: deleteProfileData,
  moveTo: moveProfileData,
  afterMoves: async (tx, to, _notes, today) => {
    await checkBadges(tx, to, today);
  },
};
