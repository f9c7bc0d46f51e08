import type { publicRecipeAnswer } from '@larder/domain/api/recipes';
import { useQuery } from '@tanstack/react-query';
import { type Answer, ApiError, api } from '../../../lib/api-client.ts';

/** `GET /api/public/recipes/:id`: a public recipe, for anyone (no session needed). */
export function usePublicRecipe(id: string) {
  return useQuery({
    queryKey: ['public-recipe', id],
    queryFn: async () =>
      (await api<Answer<typeof publicRecipeAnswer>>(`/public/recipes/${encodeURIComponent(id)}`)).recipe,
    enabled: id !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
