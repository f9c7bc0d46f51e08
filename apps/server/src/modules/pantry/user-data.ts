import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { mergePantryInto } from './merge-pantry.ts';
import { toPantryItemDto } from './pantry-dto.ts';
import { deletePantryData, foodSavedRows, pantryRows } from './repository.ts';

/** The pantry and the food it saved: exported, deleted and moved with the account. */
export const pantryUserData: UserDataOwner = {
  name: 'pantry',
  exportFor: async (db, userId) => ({
    items: (await pantryRows(db, userId)).map(toPantryItemDto),
    foodSaved: await foodSavedRows(db, userId),
  }),
  deleteFor: deletePantryData,
  moveTo: mergePantryInto,
};
