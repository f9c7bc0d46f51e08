import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import { getIngredient } from '@larder/kitchen/catalog';
import { type ShopPack, shopPack } from '@larder/kitchen/shopping';
import type { PantryUnit } from '@larder/kitchen/units';

import type { ShoppingRow } from './repository.ts';

/**
 * The pack a plan line counts (a bottle of soy sauce): the plan's list buys packed foods in whole packs,
 * stored as a count with no unit. Null for amounts, counted foods and the cook's own items.
 */
export function packOf(row: Pick<ShoppingRow, 'planId' | 'ingredientId' | 'unit'>): ShopPack | null {
  if (row.planId === null || row.unit !== null || row.ingredientId === null) return null;
  const ingredient = getIngredient(row.ingredientId);
  return ingredient ? shopPack(ingredient) : null;
}

export function toShoppingItemDto(row: ShoppingRow): ShoppingItemDto {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as PantryUnit | null,
    aisle: row.aisle as ShoppingItemDto['aisle'],
    pieceName:
      packOf(row)?.name ?? (row.ingredientId ? (getIngredient(row.ingredientId)?.pieceName ?? null) : null),
    forRecipes: row.forRecipes,
    fromPlan: row.planId !== null,
    checked: row.checkedAt !== null,
    clientId: row.clientId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
