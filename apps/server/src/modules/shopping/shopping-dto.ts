import type { ShoppingItemDto } from '@larder/domain/api/shopping';
import { getIngredient } from '@larder/kitchen/catalog';
import type { PantryUnit } from '@larder/kitchen/units';

import type { ShoppingRow } from './repository.ts';

export function toShoppingItemDto(row: ShoppingRow): ShoppingItemDto {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as PantryUnit | null,
    aisle: row.aisle as ShoppingItemDto['aisle'],
    pieceName: row.ingredientId ? (getIngredient(row.ingredientId)?.pieceName ?? null) : null,
    forRecipes: row.forRecipes,
    fromPlan: row.planId !== null,
    checked: row.checkedAt !== null,
    clientId: row.clientId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
