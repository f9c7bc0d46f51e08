import type { UserDataOwner } from '../user-data/registry.ts';
import { deleteMailOf, mailRecords } from './repository.ts';

/**
 * The outbox's record of mail to the user (confirmations, resets) or from them (support requests, reply-to
 * them): who, what and when is exported, never a body; deleted with the account, queued mail included.
 */
export const mailUserData: UserDataOwner = {
  name: 'mail',
  exportFor: mailRecords,
  deleteFor: deleteMailOf,
  // Mail is kept by address, and the address is the account's own: nothing to move.
  moveTo: async () => undefined,
};
