import { collectionSearchQuery } from '@larder/domain/api/collections';
import { DIETS } from '@larder/kitchen/diet';
import { MEAL_TYPES } from '@larder/kitchen/recipes';
import { describe, expect, it } from 'vitest';
import { activeFilters, DIET_OPTIONS, MEAL_OPTIONS, NO_FILTERS, searchQuery } from './search-filters.ts';

describe('saved-recipe search filters', () => {
  it('offer every meal type and diet the kitchen knows, after "Any"', () => {
    expect(MEAL_OPTIONS.map((option) => option.value)).toEqual(['any', ...MEAL_TYPES]);
    expect(DIET_OPTIONS.map((option) => option.value)).toEqual(['any', ...DIETS]);
  });

  it('ask for nothing until there are words or a filter', () => {
    expect(searchQuery('   ', NO_FILTERS)).toBeUndefined();
    expect(activeFilters(NO_FILTERS)).toBe(0);
  });

  it('send only what was chosen, in the form the server checks', () => {
    const filters = { mealType: 'dinner', maxMinutes: '30', diet: 'vegetarian' } as const;
    const query = searchQuery(' feta ', filters);
    expect(query).toEqual({ q: 'feta', mealType: 'dinner', maxMinutes: 30, diet: 'vegetarian' });
    expect(collectionSearchQuery.parse(query)).toEqual(query);
    expect(activeFilters(filters)).toBe(3);
    expect(searchQuery('', { ...NO_FILTERS, maxMinutes: '15' })).toEqual({ maxMinutes: 15 });
  });
});
