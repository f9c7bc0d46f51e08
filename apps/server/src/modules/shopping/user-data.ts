import type { UserDataOwner } from '../../platform/user-data/registry.ts';
import { deleteShoppingData, moveShoppingData } from './repository.ts';
import { listShopping } from './service.ts';

/** The shopping list: exported, deleted and moved with the account. */
export const shoppingUserData: UserDataOwner = {
  name: 'shoppingList',
  exportFor: listShopping,
  deleteFor: deleteShoppingData,
  moveTo: moveShoppingData,
};
