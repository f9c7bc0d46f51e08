import { type ApiProgress, api } from '../../../lib/api-client.ts';
import type { GenerateAnswer, GenerateRequest } from '../../../lib/recipe-types.ts';

/** `POST /api/recipes/generate`, reporting each real step of the call as it happens. */
export function generateRecipes(
  request: GenerateRequest,
  onProgress: (step: ApiProgress) => void,
): Promise<GenerateAnswer> {
  return api<GenerateAnswer>('/recipes/generate', { method: 'POST', json: request, onProgress });
}
