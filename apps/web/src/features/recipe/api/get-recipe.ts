import type { recipeViewAnswer } from '@larder/domain/api/recipes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Answer, ApiError, api } from '../../../lib/api-client.ts';
import { keepRecentRecipe, recentRecipe } from '../../../lib/recent-recipes.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { getSessionState, sessionFound, startSession } from '../../../lib/session.ts';

export async function getRecipe(id: string): Promise<RecipeDto> {
  const recipe = await api<Answer<typeof recipeViewAnswer>>(`/recipes/${encodeURIComponent(id)}`);
  keepRecentRecipe(recipe);
  return recipe;
}

const unauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Asked at once, while the session may still be being found (a returning cook's cookie is already
 * there): refused for want of a session (a first visit), it is asked again once the session exists.
 */
async function getRecipeEarly(id: string): Promise<RecipeDto> {
  const beforeSession = getSessionState().status === 'loading';
  try {
    return await getRecipe(id);
  } catch (error) {
    if (!beforeSession || !unauthorised(error)) throw error;
    await sessionFound();
    return getRecipe(id);
  }
}

/** `GET /api/recipes/:id`: a recipe this cook was shown or saved; a copy on the device opens at once. */
export function useRecipe(id: string) {
  useEffect(() => void startSession(), []);
  return useQuery({
    queryKey: ['recipe', id],
    queryFn: () => getRecipeEarly(id),
    enabled: id !== '',
    initialData: () => recentRecipe(id),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}
