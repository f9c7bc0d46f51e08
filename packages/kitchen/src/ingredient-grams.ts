import type { Ingredient } from './catalog-types.ts';
import {
  GRAMS_PER_MASS_UNIT,
  isMassUnit,
  ML_PER_VOLUME_UNIT,
  type PantryUnit,
  PINCHES_PER_TSP,
  type VolumeUnit,
} from './pantry-units.ts';

function byVolume(ingredient: Ingredient, unit: VolumeUnit): number | null {
  return ingredient.density === null ? null : ingredient.density * ML_PER_VOLUME_UNIT[unit];
}

/**
 * A spoon or cup: USDA's own weight for that measure when it has one, then the other spoon's (a
 * tablespoon is three teaspoons, so "3 tsp" and "1 tbsp" weigh the same), else through the density.
 */
function measured(ingredient: Ingredient, unit: 'cup' | 'tbsp' | 'tsp'): number | null {
  const { portions } = ingredient;
  if (unit === 'tbsp' && portions.tbsp === null && portions.tsp !== null) return portions.tsp * 3;
  if (unit === 'tsp' && portions.tsp === null && portions.tbsp !== null) return portions.tbsp / 3;
  return portions[unit] ?? byVolume(ingredient, unit);
}

/** The piece weight, when the unit is what this ingredient is counted in (clove of garlic, tin of beans). */
function countedAs(ingredient: Ingredient, unit: string): number | null {
  return ingredient.pieceName === unit ? ingredient.portions.piece : null;
}

/** Grams in one `unit` of this ingredient, or null when the catalog cannot tell. */
export function gramsPerUnit(ingredient: Ingredient, unit: PantryUnit): number | null {
  if (isMassUnit(unit)) return GRAMS_PER_MASS_UNIT[unit];
  switch (unit) {
    case 'ml':
    case 'l':
    case 'fl-oz':
      return byVolume(ingredient, unit);
    case 'cup':
    case 'tbsp':
    case 'tsp':
      return measured(ingredient, unit);
    case 'pinch': {
      const teaspoon = measured(ingredient, 'tsp');
      return teaspoon === null ? null : teaspoon / PINCHES_PER_TSP;
    }
    case 'piece':
      return ingredient.portions.piece;
    case 'slice':
      return ingredient.portions.slice ?? countedAs(ingredient, 'slice');
    case 'bunch':
      return ingredient.portions.bunch;
    case 'handful':
      return ingredient.portions.handful;
    case 'clove':
    case 'tin':
      return countedAs(ingredient, unit);
  }
}

/** Grams in `quantity` of `unit`, or null when the quantity is not a real amount or the unit cannot be weighed. */
export function ingredientGrams(ingredient: Ingredient, quantity: number, unit: PantryUnit): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const perUnit = gramsPerUnit(ingredient, unit);
  return perUnit === null ? null : quantity * perUnit;
}
