import { gramsFor } from '@larder/kitchen/catalog';
import { daysUntil, type PantryItem, sortExpiringFirst } from '@larder/kitchen/pantry';
import type { PantryUnit } from '@larder/kitchen/units';

/** An amount of an ingredient a recipe used. A `null` unit is a count of pieces. */
export type Need = Readonly<{ ingredientId: string; quantity: number; unit: PantryUnit | null }>;

/** What cooking did to one pantry item. */
export type Taken = Readonly<{
  item: PantryItem;
  /** The quantity left, in the item's unit; `null` when the item's amount was never known. */
  left: number | null;
  removed: boolean;
  /** Grams taken from it, when the catalog can weigh them. */
  grams: number | null;
}>;

/** Less than this share of an item left counts as used up: nobody keeps 2 % of a cucumber. */
export const USED_UP_SHARE = 0.02;

/** `quantity` of `from` expressed in `to`, through grams when the units differ; null when they cannot be compared. */
function inUnit(ingredientId: string, quantity: number, from: PantryUnit | null, to: PantryUnit | null) {
  const source = from ?? 'piece';
  const target = to ?? 'piece';
  if (source === target) return quantity;
  const grams = gramsFor(ingredientId, quantity, source);
  const perUnit = gramsFor(ingredientId, 1, target);
  return grams === null || perUnit === null || perUnit <= 0 ? null : grams / perUnit;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Takes what a recipe used out of the pantry: each ingredient from the items that have not expired, the
 * soonest to expire first, comparing units through the catalog's weights (200 g of feta from a 0.4 kg
 * pack). An item of unknown size covers whatever is left and stays; an item whose unit cannot be compared
 * with the recipe's is left alone. Items of which (almost) nothing is left are removed.
 */
export function takeFromPantry(
  pantry: readonly PantryItem[],
  needs: readonly Need[],
  today: string,
): Taken[] {
  const left = new Map(pantry.map((item) => [item.id, item.quantity]));
  const taken = new Map<string, { item: PantryItem; grams: number | null }>();
  const record = (item: PantryItem, grams: number | null) => {
    const before = taken.get(item.id);
    const sum = before?.grams === null || grams === null ? null : (before?.grams ?? 0) + grams;
    taken.set(item.id, { item, grams: before ? sum : grams });
  };
  for (const need of needs) {
    const usable = pantry.filter(
      (item) => item.ingredientId === need.ingredientId && (daysUntil(item.expiresOn, today) ?? 0) >= 0,
    );
    let share = 1;
    for (const item of sortExpiringFirst(usable, today)) {
      if (share <= 1e-9) break;
      const wanted = need.quantity * share;
      const have = left.get(item.id) ?? null;
      if (have === null) {
        record(item, gramsFor(need.ingredientId, wanted, need.unit ?? 'piece'));
        share = 0;
        break;
      }
      const wantedHere = inUnit(need.ingredientId, wanted, need.unit, item.unit);
      if (have <= 0 || wantedHere === null || wantedHere <= 0) continue;
      const take = Math.min(have, wantedHere);
      left.set(item.id, have - take);
      share = take >= wantedHere ? 0 : share * (1 - take / wantedHere);
      record(item, gramsFor(need.ingredientId, take, item.unit ?? 'piece'));
    }
  }
  return [...taken.values()].map(({ item, grams: exact }) => {
    const grams = exact === null ? null : Math.round(exact * 10) / 10;
    const remaining = left.get(item.id) ?? null;
    if (item.quantity === null || remaining === null) return { item, left: null, removed: false, grams };
    const removed = remaining <= item.quantity * USED_UP_SHARE || rounded(remaining) <= 0;
    return { item, left: removed ? 0 : rounded(remaining), removed, grams };
  });
}
