import type { generateAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { GenerateRequest } from '../../../lib/recipe-types.ts';

/** `POST /api/recipes/generate`: the first suggestions for the fridge the demo just filled. */
export function suggestForFridge(request: GenerateRequest) {
  return api<Answer<typeof generateAnswer>>('/recipes/generate', { method: 'POST', json: request });
}
