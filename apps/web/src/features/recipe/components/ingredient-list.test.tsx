import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeIngredientDto } from '../../../lib/recipe-types.ts';
import { IngredientList } from './ingredient-list.tsx';

const line = (name: string, inPantry: boolean, optional = false): RecipeIngredientDto => ({
  ingredientId: name,
  name,
  quantity: 1,
  unit: 'tbsp',
  inPantry,
  ...(optional ? { optional } : {}),
});

describe('the ingredient list', () => {
  it('counts only what must be bought: an optional line the cook lacks is not "to buy"', () => {
    const round = (quantity: number) => quantity;
    const { rerender } = render(
      <IngredientList
        ingredients={[line('rice', true), line('sugar', false, true), line('white pepper', false, true)]}
        round={round}
      />,
    );
    expect(screen.getByText('You have 1 of 3 · nothing to buy')).toBeTruthy();
    expect(screen.getAllByText('Missing')).toHaveLength(2);
    rerender(
      <IngredientList ingredients={[line('rice', false), line('sugar', false, true)]} round={round} />,
    );
    expect(screen.getByText('You have 0 of 2 · 1 to buy')).toBeTruthy();
  });
});
