import { describe, expect, it } from 'vitest';
import { applySwaps, withLibraryNotes } from './food-swap.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { notesOf, type PackedRecipe, packLibraryRow, unpackLibraryRows } from './library-pack.ts';
import type { Recipe } from './recipe.ts';
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
      // Notes travel with the words, but for those ranking reads.
      ingredients: recipe.ingredients.map(({ note, ...line }) =>
        note !== undefined && /bone-in/.test(note) ? { ...line, note } : line,
      ),
    }));
    expect(back).toEqual(wordless);
    // …and come back with them as written.
    const noted = back.map((recipe, at) =>
      withLibraryNotes(recipe, notesOf(rows[at] as LibraryRecipeRow), []),
    );
    expect(noted.map((recipe) => recipe.ingredients)).toEqual(
      RECIPE_LIBRARY.map((recipe) => recipe.ingredients),
    );
    expect(rows.some((row) => Object.keys(notesOf(row)).length > 0)).toBe(true);
  });

  it('packs a line as two-digit place, quantity and unit with no spaces, and an id of a title with æ as its words', () => {
    const flaesk = RECIPE_LIBRARY.find((recipe) => recipe.id === 'stegt-flaesk-persillesovs');
    if (!flaesk) throw new Error('no stegt flæsk');
    const [id, , , , , , , , lines] = packLibraryRow(rowFromRecipe(flaesk));
    expect(id).toMatch(/^~/);
    for (const line of lines.split('|')) expect(line).toMatch(/^[0-9a-z]{2}[\d.]+[a-z-]*\??(#.*)?$/);
  });

  it("puts a note back after the kitchen's own, and not one that only offered the stand-in now in", () => {
    const keema = RECIPE_LIBRARY.find((recipe) => recipe.id === 'aloo-keema-chapatis');
    if (!keema) throw new Error('no aloo keema');
    const notes = notesOf(rowFromRecipe(keema));
    expect(notes['minced-beef']).toBe('or lamb mince');
    const [packed] = unpackLibraryRows([packLibraryRow(rowFromRecipe(keema))]).map(recipeFromRow);
    if (!packed) throw new Error('nothing unpacked');
    const lamb = [{ from: 'minced-beef', to: 'minced-lamb' }];
    const swapped = applySwaps(packed, lamb);
    if (!swapped) throw new Error('no swap');
    const line = (recipe: Recipe, id: string) => recipe.ingredients.find((each) => each.ingredientId === id);
    expect(line(withLibraryNotes(swapped, notes, lamb), 'minced-lamb')?.note).toBe(
      line(applySwaps(keema, lamb) as Recipe, 'minced-lamb')?.note,
    );
    const pork = [{ from: 'minced-beef', to: 'minced-pork' }];
    const porked = applySwaps(packed, pork);
    if (!porked) throw new Error('no swap');
    expect(line(withLibraryNotes(porked, notes, pork), 'minced-pork')?.note).toBe(
      'instead of beef mince; or lamb mince',
    );
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

  it('keeps the notes apart, an optional flag, a piece count, a wait, an id and the tags the numbers decide', () => {
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
      ingredients: [['oats', 80, 'g'], ['banana', 1, null], row.ingredients[2]],
      steps: ['', ''],
    });
    expect(notesOf(row)).toEqual({ oats: 'jumbo, or any' });
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
    const row = {
      ...rowOfFirst(),
      ingredients: [['chicken-thigh', 1, null, { note: 'bone-in | b' }]],
    } as LibraryRecipeRow;
    expect(() => packLibraryRow(row)).toThrow(/cannot hold/);
  });
});

function rowOfFirst(): LibraryRecipeRow {
  const first = RECIPE_LIBRARY[0];
  if (!first) throw new Error('the library is empty');
  return rowFromRecipe(first);
}
