import type { Stock } from '../pantry-cover.ts';
import { type AmountUnit, convertAmount } from './convert-amount.ts';
import type { MergedNeed } from './merge-needs.ts';

type Left = { quantity: number; unit: AmountUnit };

/** A shortfall this small next to the need is floating-point dust (0.3 l against 300 ml), not a purchase. */
const DUST = 1e-9;

/**
 * What is still missing of one need after taking from the pantry items in turn. Each item gives at most
 * what it has left, and what it gives is taken off it (in its own unit), so two needs cannot both use the
 * same grams. Items the catalog cannot compare with the need's unit give nothing.
 */
function shortfall(need: MergedNeed, left: Left[]): number {
  let missing = need.quantity;
  for (const item of left) {
    if (missing <= 0) break;
    const available = convertAmount(need.ingredientId, item.quantity, item.unit, need.unit);
    if (available === null || available <= 0) continue;
    const taken = Math.min(missing, available);
    item.quantity -= item.quantity * (taken / available);
    missing -= taken;
  }
  return missing <= need.quantity * DUST ? 0 : missing;
}

/**
 * One ingredient's needs less what the pantry holds of it (`indexPantry`'s usable stock: unexpired and
 * recognised, soonest to expire first). A pantry item of unknown amount means "enough": nothing is left
 * to buy. Quantities never go below zero.
 */
export function subtractStock(needs: readonly MergedNeed[], stocks: readonly Stock[]): MergedNeed[] {
  if (stocks.some((stock) => stock.item.quantity === null)) return [];
  const left = stocks.map((stock) => ({ quantity: stock.item.quantity ?? 0, unit: stock.item.unit }));
  return needs.map((need) => ({ ...need, quantity: shortfall(need, left) }));
}
