import { describe, expect, it } from 'vitest';
import { isMassUnit, isPantryUnit, ML_PER_VOLUME_UNIT, PANTRY_UNITS } from './pantry-units.ts';

describe('pantry units', () => {
  it('is the small set free text is normalised to', () => {
    expect(PANTRY_UNITS).toEqual([
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
    ]);
    expect(isPantryUnit('fl-oz')).toBe(true);
    expect(isPantryUnit('fl oz')).toBe(false);
    expect(isMassUnit('oz')).toBe(true);
    expect(isMassUnit('fl-oz')).toBe(false);
  });

  it('measures a US cup as 236.6 ml, with 16 tablespoons and 48 teaspoons in it', () => {
    expect(ML_PER_VOLUME_UNIT.cup).toBe(236.6);
    expect(ML_PER_VOLUME_UNIT.tbsp).toBeCloseTo(14.79, 2);
    expect(ML_PER_VOLUME_UNIT.tsp).toBeCloseTo(4.93, 2);
    expect(ML_PER_VOLUME_UNIT['fl-oz']).toBeCloseTo(29.58, 2);
  });
});
