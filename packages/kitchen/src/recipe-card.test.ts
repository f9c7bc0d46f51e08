import { recipeSchema } from '@larder/domain/api/recipes';
import { describe, expect, it } from 'vitest';
import { indexPantry } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';
import { toRecipeDto, withPantry } from './recipe-card.ts';

const recipe: Recipe = {
  id: 'ham-and-eggs',
  title: 'Ham and eggs',
  description: 'Slices of ham with fried eggs and a mackerel fillet on the side, for the test.',
  cuisine: 'british',
  mealTypes: ['breakfast'],
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 5,
  tags: ['mild'],
  ingredients: [
    { ingredientId: 'ham', quantity: 4, unit: null },
    { ingredientId: 'egg', quantity: 4, unit: null },
    { ingredientId: 'mackerel', quantity: 2, unit: null },
    { ingredientId: 'cheddar', quantity: 40, unit: 'g' },
  ],
  steps: [{ text: 'Fry the eggs; warm the ham, the mackerel and the cheddar.' }],
  source: 'library',
};

describe('the recipe as the cook is shown it', () => {
  it('names the piece a counted line counts when it is not the food itself, and only then', () => {
    const dto = toRecipeDto(withPantry(recipe, indexPantry([], '2025-06-01')));
    expect(recipeSchema.parse(dto)).toEqual(dto);
    const pieces = Object.fromEntries(dto.ingredients.map((line) => [line.ingredientId, line.pieceName]));
    expect(pieces).toEqual({ ham: 'slice', egg: undefined, mackerel: 'fillet', cheddar: undefined });
  });
});
