import type { PantryItemView } from '../../lib/pantry-types.ts';

/** The batches of one food in the pantry, the soonest to go off first. */
export interface FoodGroup {
  key: string;
  items: PantryItemView[];
}

/**
 * Which food an item is, as the list groups it: the catalog's id, else its name in lower case (the
 * server's merge rule, `@larder/kitchen/pantry` foodKey, which Today's first load cannot import: it
 * brings the catalog).
 */
const foodOf = (item: PantryItemView) =>
  item.ingredientId
    ? `id:${item.ingredientId}`
    : `name:${item.name.trim().toLowerCase().replace(/\s+/g, ' ')}`;

/**
 * The list, expiring first, with the batches of one food together (rice bought on two days, an opened
 * and a closed jar): each food where its soonest batch is, its batches soonest first.
 */
export function groupByFood(sorted: readonly PantryItemView[]): FoodGroup[] {
  const groups = new Map<string, FoodGroup>();
  for (const item of sorted) {
    const key = foodOf(item);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, items: [item] });
  }
  return [...groups.values()];
}
