import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deletePreferences, movePreferences, preferencesRow } from './repository.ts';

/**
 * The cook's preferences: exported and deleted with the account, and given to the account an anonymous
 * cook signs in to unless the account has its own (the account's win, as its plan wizard defaults do).
 */
export const preferencesUserData: UserDataOwner = {
  name: 'preferences',
  exportFor: preferencesRow,
  deleteFor: deletePreferences,
  moveTo: movePreferences,
};
