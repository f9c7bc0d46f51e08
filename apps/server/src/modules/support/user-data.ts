import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deleteSupportData, moveSupportData, supportRecords } from './repository.ts';

/**
 * The cook's contact requests and bug reports: exported as stored, and deleted with the account (they hold
 * the cook's address and words; the mail already sent to the support address is outside Larder).
 */
export const supportUserData: UserDataOwner = {
  name: 'supportRequests',
  exportFor: supportRecords,
  deleteFor: deleteSupportData,
  // Anonymous cooks cannot send support requests, so there is nothing to move in practice.
  moveTo: moveSupportData,
};
