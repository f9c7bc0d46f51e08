import { describe, expect, it } from 'vitest';
import { RECIPE_LIBRARY } from './library.ts';
import { type PackedRecipe, packLibraryRow, unpackLibraryRows } from './library-pack.ts';
import { type LibraryRecipeRow, recipeFromRow, rowFromRecipe } from './recipe-row.ts';
import { timerOf } from './recipe-timers.ts';

describe('the library packed for the phone', () => {
  it('gives every recipe back as written, without its words and the timers they name', () => {
    const rows = RECIPE_LIBRARY.map(rowFromRecipe);
    const packed: PackedRecipe[] = JSON.parse(JSON.stringify(rows.map(packLibraryRow)));
    const back = unpackLibraryRows(packed).map(recipeFromRow);
    const wordless = RECIPE_LIBRARY.map((recipe) => ({
      ...recipe,
      description: '',
      steps: recipe.steps.map(() => ({ text: '' })),
    }));
    expect(back).toEqual(wordless);
  });

  it('gives every step its timer again from its words, as the phone does once they arrive', () => {
    const differing = RECIPE_LIBRARY.flatMap((recipe) =>
      recipe.steps
        .filter((step) => timerOf(step.text) !== step.timerSeconds)
        .map((step) => `${recipe.id}: ${step.text}`),
    );
    expect(differing).toEqual([]);
    expect(RECIPE_LIBRARY.some((recipe) => recipe.steps.some((step) => step.timerSeconds))).toBe(true);
  });

  it('keeps a note, an optional flag, a piece count, a wait, an id and the tags the numbers decide', () => {
    const row: LibraryRecipeRow = {
      id: 'test-oats',
      title: 'Oats',
      description: 'Words',
      cuisine: 'british',
      mealTypes: ['breakfast', 'snack'],
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 0,
      waitMinutes: 480,
      tags: ['vegetarian', 'mild', 'no-cook'],
      ingredients: [
        ['oats', 80, 'g', { note: 'jumbo, or any' }],
        ['banana', 1],
        ['honey', 1, 'tsp', { optional: true }],
      ],
      steps: ['Mix.', ['Leave for 8 hours.', 28_800]],
    };
    const [back] = unpackLibraryRows([packLibraryRow(row)]);
    expect(back).toEqual({
      ...row,
      description: '',
      ingredients: [row.ingredients[0], ['banana', 1, null], row.ingredients[2]],
      steps: ['', ''],
    });
    const bySlug = { ...row, id: 'oats', tags: ['batch-friendly', 'vegetarian', 'mild', 'no-cook'] } as const;
    const packed = packLibraryRow(bySlug);
    expect(packed[0]).toBe('');
    expect(packed[7]).toBe('batch-friendly');
    expect(unpackLibraryRows([packed])[0]).toMatchObject({ id: 'oats', tags: bySlug.tags });
  });

  it('packs an id that picks some of the title words as the words it picks', () => {
    const row = {
      ...rowOfFirst(),
      id: 'cheeseburgers-coleslaw',
      title: 'Cheeseburgers with homemade coleslaw',
    };
    const packed = packLibraryRow(row);
    expect(packed[0]).toMatch(/^~/);
    expect(packed[0].length).toBeLessThan(4);
    expect(unpackLibraryRows([packed])[0]?.id).toBe('cheeseburgers-coleslaw');
    const other = { ...row, id: 'coleslaw-cheeseburgers' };
    expect(packLibraryRow(other)[0]).toBe('coleslaw-cheeseburgers');
    expect(unpackLibraryRows([packLibraryRow(other)])[0]?.id).toBe('coleslaw-cheeseburgers');
  });

  it('refuses a note that would break the packing', () => {
    const row = { ...rowOfFirst(), ingredients: [['salt', 1, 'tsp', { note: 'a | b' }]] } as LibraryRecipeRow;
    expect(() => packLibraryRow(row)).toThrow(/cannot hold/);
  });
});

function rowOfFirst(): LibraryRecipeRow {
  const first = RECIPE_LIBRARY[0];
  if (!first) throw new Error('the library is empty');
  return rowFromRecipe(first);
}
