import { getIngredient } from '../catalog.ts';
import { type ShopPack, shopPack } from '../pack-sizes.ts';
import { type PantryUnit, PINCHES_PER_TSP } from '../pantry-units.ts';
import { type AmountUnit, convertAmount } from './convert-amount.ts';

/**
 * An amount as the shopping list shows it. With a `pack`, `quantity` is a count of packs (2 bottles of
 * soy sauce) and `unit` is null.
 */
export type ShopAmount = Readonly<{ quantity: number; unit: AmountUnit; pack?: ShopPack }>;

/** Grams and millilitres go up in steps of this many... */
const SMALL_STEP = 50;
/** ...up to this amount; above it the amount is given in kilograms or litres, in tenths. */
const LARGEST_SMALL = 950;
const TENTH = 100;

/** Units a shop sells (or a cook counts) whole: eggs, onions, cloves, slices, tins, bunches. */
const WHOLE_UNITS: ReadonlySet<PantryUnit> = new Set(['piece', 'clove', 'slice', 'tin', 'bunch']);

/**
 * How many `step`s it takes to reach `quantity`, at least one. A hair over a whole number of steps, left
 * by floating-point sums (3.0000000000004 eggs), does not add another step.
 */
function stepsUp(quantity: number, step: number): number {
  return Math.max(1, Math.ceil(quantity / step - 1e-9));
}

/** Grams or millilitres rounded up: to 50 under a kilo or litre, then to a tenth of a kilo or litre. */
function metric(amount: number, small: 'g' | 'ml', large: 'kg' | 'l'): ShopAmount {
  if (amount <= LARGEST_SMALL) return { quantity: stepsUp(amount, SMALL_STEP) * SMALL_STEP, unit: small };
  return { quantity: stepsUp(amount, TENTH) / 10, unit: large };
}

/** Liquids (milk, stock, wine) are bought by volume; everything else by weight. */
function boughtByVolume(ingredientId: string): boolean {
  return getIngredient(ingredientId)?.roles.includes('liquid') ?? false;
}

/** A mass, volume or handful in the metric unit a shop uses, or in whole units when it cannot be weighed. */
function measured(ingredientId: string, quantity: number, unit: PantryUnit): ShopAmount {
  const ml = boughtByVolume(ingredientId) ? convertAmount(ingredientId, quantity, unit, 'ml') : null;
  if (ml !== null) return metric(ml, 'ml', 'l');
  const grams = convertAmount(ingredientId, quantity, unit, 'g');
  if (grams !== null) return metric(grams, 'g', 'kg');
  const volume = convertAmount(ingredientId, quantity, unit, 'ml');
  if (volume !== null) return metric(volume, 'ml', 'l');
  return { quantity: stepsUp(quantity, 1), unit };
}

/** Whole packs of a packed food to cover the amount; one when the amount cannot be compared with a pack. */
function packs(ingredientId: string, quantity: number, unit: AmountUnit, pack: ShopPack): ShopAmount {
  const inPack = convertAmount(ingredientId, quantity, unit, pack.unit);
  return { quantity: inPack === null ? 1 : stepsUp(inPack, pack.quantity), unit: null, pack };
}

/**
 * An amount to buy, rounded UP to what a shop sells:
 * - a packed food (condiments, sauces, oils, spices, herbs, frozen and baking goods, milk and cream:
 *   `shopPack`) in whole packs, whatever the recipe measured it in: 3.5 tsp of sesame oil is a bottle,
 *   100 g of soy sauce a bottle, 6 fish fingers a box;
 * - counted pieces (`null` or `'piece'`: eggs, onions, lemons), cloves, slices, tins, bunches and pinches:
 *   the next whole one (2.2 eggs → 3, 1.5 onions → 2);
 * - masses, spoons, pinches, cups, millilitres and handfuls become metric (never a spoon on a list): liquids (milk, stock, wine) by volume, anything
 *   else by weight when the catalog can weigh it (2 cups of rice → 370 g → 400 g), else by volume.
 *   Up to 950 g (or ml) the amount goes up to the next 50 (230 g → 250 g, 10 g → 50 g); above that it is
 *   given in kg (or l) up to the next tenth (960 g → 1 kg, 1001 g → 1.1 kg). A handful the catalog
 *   cannot weigh goes up to the next whole handful.
 * Nothing to buy (zero, negative or not a number) gives quantity 0 in the same unit.
 */
export function shopAmount(ingredientId: string, quantity: number, unit: AmountUnit): ShopAmount {
  if (!Number.isFinite(quantity) || quantity <= 0) return { quantity: 0, unit };
  const ingredient = getIngredient(ingredientId);
  // A bunch of herbs is what a shop sells; any other measure of a packed food becomes packs.
  const pack = ingredient && unit !== 'bunch' ? shopPack(ingredient) : null;
  if (pack) return packs(ingredientId, quantity, unit, pack);
  if (unit === null || WHOLE_UNITS.has(unit)) return { quantity: stepsUp(quantity, 1), unit };
  if (unit === 'pinch') return measured(ingredientId, quantity / PINCHES_PER_TSP, 'tsp');
  return measured(ingredientId, quantity, unit);
}
