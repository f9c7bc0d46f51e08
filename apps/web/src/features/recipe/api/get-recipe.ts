import type { recipeViewAnswer } from '@larder/domain/api/recipes';
import { useQuery } from '@tanstack/react-query';
import { type Answer, ApiError, api } from '../../../lib/api-client.ts';
import { keepRecentRecipe, recentRecipe } from '../../../lib/recent-recipes.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { useSession } from '../../../lib/session.ts';

export async function getRecipe(id: string): Promise<RecipeDto> {
  const recipe = await api<Answer<typeof recipeViewAnswer>>(`/recipes/${encodeURIComponent(id)}`);
  keepRecentRecipe(recipe);
  return recipe;
}

/** `GET /api/recipes/:id`: a recipe this cook was shown or saved; a copy on the device opens at once. */
export function useRecipe(id: string) {
  // The server answers for the cook's own session: wait until there is one (a first visit makes it).
  const { status } = useSession();
  return useQuery({
    queryKey: ['recipe', id],
    queryFn: () => getRecipe(id),
    enabled: id !== '' && status !== 'loading',
    initialData: () => recentRecipe(id),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
