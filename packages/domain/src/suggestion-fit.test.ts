import { describe, expect, it } from 'vitest';
import { type Suggestion, stillFits } from './suggestion-fit.ts';

const line = (
  name: string,
  inPantry: boolean,
  extra: { optional?: boolean; ingredientId?: string } = {},
) => ({
  name,
  inPantry,
  ...extra,
});
const omelette: Suggestion = {
  usesPantry: ['item-eggs', 'item-feta'],
  ingredients: [
    line('eggs', true, { ingredientId: 'egg' }),
    line('feta', true),
    line('chives', false, { optional: true }),
    line('spring onions', false),
  ],
};

describe('a suggestion after the pantry changed', () => {
  it('still fits when every line it had is still had', () => {
    const again = { ...omelette, ingredients: omelette.ingredients.map((each) => ({ ...each })) };
    expect(stillFits(omelette, again, new Set())).toBe(true);
  });

  it('no longer fits when a line it had is now missing', () => {
    const again = {
      ...omelette,
      ingredients: omelette.ingredients.map((each) =>
        each.name === 'eggs' ? { ...each, inPantry: false } : each,
      ),
    };
    expect(stillFits(omelette, again, new Set())).toBe(false);
  });

  it('is not decided by optional lines, nor by lines it never had', () => {
    const again = {
      ...omelette,
      ingredients: omelette.ingredients.map((each) =>
        each.name === 'chives'
          ? { ...each, inPantry: false }
          : { ...each, inPantry: each.name !== 'spring onions' },
      ),
    };
    expect(stillFits({ ...omelette, ingredients: [...omelette.ingredients] }, again, new Set())).toBe(true);
    const optionalHad: Suggestion = { ...omelette, ingredients: [line('chives', true, { optional: true })] };
    expect(stillFits(optionalHad, { ...optionalHad, ingredients: [line('chives', false)] }, new Set())).toBe(
      true,
    );
  });

  it('offline, checks the pantry items it used against the pantry now', () => {
    expect(stillFits(omelette, null, new Set(['item-eggs', 'item-feta', 'item-milk']))).toBe(true);
    expect(stillFits(omelette, null, new Set(['item-feta']))).toBe(false);
  });
});
