import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deleteEntitlementData, entitlementRecords, moveEntitlementData } from './repository.ts';

/** The cook's Pro and its history: exported, deleted with the account, and moved to it from an anonymous user. */
export const entitlementsUserData: UserDataOwner = {
  name: 'pro',
  exportFor: entitlementRecords,
  deleteFor: deleteEntitlementData,
  moveTo: moveEntitlementData,
};
