import { FETA, SALAD, TOMATO } from '@larder/domain/recipe-fixtures';
import { describe, expect, it } from 'vitest';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { suggestionView } from './suggestion-view.ts';

describe('a suggestion as the cook reads it', () => {
  const pantry = [pantryItem(FETA, 'feta'), pantryItem(TOMATO, 'tomato')];

  it('names what it uses from the pantry, expiring items first', () => {
    expect(suggestionView(SALAD, pantry).uses).toEqual([
      { name: 'tomato', expiring: true },
      { name: 'feta', expiring: false },
    ]);
  });

  it('says what is missing, and "more" of what the pantry holds too little of', () => {
    expect(suggestionView(SALAD, pantry).missing).toEqual(['80 g rocket', '40 g more feta']);
    const eggs = { ...SALAD, usesPantry: ['e1'], missing: [{ name: 'egg', quantity: 3, unit: null }] };
    expect(suggestionView(eggs, [pantryItem('e1', 'egg')]).missing).toEqual(['3 more eggs']);
  });

  it('leaves out ids of items no longer in the pantry', () => {
    expect(suggestionView(SALAD, [pantryItem(FETA, 'feta')]).uses).toEqual([
      { name: 'feta', expiring: false },
    ]);
  });
});
