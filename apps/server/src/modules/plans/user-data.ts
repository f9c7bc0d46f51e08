import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deletePlanData, movePlanData, planRecords } from './repository.ts';

/** The current plan and the wizard's defaults: exported, deleted and moved with the account. */
export const plansUserData: UserDataOwner = {
  name: 'plans',
  exportFor: planRecords,
  deleteFor: deletePlanData,
  moveTo: movePlanData,
};
