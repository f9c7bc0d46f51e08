import { describe, expect, it } from 'vitest';
import { unmentionedIngredients } from './recipe-mentions.ts';
import { type LibraryRecipeRow, recipeFromRow } from './recipe-row.ts';

function recipe(ingredients: LibraryRecipeRow['ingredients'], steps: string[]) {
  return recipeFromRow({
    id: 'test-recipe',
    title: 'Test',
    description: '',
    cuisine: 'british',
    mealTypes: ['dinner'],
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 5,
    ingredients,
    steps,
    tags: [],
  });
}

describe('unmentionedIngredients', () => {
  it('finds ingredients by catalog name or alias, ignoring case, accents and plurals', () => {
    const dish = recipe(
      [
        ['courgette', 2],
        ['creme-fraiche', 2, 'tbsp'],
        ['bay-leaf', 2],
        ['cherry', 100, 'g'],
        ['coriander', 10, 'g'],
      ],
      [
        'Slice the ZUCCHINIS.',
        'Stir in the Crème Fraîche with the bay leaves.',
        'Add the cherries and cilantro.',
      ],
    );
    expect(unmentionedIngredients(dish)).toEqual([]);
  });

  it('lists ingredients no step mentions', () => {
    const dish = recipe(
      [
        ['onion', 1],
        ['garlic', 2],
        ['salt', 1, 'pinch'],
      ],
      ['Fry the onions.'],
    );
    expect(unmentionedIngredients(dish)).toEqual(['garlic', 'salt']);
  });

  it('does not count a name inside a longer name of another ingredient of the recipe', () => {
    const peppers = recipe(
      [
        ['red-pepper', 1],
        ['black-pepper', 1, 'pinch'],
      ],
      ['Roast the red peppers.'],
    );
    expect(unmentionedIngredients(peppers)).toEqual(['black-pepper']);
    const seasoned = recipe(
      [
        ['red-pepper', 1],
        ['black-pepper', 1, 'pinch'],
      ],
      ['Roast the red peppers.', 'Season with pepper.'],
    );
    expect(unmentionedIngredients(seasoned)).toEqual([]);
  });

  it('matches whole words only, never across two steps', () => {
    const dish = recipe(
      [
        ['onion-powder', 1, 'tsp'],
        ['pea', 100, 'g'],
      ],
      ['Chop the onion', 'Powder the peanuts.'],
    );
    expect(unmentionedIngredients(dish)).toEqual(['onion-powder', 'pea']);
  });
});
