import { SALAD } from '@larder/domain/recipe-fixtures';
import { describe, expect, it } from 'vitest';
import { draftOf, editBodyOf } from './edit-form.ts';

describe('the edit form of an imported recipe', () => {
  it('keeps one line a row, and steps apart by a blank line', () => {
    const imported = {
      ...SALAD,
      ingredients: SALAD.ingredients.map((line) => ({ ...line, text: `200 g ${line.name}` })),
    };
    const draft = draftOf(imported);
    expect(draft.ingredients).toBe('200 g feta\n200 g tomato\n200 g rocket');
    expect(draft.steps).toBe('Crumble the feta.\n\nRest for 5 minutes.');
    expect(editBodyOf({ ...draft, steps: 'Chop.\nThen mix.\n\n  Serve. ' })).toEqual({
      body: {
        title: SALAD.title,
        ingredients: ['200 g feta', '200 g tomato', '200 g rocket'],
        steps: ['Chop. Then mix.', 'Serve.'],
        servings: 2,
      },
    });
  });

  it("answers the API's own message for what it would refuse", () => {
    const draft = draftOf(SALAD);
    expect(editBodyOf({ ...draft, title: '  ' })).toEqual({
      field: 'title',
      message: 'Give the recipe a title.',
    });
    expect(editBodyOf({ ...draft, ingredients: '\n \n' })).toEqual({
      field: 'ingredients',
      message: 'Keep at least one ingredient.',
    });
  });
});
