import type { CollectionSearch, collectionSearchAnswer } from '@larder/domain/api/collections';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/collections/search`: saved recipes found by title or ingredient, filtered. */
export function searchSavedRecipes(search: CollectionSearch) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api<Answer<typeof collectionSearchAnswer>>(`/collections/search?${params}`);
}

/** The search's answer, the previous one kept on screen while a new one is on its way. */
export function useSavedSearch(search: CollectionSearch | undefined) {
  return useQuery({
    queryKey: ['collections', 'search', search ?? null],
    queryFn: () => searchSavedRecipes(search ?? {}),
    enabled: search !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
