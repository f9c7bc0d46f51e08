import { getIngredient, gramsFor } from '../catalog.ts';
import { gramsPerUnit } from '../ingredient-grams.ts';
import {
  GRAMS_PER_MASS_UNIT,
  isMassUnit,
  ML_PER_VOLUME_UNIT,
  type PantryUnit,
  type VolumeUnit,
} from '../pantry-units.ts';

/** A recipe or pantry unit; `null` is a count of the ingredient's pieces, the same thing as `'piece'`. */
export type AmountUnit = PantryUnit | null;

/** Whether two units are the same, taking `null` (a count) and `'piece'` as one. */
export function sameUnit(a: AmountUnit, b: AmountUnit): boolean {
  return (a ?? 'piece') === (b ?? 'piece');
}

/** A count of pieces is written `null`, so `'piece'` becomes `null` and every other unit stays. */
export function countAsNull(unit: AmountUnit): AmountUnit {
  return unit === 'piece' ? null : unit;
}

/** Millilitres, litres, fluid ounces, cups and spoons: units that measure a volume. */
export function isVolumeUnit(unit: AmountUnit): unit is VolumeUnit {
  return unit !== null && unit in ML_PER_VOLUME_UNIT;
}

/** Grams in one `unit` of the ingredient; null when the catalog does not know it or cannot weigh the unit. */
function gramsInOne(ingredientId: string, unit: AmountUnit): number | null {
  const ingredient = getIngredient(ingredientId);
  const grams = ingredient ? gramsPerUnit(ingredient, unit ?? 'piece') : null;
  return grams !== null && grams > 0 && Number.isFinite(grams) ? grams : null;
}

/** `to`s in one `from` when both measure mass or both measure volume, whatever the ingredient; else null. */
function sameKindFactor(from: AmountUnit, to: AmountUnit): number | null {
  if (from === null || to === null) return null;
  if (isMassUnit(from) && isMassUnit(to)) return GRAMS_PER_MASS_UNIT[from] / GRAMS_PER_MASS_UNIT[to];
  if (isVolumeUnit(from) && isVolumeUnit(to)) return ML_PER_VOLUME_UNIT[from] / ML_PER_VOLUME_UNIT[to];
  return null;
}

/**
 * Grams in `quantity` of `unit` (null: pieces) of the ingredient, through the catalog's portion weights
 * and density; null when it cannot be weighed.
 */
export function comparableGrams(ingredientId: string, quantity: number, unit: AmountUnit): number | null {
  return gramsFor(ingredientId, quantity, unit ?? 'piece');
}

/**
 * `quantity` of `from` expressed in `to`, for this ingredient: through grams, using the catalog's piece,
 * slice, bunch, cup and spoon weights and its density (a cup of rice is 185 g, a litre of milk 1031 g).
 * When the catalog cannot weigh one side, two masses or two volumes still convert by their fixed ratios
 * (1 kg is 1000 g, 1 tbsp is 3 tsp). The same unit gives the quantity back unchanged (`null` and
 * `'piece'` count as the same unit). Null when the units cannot be compared for this ingredient, or the
 * quantity is not a real amount (negative, NaN or infinite).
 *
 * Both directions use the same weights, so converting there and back gives the quantity again.
 */
export function convertAmount(
  ingredientId: string,
  quantity: number,
  from: AmountUnit,
  to: AmountUnit,
): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  if (sameUnit(from, to)) return quantity;
  const fromGrams = gramsInOne(ingredientId, from);
  const toGrams = gramsInOne(ingredientId, to);
  if (fromGrams !== null && toGrams !== null) return (quantity * fromGrams) / toGrams;
  const factor = sameKindFactor(from, to);
  return factor === null ? null : quantity * factor;
}
