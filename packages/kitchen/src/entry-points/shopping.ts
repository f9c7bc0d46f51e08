/** `@larder/kitchen/shopping`: the shopping list from a plan's needs and the pantry, in shop order. */

export { type ShopPack, shopPack } from '../pack-sizes.ts';
export {
  AISLE_LABELS,
  aisleRank,
  inShopOrder,
  itemLabel,
  OTHER_AISLE,
  type ShoppingItemDto,
  shoppingListText,
} from '../shopping/shopping-item.ts';
export { shoppingList } from '../shopping/shopping-list.ts';
