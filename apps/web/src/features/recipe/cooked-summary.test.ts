import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { cookedSummary, gramsText } from './cooked-summary.ts';

describe('what cooking took from the pantry', () => {
  const before = [
    pantryItem('a', 'feta', { quantity: 200, unit: 'g' }),
    pantryItem('b', 'tomato', { quantity: 3, unit: 'piece' }),
    pantryItem('c', 'milk'),
  ];

  it('names items used up and how much was taken of the rest', () => {
    const after = [pantryItem('b', 'tomato', { quantity: 2, unit: 'piece' }), pantryItem('c', 'milk')];
    expect(cookedSummary(before, after, 458, []).taken).toEqual(['all the feta', '1 tomato']);
  });

  it('falls back to the recipe when the pantry before is not known', () => {
    expect(cookedSummary(undefined, [], 0, ['feta']).taken).toEqual(['feta']);
  });

  it('writes grams and kilograms', () => {
    expect(gramsText(458)).toBe('458 g');
    expect(gramsText(1234)).toBe('1.2 kg');
  });
});
