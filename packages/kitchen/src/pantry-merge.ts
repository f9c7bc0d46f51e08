import { normaliseName } from './ingredient-name.ts';
import type { PantryItem } from './pantry.ts';
import { isMassUnit, type PantryUnit } from './pantry-units.ts';
import { type AmountUnit, convertAmount, isVolumeUnit } from './shopping/convert-amount.ts';

/** What the merge rule reads of an item: the food, its amount, and what makes it a batch of its own. */
export type BatchOf = Pick<
  PantryItem,
  'ingredientId' | 'name' | 'quantity' | 'unit' | 'place' | 'expiresOn' | 'opened'
>;

export type Amount = Readonly<{ quantity: number | null; unit: PantryUnit | null }>;

/** The largest amount a pantry line holds (the database refuses 100 000 and more). */
const MOST = 99_999;

/** Which food an item is: its catalog id, or its normalised name when the catalog does not know it. */
export function foodKey(item: Pick<PantryItem, 'ingredientId' | 'name'>): string {
  return item.ingredientId ? `id:${item.ingredientId}` : `name:${normaliseName(item.name)}`;
}

/**
 * Whether two items are one batch: the same food, kept in the same place, with the same expiry date (or
 * both without one), both opened or both unopened. Anything else is another batch of the same food.
 */
export function sameBatch(a: BatchOf, b: BatchOf): boolean {
  return (
    foodKey(a) === foodKey(b) && a.place === b.place && a.expiresOn === b.expiresOn && a.opened === b.opened
  );
}

const isMeasure = (unit: AmountUnit) => unit !== null && (isMassUnit(unit) || isVolumeUnit(unit));
const round = (quantity: number) => Math.round(quantity * 1000) / 1000;

/**
 * Two amounts of one food added up, through the catalog's weights (the shopping list's conversion):
 * 500 g + 1 kg is 1500 g, 1 l + 250 ml is 1.25 l, 2 leeks + 200 g of leek is grams when a leek's weight is
 * known. The kept line's unit stays unless the other is a measure and it is not (then the measure wins,
 * so pieces are never made fractional). An amount the cook did not give adds nothing ("rice" + 500 g of
 * rice is 500 g). Null when the units cannot be compared for this food, or the sum is too large for one line.
 */
export function addAmounts(ingredientId: string | null, kept: Amount, added: Amount): Amount | null {
  if (added.quantity === null) return { quantity: kept.quantity, unit: kept.unit };
  if (kept.quantity === null) return { quantity: added.quantity, unit: added.unit };
  const food = ingredientId ?? '';
  const unit = isMeasure(kept.unit) || !isMeasure(added.unit) ? kept.unit : added.unit;
  const inKept = convertAmount(food, kept.quantity, kept.unit, unit);
  const inAdded = convertAmount(food, added.quantity, added.unit, unit);
  if (inKept === null || inAdded === null) return null;
  const quantity = round(inKept + inAdded);
  if (quantity >= MOST) return null;
  return { quantity, unit };
}

/** A line and what it holds after the merge; `from` are the incoming items whose amounts it took in. */
export type MergedLine<T, N> = { item: T; amount: Amount; from: N[] };

/** What adding items to a pantry does: amounts added to lines it has, and the lines it does not have. */
export interface PantryMerge<K, N> {
  /** Lines already there that took in some of the items. */
  updated: MergedLine<K, N>[];
  /** New lines: an item that is a batch of its own, with the amounts of later items of its batch. */
  added: MergedLine<N, N>[];
}

/**
 * The one rule for adding food to a pantry (typed or said, queued offline, or another device's pantry on
 * signing in): an item of the same batch as a line already there (or as one added before it) adds its
 * amount to that line; anything else is a new line, also when the units cannot be added up. Items are
 * taken in order.
 */
export function mergeIntoPantry<K extends BatchOf, N extends BatchOf>(
  pantry: readonly K[],
  incoming: readonly N[],
): PantryMerge<K, N> {
  const updated = new Map<K, MergedLine<K, N>>();
  const added: MergedLine<N, N>[] = [];
  for (const item of incoming) {
    const kept = pantry.find((line) => sameBatch(line, item));
    const target: MergedLine<K | N, N> | undefined = kept
      ? (updated.get(kept) ?? { item: kept, amount: kept, from: [] })
      : added.find((line) => sameBatch(line.item, item));
    const amount = target ? addAmounts(item.ingredientId, target.amount, item) : null;
    if (target && amount) {
      target.amount = amount;
      target.from.push(item);
      if (kept) updated.set(kept, target as MergedLine<K, N>);
    } else {
      added.push({ item, amount: { quantity: item.quantity, unit: item.unit }, from: [] });
    }
  }
  return { updated: [...updated.values()], added };
}
