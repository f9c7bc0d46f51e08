import { SALAD } from '@larder/domain/recipe-fixtures';
import { roundQuantity } from '@larder/kitchen/recipes';
import { describe, expect, it } from 'vitest';
import { roughRound, scaleIngredients } from './scale.ts';

const kitchen = (quantity: number, unit: string | null, id: string) =>
  roundQuantity(quantity, unit as 'g' | null, id);

describe('scaling a recipe', () => {
  it('keeps the recipe as it is for its own servings', () => {
    expect(scaleIngredients(SALAD.ingredients, 2, 2, kitchen)).toEqual(SALAD.ingredients);
  });

  it('multiplies and rounds the way a cook measures', () => {
    const three = scaleIngredients(SALAD.ingredients, 2, 3, kitchen);
    expect(three.map((line) => [line.name, line.quantity])).toEqual([
      ['feta', 360],
      ['tomato', 1.5],
      ['rocket', 120],
    ]);
    const one = scaleIngredients(
      [{ name: 'egg', ingredientId: 'egg', quantity: 3, unit: null, inPantry: true }],
      2,
      1,
      kitchen,
    );
    expect(one[0]?.quantity).toBe(2);
  });

  it('rounds roughly, never to nothing, before the kitchen has loaded', () => {
    expect(roughRound(0.1, 'tsp', '')).toBe(0.25);
    expect(roughRound(123, 'g', '')).toBe(125);
    expect(roughRound(1.3, null, '')).toBe(1.5);
  });
});
