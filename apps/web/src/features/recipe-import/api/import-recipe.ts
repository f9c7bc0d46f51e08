import type { ImportRequest, importAnswer } from '@larder/domain/api/recipe-import';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/recipes/import`: a link the server fetches, or a page pasted; lands in the collection chosen. */
export function importRecipe(body: ImportRequest) {
  return api<Answer<typeof importAnswer>>('/recipes/import', { method: 'POST', json: body });
}
