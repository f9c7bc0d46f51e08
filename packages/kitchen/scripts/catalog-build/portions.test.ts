import { describe, expect, it } from 'vitest';
import type { SourceEntry } from '../catalog-source/source-entry.ts';
import { findPortion, portionWeights } from './portions.ts';
import type { UsdaPortion } from './usda.ts';

const entry = (extra: Partial<SourceEntry> = {}): SourceEntry => ({
  id: 'test',
  name: 'test',
  roles: ['vegetable'],
  usda: [1, 'Test'],
  ...extra,
});

const onion: UsdaPortion[] = [
  { amount: 1, unit: 'cup, chopped', grams: 160 },
  { amount: 1, unit: 'tbsp chopped', grams: 10 },
  { amount: 1, unit: 'large', grams: 150 },
  { amount: 1, unit: 'medium (2-1/2" dia)', grams: 110 },
  { amount: 1, unit: 'slice, medium (1/8" thick)', grams: 14 },
];

describe('findPortion', () => {
  it('prefers a measure that starts with the words, then one that contains them', () => {
    const potato: UsdaPortion[] = [
      { amount: 1, unit: 'cup cherry tomatoes', grams: 149 },
      { amount: 1, unit: 'cherry', grams: 17 },
      { amount: 1, unit: 'Potato medium (2-1/4" to 3-1/4" dia)', grams: 213 },
    ];
    expect(findPortion(potato, 'cherry')?.grams).toBe(17);
    expect(findPortion(potato, 'medium')?.grams).toBe(213);
    expect(findPortion(potato, 'large')).toBeUndefined();
  });
});

describe('portionWeights', () => {
  it('takes piece, cup, spoon and slice weights from USDA and the density from the cup', () => {
    const result = portionWeights(entry({ piece: ['onion', 'medium'] }), onion);
    expect(result.problems).toEqual([]);
    expect(result.portions).toEqual({
      piece: 110,
      cup: 160,
      tbsp: 10,
      tsp: null,
      slice: 14,
      bunch: null,
      handful: null,
    });
    expect(result.density).toBe(0.676);
  });

  it('divides a measure by its amount ("2 tbsp = 32 g" is 16 g a tablespoon)', () => {
    const peanutButter: UsdaPortion[] = [
      { amount: 2, unit: 'tbsp', grams: 32 },
      { amount: 0.25, unit: 'block', grams: 81 },
    ];
    const result = portionWeights(entry({ piece: ['block', 'block'] }), peanutButter);
    expect(result.portions.tbsp).toBe(16);
    expect(result.portions.piece).toBe(324);
    expect(result.density).toBe(1.082);
  });

  it('uses Larder estimates given in grams and reports a measure USDA does not have', () => {
    const result = portionWeights(
      entry({ piece: ['tin', 400], cup: 'cup sliced', bunch: 30, handful: 10 }),
      onion,
    );
    expect(result.portions.piece).toBe(400);
    expect(result.portions.bunch).toBe(30);
    expect(result.portions.handful).toBe(10);
    expect(result.portions.cup).toBeNull();
    expect(result.problems).toEqual(['test: no USDA cup measure "cup sliced"']);
  });

  it('skips whipped cups and falls back to fluid ounces for the density', () => {
    const cream: UsdaPortion[] = [
      { amount: 1, unit: 'cup, whipped', grams: 120 },
      { amount: 1, unit: 'cup, fluid (yields 2 cups whipped)', grams: 238 },
    ];
    expect(portionWeights(entry(), cream).portions.cup).toBe(238);
    const wine: UsdaPortion[] = [{ amount: 1, unit: 'fl oz', grams: 29.4 }];
    expect(portionWeights(entry(), wine).density).toBe(0.994);
    expect(portionWeights(entry(), []).density).toBeNull();
  });
});
