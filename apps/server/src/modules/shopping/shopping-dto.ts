import { AISLES, type Aisle } from '@larder/kitchen/catalog-types';
import type { PantryUnit } from '@larder/kitchen/pantry-units';
import type { ShoppingRow } from './repository.ts';

/** Where the cook's own items Larder does not know are listed: last. */
export const OTHER_AISLE = 'other';

export interface ShoppingItemDto {
  id: string;
  ingredientId: string | null;
  name: string;
  quantity: number | null;
  /** Null with a quantity: a count of pieces (3 eggs). */
  unit: PantryUnit | null;
  aisle: Aisle | typeof OTHER_AISLE;
  /** The plan's recipes that need it; empty for the cook's own items. */
  forRecipes: string[];
  fromPlan: boolean;
  checked: boolean;
  clientId: string | null;
  updatedAt: string;
}

export function toShoppingItemDto(row: ShoppingRow): ShoppingItemDto {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as PantryUnit | null,
    aisle: row.aisle as ShoppingItemDto['aisle'],
    forRecipes: row.forRecipes,
    fromPlan: row.planId !== null,
    checked: row.checkedAt !== null,
    clientId: row.clientId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const aisleRank = (aisle: string) => {
  const index = (AISLES as readonly string[]).indexOf(aisle);
  return index === -1 ? AISLES.length : index;
};

/** Shop order: still to buy first, then by aisle and name; what is crossed off goes to the bottom. */
export function inShopOrder(items: ShoppingItemDto[]): ShoppingItemDto[] {
  return [...items].sort(
    (a, b) =>
      Number(a.checked) - Number(b.checked) ||
      aisleRank(a.aisle) - aisleRank(b.aisle) ||
      a.name.localeCompare(b.name),
  );
}
