import { type EditRecipeInput, editRecipeBody } from '@larder/domain/api/recipe-import';
import type { RecipeDto } from '../../lib/recipe-types.ts';

/** The edit form's text: one ingredient line a row; steps apart by a blank line. */
export type EditDraft = { title: string; ingredients: string; steps: string; servings: number };

export function draftOf(recipe: RecipeDto): EditDraft {
  return {
    title: recipe.title,
    ingredients: recipe.ingredients.map((line) => line.text ?? line.name).join('\n'),
    steps: recipe.steps.map((step) => step.text).join('\n\n'),
    servings: recipe.servings,
  };
}

/** The draft as the API's body, checked with the API's own schema: the first problem, or the body. */
export function editBodyOf(draft: EditDraft): { body: EditRecipeInput } | { field: string; message: string } {
  const lines = (text: string, apart: RegExp) =>
    text
      .split(apart)
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const parsed = editRecipeBody.safeParse({
    title: draft.title,
    ingredients: lines(draft.ingredients, /\n/),
    steps: lines(draft.steps, /\n\s*\n/),
    servings: draft.servings,
  });
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0];
  return { field: String(issue?.path[0] ?? 'title'), message: issue?.message ?? 'Please check the recipe.' };
}
