import type { PantryItem } from '../src/pantry.ts';

let made = 0;

/** A pantry item of a catalog food, in the fridge, unopened; each with an id of its own. */
export function pantryItem(
  ingredientId: string,
  quantity: number | null,
  unit: PantryItem['unit'],
  expiresOn: string | null = null,
): PantryItem {
  return {
    id: `item-${ingredientId}-${++made}`,
    ingredientId,
    name: ingredientId,
    quantity,
    unit,
    place: 'fridge',
    expiresOn,
    expiryEstimated: false,
    opened: false,
  };
}
