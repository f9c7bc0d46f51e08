import type { generateAnswer } from '@larder/domain/api/recipes';
import { type Answer, type ApiProgress, api } from '../../../lib/api-client.ts';
import type { GenerateRequest } from '../../../lib/recipe-types.ts';

/** `POST /api/recipes/generate`, reporting each real step of the call as it happens. */
export function generateRecipes(request: GenerateRequest, onProgress: (step: ApiProgress) => void) {
  return api<Answer<typeof generateAnswer>>('/recipes/generate', {
    method: 'POST',
    json: request,
    onProgress,
  });
}
