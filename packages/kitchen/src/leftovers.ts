import { getIngredient } from './catalog.ts';
import type { StoragePlace } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';
import type { Container } from './pack-sizes.ts';

/**
 * Cooked food and leftovers (catalog-source/cooked.ts, and cooked rice): one portion, in grams, as it
 * goes on a plate for one adult. Larder's estimates, from what a home cook serves: 150 g of cooked rice
 * (75 g raw) and 180 g of cooked pasta (80 g dried); about 120 g of cooked meat; 150 g of potatoes; 80 g
 * of vegetables (one of the "five a day" portions); 200 g of bolognese and 250 g of chilli ladled over
 * a starch; a 300 g slice of lasagne.
 */
export const LEFTOVER_PORTION_GRAMS: Readonly<Record<string, number>> = {
  'microwave-rice': 150,
  'cooked-pasta': 180,
  'cooked-chicken': 120,
  'cooked-beef': 120,
  'cooked-potatoes': 150,
  'cooked-vegetables': 80,
  'bolognese-sauce': 200,
  'chilli-con-carne': 250,
  lasagne: 300,
};

/**
 * An amountless leftover ("leftover rice") is taken as two portions: what usually goes back in the
 * fridge after a meal cooked for a few, or the extra cooked on purpose for tomorrow. One portion would
 * undercount the common case and a whole dish (a tray of lasagne) is said as such; the cook corrects the
 * amount in one tap.
 */
export const LEFTOVER_PORTIONS = 2;

/** A bowl or box of leftovers holds about this many portions. */
export const PORTIONS_PER_BOWL = 2;

/** Whether the catalog ingredient is a cooked food or leftover. */
export function isLeftover(ingredientId: string): boolean {
  return ingredientId in LEFTOVER_PORTION_GRAMS;
}

/** Words that name a sealed, shelf-stable pouch of cooked rice rather than rice left over from a meal. */
const SEALED_POUCH = /\b(?:microwave|pouch|pouches|ready cooked)\b/;

/**
 * A pouch of microwave rice is cooked rice too (same food, same use in a recipe), but sealed it keeps
 * in the cupboard for months; the words (or a pouch counted) say which one the cook has.
 */
export function isSealedPouch(ingredientId: string, said: string, container: Container | null): boolean {
  return (
    ingredientId === 'microwave-rice' && (container === 'pouch' || SEALED_POUCH.test(normaliseName(said)))
  );
}

export type LeftoverGuess = Readonly<{ quantity: number; unit: 'g'; place?: StoragePlace }>;

/**
 * The amount (and place) Larder assumes for a cooked food the cook named without an amount: two
 * portions of a leftover, one pouch of sealed microwave rice (in the cupboard). Null for other foods.
 */
export function guessLeftover(ingredientId: string, said: string): LeftoverGuess | null {
  const portion = LEFTOVER_PORTION_GRAMS[ingredientId];
  if (portion === undefined) return null;
  if (isSealedPouch(ingredientId, said, null)) {
    const pouch = getIngredient(ingredientId)?.portions.piece;
    return { quantity: pouch ?? portion, unit: 'g', place: 'cupboard' };
  }
  return { quantity: portion * LEFTOVER_PORTIONS, unit: 'g' };
}

/**
 * Cooked food no shop sells as such: only the cook's own leftovers. A plan does not ask the cook to buy
 * them (cooked rice comes in pouches, roast chicken and lasagne ready-made, roast beef sliced at the deli).
 */
export const LEFTOVER_ONLY: ReadonlySet<string> = new Set([
  'cooked-pasta',
  'cooked-potatoes',
  'cooked-vegetables',
  'bolognese-sauce',
]);

/**
 * Cooked food a recipe is built on as a second meal: the cook's own leftovers, or ready-made ones. A
 * suggestion from the fridge is never built on one the cook does not have (a leftover-chilli burrito that
 * sends them out for a tub of chilli), though a week's plan may buy them (`LEFTOVER_ONLY` says which it
 * cannot).
 */
export const SECOND_MEALS: ReadonlySet<string> = new Set([
  ...LEFTOVER_ONLY,
  ...['chilli-con-carne', 'lasagne', 'cooked-chicken', 'cooked-beef'],
]);

/** Whether a recipe is built on a leftover (one no shop sells) that the cook does not have. */
export function needsLeftoverNotHeld(
  ingredientIds: readonly string[],
  held: ReadonlySet<string | null>,
): boolean {
  return ingredientIds.some((id) => LEFTOVER_ONLY.has(id) && !held.has(id));
}
