import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { mergePlanData, resyncAfterMerge } from './merge-plans.ts';
import { deletePlanData, planRecords } from './repository.ts';

/**
 * The current plan and the wizard's defaults: exported, deleted, and merged with the account's (its plan
 * kept, the device's set aside); once everything has moved, the list is made again from the plan in use.
 */
export const plansUserData: UserDataOwner = {
  name: 'plans',
  exportFor: planRecords,
  deleteFor: deletePlanData,
  moveTo: mergePlanData,
  afterMoves: (tx, to, _notes, today) => resyncAfterMerge(tx, to, today),
};
