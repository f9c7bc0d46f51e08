import type { recipeViewAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/recipes/:id/photo`: the cook's own photo of a recipe they imported (multipart `photo`). */
export function addRecipePhoto(id: string, photo: File) {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return api<Answer<typeof recipeViewAnswer>>(`/recipes/${encodeURIComponent(id)}/photo`, {
    method: 'POST',
    body,
  });
}
