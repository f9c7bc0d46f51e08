import type { photoAnswer } from '@larder/domain/api/recipe-photos';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/recipes/:id/photo`: the cook's own photo of a recipe they imported or cooked (multipart `photo`). */
export function addRecipePhoto(id: string, photo: File) {
  const body = new FormData();
  body.append('photo', photo, photo.name);
  return api<Answer<typeof photoAnswer>>(`/recipes/${encodeURIComponent(id)}/photo`, {
    method: 'POST',
    body,
  });
}
