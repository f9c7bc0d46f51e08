/** The units a pantry quantity is kept in. Free text is normalised to one of these. */
export const PANTRY_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'piece',
  'bunch',
  'pinch',
  'handful',
  'tin',
  'clove',
  'slice',
  'oz',
  'lb',
  'fl-oz',
] as const;
export type PantryUnit = (typeof PANTRY_UNITS)[number];

export function isPantryUnit(value: string): value is PantryUnit {
  return (PANTRY_UNITS as readonly string[]).includes(value);
}

/** Grams in one of each unit of mass. */
export const GRAMS_PER_MASS_UNIT = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const;

/** One US cup, in millilitres; the spoon measures follow from it (USDA portions are US measures). */
export const ML_PER_CUP = 236.6;

/** Millilitres in one of each unit of volume. */
export const ML_PER_VOLUME_UNIT = {
  ml: 1,
  l: 1000,
  cup: ML_PER_CUP,
  'fl-oz': ML_PER_CUP / 8,
  tbsp: ML_PER_CUP / 16,
  tsp: ML_PER_CUP / 48,
} as const;

/** A pinch is taken as a sixteenth of a teaspoon. */
export const PINCHES_PER_TSP = 16;

export type MassUnit = keyof typeof GRAMS_PER_MASS_UNIT;
export type VolumeUnit = keyof typeof ML_PER_VOLUME_UNIT;

export function isMassUnit(unit: PantryUnit): unit is MassUnit {
  return unit in GRAMS_PER_MASS_UNIT;
}
