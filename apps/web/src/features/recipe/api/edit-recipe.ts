import type { EditRecipeInput } from '@larder/domain/api/recipe-import';
import type { recipeViewAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `PATCH /api/recipes/:id`: the cook corrects a recipe they imported. */
export function editRecipe(id: string, edit: EditRecipeInput) {
  return api<Answer<typeof recipeViewAnswer>>(`/recipes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: edit,
  });
}
