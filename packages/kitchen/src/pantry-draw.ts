import { COOKED_FROM, kindsCovering } from './kinds.ts';
import type { PantryIndex, Stock } from './pantry-cover.ts';
import { type AmountUnit, comparableGrams, convertAmount } from './shopping/convert-amount.ts';

/**
 * The one rule that matches a pantry against what a recipe or a week of recipes needs: the ranking,
 * the recipe screen's Have / "1 more egg" / Missing, "I cooked this" and the shopping list all draw
 * through it. A need takes from its own food first, soonest to expire first, then from the kinds that
 * cover it (`kinds.ts`); amounts are compared through the catalog's weights and densities.
 */

/** An amount of one food; a `null` unit is a count of pieces. */
export type Need = Readonly<{ ingredientId: string; quantity: number; unit: AmountUnit }>;

/** What is left of each pantry item while needs are drawn from it, in the item's own unit. */
export type Remaining = Map<string, number>;

/** One pantry item a need took from. */
export type Draw = Readonly<{
  stock: Stock;
  /** How much was taken, in the item's unit; null when its amount is unknown or cannot be compared. */
  taken: number | null;
  /** How much of the need it covered, in the need's unit. */
  covers: number;
  /** Grams of the pantry food that covering took, when the catalog can weigh them. */
  grams: number | null;
}>;

export type DrawResult = Readonly<{
  draws: readonly Draw[];
  /**
   * What the pantry held for the need before it drew, in the need's unit; null when an item of unknown
   * (or incomparable) amount counts as "enough, as far as we can tell".
   */
  held: number | null;
  /** What is still missing, in the need's unit. */
  short: number;
}>;

/** A shortfall this small next to the need is floating-point dust (0.3 l against 300 ml), not a purchase. */
const DUST = 1e-9;

type Source = Readonly<{ stock: Stock; grams: number }>;

const NO_SOURCES: readonly Source[] = [];

/** The need's own food first, then each kind that covers it; each soonest to expire first. */
function sources(index: PantryIndex, ingredientId: string, cooked: boolean): readonly Source[] {
  const covering = kindsCovering(ingredientId);
  // Most of a recipe's lines are foods the cook has none of, and nothing stands in for.
  if (covering.length === 0 && !index.has(ingredientId)) return NO_SOURCES;
  const own = (index.get(ingredientId) ?? []).map((stock) => ({ stock, grams: 1 }));
  const kinds = covering
    .filter((kind) => cooked || !(kind.id in COOKED_FROM))
    .flatMap((kind) => (index.get(kind.id) ?? []).map((stock) => ({ stock, grams: kind.grams })));
  return [...own, ...kinds];
}

export type DrawOptions = Readonly<{
  /**
   * Whether leftovers cover the raw food they were cooked from (cooked rice for the rice a dish boils):
   * yes for a shopping list or a plan, no for a written recipe whose steps boil the raw food.
   */
  cooked?: boolean;
}>;

/** `quantity` of the item, in its unit, as an amount of the need's food in the need's unit. */
function asNeed(source: Source, quantity: number, need: Need): number | null {
  const { ingredientId, unit } = source.stock.item;
  if (ingredientId === need.ingredientId) return convertAmount(need.ingredientId, quantity, unit, need.unit);
  const grams = ingredientId === null ? null : comparableGrams(ingredientId, quantity, unit);
  return grams === null ? null : convertAmount(need.ingredientId, grams * source.grams, 'g', need.unit);
}

/** Grams of the pantry food behind `covers` of the need. */
function gramsUsed(source: Source, covers: number, need: Need): number | null {
  const grams = comparableGrams(need.ingredientId, covers, need.unit);
  return grams === null ? null : grams / source.grams;
}

/**
 * Draws one need from the pantry. `remaining` carries what earlier needs left of each item (give the
 * same map to every need of one recipe, one cooking or one shopping list, so two needs cannot both use
 * the same grams); it is updated here. An item whose amount is unknown or cannot be compared with the
 * need covers whatever is still missing.
 */
export function drawNeed(
  need: Need,
  index: PantryIndex,
  remaining: Remaining,
  options: DrawOptions = {},
): DrawResult {
  const draws: Draw[] = [];
  let short = need.quantity > 0 && Number.isFinite(need.quantity) ? need.quantity : 0;
  let held: number | null = 0;
  for (const source of sources(index, need.ingredientId, options.cooked ?? true)) {
    const { item } = source.stock;
    const left = remaining.get(item.id) ?? item.quantity;
    if (left !== null && left <= 0) continue;
    const available = left === null ? null : asNeed(source, left, need);
    if (left === null || available === null) {
      held = null;
      if (short > 0)
        draws.push({
          stock: source.stock,
          taken: null,
          covers: short,
          grams: gramsUsed(source, short, need),
        });
      short = 0;
      continue;
    }
    if (available <= 0) continue;
    if (held !== null) held += available;
    if (short <= 0) continue;
    const covers = Math.min(short, available);
    const taken = left * (covers / available);
    remaining.set(item.id, left - taken);
    draws.push({ stock: source.stock, taken, covers, grams: gramsUsed(source, covers, need) });
    short -= covers;
  }
  return { draws, held, short: short <= need.quantity * DUST ? 0 : short };
}
