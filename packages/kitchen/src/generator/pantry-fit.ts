import type { Ingredient } from '../catalog-types.ts';
import type { Goal } from '../goals.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import { LEFTOVER_ONLY } from '../leftovers.ts';
import { ENOUGH_SHARE, type PantryIndex } from '../pantry-cover.ts';
import { type AmountRole, mostPieces, roleOf, servingRange } from '../role-ranges.ts';
import { countsWhole } from '../scale-recipe.ts';
import { convertAmount } from '../shopping/convert-amount.ts';
import type { Slot } from './archetype.ts';
import type { Amount } from './usual-amounts.ts';

/**
 * How far below its usual amount a main ingredient may go to use what the cook has rather than send them
 * out for one more carrot: down to this share of it, and never below its role's least a serving.
 */
const LEAST_SHARE = 0.5;

/** Protein, vegetables or fruit with this many days left or fewer are used all at once when a serving stays in range. */
const GOING_OFF_DAYS = 1;

/** Cuts a cook roasts or braises whole: the whole piece goes in, up to the role's most a serving. */
const WHOLE_PIECE: ReadonlySet<AmountRole> = new Set(['joint']);

/**
 * A serving of meat or fish for a "lighter" meal: a proper portion, not the 250 g a serving may take when
 * the cook uses up the pack (300 g of turkey for one came to 503 kcal, over the goal's line).
 */
const LIGHTER_PROTEIN_MOST_GRAMS = 180;

/** Places whose amount may come down to what the cook has: vegetables and fruit, not the protein or starch a meal's energy and protein rest on. */
const FIT_DOWN: ReadonlySet<Slot['kind']> = new Set(['vegetable', 'fruit']);

/** Onions and their kind, which a cook uses as they have them: one onion for the one and a half asked, not half an onion bought. */
const FIT_AROMATICS: ReadonlySet<string> = new Set(['onion', 'red-onion', 'shallot', 'leek', 'spring-onion']);

/** Produce with this many days left or fewer is used as it is, however little: no top-up is bought for it. */
const AS_IT_IS_DAYS = 2;

/** What the pantry holds of the ingredient, in the amount's unit; null when some cannot be counted so. */
function held(stock: PantryIndex, ingredient: Ingredient, unit: Amount['unit']): number | null {
  let total = 0;
  for (const { item } of stock.get(ingredient.id) ?? []) {
    if (item.quantity === null) return null;
    const quantity = convertAmount(ingredient.id, item.quantity, item.unit, unit);
    if (quantity === null) return null;
    total += quantity;
  }
  return total;
}

/**
 * Rounded down to what a recipe writes: whole pieces for what counts whole, halves, or fives of grams. A
 * pack weighed in grams holds whole pieces a little lighter or heavier than the catalog's: 300 g of plaice
 * is two fillets of 150 g, not one fillet and 84 % of another (one fillet went round two people), as far
 * as the pantry covers a line (`ENOUGH_SHARE`).
 */
function floorToGrid(
  quantity: number,
  ingredient: Ingredient,
  unit: Amount['unit'],
  counted = false,
): number {
  if (unit === null) {
    if (!countsWhole(ingredient.id)) return Math.floor(quantity * 2) / 2;
    // Pieces the cook counted (12 eggs) are what they are: a dozen makes no 13-egg frittata.
    return Math.floor(quantity / (counted ? 1 : ENOUGH_SHARE) + 1e-9);
  }
  if (unit === 'g' || unit === 'ml')
    return quantity < 10 ? Math.floor(quantity) : Math.floor(quantity / 5) * 5;
  return Math.floor(quantity * 4) / 4;
}

/** Pieces light enough that a cook serves several each (sausages, chops, wings), unlike a fillet or a breast. */
const SMALL_PIECE_GRAMS = 100;

function smallPieces(ingredient: Ingredient): boolean {
  const piece = ingredient.portions.piece;
  return piece !== null && piece !== undefined && piece < SMALL_PIECE_GRAMS;
}

/** Fresh produce going off is used all at once up to this many times the dish's amount (a serving's range permitting). */
const ALL_OF_IT = 2;

/**
 * Fresh produce that goes off tomorrow, used so that nothing is left to rot: whole pieces (a courgette,
 * not half), and all of it when that is no more than twice the dish's amount (both avocados rather than
 * one and a half; the whole 200 g bag of spinach in a dal that asks for 100 g; three courgettes, not one).
 */
function usedUp(amount: Amount, have: number, ingredient: Ingredient, counted: boolean): number {
  const whole = amount.unit === null ? Math.min(have, Math.ceil(amount.quantity)) : amount.quantity;
  const left = have - whole;
  const little = amount.unit === null ? left < 1 : left < amount.quantity * LEAST_SHARE;
  const all = have <= amount.quantity * ALL_OF_IT;
  return (little || all) && left > 0 ? floorToGrid(have, ingredient, amount.unit, counted) : whole;
}

/**
 * A main ingredient's amount fitted to the pantry, within its role's range: a little less when the cook
 * has nearly enough (five carrots where the dish wanted six), and the whole joint when they have one (a
 * 1.6 kg chicken roasts whole for four, not as "1 kg of whole chicken"). Other amounts stay as they are.
 */
export function fitToPantry(
  amount: Amount,
  ingredient: Ingredient,
  slot: Pick<Slot, 'kind'>,
  stock: PantryIndex,
  servings: number,
  goal?: Goal,
): Amount {
  // Leftovers (yesterday's pasta, potatoes or roast vegetables) going off are used up as produce is.
  const leftover = LEFTOVER_ONLY.has(ingredient.id);
  const aromatic = FIT_AROMATICS.has(ingredient.id);
  const staple = slot.kind === 'protein' || slot.kind === 'starch';
  if (!FIT_DOWN.has(slot.kind) && !staple && !leftover && !aromatic) return amount;
  const have = held(stock, ingredient, amount.unit);
  if (have === null || have <= 0) return amount;
  const counted =
    amount.unit === null && (stock.get(ingredient.id) ?? []).every(({ item }) => item.unit === null);
  const ranged = servingRange(ingredient, slot.kind);
  const range =
    goal === 'lighter' && slot.kind === 'protein'
      ? { ...ranged, max: Math.min(ranged.max, LIGHTER_PROTEIN_MOST_GRAMS) }
      : ranged;
  // The whole joint; and protein about to go off is cooked all at once while a serving stays in range
  // (the kilo of mussels that must be cooked today, the mince due tomorrow, all six sausages for two),
  // rather than part of it wasted; fresh produce, as `usedUp` says.
  const days = stock.get(ingredient.id)?.[0]?.days ?? Number.POSITIVE_INFINITY;
  const soon = days <= GOING_OFF_DAYS;
  const wholly =
    WHOLE_PIECE.has(roleOf(ingredient, slot.kind)) ||
    (slot.kind === 'protein' && soon && (amount.unit !== null || smallPieces(ingredient)));
  // Produce is used up in its last two days (the 200 g of tenderstem due the day after tomorrow, not 90 g
  // of it), fresh pasta or bread in its last one, as leftovers are.
  const produce = FIT_DOWN.has(slot.kind) && ingredient.aisle === 'produce' && days <= AS_IT_IS_DAYS;
  const starch = slot.kind === 'starch' && soon;
  const raised = wholly
    ? floorToGrid(have, ingredient, amount.unit, counted)
    : produce || starch || (leftover && soon)
      ? usedUp(amount, have, ingredient, counted)
      : amount.quantity;
  if (raised > amount.quantity) {
    const grams = ingredientGrams(ingredient, raised, amount.unit ?? 'piece');
    if (grams === null) return amount;
    const pieces = amount.unit === null ? mostPieces(ingredient, slot.kind) : null;
    const fits = (quantity: number, weight: number) =>
      weight / servings <= range.max && (pieces === null || quantity <= pieces * servings);
    if (fits(raised, grams)) return { ...amount, quantity: raised };
    // More than a serving's most: as much as the servings take (250 g of the 300 g of thighs for one,
    // three of the six carrots for two), rather than the dish's usual amount and the rest left to go off.
    // Not a joint: a whole bird is roasted whole or not at all.
    if (WHOLE_PIECE.has(roleOf(ingredient, slot.kind))) return amount;
    const byWeight = (raised * range.max * servings) / grams;
    // Never past the pieces the servings take: `floorToGrid` rounds a pack's pieces up to whole ones.
    const most = Math.min(
      floorToGrid(
        Math.min(byWeight, pieces === null ? byWeight : pieces * servings),
        ingredient,
        amount.unit,
        counted,
      ),
      pieces === null ? Number.POSITIVE_INFINITY : Math.floor(pieces * servings + 1e-9),
    );
    return most > amount.quantity ? { ...amount, quantity: most } : amount;
  }
  if (have >= amount.quantity) return amount;
  if (staple) {
    // The 300 g of tofu or two sea bass fillets the cook has make the meal when a serving of them is
    // still a proper one, rather than a trip to the shop for the last 60 g; so does the 500 g pouch of
    // cooked rice for three, rather than 70 g more bought.
    const fitted = floorToGrid(have, ingredient, amount.unit, counted);
    const grams = ingredientGrams(ingredient, fitted, amount.unit ?? 'piece');
    return grams !== null && fitted > 0 && grams / servings >= range.min
      ? { ...amount, quantity: fitted }
      : amount;
  }
  if (!FIT_DOWN.has(slot.kind) && !leftover && !aromatic) return amount;
  const fitted = floorToGrid(have, ingredient, amount.unit, counted);
  const least = amount.unit === null ? 0 : range.min * servings;
  // Produce going off is what the dish is for: the cook's 250 g of green beans, not a trip for 350 g more.
  const share = days <= AS_IT_IS_DAYS && ingredient.aisle === 'produce' ? 0 : LEAST_SHARE;
  if (fitted < amount.quantity * share || fitted <= 0 || fitted < least) return amount;
  return { ...amount, quantity: fitted };
}
