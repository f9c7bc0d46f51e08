import { getIngredient } from '@larder/kitchen/catalog';
import {
  type DrawNeed,
  drawNeed,
  indexPantry,
  type PantryItem,
  type Remaining,
} from '@larder/kitchen/pantry';

/** An amount of an ingredient a recipe used. A `null` unit is a count of pieces. */
export type Need = DrawNeed;

/** What cooking did to one pantry item. */
export type Taken = Readonly<{
  item: PantryItem;
  /** The quantity left, in the item's unit; `null` when it stays as it was (its amount was never known). */
  left: number | null;
  removed: boolean;
  /** Grams taken out of the pantry with it; null when nothing measurable left the pantry. */
  grams: number | null;
}>;

/** Less than this share of an item left counts as used up: nobody keeps 2 % of a cucumber. */
export const USED_UP_SHARE = 0.02;

/**
 * Food that keeps this many days or fewer where it is kept is bought for a meal: when a recipe uses an
 * item of it whose amount nobody gave ("chicken thighs"), cooking uses it up. A longer keeper ("some
 * cheddar", flour, a jar of pesto) stays in the pantry, since some of it is surely left.
 */
export const PERISHABLE_DAYS = 7;

function perishable(item: PantryItem): boolean {
  const ingredient = item.ingredientId === null ? null : getIngredient(item.ingredientId);
  const life = ingredient?.storage[item.place] ?? null;
  return life !== null && life.maxDays <= PERISHABLE_DAYS;
}

type Used = { item: PantryItem; taken: number | null; grams: number | null };

const rounded = (value: number) => Math.round(value * 1000) / 1000;
const addUp = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

function outcome({ item, taken, grams }: Used): Taken {
  const weighed = grams === null ? null : Math.round(grams * 10) / 10;
  if (item.quantity === null || taken === null) {
    return item.quantity === null && perishable(item)
      ? { item, left: 0, removed: true, grams: weighed }
      : { item, left: null, removed: false, grams: null };
  }
  const left = Math.max(0, item.quantity - taken);
  const removed = left <= item.quantity * USED_UP_SHARE || rounded(left) <= 0;
  return { item, left: removed ? 0 : rounded(left), removed, grams: weighed };
}

/**
 * Takes what a recipe used out of the pantry, through the kitchen's one matching rule (`drawNeed`): each
 * ingredient from the items that have not expired, its own food first and then the kinds that cover it
 * (basmati for rice), the soonest to expire first, comparing units through the catalog (200 g of feta
 * from a 0.4 kg pack). Items of which (almost) nothing is left are removed. An item whose amount was never
 * given is used up when it is perishable and otherwise stays; an item whose unit cannot be compared with
 * the recipe's stays as it is. Only what left the pantry is weighed as food saved.
 */
export function takeFromPantry(
  pantry: readonly PantryItem[],
  needs: readonly Need[],
  today: string,
): Taken[] {
  const index = indexPantry(pantry, today);
  const remaining: Remaining = new Map();
  const used = new Map<string, Used>();
  for (const need of needs) {
    for (const draw of drawNeed(need, index, remaining).draws) {
      const { item } = draw.stock;
      const before = used.get(item.id);
      used.set(item.id, {
        item,
        taken: before ? addUp(before.taken, draw.taken) : draw.taken,
        grams: before ? addUp(before.grams, draw.grams) : draw.grams,
      });
    }
  }
  return [...used.values()].map(outcome);
}
